/**
 * The header's global search (issue 21): candidates, jobs, employees and pages of the caller's
 * own business, each kind only when the caller's role may view it.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { candidates } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

type Found = {
  query: string
  pages: { key: string; name: string; path: string; section: string | null }[]
  candidates: { id: string; name: string; email: string; job_title: string | null; stage: string | null }[]
  jobs: { id: string; title: string; status: string }[]
  employees: { id: string; name: string; email: string }[]
}

let owner: string
let recruiter: string
let globex: string
beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
})

const search = (cookie: string | null, q: string, host: string = HOST.acme) =>
  call<Found>(host, 'GET', `/wildcard/search?q=${encodeURIComponent(q)}`, { cookie })

describe('global search', () => {
  it('finds candidates by word prefixes, with their latest job and stage', async () => {
    const res = await search(owner, 'grac li')
    expect(res.status).toBe(200)
    const grace = (await db().query.candidates.findFirst({ where: eq(candidates.email, 'grace.liu@example.com') }))!
    expect(res.body.data.candidates).toEqual([
      expect.objectContaining({
        id: grace.id,
        name: 'Grace Liu',
        email: 'grace.liu@example.com',
        job_title: 'Product Designer',
        stage: 'screening',
      }),
    ])
    // By skill, e-mail and phone digits too (the FTS5 index of the candidate list).
    expect((await search(owner, 'figma')).body.data.candidates.map((c) => c.name)).toContain('Grace Liu')
    expect((await search(owner, '555-0124')).body.data.candidates.map((c) => c.name)).toContain('Grace Liu')
  })

  it('finds jobs, employees and pages', async () => {
    const jobs = (await search(owner, 'frontend')).body.data
    expect(jobs.jobs.map((j) => j.title)).toContain('Frontend Engineer')
    const people = (await search(owner, 'marcus')).body.data
    expect(people.employees).toEqual([
      expect.objectContaining({ name: 'Marcus Chen', email: 'marcus.chen@acme.example' }),
    ])
    const pages = (await search(owner, 'depart')).body.data.pages
    expect(pages).toEqual([
      { key: 'departments', name: 'Departments', path: '/admin/departments', icon: 'network', section: 'Organisation' },
    ])
    // A section's name finds its pages; the profile is everyone's.
    expect((await search(owner, 'organisation')).body.data.pages.map((p) => p.key)).toContain('employees')
    expect((await search(owner, 'profile')).body.data.pages.map((p) => p.path)).toEqual(['/admin/profile'])
  })

  it('shows a role only what it may view', async () => {
    // The recruiter's role has candidates and jobs, not employees, settings or billing.
    const asRecruiter = (await search(recruiter, 'marcus')).body.data
    expect(asRecruiter.employees).toEqual([])
    expect((await search(recruiter, 'grace')).body.data.candidates.map((c) => c.name)).toEqual(['Grace Liu'])
    const pages = (await search(recruiter, 'e')).body.data.pages.map((p) => p.key)
    expect(pages).toContain('candidates')
    expect(pages).not.toContain('employees')
    expect(pages).not.toContain('settings')
    expect(pages).not.toContain('transactions')
  })

  it('never crosses businesses', async () => {
    const fromGlobex = (await search(globex, 'grace', HOST.globex)).body.data
    expect(fromGlobex.candidates).toEqual([])
    expect((await search(globex, 'frontend engineer', HOST.globex)).body.data.jobs.map((j) => j.title)).not.toContain(
      'Frontend Engineer',
    )
    expect((await search(globex, 'marcus', HOST.globex)).body.data.employees).toEqual([])
    // An Acme session is worthless on Globex's host.
    expect((await search(owner, 'grace', HOST.globex)).status).toBe(401)
  })

  it('needs a staff session (401) and a search (422); punctuation alone finds nothing', async () => {
    expect((await search(null, 'grace')).status).toBe(401)
    const candidate = await as.acmeCandidate()
    expect((await search(candidate, 'grace')).status).toBe(401)
    const empty = await call(HOST.acme, 'GET', '/wildcard/search?q=', { cookie: owner })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual([{ field: 'q', message: 'Please enter Search' }])
    expect((await call(HOST.acme, 'GET', `/wildcard/search?q=${'x'.repeat(101)}`, { cookie: owner })).status).toBe(422)
    const odd = await search(owner, '"*(')
    expect(odd.status).toBe(200)
    expect(odd.body.data.candidates).toEqual([])
  })
})
