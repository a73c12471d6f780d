import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  businesses,
  employees,
  oneTimeCodes,
  outboxEmails,
  rateLimits,
  sessions,
  statusHistories,
} from '../../../worker/db/schema'
import { as, call, db, HOST, lastCodeTo, lastMailTo, seed } from '../../setup/http'

/** The verification code (the admin's invitation mail, sent after it, has none). */
async function verificationCodeTo(to: string) {
  const mails = await db().query.outboxEmails.findMany({
    where: eq(outboxEmails.to, to),
    orderBy: desc(outboxEmails.createdAt),
  })
  const code = mails.map((m) => m.subject.match(/verification code: (\d{6})/)?.[1]).find(Boolean)
  if (!code) throw new Error(`no verification code mailed to ${to}`)
  return code
}

let admin: string
let acmeId: string
let globexId: string

beforeAll(async () => {
  await seed()
  admin = await as.admin()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  globexId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'globex') }))!.id
})

const newBusiness = (slug: string) => ({
  business_name: `Business ${slug}`,
  slug,
  name: 'Morgan Lee',
  email: `owner@${slug}.example`,
  phone: '+1 415 555 0199',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
})

describe('GET /admin/businesses', () => {
  it('lists businesses with their plan and counts, 10 a page', async () => {
    const res = await call(HOST.main, 'GET', '/admin/businesses', { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, limit: 10 })
    const acme = res.body.data.rows.find((b: { slug: string }) => b.slug === 'acme')
    expect(acme).toMatchObject({ name: expect.any(String), status: 'active', plan_name: 'Growth' })
    expect(acme.employee_count).toBeGreaterThan(1)
    expect(acme.candidate_count).toBeGreaterThan(5)
    expect(acme.job_count).toBeGreaterThan(1)
    const globex = res.body.data.rows.find((b: { slug: string }) => b.slug === 'globex')
    expect(globex.plan_name).toBe('Starter')
  })

  it('searches by name, slug or e-mail and filters by status', async () => {
    const bySlug = await call(HOST.main, 'GET', '/admin/businesses?search=globex', { cookie: admin })
    expect(bySlug.body.data.rows.map((b: { slug: string }) => b.slug)).toEqual(['globex'])
    const byEmail = await call(HOST.main, 'GET', '/admin/businesses?search=acme.example', { cookie: admin })
    expect(byEmail.body.data.rows.map((b: { slug: string }) => b.slug)).toContain('acme')
    const suspended = await call(HOST.main, 'GET', '/admin/businesses?status=suspended', { cookie: admin })
    expect(suspended.body.data.rows.every((b: { status: string }) => b.status === 'suspended')).toBe(true)
    const bad = await call(HOST.main, 'GET', '/admin/businesses?status=sleeping', { cookie: admin })
    expect(bad.status).toBe(422)
  })

  it('answers 401 without a session, and to a staff session carried to the main host', async () => {
    expect((await call(HOST.main, 'GET', '/admin/businesses')).body.message).toBe('Authorization Failed.')
    const staff = await as.acmeOwner()
    const res = await call(HOST.main, 'GET', '/admin/businesses', { cookie: staff })
    expect(res.status).toBe(401)
  })
})

