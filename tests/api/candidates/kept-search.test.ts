/**
 * Kept search pages (docs/scale.md, "Kept search pages"): a search's page (its ids and total) is
 * kept with the business's data version and read back with fresh rows; any write to the
 * candidates or their applications makes the next search compute again; pages, filters and
 * businesses never share a kept page.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dataVersions, keptAnswers } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug } from '../opportunities/helpers'

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
  return res.body.data as { rows: { id: string; name: string; skills: string[] }[]; count: number }
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
    expect(JSON.parse(kept[0]!.body)).toEqual({ ids: first.rows.map((r) => r.id), total: first.count })

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

  it('is never another business’s', async () => {
    const acme = await search('search=typescript&limit=2')
    expect(acme.count).toBeGreaterThan(0)
    const globex = await search('search=typescript&limit=2', await as.globexOwner(), HOST.globex)
    expect(globex.rows.map((r) => r.id)).not.toEqual(acme.rows.map((r) => r.id))
    for (const row of globex.rows) expect(acme.rows.map((r) => r.id)).not.toContain(row.id)
  })
})
