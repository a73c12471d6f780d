/**
 * The board, kept (docs/applications.md): a job's board is kept with the business's data version
 * and given again only while nothing it shows was written and time alone has not changed it: the
 * next card to count one more day in its stage, the next application to cross the stale line.
 */
import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import type { CandidateState } from '../../../worker/resources/candidates/candidates.schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, jobByCode } from '../opportunities/helpers'

const DAY = 86_400_000
let owner: string
let acmeId: string
let jobId: string
let apps: (typeof schema.applications.$inferSelect)[]

const boardPath = (query = '') => `/wildcard/opportunities/${jobId}/pipeline${query}`
async function board(query = '', cookie = owner, host: string = HOST.acme) {
  const res = await call(host, 'GET', boardPath(query), { cookie })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  expect(res.body).toMatchObject({ success: true, message: 'Pipeline fetched.', errors: [] })
  return res.body.data
}
const keptBoards = () =>
  db()
    .select()
    .from(schema.keptAnswers)
    .where(and(eq(schema.keptAnswers.businessId, acmeId), like(schema.keptAnswers.key, 'board:%')))
type Column = {
  stage: string
  count: number
  stale_count: number
  cards: { id: string; candidate: { name: string } }[]
}
const columnOf = (data: { stages: Column[] }, stage: string) => data.stages.find((s) => s.stage === stage)!

/** Put an application in a stage, moved there at a given moment (a write: the version changes). */
const place = (id: string, stage: CandidateState, at: number) =>
  db()
    .update(schema.applications)
    .set({ stage, stageChangedAt: new Date(at) })
    .where(eq(schema.applications.id, id))

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  owner = await as.acmeOwner()
  jobId = (await jobByCode(acmeId, 'ENG-108')).id
  apps = await db().query.applications.findMany({ where: eq(schema.applications.opportunityId, jobId) })
  expect(apps.length).toBeGreaterThanOrEqual(3)
})

describe('a kept board', () => {
  it('is given again while nothing changed, and computed anew after a move', async () => {
    const first = await board()
    expect(await board()).toEqual(first)
    const [kept] = await keptBoards()
    expect(kept).toBeDefined()
    expect(JSON.parse(kept!.body)).toEqual(first)
    expect(kept!.validUntil!.getTime()).toBeGreaterThan(Date.now())

    // An application of the job moves through the API: the next board shows it in its new column.
    const card = first.stages.flatMap((s: { next: string[]; cards: { id: string }[] }) =>
      s.next.includes('withdrawn') ? s.cards : [],
    )[0] as { id: string; stage: string }
    const moved = await call(HOST.acme, 'PUT', `/wildcard/applications/${card.id}/stage`, {
      cookie: owner,
      body: { stage: 'withdrawn', reason: 'Took another offer.' },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const after = await board()
    expect(columnOf(after, 'withdrawn').cards[0]!.id).toBe(card.id)
    expect(columnOf(after, 'withdrawn').count).toBe(columnOf(first, 'withdrawn').count + 1)
    expect(columnOf(after, card.stage).count).toBe(columnOf(first, card.stage).count - 1)
  })

  it('holds until the next application crosses the stale line, even one not shown', async () => {
    const now = Date.now()
    const [hidden, shown, ...rest] = apps
    // Two in screening: the one shown (per_stage=1) moved half a day ago; the one behind it has
    // waited 13.9 days and turns stale in about two hours. Everyone else was hired a month ago.
    await place(hidden!.id, 'screening', now - 13.9 * DAY)
    await place(shown!.id, 'screening', now - 0.5 * DAY)
    for (const app of rest) await place(app.id, 'hired', now - 30.2 * DAY)
    const data = await board('?per_stage=1')
    expect(columnOf(data, 'screening')).toMatchObject({ count: 2, stale_count: 0, cards: [{ id: shown!.id }] })
    const [kept] = (await keptBoards()).filter((k) => k.key.includes('"per_stage":1'))
    expect(kept!.validUntil!.getTime()).toBe(now - 13.9 * DAY + 14 * DAY)
  })

  it('holds until the next card shown counts one more day in its stage', async () => {
    const now = Date.now()
    const [hidden, shown] = apps
    await place(hidden!.id, 'hired', now - 40 * DAY)
    await place(shown!.id, 'screening', now - 2.25 * DAY)
    await board('?per_stage=1')
    const [kept] = (await keptBoards()).filter((k) => k.key.includes('"per_stage":1'))
    // The screening card has been there 2 days; on its third it changes. The hired a month ago change later.
    expect(kept!.validUntil!.getTime()).toBe(now - 2.25 * DAY + 3 * DAY)
  })

  it('is given only until then: after it, the board is computed again', async () => {
    await board('?per_stage=1')
    const [kept] = (await keptBoards()).filter((k) => k.key.includes('"per_stage":1'))
    const keptRow = and(eq(schema.keptAnswers.businessId, acmeId), eq(schema.keptAnswers.key, kept!.key))
    // An isolate gives its own copy while the row is the one it copied (same version, same moment) ...
    const given = await board('?per_stage=1')
    await db().update(schema.keptAnswers).set({ body: '{"kept":true}' }).where(keptRow)
    expect(await board('?per_stage=1')).toEqual(given)
    // ... and what another isolate kept since, while it holds ...
    const later = new Date(kept!.computedAt.getTime() + 1)
    await db().update(schema.keptAnswers).set({ body: '{"kept":true}', computedAt: later }).where(keptRow)
    expect(await board('?per_stage=1')).toEqual({ kept: true })
    // ... and no longer once its time has passed.
    await db()
      .update(schema.keptAnswers)
      .set({ validUntil: new Date(Date.now() - 1) })
      .where(keptRow)
    const fresh = await board('?per_stage=1')
    expect(fresh.stages).toHaveLength(schema.CANDIDATE_STATES.length)
    const [again] = await db().select().from(schema.keptAnswers).where(keptRow)
    expect(JSON.parse(again!.body)).toEqual(fresh)
    expect(again!.validUntil!.getTime()).toBeGreaterThan(Date.now())
  })

  it('is kept per query: a search is its own board', async () => {
    const all = await board()
    const name = columnOf(all, 'screening').cards[0]!.candidate.name
    const searched = await board(`?search=${encodeURIComponent(name)}`)
    expect(searched.total).toBe(1)
    expect(all.total).toBe(apps.length)
    const keys = (await keptBoards()).map((k) => k.key)
    expect(keys.some((k) => k.includes('"search"'))).toBe(true)
    expect(await board()).toEqual(all)
  })

  it('is never another business’s: the job is 404 on Globex, and bad input is 422', async () => {
    const globex = await call(HOST.globex, 'GET', boardPath(), { cookie: await as.globexOwner() })
    expect(globex.status).toBe(404)
    const bad = await call(HOST.acme, 'GET', boardPath('?per_stage=abc'), { cookie: owner })
    expect(bad.status).toBe(422)
  })
})
