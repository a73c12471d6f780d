import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, employees } from '../../../worker/db/schema'
import { hashPassword } from '../../../worker/lib/crypto'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug } from './helpers'

beforeAll(seed)

const setStatus = async (slug: string, status: 'active' | 'suspended' | 'inactive' | 'pending_verification') =>
  db().update(businesses).set({ status }).where(eq(businesses.slug, slug))

/** Issue 11, finding 4: nobody works inside a business that is not active. */
describe('a suspended or inactive business', () => {
  it('refuses its staff and candidate sessions at the guard with a clear 403', async () => {
    const owner = await as.acmeOwner()
    const candidate = await as.acmeCandidate()
    // Straight in the database: the guard must hold even if no session was revoked.
    await setStatus('acme', 'suspended')
    try {
      const staff = await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: owner })
      expect(staff.status).toBe(403)
      expect(staff.body.message).toBe('Acme Corporation is suspended. Please contact support.')
      expect((await call(HOST.acme, 'GET', '/wildcard/employees', { cookie: owner })).status).toBe(403)
      const cand = await call(HOST.acmeCandidate, 'POST', '/candidate/auth/verify-me', { cookie: candidate })
      expect(cand.status).toBe(403)
      expect(cand.body.message).toBe('Acme Corporation is suspended. Please contact support.')
      await setStatus('acme', 'inactive')
      expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: owner })).body.message).toBe(
        'Acme Corporation is no longer active.',
      )
    } finally {
      await setStatus('acme', 'active')
    }
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: owner })).status).toBe(200)
  })

  it('suspending ends every session of the business, staff and candidates alike', async () => {
    const admin = await as.admin()
    const acme = await businessBySlug('acme')
    const owner = await as.acmeOwner()
    const candidate = await as.acmeCandidate()
    const suspended = await call(HOST.main, 'PUT', `/admin/businesses/${acme.id}/update-status`, {
      cookie: admin,
      body: { status: 'suspended', reason: 'Unpaid invoices' },
    })
    expect(suspended.status).toBe(200)
    const back = await call(HOST.main, 'PUT', `/admin/businesses/${acme.id}/update-status`, {
      cookie: admin,
      body: { status: 'active' },
    })
    expect(back.status).toBe(200)
    // Active again, but the sessions of before the suspension stay ended.
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: owner })).status).toBe(401)
    expect((await call(HOST.acmeCandidate, 'POST', '/candidate/auth/verify-me', { cookie: candidate })).status).toBe(
      401,
    )
  })

  it('cannot be opened by the platform admin nor switched into by staff; a link issued before does not work after', async () => {
    const admin = await as.admin()
    const globex = await businessBySlug('globex')
    await db()
      .insert(employees)
      .values({
        businessId: globex.id,
        firstName: 'Olivia',
        lastName: 'Both',
        email: 'owner@acme.example',
        passwordHash: await hashPassword('Whatever@123'),
        emailVerifiedAt: new Date(),
      })
    const owner = await as.acmeOwner()
    const early = await call(HOST.acme, 'POST', `/wildcard/businesses/${globex.id}/portal_login`, { cookie: owner })
    expect(early.status).toBe(200)
    const earlyAdmin = await call(HOST.main, 'POST', `/admin/businesses/${globex.id}/portal_login`, { cookie: admin })
    expect(earlyAdmin.status).toBe(200)
    await setStatus('globex', 'suspended')
    try {
      const adminOpen = await call(HOST.main, 'POST', `/admin/businesses/${globex.id}/portal_login`, { cookie: admin })
      expect(adminOpen.status).toBe(409)
      expect(adminOpen.body.message).toBe('Globex Industries is suspended. Please contact support.')
      expect((await call(HOST.main, 'POST', `/admin/auth/business_login/${globex.id}`, { cookie: admin })).status).toBe(
        409,
      )
      const list = await call(HOST.acme, 'GET', '/wildcard/businesses', { cookie: owner })
      expect(list.body.data.map((b: { slug: string }) => b.slug)).toEqual(['acme'])
      expect(
        (await call(HOST.acme, 'POST', `/wildcard/businesses/${globex.id}/portal_login`, { cookie: owner })).status,
      ).toBe(409)
      for (const token of [early.body.data.token, earlyAdmin.body.data.token]) {
        const redeemed = await call(HOST.globex, 'POST', '/wildcard/auth/impersonate', { body: { token } })
        expect(redeemed.status).toBe(403)
        expect(redeemed.cookie).toBeNull()
      }
    } finally {
      await setStatus('globex', 'active')
    }
  })

  it('pending verification: the owner cannot sign in yet, the platform admin may still open it to help', async () => {
    const admin = await as.admin()
    const created = await call(HOST.main, 'POST', '/admin/businesses', {
      cookie: admin,
      body: {
        business_name: 'Pending Co',
        slug: 'pending-co',
        name: 'Pat Ending',
        email: 'pat@pending.example',
        industry: 'Software',
        country: 'US',
        timezone: 'UTC',
        currency: 'USD',
      },
    })
    expect(created.status).toBe(201)
    const link = await call(HOST.main, 'POST', `/admin/businesses/${created.body.data.id}/portal_login`, {
      cookie: admin,
    })
    expect(link.status).toBe(200)
    const session = await call('pending-co.localhost:8787', 'POST', '/wildcard/auth/impersonate', {
      body: { token: link.body.data.token },
    })
    expect(session.status).toBe(200)
    expect(
      (await call('pending-co.localhost:8787', 'POST', '/wildcard/auth/verify-me', { cookie: session.cookie })).status,
    ).toBe(200)
  })
})
