/** A candidate's similar candidates and the jobs that fit them (staff side). */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, staffWith } from '../opportunities/helpers'
import { until } from '../resumes/helpers'

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

  it('keeps a list while the index is unchanged, and answers anew once someone else changes', async () => {
    type Data = { rows: { candidate: { id: string; email: string }; explanation: { shared_skills: string[] } }[] }
    const path = `/wildcard/candidates/${caseyId}/similar_candidate?limit=50`
    const ask = async (): Promise<Data> => (await call(HOST.acme, 'GET', path, { cookie: owner })).body.data
    const emily = await candidateByEmail('emily.novak@example.org')
    const emilyIn = (d: Data) => d.rows.find((r) => r.candidate.id === emily.id)
    const first = await ask()
    const kept = await db().query.matchSimilar.findFirst({ where: eq(schema.matchSimilar.candidateId, caseyId) })
    expect(kept?.businessId).toBe((await businessBySlug('acme')).id)
    expect(kept?.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.candidate.id))
    expect(await ask()).toEqual(first)

    // Emily, a brand designer, retrains as a backend engineer with Casey's skills: once the queue
    // has re-indexed her, Casey's list has her, sharing every skill.
    const casey = await candidateByEmail('candidate@acme.example')
    expect(emilyIn(first)?.explanation.shared_skills ?? []).toEqual([])
    const edit = await call(HOST.acme, 'PUT', `/wildcard/candidates/${emily.id}`, {
      cookie: owner,
      body: { skills: casey.skills, current_title: casey.currentTitle },
    })
    expect(edit.status).toBe(200)
    const after = await until(ask, (d) => (emilyIn(d)?.explanation.shared_skills.length ?? 0) > 0)
    expect(emilyIn(after)?.explanation.shared_skills).toEqual(casey.skills)

    // A candidate deleted since drops out of a kept list at once.
    const derek = await candidateByEmail('derek.vaughn@example.org')
    expect(after.rows.map((r) => r.candidate.email)).toContain('derek.vaughn@example.org')
    expect((await call(HOST.acme, 'DELETE', `/wildcard/candidates/${derek.id}`, { cookie: owner })).status).toBe(200)
    expect((await ask()).rows.map((r) => r.candidate.email)).not.toContain('derek.vaughn@example.org')
  }, 60_000)
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