describe('POST /admin/businesses', () => {
  it('creates the business pending verification, with its owner, a code and an invitation', async () => {
    const res = await call(HOST.main, 'POST', '/admin/businesses', { cookie: admin, body: newBusiness('initech') })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data).toMatchObject({
      slug: 'initech',
      status: 'pending_verification',
      timezone: 'Europe/Berlin',
      currency: 'EUR',
    })
    const owner = await db().query.employees.findFirst({ where: eq(employees.email, 'owner@initech.example') })
    expect(owner).toMatchObject({ isBusinessAdmin: true, passwordHash: null })
    expect(await verificationCodeTo('owner@initech.example')).toMatch(/^\d{6}$/)
    const invitation = await lastMailTo('owner@initech.example')
    expect(invitation?.subject).toMatch(/set up your account/)
    expect(invitation?.html).toContain('initech.localhost:8787/auth/forgot-password?email=owner%40initech.example')
    const history = await db().query.statusHistories.findFirst({
      where: and(eq(statusHistories.entityId, res.body.data.id), eq(statusHistories.toStatus, 'pending_verification')),
    })
    expect(history).toMatchObject({ actorKind: 'admin', fromStatus: null })
  })

  it('the owner verifies, sets a password through the reset flow and signs in on the sub-domain', async () => {
    await call(HOST.main, 'POST', '/admin/businesses', { cookie: admin, body: newBusiness('hooli') })
    const email = 'owner@hooli.example'
    const verify = await call(HOST.main, 'PUT', '/admin/verify-account', {
      body: { email, otp: await verificationCodeTo(email) },
    })
    expect(verify.status).toBe(200)
    const host = 'hooli.localhost:8787'
    expect((await call(host, 'POST', '/wildcard/auth/forgot-password', { body: { email } })).status).toBe(200)
    const code = await call(host, 'POST', '/wildcard/auth/verify-otp', {
      body: { email, otp: await lastCodeTo(email) },
    })
    expect(code.status, code.body.message).toBe(200)
    const password = 'Hooli@12345'
    const reset = await call(host, 'POST', '/wildcard/auth/reset-password', {
      body: { email, reset_token: code.body.data.reset_token, password, confirm_password: password },
    })
    expect(reset.status, reset.body.message).toBe(200)
    const login = await call(host, 'POST', '/wildcard/auth/login', { body: { email, password } })
    expect(login.status, login.body.message).toBe(200)
  })

  it('refuses a taken sub-domain (409), a reserved one and bad fields (422), creating nothing', async () => {
    const before = await db().$count(businesses)
    const taken = await call(HOST.main, 'POST', '/admin/businesses', { cookie: admin, body: newBusiness('acme') })
    expect(taken.status).toBe(409)
    const reserved = await call(HOST.main, 'POST', '/admin/businesses', { cookie: admin, body: newBusiness('www') })
    expect(reserved.status).toBe(422)
    const invalid = await call(HOST.main, 'POST', '/admin/businesses', {
      cookie: admin,
      body: { ...newBusiness('valid-one'), email: 'nope', currency: 'XXY', timezone: 'Mars/Olympus' },
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['currency', 'email', 'timezone'])
    expect(await db().$count(businesses)).toBe(before)
  })
})

describe('PUT /admin/businesses/:id', () => {
  it('updates the details and validates time zone and currency with Intl', async () => {
    const body = {
      name: 'Globex Corporation',
      email: 'billing@globex.example',
      phone: '+1 212 555 0100',
      website: 'https://globex.example',
      industry: 'Manufacturing',
      size: '51-200',
      address: '1 Main St',
      country: 'United States',
      timezone: 'America/New_York',
      currency: 'JPY',
    }
    const res = await call(HOST.main, 'PUT', `/admin/businesses/${globexId}`, { cookie: admin, body })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.data).toMatchObject({
      name: 'Globex Corporation',
      timezone: 'America/New_York',
      currency: 'JPY',
      size: '51-200',
    })
    const bad = await call(HOST.main, 'PUT', `/admin/businesses/${globexId}`, {
      cookie: admin,
      body: { ...body, timezone: '+01:00', currency: 'usd dollars' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'timezone', message: 'Timezone is not a valid IANA time zone' },
        { field: 'currency', message: 'Currency is not a valid ISO 4217 currency code' },
      ]),
    )
    const missing = await call(HOST.main, 'PUT', '/admin/businesses/00000000-0000-7000-8000-000000000000', {
      cookie: admin,
      body,
    })
    expect(missing.status).toBe(404)
  })
})

describe('verify-email and resend-verify-email', () => {
  it('the admin verifies a pending business: it becomes active with a history row; twice is a 409', async () => {
    const created = await call(HOST.main, 'POST', '/admin/businesses', { cookie: admin, body: newBusiness('vandelay') })
    const id = created.body.data.id
    // A code was just sent: another one only after a minute.
    expect(
      (await call(HOST.main, 'PUT', `/admin/businesses/${id}/resend-verify-email`, { cookie: admin })).status,
    ).toBe(429)
    // ... a minute later:
    await db()
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeCodes.businessId, id))
    await db().delete(rateLimits).where(eq(rateLimits.key, 'verify-send:owner@vandelay.example'))
    const resend = await call(HOST.main, 'PUT', `/admin/businesses/${id}/resend-verify-email`, { cookie: admin })
    expect(resend.status, resend.body.message).toBe(200)
    expect(resend.body.message).toBe('A new verification code was sent to owner@vandelay.example.')
    const res = await call(HOST.main, 'POST', `/admin/businesses/${id}/verify-email`, { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'active', email_verified_at: expect.any(String) })
    const rows = await db().query.statusHistories.findMany({
      where: eq(statusHistories.entityId, id),
      orderBy: desc(statusHistories.createdAt),
    })
    expect(rows[0]).toMatchObject({ fromStatus: 'pending_verification', toStatus: 'active', actorKind: 'admin' })
    expect((await call(HOST.main, 'POST', `/admin/businesses/${id}/verify-email`, { cookie: admin })).status).toBe(409)
    expect(
      (await call(HOST.main, 'PUT', `/admin/businesses/${id}/resend-verify-email`, { cookie: admin })).status,
    ).toBe(409)
  })
})

