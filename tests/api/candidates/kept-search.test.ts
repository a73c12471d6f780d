/**
 * Kept list pages (docs/scale.md, "Kept list pages"): a page of the candidate list, a search's
 * above all, is kept as it is sent with the business's data version, until a row's days in its
 * stage change; any write to the candidates or their applications makes the next page compute
 * again; pages, filters and businesses never share a kept page.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dataVersions, keptAnswers } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug } from '../opportunities/helpers'

const DAY = 86_400_000
let owner: string
let acmeId: string

beforeAll(async () => {
  await seed()
  owner = await as.acmeOwner()
  acmeId = (await businessBySlug('acme')).id
})

async function search(query: string, cookie = owner, host: string = HOST.acme) {
  const res = await call(host, 'GET', `/wildcard/candidates?${query}`, { cookie })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as {
    rows: { id: string; name: string; skills: string[]; applications: { stage_changed_at: string }[] }[]
    count: number
  }
}

/** Acme's kept search pages (reports are kept in the same table under `report:`). */
const keptOf = async () =>
  (await db().select().from(keptAnswers).where(eq(keptAnswers.businessId, acmeId))).filter((k) =>
    k.key.startsWith('candidates:'),
  )
const versionOf = async () =>
  (await db().select().from(dataVersions).where(eq(dataVersions.businessId, acmeId)))[0]?.version

describe('a kept search page', () => {
  it('is read back with its rows while nothing changed, and computed again after a write', async () => {
    const first = await search('search=typescript&limit=2')
    expect(first.count).toBeGreaterThan(2)
    expect(first.rows).toHaveLength(2)
    const kept = await keptOf()
    expect(kept).toHaveLength(1)
    expect(kept[0]!.version).toBe(await versionOf())
    expect(JSON.parse(kept[0]!.body)).toEqual(first)
    // Until the first of its applications counts one more day in its stage, a day from now at most.
    const moved = first.rows.flatMap((r) => r.applications.map((a) => Date.parse(a.stage_changed_at)))
    const now = Date.now()
    const nextDay = (at: number) => at + (Math.floor((now - at) / DAY) + 1) * DAY
    const until = kept[0]!.validUntil!.getTime()
    expect(until).toBeGreaterThan(now)
    expect(until).toBeLessThanOrEqual(Math.min(now + DAY, ...moved.map(nextDay)))

    // Asked again: the same page, rows and all.
    expect(await search('search=typescript&limit=2')).toEqual(first)

    // Another candidate learns TypeScript through the API: the search counts them at once.
    const all = await search('limit=100')
    const outsider = all.rows.find((r) => !r.skills.some((s) => /typescript/i.test(s)) && !/typescript/i.test(r.name))!
    const updated = await call(HOST.acme, 'PUT', `/wildcard/candidates/${outsider.id}`, {
      cookie: owner,
      body: { skills: [...outsider.skills, 'TypeScript'] },
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    const after = await search('search=typescript&limit=100')
    expect(after.count).toBe(first.count + 1)
    expect(after.rows.map((r) => r.id)).toContain(outsider.id)
    expect((await search('search=typescript&limit=2')).count).toBe(first.count + 1)
  })

  it('is kept per page, size and filter, and only at the current version', async () => {
    const one = await search('search=typescript&limit=1&page=1')
    const two = await search('search=typescript&limit=1&page=2')
    expect(one.rows[0]!.id).not.toBe(two.rows[0]!.id)
    const blacklisted = await search('search=typescript&blacklisted=true')
    expect(blacklisted.count).toBe(0)
    const kept = await keptOf()
    const version = await versionOf()
    expect(kept.every((k) => k.version === version)).toBe(true)
    expect(kept.length).toBeGreaterThanOrEqual(3)
  })

  it('drops a deleted candidate from the next search', async () => {
    const before = await search('search=typescript&limit=100')
    const gone = before.rows[0]!
    const deleted = await call(HOST.acme, 'DELETE', `/wildcard/candidates/${gone.id}`, { cookie: owner })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    const after = await search('search=typescript&limit=100')
    expect(after.count).toBe(before.count - 1)
    expect(after.rows.map((r) => r.id)).not.toContain(gone.id)
  })

  it('keeps a page without a search as well, and computes it again once a row has aged a day', async () => {
    const first = await search('page=1&limit=5')
    const [kept] = (await keptOf()).filter((k) => k.key.includes('"limit":5'))
    expect(JSON.parse(kept!.body)).toEqual(first)
    expect(await search('page=1&limit=5')).toEqual(first)
    // What is kept is given while it holds (here: another isolate's newer keep) ...
    const row = and(eq(keptAnswers.businessId, acmeId), eq(keptAnswers.key, kept!.key))
    const later = new Date(kept!.computedAt.getTime() + 1)
    await db().update(keptAnswers).set({ body: '{"rows":[],"count":-1}', computedAt: later }).where(row)
    expect((await search('page=1&limit=5')).count).toBe(-1)
    // ... and never after its time.
    await db()
      .update(keptAnswers)
      .set({ validUntil: new Date(Date.now() - 1) })
      .where(row)
    expect(await search('page=1&limit=5')).toEqual(first)
  })

  it('is never another business’s', async () => {
    const acme = await search('search=typescript&limit=2')
    expect(acme.count).toBeGreaterThan(0)
    const globex = await search('search=typescript&limit=2', await as.globexOwner(), HOST.globex)
    expect(globex.rows.map((r) => r.id)).not.toEqual(acme.rows.map((r) => r.id))
    for (const row of globex.rows) expect(acme.rows.map((r) => r.id)).not.toContain(row.id)
  })
})
