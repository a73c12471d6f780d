/**
 * The endpoints the load benchmark drives, in one table: add a row to measure another one.
 *
 * A row names the request (under /api/v1, on the business's host, as its signed-in owner
 * unless `anonymous`) and, in `sql`, the service call its route makes: the benchmark runs
 * that call with the Worker's own code on the SQLite file directly, so the "raw SQLite"
 * column is the exact SQL of the endpoint, and it follows any change to the service. Parse
 * the query with the route's own schema so both see the same input.
 */
import type { Db } from '../../../worker/db/client'
import type { Business } from '../../../worker/hosts'
import type { StaffScope } from '../../../worker/lib/scope'
import { analyticsFilters, usersAnalyticsQuery } from '../../../worker/resources/analytics/analytics.schema'
import { reportOf } from '../../../worker/resources/analytics/query.service'
import { runReport } from '../../../worker/resources/analytics/reports'
import { applicationListQuery, boardQuery } from '../../../worker/resources/applications/applications.schema'
import { listApplications, pipelineBoard } from '../../../worker/resources/applications/board.service'
import { candidateListQuery } from '../../../worker/resources/candidates/candidates.schema'
import { listCandidates } from '../../../worker/resources/candidates/query.service'
import { dashboardStats } from '../../../worker/resources/dashboard/dashboard.service'
import { healthOf } from '../../../worker/resources/health-check/health-check.service'
import { opportunityListQuery } from '../../../worker/resources/opportunities/opportunities.schema'
import { listOpportunities } from '../../../worker/resources/opportunities/opportunities.service'

/**
 * Ids a path may name, found in the grown database before the run: `:job` is the business's
 * job with the most applications (the biggest board).
 */
export type PathIds = { job: string }

/** What a row's `sql` gets: the owner's scope over the SQLite file, the request's query and the path's ids. */
export type SqlInput = {
  scope: StaffScope
  db: Db
  business: Business
  query: Record<string, string>
  ids: PathIds
}

export type LoadEndpoint = {
  name: string
  method?: 'GET' | 'POST'
  /** Under /api/v1, with its query string; `:job` is replaced by PathIds.job. */
  path: string
  anonymous?: boolean
  /** The service call(s) the route makes, run on the SQLite file (omit when there is none). */
  sql?: (input: SqlInput) => Promise<unknown>
}

/** The first row is the baseline every other row is divided by (the platform's floor). */
export const LOAD_ENDPOINTS: LoadEndpoint[] = [
  {
    name: 'health check',
    method: 'POST',
    path: '/wildcard/health_check',
    anonymous: true,
    sql: ({ scope, business }) => healthOf(scope, { kind: 'business', slug: business.slug, business }),
  },
  {
    name: 'candidates, first page',
    path: '/wildcard/candidates?page=1&limit=12',
    sql: ({ scope, query }) => listCandidates(scope, candidateListQuery.parse(query)),
  },
  {
    name: 'candidates, search `python`',
    path: '/wildcard/candidates?page=1&limit=12&search=python',
    sql: ({ scope, query }) => listCandidates(scope, candidateListQuery.parse(query)),
  },
  {
    name: 'candidates, page 500',
    path: '/wildcard/candidates?page=500&limit=12',
    sql: ({ scope, query }) => listCandidates(scope, candidateListQuery.parse(query)),
  },
  {
    name: 'candidates, status filter',
    path: '/wildcard/candidates?page=1&limit=12&status=interviewing',
    sql: ({ scope, query }) => listCandidates(scope, candidateListQuery.parse(query)),
  },
  {
    name: 'dashboard stats',
    path: '/wildcard/dashboard/stats',
    sql: ({ scope }) => dashboardStats({ ...scope, grants: { all: true } }),
  },
  {
    name: 'opportunities list',
    path: '/wildcard/opportunities?page=1&limit=10',
    sql: ({ scope, query }) => listOpportunities(scope, opportunityListQuery.parse(query)),
  },
  {
    name: "a job's pipeline board",
    path: '/wildcard/opportunities/:job/pipeline',
    sql: ({ scope, query, ids }) => pipelineBoard(scope, ids.job, boardQuery.parse(query)),
  },
  {
    name: 'applications, first page',
    path: '/wildcard/applications?page=1&limit=20',
    sql: ({ scope, query }) => listApplications(scope, applicationListQuery.parse(query)),
  },
]

/**
 * The analytics reports (issue 20, docs/analytics.md) over the last three months (`filter=quarter`),
 * where the generated history is densest: each report's own statements.
 */
const ANALYTICS_KEYS = [
  'hiring-average-stats',
  'conversion-rate',
  'time-to-hire-by-platform',
  'selection-rate-by-platform',
  'interview-to-offer-by-platform',
  'hires-by-job-over-time',
  'time-to-fill-job',
  'positions-summary',
  'hiring-volume-by-department',
  'hiring-performance-department-wise',
  'recruiter-leaderboard',
  'multi-user-collaboration-stats',
  'experience-distribution',
] as const
const everything = (scope: StaffScope) => ({ ...scope, grants: { all: true } as const })
LOAD_ENDPOINTS.push(
  ...ANALYTICS_KEYS.map(
    (key): LoadEndpoint => ({
      name: `analytics: ${key}`,
      path: `/wildcard/analytics/${key}?filter=quarter`,
      sql: async ({ scope, query }) => runReport[key](await reportOf(everything(scope), analyticsFilters.parse(query))),
    }),
  ),
  {
    name: 'analytics: users-analytics',
    path: '/wildcard/analytics/users-analytics?filter=quarter&page=1&limit=10',
    sql: async ({ scope, query }) => {
      const { page, limit, ...filters } = usersAnalyticsQuery.parse(query)
      return runReport['users-analytics'](await reportOf(everything(scope), filters), { page, limit })
    },
  },
)

/** The path of a row with its ids filled in. */
export const pathOf = (ep: LoadEndpoint, ids: PathIds) => ep.path.replace(':job', ids.job)

/**
 * Downloads measured once each at the large size (time, size, rows, the Worker's memory):
 * exports and reports must be complete at any size.
 */
export const LOAD_DOWNLOADS: { name: string; path: string }[] = [
  { name: 'candidates export, CSV', path: '/wildcard/candidates/export/details?format=csv' },
  { name: 'candidates export, XLSX', path: '/wildcard/candidates/export/details?format=xlsx' },
  { name: 'candidates report, PDF', path: '/wildcard/candidates/generate/reports?format=pdf' },
  { name: 'analytics workbook, last 12 months', path: '/wildcard/analytics/export-stats-excel?filter=year' },
]
