/** A candidate's similar candidates and the jobs that fit them (staff side). */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, staffWith } from '../opportunities/helpers'

let owner: string
let globexId: string
let caseyId: string
let globexCandidateId: string

const candidateByEmail = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(schema.candidates.email, email) }))!

beforeAll(async () => {
  await seed()
  owner = await as.acmeOwner()
  globexId = (await businessBySlug('globex')).id
  caseyId = (await candidateByEmail('candidate@acme.example')).id
  globexCandidateId = (await db().query.candidates.findFirst({ where: eq(schema.candidates.businessId, globexId) }))!.id
})

describe('GET /wildcard/candidates/:id/similar_candidate', () => {
  it('answers the most alike candidates first, with what they share', async () => {
    const res = await call(HOST.acme, 'GET', `/wildcard/candidates/${caseyId}/similar_candidate`, { cookie: owner })
    expect(res.status).toBe(200)
    const rows = res.body.data.rows
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((r: { candidate: { id: string } }) => r.candidate.id)).not.toContain(caseyId)
    // Samuel is a backend engineer with four of Casey's five skills.
    expect(rows[0].candidate.email).toBe('samuel.wright@example.org')
    expect(rows[0].explanation.shared_skills).toEqual(['TypeScript', 'Node.js', 'PostgreSQL', 'AWS'])
    expect(rows[0].explanation.reasons[0]).toBe('Shares TypeScript, Node.js, PostgreSQL and AWS')
    const scores = rows.map((r: { score: number }) => r.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const two = await call(HOST.acme, 'GET', `/wildcard/candidates/${caseyId}/similar_candidate?limit=2`, {
      cookie: owner,
    })
    expect(two.body.data.rows).toHaveLength(2)
  })

  it('never lists another business’s candidates, and answers 404 for one', async () => {
    const res = await call(HOST.acme, 'GET', `/wildcard/candidates/${caseyId}/similar_candidate?limit=50`, {
      cookie: owner,
    })
    const foreign = await db()
      .select({ id: schema.candidates.id })
      .from(schema.candidates)
      .where(eq(schema.candidates.businessId, globexId))
    const ids = res.body.data.rows.map((r: { candidate: { id: string } }) => r.candidate.id)
    for (const f of foreign) expect(ids).not.toContain(f.id)
    const theirs = await call(HOST.acme, 'GET', `/wildcard/candidates/${globexCandidateId}/similar_candidate`, {
      cookie: owner,
    })
    expect(theirs.status).toBe(404)
    expect(theirs.body.message).toBe('Candidate not found.')
  })

  it('answers 401 without a session, 403 without candidates.view, 422 for a bad limit', async () => {
    const path = `/wildcard/candidates/${caseyId}/similar_candidate`
    expect((await call(HOST.acme, 'GET', path)).status).toBe(401)
    const noCandidates = await staffWith(['opportunities.view'], 'nocands')
    expect((await call(HOST.acme, 'GET', path, { cookie: noCandidates })).status).toBe(403)
    expect((await call(HOST.acme, 'GET', `${path}?limit=0`, { cookie: owner })).status).toBe(422)
  })
})

describe('GET /wildcard/candidates/:id/similar-jobs', () => {
  it('answers the business’s open and on-hold jobs that fit the candidate, best first, with reasons', async () => {
    const res = await call(HOST.acme, 'GET', `/wildcard/candidates/${caseyId}/similar-jobs`, { cookie: owner })
    expect(res.status).toBe(200)
    const rows = res.body.data.rows
    expect(rows[0].job.title).toBe('Senior Backend Engineer')
    expect(rows[0].job.in_pipeline).toBe(true)
    expect(rows[0].explanation.skills.missing).toEqual(['Distributed Systems'])
    for (const r of rows) expect(['open', 'on_hold']).toContain(r.job.status)
    const one = await call(HOST.acme, 'GET', `/wildcard/candidates/${caseyId}/similar-jobs?limit=1`, { cookie: owner })
    expect(one.body.data.rows).toHaveLength(1)
  })

  it('never lists another business’s jobs; 404 for another business’s candidate; 401; 403', async () => {
    const path = `/wildcard/candidates/${caseyId}/similar-jobs?limit=50`
    const res = await call(HOST.acme, 'GET', path, { cookie: owner })
    const globexJobs = await db()
      .select({ id: schema.opportunities.id })
      .from(schema.opportunities)
      .where(eq(schema.opportunities.businessId, globexId))
    const ids = res.body.data.rows.map((r: { job: { id: string } }) => r.job.id)
    for (const j of globexJobs) expect(ids).not.toContain(j.id)
    const theirs = await call(HOST.acme, 'GET', `/wildcard/candidates/${globexCandidateId}/similar-jobs`, {
      cookie: owner,
    })
    expect(theirs.status).toBe(404)
    expect((await call(HOST.acme, 'GET', path)).status).toBe(401)
    const noCandidates = await staffWith(['opportunities.view'], 'nocands2')
    expect((await call(HOST.acme, 'GET', path, { cookie: noCandidates })).status).toBe(403)
  })
})
