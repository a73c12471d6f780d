import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, employees } from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'

beforeAll(seed)

describe('business staff sign-in', () => {
  it('answers the employee with its business and role', async () => {
    const res = await call(HOST.acme, 'POST', '/wildcard/auth/login', {
      body: { email: 'recruiter@acme.example', password: 'Recruiter@12345' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.employee).toMatchObject({
      email: 'recruiter@acme.example',
      is_business_admin: false,
      business: { slug: 'acme' },
      role: { name: expect.any(String) },
    })
    expect(Array.isArray(res.body.data.nodes)).toBe(true)
  })

  it('refuses an inactive employee with a clear 403', async () => {
    const acme = await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') })
    await db()
      .update(employees)
      .set({ status: 'inactive' })
      .where(and(eq(employees.businessId, acme!.id), eq(employees.email, 'recruiter@acme.example')))
    const res = await call(HOST.acme, 'POST', '/wildcard/auth/login', {
      body: { email: 'recruiter@acme.example', password: 'Recruiter@12345' },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Your account is inactive. Please contact your administrator.')
    await db()
      .update(employees)
      .set({ status: 'active' })
      .where(and(eq(employees.businessId, acme!.id), eq(employees.email, 'recruiter@acme.example')))
  })

  it('refuses staff of a suspended business', async () => {
    await db().update(businesses).set({ status: 'suspended' }).where(eq(businesses.slug, 'globex'))
    const res = await call(HOST.globex, 'POST', '/wildcard/auth/login', {
      body: { email: 'owner@globex.example', password: 'Owner@12345' },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toMatch(/suspended/)
    await db().update(businesses).set({ status: 'active' }).where(eq(businesses.slug, 'globex'))
  })

  it('verify-me answers the signed-in employee', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie })
    expect(res.body.data.employee).toMatchObject({ email: 'owner@acme.example', is_business_admin: true })
  })

  it('change-password needs the current password and ends the other sessions', async () => {
    const first = await as.acmeOwner()
    const second = await as.acmeOwner()
    const wrong = await call(HOST.acme, 'POST', '/wildcard/auth/change-password', {
      cookie: second,
      body: { current_password: 'Nope@12345', password: 'Changed@12345', confirm_password: 'Changed@12345' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ field: 'current_password', message: 'Current password is incorrect.' }])

    const weak = await call(HOST.acme, 'POST', '/wildcard/auth/change-password', {
      cookie: second,
      body: { current_password: 'Owner@12345', password: 'weakpass', confirm_password: 'weakpass' },
    })
    expect(weak.status).toBe(422)
    expect(weak.body.errors[0]).toEqual({ field: 'password', message: 'Password must contain an uppercase letter' })

    const changed = await call(HOST.acme, 'POST', '/wildcard/auth/change-password', {
      cookie: second,
      body: { current_password: 'Owner@12345', password: 'Changed@12345', confirm_password: 'Changed@12345' },
    })
    expect(changed.status).toBe(200)
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: first })).status).toBe(401)
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: second })).status).toBe(200)
    expect(await signIn(HOST.acme, 'owner@acme.example', 'Changed@12345')).toBeTruthy()

    // Put the demo password back for the other tests of this file.
    await call(HOST.acme, 'PUT', '/wildcard/profile/update-password', {
      cookie: second,
      body: { current_password: 'Changed@12345', password: 'Owner@12345', confirm_password: 'Owner@12345' },
    })
    expect(await signIn(HOST.acme, 'owner@acme.example', 'Owner@12345')).toBeTruthy()
  })
})
