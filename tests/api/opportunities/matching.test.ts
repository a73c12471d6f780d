/** Top candidates of a job, its refresh through the queue, and the candidate area's matching jobs. */
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, jobByCode, staffWith } from './helpers'

let acmeId: string
let globexId: string
let owner: string
let backendId: string
let frontendId: string
let globexJobId: string

/** Ask until `done` holds (the queue delivers within a second or two locally), or fail after 20 s. */
async function until<T>(ask: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const v = await ask()
    if (done(v) || Date.now() > deadline) return v
    await new Promise((r) => setTimeout(r, 150))
  }
}

const top = (id: string, query = '', cookie = owner, host: string = HOST.acme) =>
  call(host, 'GET', `/wildcard/opportunities/${id}/top/candidate${query}`, { cookie })

const candidateByEmail = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(schema.candidates.email, email) }))!

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  globexId = (await businessBySlug('globex')).id
  owner = await as.acmeOwner()
  backendId = (await jobByCode(acmeId, 'ENG-104')).id
  frontendId = (await jobByCode(acmeId, 'ENG-108')).id
  globexJobId = (await jobByCode(globexId, 'OPS-021')).id
})

describe('GET /wildcard/opportunities/:id/top/candidate', () => {
  it('answers the best candidates first, each with a score and the reasons for it', async () => {
    const res = await top(backendId)
    expect(res.status).toBe(200)
    const { rows, status, count } = res.body.data
    expect(status).toBe('ready')
    expect(count).toBeGreaterThan(3)
    expect(rows.length).toBeGreaterThan(3)
    const scores = rows.map((r: { score: number }) => r.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    // Samuel: a senior backend engineer in New York with every skill the job lists. The best fit.
    expect(rows[0].candidate.email).toBe('samuel.wright@example.org')
    expect(rows[0].explanation.skills.missing).toEqual([])
    expect(rows[0].explanation.reasons[0]).toMatch(/^Has 5 of 5 skills/)
    expect(rows[0].explanation.location.verdict).toBe('same_city')
    // Casey: a backend engineer with all but one skill, 6 years against 5–10, in Brooklyn.
    const casey = rows.find((r: { candidate: { email: string } }) => r.candidate.email === 'candidate@acme.example')
    expect(casey.score).toBeGreaterThanOrEqual(75)
    expect(casey.explanation.skills.matched.map((m: { skill: string }) => m.skill)).toEqual(
      expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'AWS']),
    )
    expect(casey.explanation.skills.missing).toEqual(['Distributed Systems'])
    expect(casey.explanation.experience.verdict).toBe('within')
    expect(casey.explanation.reasons[0]).toMatch(/^Has 4 of 5 skills/)
    expect(casey.candidate.in_pipeline).toBe(true)
  })

  it('leaves out blacklisted candidates and those rejected for (or withdrawn from) this job unless asked', async () => {
    const derek = await candidateByEmail('derek.vaughn@example.org')
    const turnedDown = await db()
      .select({ candidateId: schema.applications.candidateId })
      .from(schema.applications)
      .where(
        and(
          eq(schema.applications.opportunityId, backendId),
          inArray(schema.applications.stage, ['rejected', 'withdrawn']),
        ),
      )
    expect(turnedDown.length).toBeGreaterThan(0)
    const plain = await top(backendId, '?limit=100')
    const ids = plain.body.data.rows.map((r: { candidate: { id: string } }) => r.candidate.id)
    for (const t of turnedDown) expect(ids).not.toContain(t.candidateId)
    for (const r of plain.body.data.rows) {
      expect(r.candidate.is_blacklisted).toBe(false)
      expect(['rejected', 'withdrawn']).not.toContain(r.application?.stage)
    }
    const all = await top(backendId, '?limit=100&include_excluded=1')
    const everyone = all.body.data.rows.map((r: { candidate: { id: string } }) => r.candidate.id)
    for (const t of turnedDown) expect(everyone).toContain(t.candidateId)
    const front = await top(frontendId, '?limit=100')
    expect(front.body.data.rows.map((r: { candidate: { id: string } }) => r.candidate.id)).not.toContain(derek.id)
    const frontAll = await top(frontendId, '?limit=100&include_excluded=true')
    expect(frontAll.body.data.rows.map((r: { candidate: { id: string } }) => r.candidate.id)).toContain(derek.id)
  })

  it('lists only the business’s own candidates', async () => {
    const res = await top(backendId, '?limit=100&include_excluded=true')
    const ids: string[] = res.body.data.rows.map((r: { candidate: { id: string } }) => r.candidate.id)
    const foreign = await db()
      .select({ id: schema.candidates.id })
      .from(schema.candidates)
      .where(eq(schema.candidates.businessId, globexId))
    expect(foreign.length).toBeGreaterThan(0)
    for (const f of foreign) expect(ids).not.toContain(f.id)
  })

  it('answers 404 for another business’s job, 401 without a session, 403 without candidates.view, 422 for a bad query', async () => {
    const foreign = await top(globexJobId)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Job not found.')
    expect((await top(backendId, '', '')).status).toBe(401)
    const jobsOnly = await staffWith(['opportunities.view'], 'jobsonly')
    expect((await top(backendId, '', jobsOnly)).status).toBe(403)
    expect((await top(backendId, '?include_excluded=maybe')).status).toBe(422)
    // The other business's ranking is still there, untouched.
    const globexOwner = await as.globexOwner()
    const theirs = await top(globexJobId, '', globexOwner, HOST.globex)
    expect(theirs.status).toBe(200)
    expect(theirs.body.data.rows.length).toBeGreaterThan(0)
  })

  it('says a candidate’s score is stale after an edit, and the queue brings it up to date', async () => {
    const noah = await candidateByEmail('noah.kim@example.net')
    type Row = { candidate: { id: string }; score: number; stale: boolean; explanation: any }
    const rowOf = (data: { rows: Row[] }) => data.rows.find((r) => r.candidate.id === noah.id)
    const before = rowOf((await top(frontendId, '?limit=100')).body.data) as Row
    expect(before.explanation.skills.missing).toContain('Accessibility')
    const edit = await call(HOST.acme, 'PUT', `/wildcard/candidates/${noah.id}`, {
      cookie: owner,
      body: { skills: ['ReactJS', 'TypeScript', 'CSS', 'Accessibility', 'Testing Library'] },
    })
    expect(edit.status).toBe(200)
    const rightAfter = (await top(frontendId, '?limit=100')).body.data
    expect(rightAfter.pending_candidates).toBeGreaterThanOrEqual(1)
    expect(rowOf(rightAfter)).toMatchObject({ stale: true })
    const fresh = await until(
      async () => (await top(frontendId, '?limit=100')).body.data,
      (d) => rowOf(d)?.stale === false,
    )
    const after = rowOf(fresh) as Row
    expect(after.stale).toBe(false)
    expect(after.explanation.skills.missing).toEqual([])
    expect(after.explanation.skills.matched).toContainEqual({ skill: 'React', as: 'ReactJS', via: 'skills' })
    expect(after.score).toBeGreaterThan(before.score)
  })

  it('rebuilds a job’s ranking through the queue when the job changes, saying "refreshing" meanwhile', async () => {
    const before = (await top(backendId)).body.data
    const put = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${backendId}`, {
      cookie: owner,
      body: { skills: ['React', 'TypeScript', 'CSS'], title: 'Senior Frontend Engineer' },
    })
    expect(put.status).toBe(200)
    expect((await top(backendId)).body.data.status).toBe('refreshing')
    const after = await until(
      async () => (await top(backendId)).body.data,
      (d) => d.status === 'ready',
    )
    expect(after.status).toBe('ready')
    expect(new Date(after.refreshed_at).getTime()).toBeGreaterThan(new Date(before.refreshed_at).getTime())
    // Now a frontend job: frontend people lead, and Casey (backend) is no longer first.
    expect(after.rows[0].candidate.email).not.toBe('candidate@acme.example')
    expect(after.rows[0].explanation.skills.matched.map((m: { skill: string }) => m.skill)).toContain('React')
    const job = await db().query.matchJobs.findFirst({ where: eq(schema.matchJobs.opportunityId, backendId) })
    const generations = await db()
      .selectDistinct({ g: schema.matchScores.generation })
      .from(schema.matchScores)
      .where(and(eq(schema.matchScores.businessId, acmeId), eq(schema.matchScores.opportunityId, backendId)))
    expect(generations).toEqual([{ g: job?.readyGeneration }])
  })
})

describe('GET /candidate/opportunities (the candidate’s matching jobs)', () => {
  it('answers the business’s open jobs, best fit first, with why they match', async () => {
    const casey = await as.acmeCandidate()
    const res = await call(HOST.acmeCandidate, 'GET', '/candidate/opportunities', { cookie: casey })
    expect(res.status).toBe(200)
    const rows = res.body.data.rows as {
      job: { id: string; title: string; status: string }
      score: number
      explanation: { reasons: string[] }
    }[]
    expect(rows.length).toBeGreaterThan(1)
    for (const r of rows) {
      expect(r.job.status).toBe('open')
      expect(r.explanation.reasons.length).toBeGreaterThan(0)
    }
    const open = await db()
      .select({ id: schema.opportunities.id })
      .from(schema.opportunities)
      .where(and(eq(schema.opportunities.businessId, acmeId), eq(schema.opportunities.status, 'open')))
    expect(new Set(rows.map((r) => r.job.id))).toEqual(new Set(open.map((o) => o.id)))
    expect(rows.map((r) => r.job.id)).not.toContain(globexJobId)
    expect(rows.map((r) => r.score)).toEqual(rows.map((r) => r.score).sort((a, b) => b - a))
  })

  it('needs a candidate session of this business: 401 otherwise', async () => {
    expect((await call(HOST.acmeCandidate, 'GET', '/candidate/opportunities')).status).toBe(401)
    const casey = await as.acmeCandidate()
    expect((await call(HOST.globexCandidate, 'GET', '/candidate/opportunities', { cookie: casey })).status).toBe(401)
    expect((await call(HOST.acmeCandidate, 'GET', '/candidate/opportunities', { cookie: owner })).status).toBe(401)
    expect((await call(HOST.acmeCandidate, 'GET', '/candidate/opportunities?limit=x', { cookie: casey })).status).toBe(
      422,
    )
  })
})
