/**
 * Kept answers (docs/analytics.md, "Kept answers"): a report's answer is kept with the business's
 * data version and given again only while no row the reports read has changed; every write to
 * those tables, by any path, replaces the version; another business's writes and answers are
 * its own.
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dataVersions, keptAnswers } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug } from '../opportunities/helpers'
import { buildFixture, type Fixture } from './fixture'

let fx: Fixture
let owner: string
const MARCH = 'start_date=2021-03-01&end_date=2021-03-31'
const CONVERSION = `/wildcard/analytics/conversion-rate?${MARCH}`

beforeAll(async () => {
  await seed()
  fx = await buildFixture()
  owner = await as.acmeOwner()
})

async function report(path: string, cookie = owner, host: string = HOST.acme) {
  const res = await call(host, 'GET', path, { cookie })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}

const versionOf = async (businessId: string) =>
  (await db().select().from(dataVersions).where(eq(dataVersions.businessId, businessId)))[0]?.version

/** The business's kept report answers (search pages are kept in the same table under `candidates:`). */
const keptOf = async (businessId: string) =>
  (await db().select().from(keptAnswers).where(eq(keptAnswers.businessId, businessId))).filter((k) =>
    k.key.startsWith('report:'),
  )

describe('a kept report', () => {
  it('is given again while nothing changed, and computed anew after a move', async () => {
    const first = await report(CONVERSION)
    // A1 A2 A6 hired, A3 interviewing, A4 screening, A5 new (analytics.wildcard.test.ts).
    expect(first.stages.map((s: { reached: number }) => s.reached)).toEqual([6, 5, 4, 4, 3, 3])
    const version = await versionOf(fx.businessId)
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    const kept = (await keptOf(fx.businessId)).filter((k) => k.key.includes('conversion-rate'))
    expect(kept).toHaveLength(1)
    expect(kept[0]!.version).toBe(version)
    expect(JSON.parse(kept[0]!.body)).toEqual(first)

    expect(await report(CONVERSION)).toEqual(first)
    expect(await versionOf(fx.businessId)).toBe(version)

    // A5 moves from new to screening through the API: five reach screening no more, six do.
    const moved = await call(HOST.acme, 'PUT', `/wildcard/applications/${fx.A.A5}/stage`, {
      cookie: owner,
      body: { stage: 'screening' },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(await versionOf(fx.businessId)).not.toBe(version)
    const after = await report(CONVERSION)
    expect(after.stages.map((s: { reached: number }) => s.reached)).toEqual([6, 6, 4, 4, 3, 3])
  })

  it('is kept per filter and range, and only the current version’s answers stay', async () => {
    const all = await report(CONVERSION)
    const j2 = await report(`${CONVERSION}&opportunity_id=${fx.J2}`)
    expect(j2.applications).toBe(4)
    expect(all.applications).toBe(6)
    const version = await versionOf(fx.businessId)
    const kept = await keptOf(fx.businessId)
    expect(kept.every((k) => k.version === version)).toBe(true)
    expect(kept.filter((k) => k.key.includes('conversion-rate'))).toHaveLength(2)
    // The registered candidates' pages are kept page by page.
    const one = await report(`/wildcard/analytics/users-analytics?${MARCH}&page=1&limit=1`)
    const two = await report(`/wildcard/analytics/users-analytics?${MARCH}&page=2&limit=1`)
    expect([one.page, two.page]).toEqual([1, 2])
    expect((await keptOf(fx.businessId)).filter((k) => k.key.includes('users-analytics'))).toHaveLength(2)
  })

  it('is never another business’s: Globex asks the same and gets its own figures', async () => {
    const acme = await report(CONVERSION)
    const globexOwner = await as.globexOwner()
    const globex = await report(CONVERSION, globexOwner, HOST.globex)
    expect(globex.applications).toBe(0)
    expect(acme.applications).toBe(6)
    // A write of Globex's leaves Acme's version alone.
    const acmeVersion = await versionOf(fx.businessId)
    const globexBusiness = await businessBySlug('globex')
    await db().run(
      sql`update candidates set first_name = first_name where rowid = (select rowid from candidates where business_id = ${globexBusiness.id} limit 1)`,
    )
    expect(await versionOf(fx.businessId)).toBe(acmeVersion)
    expect(await report(CONVERSION)).toEqual(acme)
  })
})

describe("the business's data version", () => {
  // Every table a report reads: a write of any kind, by any path, replaces the version.
  const TABLES = [
    'applications',
    'status_histories',
    'candidates',
    'opportunities',
    'departments',
    'employees',
    'interviews',
    'offer_letters',
    'comments',
    'feedback',
  ]

  it.each(TABLES)('changes when a row of %s is written', async (table) => {
    const before = await versionOf(fx.businessId)
    const t = sql.raw(table)
    const result = await db().run(
      sql`update ${t} set business_id = business_id where rowid = (select rowid from ${t} where business_id = ${fx.businessId} limit 1)`,
    )
    // D1 counts the triggers' writes too: at least the row itself changed.
    expect(result.meta.changes).toBeGreaterThan(0)
    const after = await versionOf(fx.businessId)
    expect(after).toBeDefined()
    expect(after).not.toBe(before)
  })

  it('changes when a row is added or deleted', async () => {
    const before = await versionOf(fx.businessId)
    const created = await call(HOST.acme, 'POST', '/wildcard/departments', { cookie: owner, body: { name: 'Kept QA' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const added = await versionOf(fx.businessId)
    expect(added).not.toBe(before)
    await db().run(sql`delete from departments where business_id = ${fx.businessId} and name = 'Kept QA'`)
    expect(await versionOf(fx.businessId)).not.toBe(added)
  })
})
