import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, oneTimeCodes, outboxEmails, statusHistories } from '../../../worker/db/schema'
import { call, db, HOST, lastCodeTo, seed, signIn } from '../../setup/http'

beforeAll(seed)

const signUp = (overrides: Record<string, unknown> = {}, ip = '10.20.0.1') =>
  call(HOST.main, 'POST', '/admin/register', {
    ip,
    body: {
      business_name: 'Initech',
      slug: 'initech',
      name: 'Bill Lumbergh',
      email: 'bill@initech.example',
      password: 'Initech@123',
      confirm_password: 'Initech@123',
      ...overrides,
    },
  })

describe('a business signs up', () => {
  it('registers, verifies by code and signs in on its own sub-domain', async () => {
    const res = await signUp()
    expect(res.status).toBe(201)
    expect(res.body.data.business).toMatchObject({ slug: 'initech', status: 'pending_verification' })

    const early = await call('initech.localhost:8787', 'POST', '/wildcard/auth/login', {
      body: { email: 'bill@initech.example', password: 'Initech@123' },
    })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe('Please verify your e-mail address to activate Initech before signing in.')

    const wrong = await call(HOST.main, 'PUT', '/admin/verify-account', {
      body: {
        email: 'bill@initech.example',
        otp: '000000' === (await lastCodeTo('bill@initech.example')) ? '111111' : '000000',
      },
    })
    expect(wrong.status).toBe(400)

    const code = await lastCodeTo('bill@initech.example')
    const verified = await call(HOST.main, 'PUT', '/admin/verify-account', {
      body: { email: 'bill@initech.example', otp: code },
    })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({
      business: { slug: 'initech' },
      login_url: 'http://initech.localhost:8787/auth/login',
    })

    const business = await db().query.businesses.findFirst({ where: eq(businesses.slug, 'initech') })
    expect(business!.status).toBe('active')
    const history = await db().query.statusHistories.findMany({ where: eq(statusHistories.entityId, business!.id) })
    expect(history.map((h) => h.toStatus)).toEqual(['pending_verification', 'active'])

    expect(await signIn('initech.localhost:8787', 'bill@initech.example', 'Initech@123')).toBeTruthy()
    const again = await call(HOST.main, 'PUT', '/admin/verify-account', {
      body: { email: 'bill@initech.example', otp: code },
    })
    expect(again.status).toBe(400)
  })

  it('refuses a taken sub-domain with 409 and changes nothing', async () => {
    const before = await db().$count(businesses)
    const res = await signUp({ slug: 'acme', email: 'someone@else.example' }, '10.20.0.2')
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual([{ field: 'slug', message: 'The sub-domain "acme" is already taken.' }])
    expect(await db().$count(businesses)).toBe(before)
  })

  it.each(['www', 'admin', 'api', 'static', 'shop-candidate'])('refuses the reserved sub-domain %s', async (slug) => {
    const res = await signUp({ slug, email: `${slug}@x.example` }, '10.20.0.3')
    expect(res.status).toBe(422)
    expect(res.body.errors[0]).toMatchObject({ field: 'slug', message: expect.stringMatching(/reserved/) })
  })

  it('tells what is wrong with the form', async () => {
    const res = await signUp(
      { business_name: '', email: 'bad', password: 'short', confirm_password: 'short' },
      '10.20.0.4',
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'business_name', message: 'Please enter Business name' },
        { field: 'email', message: 'Email is not a valid email' },
        { field: 'password', message: 'Password must be at least 8 characters' },
      ]),
    )
  })

  it('resends the verification code without revealing unknown e-mails', async () => {
    await signUp({ slug: 'hooli', email: 'gavin@hooli.example', business_name: 'Hooli' }, '10.20.0.5')
    const soon = await call(HOST.main, 'POST', '/admin/resend-verify-email', {
      body: { email: 'gavin@hooli.example' },
      ip: '10.20.0.6',
    })
    expect(soon.status).toBe(429)

    // A minute later a new code goes out, and the old one stops working.
    const old = await lastCodeTo('gavin@hooli.example')
    await db()
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
    await db().run(sql`delete from rate_limits where key like 'verify-send:%'`)
    const mailsBefore = await db().$count(outboxEmails, eq(outboxEmails.to, 'gavin@hooli.example'))
    const res = await call(HOST.main, 'POST', '/admin/resend-verify-email', {
      body: { email: 'gavin@hooli.example' },
      ip: '10.20.0.6',
    })
    expect(res.status).toBe(200)
    expect(await db().$count(outboxEmails, eq(outboxEmails.to, 'gavin@hooli.example'))).toBe(mailsBefore + 1)
    const fresh = await lastCodeTo('gavin@hooli.example')
    expect(fresh).not.toBe(old)
    expect(
      (await call(HOST.main, 'PUT', '/admin/verify-account', { body: { email: 'gavin@hooli.example', otp: old } }))
        .status,
    ).toBe(400)
    expect(
      (await call(HOST.main, 'PUT', '/admin/verify-account', { body: { email: 'gavin@hooli.example', otp: fresh } }))
        .status,
    ).toBe(200)

    const unknown = await call(HOST.main, 'POST', '/admin/resend-verify-email', {
      body: { email: 'nobody@x.example' },
      ip: '10.20.0.7',
    })
    expect(unknown.status).toBe(200)
    expect(unknown.body.message).toBe('If nobody@x.example is waiting for verification, we have sent it a new code.')
  })
})
