/**
 * The console's audit log (issue 21): every business's entries for the platform admin, with the
 * business each belongs to, filtered by business, event, who and days.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { admins, auditLogs, businesses, employees } from '../../../worker/db/schema'
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_NAME } from '../../../worker/db/seed/platform'
import { as, call, db, HOST, seed } from '../../setup/http'

let admin: string
let acmeId: string
let globexId: string
let adminId: string

type Entry = {
  id: string
  event: string | null
  summary: string
  actor: { kind: string; id: string | null; name: string; email: string | null }
  business: { id: string; name: string; slug: string } | null
}

const list = async (query = '') => {
  const res = await call<{ rows: Entry[]; count: number }>(HOST.main, 'GET', `/admin/audit_logs${query}`, {
    cookie: admin,
  })
  expect(res.status, res.body.message).toBe(200)
  return res.body.data
}

beforeAll(async () => {
  await seed()
  admin = await as.admin()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  globexId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'globex') }))!.id
  adminId = (await db().query.admins.findFirst({ where: eq(admins.email, DEMO_ADMIN_EMAIL) }))!.id
  // One entry in each business: support opens Acme, Globex's owner exports its candidates.
  const link = await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, { cookie: admin })
  expect(link.status).toBe(200)
  const globex = await as.globexOwner()
  expect(
    (await call(HOST.globex, 'GET', '/wildcard/candidates/export/details?format=csv', { cookie: globex })).status,
  ).toBe(200)
})

describe('GET /admin/audit_logs', () => {
  it("lists every business's entries, newest first, each with its business and who did it", async () => {
    const { rows, count } = await list('?limit=100')
    expect(count).toBe(await db().$count(auditLogs))
    expect(new Set(rows.map((r) => r.business?.slug))).toEqual(new Set(['acme', 'globex']))
    const issued = rows.find((r) => r.event === 'support_link_issued')!
    expect(issued).toMatchObject({
      business: { id: acmeId, name: 'Acme Corporation', slug: 'acme' },
      actor: { kind: 'support', id: adminId, name: DEMO_ADMIN_NAME, email: DEMO_ADMIN_EMAIL },
      summary: 'Asked for a one-minute link to sign in as Olivia Bennett',
    })
    const exported = rows.find((r) => r.event === 'candidates_exported')!
    const globexOwner = (await db().query.employees.findFirst({ where: eq(employees.email, 'owner@globex.example') }))!
    expect(exported).toMatchObject({
      business: { id: globexId, slug: 'globex' },
      actor: { kind: 'staff', id: globexOwner.id, email: 'owner@globex.example' },
    })
  })

  it('filters by business, event and who', async () => {
    const acme = await list(`?business_id=${acmeId}`)
    expect(acme.rows.length).toBeGreaterThan(0)
    expect(acme.rows.every((r) => r.business?.id === acmeId)).toBe(true)
    const globex = await list(`?business_id=${globexId}&action=candidates_exported`)
    expect(globex.count).toBe(1)
    expect((await list('?actor=staff')).rows.every((r) => r.actor.kind === 'staff')).toBe(true)
    const mine = await list(`?actor=${adminId}`)
    expect(mine.rows.length).toBeGreaterThan(0)
    expect(mine.rows.every((r) => r.actor.id === adminId)).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    expect((await list(`?start_date=${today}&end_date=${today}&time_zone=UTC`)).count).toBe(
      await db().$count(auditLogs),
    )
    expect((await list('?start_date=2020-01-01&end_date=2020-01-31')).count).toBe(0)
  })

  it('refuses bad filters (422), no session (401) and a staff session (401 on the main domain)', async () => {
    for (const query of ['business_id=acme', 'start_date=yesterday', 'time_zone=Nowhere', 'action=x', 'limit=abc']) {
      const res = await call(HOST.main, 'GET', `/admin/audit_logs?${query}`, { cookie: admin })
      expect(res.status, query).toBe(422)
    }
    expect((await call(HOST.main, 'GET', '/admin/audit_logs')).status).toBe(401)
    expect((await call(HOST.main, 'GET', '/admin/audit_logs/actors')).status).toBe(401)
    expect((await call(HOST.main, 'GET', '/admin/audit_logs', { cookie: await as.acmeOwner() })).status).toBe(401)
    // The console's list does not exist on a business's host.
    expect((await call(HOST.acme, 'GET', '/admin/audit_logs', { cookie: admin })).status).toBe(404)
  })
})

describe('GET /admin/audit_logs/actors', () => {
  it("offers the kinds, each platform admin, and the chosen business's staff", async () => {
    const res = await call(HOST.main, 'GET', `/admin/audit_logs/actors?business_id=${acmeId}`, { cookie: admin })
    expect(res.status).toBe(200)
    const options = res.body.data as { value: string; label: string }[]
    expect(options.slice(0, 3).map((o) => o.value)).toEqual(['support', 'staff', 'system'])
    expect(options).toContainEqual({ value: adminId, label: `${DEMO_ADMIN_NAME} (platform admin)` })
    const acmeOwner = (await db().query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!
    expect(options).toContainEqual({ value: acmeOwner.id, label: 'Olivia Bennett' })
    const globexStaff = await db().query.employees.findMany({ where: eq(employees.businessId, globexId) })
    for (const e of globexStaff) expect(options.map((o) => o.value)).not.toContain(e.id)
    const none = await call(HOST.main, 'GET', '/admin/audit_logs/actors', { cookie: admin })
    expect(none.body.data.map((o: { value: string }) => o.value)).not.toContain(acmeOwner.id)
    expect((await call(HOST.main, 'GET', '/admin/audit_logs/actors?business_id=nope', { cookie: admin })).status).toBe(
      422,
    )
  })
})
