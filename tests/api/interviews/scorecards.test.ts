/**
 * Scorecards (issue 14): GET/POST /interviews/:id/feedback and GET /candidates/:id/feedback.
 * One per interviewer and interview, the job's attributes rated 1–4, an overall recommendation;
 * rewritable until the interview closes; colleagues' sealed until you submit yours.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { staffWith } from '../opportunities/helpers'
import { applicationOf, candidateBy, employee, HANNAH, MARCUS, PRIYA, schedule, videoInterview } from './helpers'

let owner: string
let globex: string
let marcus: string
let priya: string
let interviewId: string
let candidateId: string
let ids: { marcus: string; priya: string }

const RATINGS = [
  { key: 'system_design', rating: 4 },
  { key: 'coding', rating: 3 },
  { key: 'data_modelling', rating: 3 },
  { key: 'communication', rating: 4 },
  { key: 'ownership', rating: 3 },
]
const scorecard = (over: Record<string, unknown> = {}) => ({
  ratings: RATINGS,
  recommendation: 'yes',
  strengths: 'Clear thinking about failure modes.',
  concerns: 'Little AWS.',
  notes: 'Would pair well with the payments team.',
  ...over,
})
const post = (cookie: string, body: unknown, id = interviewId) =>
  call(HOST.acme, 'POST', `/wildcard/interviews/${id}/feedback`, { cookie, body })
const read = (cookie: string, id = interviewId) =>
  call(HOST.acme, 'GET', `/wildcard/interviews/${id}/feedback`, { cookie })

beforeAll(async () => {
  await seed()
  ;[owner, globex] = await Promise.all([as.acmeOwner(), as.globexOwner()])
  marcus = await signIn(HOST.acme, MARCUS, 'Staff@12345')
  priya = await signIn(HOST.acme, PRIYA, 'Staff@12345')
  ids = { marcus: (await employee(MARCUS)).id, priya: (await employee(PRIYA)).id }
  const hannah = await candidateBy(HANNAH)
  candidateId = hannah.id
  const res = await schedule(owner, videoInterview((await applicationOf(hannah.id)).id, [ids.marcus, ids.priya]))
  interviewId = res.body.data.id
})

describe('GET /wildcard/interviews/:id/feedback', () => {
  it('answers the job’s attributes and who has submitted', async () => {
    const res = await read(marcus)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      mine: null,
      scorecards: [],
      hidden: 0,
      can_submit: true,
      is_interviewer: true,
      interviewers: [
        { id: ids.marcus, submitted: false },
        { id: ids.priya, submitted: false },
      ],
    })
    expect(res.body.data.attributes.map((a: { key: string }) => a.key)).toEqual(RATINGS.map((r) => r.key))
  })
})

describe('POST /wildcard/interviews/:id/feedback', () => {
  it('keeps a colleague’s scorecard sealed until you submit yours', async () => {
    const first = await post(marcus, scorecard())
    expect(first.status, first.body.message).toBe(201)
    expect(first.body.message).toBe('Scorecard submitted.')
    expect(first.body.data.mine).toMatchObject({ recommendation: 'yes', rating: 3 })
    expect(first.body.data.mine.ratings[0]).toEqual({ key: 'system_design', name: 'System design', rating: 4 })

    // Priya has not submitted: Marcus's scorecard is counted, not shown, here and on the candidate.
    const sealed = await read(priya)
    expect(sealed.body.data).toMatchObject({ scorecards: [], hidden: 1, mine: null })
    expect(sealed.body.data.interviewers[0]).toMatchObject({ id: ids.marcus, submitted: true })
    expect(JSON.stringify(sealed.body)).not.toContain('failure modes')
    const onCandidate = await call(HOST.acme, 'GET', `/wildcard/candidates/${candidateId}/feedback`, { cookie: priya })
    expect(onCandidate.status).toBe(200)
    expect(JSON.stringify(onCandidate.body)).not.toContain('failure modes')
    expect(onCandidate.body.data.hidden).toBe(1)

    // The owner is not on the interview: everything is readable.
    const owners = await read(owner)
    expect(owners.body.data.scorecards).toHaveLength(1)
    expect(owners.body.data.can_submit).toBe(false)

    const second = await post(priya, scorecard({ recommendation: 'strong_yes', strengths: 'Superb debugging.' }))
    expect(second.status).toBe(201)
    const open = await read(priya)
    expect(open.body.data.hidden).toBe(0)
    expect(open.body.data.scorecards).toMatchObject([
      { author: { name: 'Marcus Chen' }, strengths: 'Clear thinking about failure modes.' },
    ])
    const candidateView = await call(HOST.acme, 'GET', `/wildcard/candidates/${candidateId}/feedback`, {
      cookie: priya,
    })
    expect(candidateView.body.data.hidden).toBe(0)
    expect(JSON.stringify(candidateView.body)).toContain('failure modes')
  })

  it('rewrites your own scorecard (one per interviewer): 200 and still one row', async () => {
    const res = await post(marcus, scorecard({ recommendation: 'strong_yes' }))
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Scorecard updated.')
    const rows = await db().query.feedback.findMany({ where: eq(schema.feedback.interviewId, interviewId) })
    expect(rows.filter((r) => r.authorId === ids.marcus)).toHaveLength(1)
    expect(rows.find((r) => r.authorId === ids.marcus)?.recommendation).toBe('strong_yes')
  })

  it('needs every attribute rated 1–4 and a recommendation (422)', async () => {
    const missing = await post(marcus, scorecard({ ratings: RATINGS.slice(1) }))
    expect(missing.status).toBe(422)
    expect(missing.body.message).toBe('Please rate System design')
    const unknown = await post(marcus, scorecard({ ratings: [...RATINGS, { key: 'charisma', rating: 4 }] }))
    expect(unknown.body.message).toBe('Unknown attribute: charisma')
    const twice = await post(marcus, scorecard({ ratings: [...RATINGS, { ...RATINGS[0], rating: 1 }] }))
    expect(twice.status).toBe(422)
    expect(twice.body.errors).toEqual([{ field: 'ratings', message: 'Each attribute can be rated once' }])
    const high = await post(marcus, scorecard({ ratings: [{ key: 'coding', rating: 5 }] }))
    expect(high.status).toBe(422)
    expect(high.body.message).toBe('Rating cannot be greater than 4')
    const noRecommendation = await post(marcus, scorecard({ recommendation: undefined }))
    expect(noRecommendation.body.message).toBe('Recommendation is not a valid option')
  })

  it('is for the interview’s interviewers only (403), needs a session (401) and stays in its business (404)', async () => {
    const notOn = await post(owner, scorecard())
    expect(notOn.status).toBe(403)
    expect(notOn.body.message).toBe('You do not have permission to submit a scorecard on an interview you are not on.')
    expect((await post('', scorecard())).status).toBe(401)
    const cross = await call(HOST.globex, 'POST', `/wildcard/interviews/${interviewId}/feedback`, {
      cookie: globex,
      body: scorecard(),
    })
    expect(cross.status).toBe(404)
    expect(
      (await call(HOST.globex, 'GET', `/wildcard/interviews/${interviewId}/feedback`, { cookie: globex })).status,
    ).toBe(404)
    const viewer = await staffWith(['interviews.view'], 'viewer')
    const noFeedback = await post(viewer, scorecard())
    expect(noFeedback.status).toBe(403)
    expect(noFeedback.body.message).toBe('You do not have permission to give interview feedback.')
    expect((await read(viewer)).status).toBe(200)
  })

  it('closes when the interview is cancelled (409), and the seeded reviews read as scorecards', async () => {
    await call(HOST.acme, 'PUT', `/wildcard/interviews/${interviewId}/cancel`, {
      cookie: owner,
      body: { reason: 'Moved to next month' },
    })
    const res = await post(marcus, scorecard())
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('The interview is cancelled: its scorecards are closed.')
    expect((await read(marcus)).body.data).toMatchObject({ can_submit: false, closed_reason: res.body.message })
    // Samuel's system design interview in the demo data: two scorecards on the job's own attributes.
    const samuel = await candidateBy('samuel.wright@example.org')
    const feedback = await call(HOST.acme, 'GET', `/wildcard/candidates/${samuel.id}/feedback`, { cookie: owner })
    const scorecards = feedback.body.data.rows.filter((r: { ratings: unknown[] | null }) => r.ratings?.length)
    expect(scorecards.length).toBeGreaterThanOrEqual(3)
    for (const s of scorecards)
      for (const r of s.ratings as { rating: number }[]) expect(r.rating).toBeGreaterThanOrEqual(1)
  })
})

describe('GET/PUT /wildcard/opportunities/:id/scorecard-attributes', () => {
  it('answers the default set for a job without its own, and saves a job’s list in order', async () => {
    const job = (await db().query.opportunities.findFirst({ where: eq(schema.opportunities.title, 'Data Analyst') }))!
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/${job.id}/scorecard-attributes`, {
      cookie: priya,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ is_default: true })
    expect(res.body.data.attributes).toHaveLength(5)
    const saved = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${job.id}/scorecard-attributes`, {
      cookie: owner,
      body: {
        attributes: [{ name: 'SQL' }, { name: 'Storytelling with data', description: 'Charts that answer questions.' }],
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      is_default: false,
      attributes: [
        { key: 'sql', name: 'SQL', description: null },
        { key: 'storytelling_with_data', name: 'Storytelling with data' },
      ],
    })
    const twice = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${job.id}/scorecard-attributes`, {
      cookie: owner,
      body: { attributes: [{ name: 'SQL' }, { name: 'sql' }] },
    })
    expect(twice.status).toBe(422)
    expect(twice.body.message).toBe('Each attribute needs its own name')
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${job.id}/scorecard-attributes`, {
          cookie: priya,
          body: { attributes: [{ name: 'SQL' }] },
        })
      ).status,
    ).toBe(403)
    const cross = await call(HOST.globex, 'PUT', `/wildcard/opportunities/${job.id}/scorecard-attributes`, {
      cookie: globex,
      body: { attributes: [{ name: 'Hijack' }] },
    })
    expect(cross.status).toBe(404)
    const again = await call(HOST.acme, 'GET', `/wildcard/opportunities/${job.id}/scorecard-attributes`, {
      cookie: owner,
    })
    expect(again.body.data.attributes.map((a: { name: string }) => a.name)).toEqual(['SQL', 'Storytelling with data'])
  })
})
