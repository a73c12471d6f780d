/**
 * The authorization matrix, driven by the contract: for every business-portal endpoint the
 * app routes, (1) a role without permissions gets 403, and (2) Globex's owner (who holds
 * every permission in Globex) cannot read or change Acme's records: 404 for a record named
 * in the path, and nothing of Acme's in a list. Endpoints added later are covered as soon as
 * they are routed.
 */
import { eq, getTableColumns } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, it } from 'vitest'
import contractText from '../../docs/api/endpoints.tsv?raw'
import { api } from '../../worker/app'
import * as schema from '../../worker/db/schema'
import { hashPassword } from '../../worker/lib/crypto'
import { newId } from '../../worker/lib/ids'
import { call, db, HOST, seed, signIn } from '../setup/http'
import { type Endpoint, parseContract, routedEndpoints } from './contract'

/** Endpoints that need a signed-in staff member but no particular permission. */
const SESSION_ONLY = new Set([
  'DELETE /wildcard/auth/logout',
  'POST /wildcard/auth/verify-me',
  'POST /wildcard/auth/change-password',
  'PUT /wildcard/profile/update-password',
  'PUT /wildcard/profile/update-profile',
  'PATCH /wildcard/profile/update-profile-picture',
  'POST /wildcard/settings/permissions/selected_page',
  'GET /wildcard/routes',
  'GET /wildcard/businesses',
  'GET /wildcard/businesses/detail',
  'POST /wildcard/businesses/:id/portal_login',
  'POST /wildcard/auth/confirm-email',
  // Issue 21: everyone's own bell and search (the search's results are cut to the role's
  // view permissions: tests/api/search).
  'GET /wildcard/search',
  'GET /wildcard/notifications',
  'GET /wildcard/notifications/unread-count',
  'PUT /wildcard/notifications/read-all',
  'GET /wildcard/notifications/settings',
  'PUT /wildcard/notifications/settings',
  'PUT /wildcard/notifications/:id/read',
  'DELETE /wildcard/notifications/:id/read',
])

/** Which of Acme's records a path parameter names, by the resource segment before it. */
const PARAM_TABLE: Record<string, SQLiteTable> = {
  departments: schema.departments,
  employees: schema.employees,
  'interviewer-schedule': schema.employees,
  employee_roles: schema.employeeRoles,
  business_branches: schema.businessBranches,
  candidates: schema.candidates,
  applications: schema.applications,
  opportunities: schema.opportunities,
  job_requests: schema.jobRequests,
  interviews: schema.interviews,
  candidate_interviews: schema.candidateInterviews,
  email_templates: schema.emailTemplates,
  template_managements: schema.emailTemplates,
  'employee-signatures': schema.employeeSignatures,
  payments: schema.transactions,
  resumes: schema.resumes,
  'search-filters': schema.savedSearchFilters,
  documents: schema.documents,
  save_candidate: schema.candidates,
  notifications: schema.notifications,
  businesses: schema.businesses,
  detail: schema.interviews,
  review: schema.interviews,
  offer_letters: schema.offerLetters,
  questions: schema.interviewQuestions,
  'exam-results': schema.interviewQuestions,
}

/** The query a read needs to answer at all (a required choice), so that its answer can be checked. */
const REQUIRED_QUERY: Record<string, (globex: { candidateId: string; employeeId: string }) => string> = {
  'GET /wildcard/candidates/generate/reports': () => '?format=pdf',
  'GET /wildcard/search': () => '?q=a',
  // Queries that name records name Globex's own: Acme's would be refused by the resources' own tests.
  'GET /wildcard/offer_letters/options': (g) => `?candidate_id=${g.candidateId}`,
  'GET /wildcard/interviews/free-slots': (g) =>
    `?interviewer_ids=${g.employeeId}&start_date=2030-03-11&end_date=2030-03-12`,
}

/** Endpoints whose parameter is not a business-owned record (the shared permission catalog). */
const NOT_BUSINESS_OWNED = new Set(['PUT /wildcard/settings/nodes/:id'])

const contract = parseContract(contractText)
const staffEndpoints = routedEndpoints(contract, api.routes).filter(
  (e) => e.path.startsWith('/wildcard/') && e.callers.includes('staff'),
)

let acmeId: string
let noAccess: string
let globexOwner: string
const globex = { candidateId: '', employeeId: '' }
const acmeIds = new Map<SQLiteTable, string>()
const allAcmeIds = new Set<string>()

