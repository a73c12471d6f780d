import { eq, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes, rateLimits } from '../../../worker/db/schema'
import { call, db, HOST, lastCodeTo, seed } from '../../setup/http'
import { freshIp } from './helpers'

beforeAll(seed)

type Flow = { host: string; forgot: string; verify: string; resend: string; reset: string; email: string }
const flows: Record<string, Flow> = {
  'business staff': {
    host: HOST.acme,
    forgot: '/wildcard/auth/forgot-password',
    verify: '/wildcard/auth/verify-otp',
    resend: '/wildcard/auth/resend-otp',
    reset: '/wildcard/auth/reset-password',
    email: 'marcus.chen@acme.example',
  },
  'platform admin': {
    host: HOST.main,
    forgot: '/admin/auth/forgot-password',
    verify: '/admin/auth/verify-forgot-password-otp',
    resend: '/admin/auth/resend-forgot-password-otp',
    reset: '/admin/auth/change-password',
    email: 'admin@example.com',
  },
  candidate: {
    host: HOST.acmeCandidate,
    forgot: '/candidate/auth/forgot-password',
    verify: '/candidate/auth/verify-forgot-password-otp',
    resend: '/candidate/auth/resend-forgot-password-otp',
    reset: '/candidate/auth/change-password',
    email: 'noah.kim@example.net',
  },
}

const shape = (r: { status: number; body: { message: string; data: unknown; errors: unknown[] } }) => ({
  status: r.status,
  message: r.body.message,
  data: r.body.data,
  errors: r.body.errors,
})
const forgetSendLimits = () => db().delete(rateLimits).where(like(rateLimits.key, 'otp-send:%'))

/** Issue 11, finding 7: the reset-code check answers alike whatever is wrong, so it reveals no account. */
describe.each(Object.entries(flows))('password reset of %s', (_who, f) => {
  const verify = (email: string, otp: string) => call(f.host, 'POST', f.verify, { body: { email, otp }, ip: freshIp() })

  it('answers an unknown e-mail, no code, a wrong, an expired and a spent code with one answer', async () => {
    const unknown = shape(await verify(`nobody-${crypto.randomUUID().slice(0, 6)}@nowhere.example`, '123456'))
    expect(unknown).toEqual({
      status: 400,
      message: 'The code is incorrect or has expired. Please check it or request a new one.',
      data: null,
      errors: [],
    })

    expect(shape(await verify(f.email, '123456'))).toEqual(unknown)

    await forgetSendLimits()
    expect((await call(f.host, 'POST', f.forgot, { body: { email: f.email }, ip: freshIp() })).status).toBe(200)
    const code = await lastCodeTo(f.email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect(shape(await verify(f.email, wrong))).toEqual(unknown)
    expect(shape(await verify(f.email, code))).toEqual(unknown)

    await forgetSendLimits()
    await db()
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
    await call(f.host, 'POST', f.resend, { body: { email: f.email }, ip: freshIp() })
    const fresh = await lastCodeTo(f.email)
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(sql`consumed_at is null`)
    expect(shape(await verify(f.email, fresh))).toEqual(unknown)
  })

  it('answers the last step alike for an unknown e-mail and a wrong token', async () => {
    const body = (email: string) => ({
      email,
      reset_token: 'x'.repeat(43),
      password: 'Brand@New123',
      confirm_password: 'Brand@New123',
    })
    const unknown = shape(await call(f.host, 'POST', f.reset, { body: body('nobody@nowhere.example'), ip: freshIp() }))
    expect(unknown.status).toBe(400)
    expect(shape(await call(f.host, 'POST', f.reset, { body: body(f.email), ip: freshIp() }))).toEqual(unknown)
  })

  it('answers a resend alike for an account and for no account', async () => {
    await forgetSendLimits()
    await call(f.host, 'POST', f.forgot, { body: { email: f.email }, ip: freshIp() })
    // The per-minute window rolled over while the code's own one-minute gap has not passed.
    await forgetSendLimits()
    const known = shape(await call(f.host, 'POST', f.resend, { body: { email: f.email }, ip: freshIp() }))
    const unknown = shape(
      await call(f.host, 'POST', f.resend, { body: { email: 'nobody@nowhere.example' }, ip: freshIp() }),
    )
    expect(known.status).toBe(unknown.status)
    expect(known.message.replace(f.email, '<email>')).toBe(unknown.message.replace('nobody@nowhere.example', '<email>'))
    await db().delete(oneTimeCodes).where(eq(oneTimeCodes.purpose, 'reset_password'))
  })
})
