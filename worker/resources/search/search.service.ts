/**
 * The global search of the staff portal's header: candidates (through the FTS5 index of
 * candidates/search.service), jobs, employees and pages, each only when the caller's role may
 * view it (checked here, on the server, with the same grants the endpoints enforce); pages come
 * from the caller's own node tree. A few rows of each kind, for the results as one types.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { applications, candidates, departments, employees, opportunities } from '../../db/schema'
import type { StaffScope } from '../../lib/scope'
import { containing, matchesText } from '../../lib/search'
import { type Grants, grantedNodeTree, holds, type NodeTree } from '../../services/access/grants'
import { candidateSearch, searchCount, searchWords } from '../candidates/search.service'
import { notRemoved } from '../employees/employees.service'
import type { SearchQuery } from './search.schema'

const fullName = (first: string, last: string | null) => `${first} ${last ?? ''}`.trim()

async function findCandidates(scope: StaffScope, term: string, limit: number) {
  const { db, business } = scope
  if (!searchWords(term).length) return []
  const hits = await searchCount(scope, term)
  if (!hits) return []
  const rows = await db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      currentTitle: candidates.currentTitle,
    })
    .from(candidates)
    .where(and(eq(candidates.businessId, business.id), candidateSearch(scope, term, hits)))
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .limit(limit)
  if (!rows.length) return []
  // Each person's latest application: the job and stage the result names.
  const apps = await db
    .select({
      candidateId: applications.candidateId,
      stage: applications.stage,
      jobTitle: opportunities.title,
      stageChangedAt: applications.stageChangedAt,
    })
    .from(applications)
    .innerJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, applications.opportunityId)),
    )
    .where(
      and(
        eq(applications.businessId, business.id),
        inArray(
          applications.candidateId,
          rows.map((r) => r.id),
        ),
      ),
    )
  const latest = new Map<string, (typeof apps)[number]>()
  for (const a of apps) {
    const seen = latest.get(a.candidateId)
    if (!seen || a.stageChangedAt > seen.stageChangedAt) latest.set(a.candidateId, a)
  }
  return rows.map((r) => {
    const app = latest.get(r.id)
    return {
      id: r.id,
      name: fullName(r.firstName, r.lastName),
      email: r.email,
      currentTitle: r.currentTitle,
      jobTitle: app?.jobTitle ?? null,
      stage: app?.stage ?? null,
    }
  })
}

async function findJobs({ db, business }: StaffScope, term: string, limit: number) {
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      code: opportunities.code,
      status: opportunities.status,
      location: opportunities.location,
      department: departments.name,
    })
    .from(opportunities)
    .leftJoin(departments, and(eq(departments.businessId, business.id), eq(departments.id, opportunities.departmentId)))
    .where(
      and(
        eq(opportunities.businessId, business.id),
        matchesText(term, opportunities.title, opportunities.code, opportunities.location),
      ),
    )
    .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
    .limit(limit)
}

async function findEmployees({ db, business }: StaffScope, term: string, limit: number) {
  const pattern = containing(term)
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      designation: employees.designation,
      status: employees.status,
    })
    .from(employees)
    .where(
      and(
        eq(employees.businessId, business.id),
        notRemoved(),
        sql`((${employees.firstName} || ' ' || ${employees.lastName}) like ${pattern} escape '\\' or ${employees.email} like ${pattern} escape '\\' or ${employees.designation} like ${pattern} escape '\\')`,
      ),
    )
    .orderBy(employees.firstName, employees.lastName, employees.id)
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r.firstName, r.lastName),
    email: r.email,
    designation: r.designation,
    status: r.status,
  }))
}

/**
 * Pages of the caller's own node tree whose name (or section's name) matches, with their section;
 * all of them (a tree is a score of pages), since the app shows only those it has.
 */
function findPages(tree: NodeTree[], term: string) {
  const needle = term.toLocaleLowerCase()
  const pages: { key: string; name: string; path: string; icon: string | null; section: string | null }[] = []
  const walk = (nodes: NodeTree[], section: string | null) => {
    for (const n of nodes) {
      if (n.path && n.permissions.includes('view'))
        pages.push({ key: n.key, name: n.name, path: n.path, icon: n.icon, section })
      walk(n.children, n.path ? section : n.name)
    }
  }
  walk(tree, null)
  pages.push({ key: 'profile', name: 'Profile', path: '/admin/profile', icon: 'profile', section: null })
  return pages
    .filter((p) => `${p.name} ${p.section ?? ''}`.toLocaleLowerCase().includes(needle))
    .sort(
      (a, b) =>
        Number(!a.name.toLocaleLowerCase().startsWith(needle)) - Number(!b.name.toLocaleLowerCase().startsWith(needle)),
    )
}

export async function globalSearch(scope: StaffScope, grants: Grants, q: SearchQuery) {
  const may = (key: string) => holds(grants, key)
  const [tree, found, jobs, people] = await Promise.all([
    grantedNodeTree(scope.db, 'wildcard', grants),
    may('candidates.view') ? findCandidates(scope, q.q, q.limit) : [],
    may('opportunities.view') ? findJobs(scope, q.q, q.limit) : [],
    may('employees.view') ? findEmployees(scope, q.q, q.limit) : [],
  ])
  return { query: q.q, pages: findPages(tree, q.q), candidates: found, jobs, employees: people }
}