beforeAll(async () => {
  await seed()
  const acme = (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'acme') }))!
  acmeId = acme.id
  for (const table of new Set(Object.values(PARAM_TABLE))) {
    const cols = getTableColumns(table) as Record<string, unknown>
    const where = table === schema.businesses ? eq(schema.businesses.id, acmeId) : eq(cols.businessId as never, acmeId)
    const row = (await db().select().from(table).where(where).limit(1).all())[0] as { id: string } | undefined
    if (row) acmeIds.set(table, row.id)
  }
  for (const table of Object.values(schema)) {
    if (typeof table !== 'object' || !table || !('businessId' in (table as object))) continue
    const cols = getTableColumns(table as SQLiteTable) as Record<string, unknown>
    if (!cols.id) continue
    const rows = (await db()
      .select()
      .from(table as SQLiteTable)
      .where(eq(cols.businessId as never, acmeId))
      .all()) as { id: string }[]
    for (const r of rows) allAcmeIds.add(r.id)
  }
  // An Acme employee whose role grants nothing.
  const roleId = newId()
  await db().insert(schema.employeeRoles).values({ id: roleId, businessId: acmeId, name: 'No access' })
  await db()
    .insert(schema.employees)
    .values({
      businessId: acmeId,
      firstName: 'No',
      lastName: 'Access',
      email: 'noaccess@acme.example',
      passwordHash: await hashPassword('Nobody@12345'),
      roleId,
      emailVerifiedAt: new Date(),
    })
  noAccess = await signIn(HOST.acme, 'noaccess@acme.example', 'Nobody@12345')
  globexOwner = await signIn(HOST.globex, 'owner@globex.example', 'Owner@12345')
  const globexId = (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'globex') }))!.id
  globex.candidateId = (await db().query.candidates.findFirst({
    where: eq(schema.candidates.businessId, globexId),
  }))!.id
  globex.employeeId = (await db().query.employees.findFirst({
    where: eq(schema.employees.email, 'owner@globex.example'),
  }))!.id
})

/** The path with every parameter naming one of Acme's records. */
function acmePath(e: Endpoint): string {
  const parts = e.path.split('/')
  return parts
    .map((part, i) => {
      if (!part.startsWith(':')) return part
      const table = PARAM_TABLE[parts[i - 1]!] ?? PARAM_TABLE[parts[i - 2]!]
      return (table && acmeIds.get(table)) ?? acmeId
    })
    .join('/')
}

const send = (host: string, e: Endpoint, path: string, cookie: string) =>
  call(host, e.method, path, { cookie, body: e.method === 'GET' ? undefined : {} })

const key = (e: Endpoint) => `${e.method} ${e.path}`
const guarded = staffEndpoints.filter((e) => !SESSION_ONLY.has(key(e)) && !e.path.startsWith('/wildcard/auth/'))

describe('the matrix covers the routed business endpoints', () => {
  it('has endpoints to check', () => {
    expect(staffEndpoints.length).toBeGreaterThan(90)
    expect(guarded.length).toBeGreaterThan(80)
  })
})

describe.each(guarded)('$method $path', (e) => {
  it('refuses a role without the permission (403)', async () => {
    const res = await send(HOST.acme, e, acmePath(e), noAccess)
    expect(res.status, res.body.message).toBe(403)
    expect(res.body).toMatchObject({ success: false, data: null })
    expect(res.body.message).toMatch(/^You do not have permission to /)
  })
})

// Every staff endpoint (permission or not) keeps one business's records from another.
describe.each(staffEndpoints.filter((e) => !e.path.startsWith('/wildcard/auth/')))(
  '$method $path across businesses',
  (e) => {
    it("keeps Acme's records from Globex", async () => {
      const res = await send(HOST.globex, e, acmePath(e) + (REQUIRED_QUERY[key(e)]?.(globex) ?? ''), globexOwner)
      const hasParam = e.path.includes(':') && !NOT_BUSINESS_OWNED.has(key(e))
      if (hasParam) {
        expect(res.status, res.body.message).toBe(404)
      } else {
        // Globex's owner may call it: a read answers Globex's own data (200), a write with an
        // empty body is refused as input (400/422) or answered for Globex; never a 5xx, and
        // never a refusal that would leave the check below looking at no data at all.
        if (e.method === 'GET') expect(res.status, res.body.message).toBe(200)
        else expect([200, 201, 400, 409, 422], `${res.status} ${res.body.message}`).toContain(res.status)
        const text = JSON.stringify(res.body)
        for (const id of allAcmeIds) expect(text).not.toContain(id)
      }
    })
  },
)
