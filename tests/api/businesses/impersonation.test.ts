import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLogs, businesses, employees, oneTimeCodes } from '../../../worker/db/schema'
import { hashPassword } from '../../../worker/lib/crypto'
import { as, call, db, HOST, seed } from '../../setup/http'

let acmeId: string
let globexId: string

beforeAll(async () => {
  await seed()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  globexId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'globex') }))!.id
})

describe.each(['/admin/auth/business_login/', '/admin/businesses/'])('platform admin opens a portal via %s', (base) => {
  const path = (id: string) => (base.endsWith('businesses/') ? `${base}${id}/portal_login` : `${base}${id}`)
  const via = base.endsWith('businesses/') ? 'portal_login' : 'business_login'

  it('gives a single-use link that becomes an impersonated staff session, audited', async () => {
    const admin = await as.admin()
    const link = await call(HOST.main, 'POST', path(acmeId), { cookie: admin })
    expect(link.status).toBe(200)
    expect(link.body.data.url).toMatch(/^http:\/\/acme\.localhost:8787\/auth\/impersonate#token=/)
    const token = link.body.data.token as string

    const session = await call(HOST.acme, 'POST', '/wildcard/auth/impersonate', { body: { token } })
    expect(session.status).toBe(200)
    expect(session.body.data.employee).toMatchObject({ email: 'owner@acme.example', impersonated: true })
    const me = await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: session.cookie })
    expect(me.body.data.employee.impersonated).toBe(true)

    expect((await call(HOST.acme, 'POST', '/wildcard/auth/impersonate', { body: { token } })).status).toBe(400)
    const audit = await db().query.auditLogs.findMany({
      where: eq(auditLogs.businessId, acmeId),
      orderBy: desc(auditLogs.createdAt),
    })
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining([`${via}.issued`, `${via}.used`]))
    expect(audit.find((a) => a.action === `${via}.used`)!.actorKind).toBe('admin')
  })

  it("is worthless on another business's host and after a minute", async () => {
    const admin = await as.admin()
    const token = (await call(HOST.main, 'POST', path(acmeId), { cookie: admin })).body.data.token
    expect((await call(HOST.globex, 'POST', '/wildcard/auth/impersonate', { body: { token } })).status).toBe(400)
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.purpose, 'impersonation'))
    const late = await call(HOST.acme, 'POST', '/wildcard/auth/impersonate', { body: { token } })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This sign-in link is invalid or has expired. Please open the portal again.')
  })

  it('answers 404 for an unknown business and 401 without a session', async () => {
    const admin = await as.admin()
    expect(
      (await call(HOST.main, 'POST', path('00000000-0000-7000-8000-000000000000'), { cookie: admin })).status,
    ).toBe(404)
    expect((await call(HOST.main, 'POST', path(acmeId))).status).toBe(401)
  })
})

describe('staff switch between businesses', () => {
  it('opens another business where the same e-mail has an account, and only there', async () => {
    await db()
      .insert(employees)
      .values({
        businessId: globexId,
        firstName: 'Olivia',
        lastName: 'Both',
        email: 'owner@acme.example',
        passwordHash: await hashPassword('Whatever@123'),
        emailVerifiedAt: new Date(),
      })
    const owner = await as.acmeOwner()
    const list = await call(HOST.acme, 'GET', '/wildcard/businesses', { cookie: owner })
    expect(list.body.data.map((b: { slug: string; current: boolean }) => [b.slug, b.current])).toEqual([
      ['acme', true],
      ['globex', false],
    ])
    const link = await call(HOST.acme, 'POST', `/wildcard/businesses/${globexId}/portal_login`, { cookie: owner })
    expect(link.status).toBe(200)
    const session = await call(HOST.globex, 'POST', '/wildcard/auth/impersonate', {
      body: { token: link.body.data.token },
    })
    expect(session.status).toBe(200)
    expect(session.body.data.employee).toMatchObject({
      email: 'owner@acme.example',
      impersonated: false,
      business: { slug: 'globex' },
    })

    const recruiter = await as.acmeRecruiter()
    expect(
      (await call(HOST.acme, 'POST', `/wildcard/businesses/${globexId}/portal_login`, { cookie: recruiter })).status,
    ).toBe(404)
  })

  it('detail answers the business of the host', async () => {
    const owner = await as.acmeOwner()
    const res = await call(HOST.acme, 'GET', '/wildcard/businesses/detail', { cookie: owner })
    expect(res.body.data).toMatchObject({ slug: 'acme', name: 'Acme Corporation', plan: { name: 'Growth' } })
  })
})