describe('PUT /admin/businesses/:id/update-status', () => {
  it('suspends a business: history row with the reason, every staff session ended, sign-in refused', async () => {
    const staff = await as.globexOwner()
    const res = await call(HOST.main, 'PUT', `/admin/businesses/${globexId}/update-status`, {
      cookie: admin,
      body: { status: 'suspended', reason: 'Unpaid invoices' },
    })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.message).toBe('Globex Corporation is now suspended. Its staff have been signed out.')
    const history = await db().query.statusHistories.findFirst({
      where: and(eq(statusHistories.entityId, globexId), eq(statusHistories.toStatus, 'suspended')),
    })
    expect(history).toMatchObject({ fromStatus: 'active', reason: 'Unpaid invoices', actorKind: 'admin' })
    const open = await db().query.sessions.findMany({
      where: and(eq(sessions.businessId, globexId), eq(sessions.principalKind, 'employee')),
    })
    expect(open.every((s) => s.revokedAt)).toBe(true)
    expect((await call(HOST.globex, 'POST', '/wildcard/auth/verify-me', { cookie: staff })).status).toBe(401)
    const login = await call(HOST.globex, 'POST', '/wildcard/auth/login', {
      body: { email: 'owner@globex.example', password: 'Owner@12345' },
    })
    expect(login.status).toBe(403)
    // and back
    const back = await call(HOST.main, 'PUT', `/admin/businesses/${globexId}/update-status`, {
      cookie: admin,
      body: { status: 'active' },
    })
    expect(back.status).toBe(200)
  })

  it('refuses a move the lifecycle does not allow (409 naming both states) and changes nothing', async () => {
    const res = await call(HOST.main, 'PUT', `/admin/businesses/${acmeId}/update-status`, {
      cookie: admin,
      body: { status: 'pending_verification' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('A business cannot move from active to pending verification.')
    const same = await call(HOST.main, 'PUT', `/admin/businesses/${acmeId}/update-status`, {
      cookie: admin,
      body: { status: 'active' },
    })
    expect(same.status).toBe(409)
    expect((await db().query.businesses.findFirst({ where: eq(businesses.id, acmeId) }))!.status).toBe('active')
    const invalid = await call(HOST.main, 'PUT', `/admin/businesses/${acmeId}/update-status`, {
      cookie: admin,
      body: { status: 'asleep' },
    })
    expect(invalid.status).toBe(422)
  })
})

describe('GET /admin/businesses/options/all', () => {
  it('answers the active businesses as { value, label }', async () => {
    const res = await call(HOST.main, 'GET', '/admin/businesses/options/all', { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.data).toContainEqual({ value: acmeId, label: 'Acme Corporation' })
    expect(res.body.data.every((o: { value: string; label: string }) => o.value && o.label)).toBe(true)
  })
})

describe('plans of a business', () => {
  it('GET /:id/plans marks the current plan and summarises the transactions', async () => {
    const res = await call(HOST.main, 'GET', `/admin/businesses/${acmeId}/plans`, { cookie: admin })
    expect(res.status).toBe(200)
    const current = res.body.data.plans.filter((p: { is_current: boolean }) => p.is_current)
    expect(current.map((p: { name: string }) => p.name)).toEqual(['Growth'])
    expect(res.body.data.transactions.count).toBeGreaterThan(0)
    expect(res.body.data.transactions.paid[0]).toMatchObject({ currency: 'USD', amount_cents: expect.any(Number) })
    expect(res.body.data.transactions.recent.length).toBeGreaterThan(0)
  })

  it('POST /:id/activate-free-plan moves the business to the free plan; again is a 409', async () => {
    const created = await call(HOST.main, 'POST', '/admin/businesses', {
      cookie: admin,
      body: newBusiness('pied-piper'),
    })
    const id = created.body.data.id
    const res = await call(HOST.main, 'POST', `/admin/businesses/${id}/activate-free-plan`, { cookie: admin })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.message).toBe('Business pied-piper is now on the Free plan.')
    expect(
      (await call(HOST.main, 'POST', `/admin/businesses/${id}/activate-free-plan`, { cookie: admin })).status,
    ).toBe(409)
  })
})
