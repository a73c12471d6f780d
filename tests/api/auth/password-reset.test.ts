import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes, outboxEmails } from '../../../worker/db/schema'
import { call, db, HOST, lastCodeTo, seed, signIn } from '../../setup/http'

beforeAll(seed)

type Flow = {
  host: string
  forgot: string
  verify: string
  resend: string
  reset: string
  email: string
  password: string
}

const flows: Record<string, Flow> = {
  'business staff': {
    host: HOST.acme,
    forgot: '/wildcard/auth/forgot-password',
    verify: '/wildcard/auth/verify-otp',
    resend: '/wildcard/auth/resend-otp',
    reset: '/wildcard/auth/reset-password',
    email: 'recruiter@acme.example',
    password: 'Recruiter@12345',
  },
  'platform admin': {
    host: HOST.main,
    forgot: '/admin/auth/forgot-password',
    verify: '/admin/auth/verify-forgot-password-otp',
    resend: '/admin/auth/resend-forgot-password-otp',
    reset: '/admin/auth/change-password',
    email: 'admin@example.com',
    password: 'Admin@12345',
  },
  candidate: {
    host: HOST.acmeCandidate,
    forgot: '/candidate/auth/forgot-password',
    verify: '/candidate/auth/verify-forgot-password-otp',
    resend: '/candidate/auth/resend-forgot-password-otp',
    reset: '/candidate/auth/change-password',
    email: 'candidate@acme.example',
    password: 'Candidate@12345',
  },
}

const INVALID = 'The code is incorrect or has expired. Please check it or request a new one.'

// Each test uses its own IP so the per-IP limits of one do not spill into the next.
let ipCounter = 0
const ip = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

async function age(email: string, ms: number) {
  // Pretend the last code was sent `ms` ago (the resend gap is one minute).
  const codes = await db().query.oneTimeCodes.findMany()
  for (const c of codes)
    await db()
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(c.lastSentAt.getTime() - ms) })
      .where(eq(oneTimeCodes.id, c.id))
  await db().run(sql`delete from rate_limits where key like ${`otp-send:min:%${email}`}`)
}

describe.each(Object.entries(flows))('password reset of %s', (_who, f) => {
  it('goes from forgot-password to signing in with the new password', async () => {
    const started = await call(f.host, 'POST', f.forgot, { body: { email: f.email }, ip: ip() })
    expect(started.status).toBe(200)
    expect(started.body.message).toBe(`If an account exists for ${f.email}, we have sent a 6-digit code to it.`)
    const code = await lastCodeTo(f.email)

    const verified = await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: code }, ip: ip() })
    expect(verified.status).toBe(200)
    const token = verified.body.data.reset_token as string
    expect(token.length).toBeGreaterThan(20)

    const reused = await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: code }, ip: ip() })
    expect(reused.status).toBe(400)

    const mismatch = await call(f.host, 'POST', f.reset, {
      body: { email: f.email, reset_token: token, password: 'Brand@New123', confirm_password: 'Other@New123' },
      ip: ip(),
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.errors).toEqual([{ field: 'confirm_password', message: 'Passwords do not match' }])

    const reset = await call(f.host, 'POST', f.reset, {
      body: { email: f.email, reset_token: token, password: 'Brand@New123', confirm_password: 'Brand@New123' },
      ip: ip(),
    })
    expect(reset.status).toBe(200)
    await expect(signIn(f.host, f.email, f.password)).rejects.toThrow()
    expect(await signIn(f.host, f.email, 'Brand@New123')).toBeTruthy()

    const again = await call(f.host, 'POST', f.reset, {
      body: { email: f.email, reset_token: token, password: 'Again@New123', confirm_password: 'Again@New123' },
      ip: ip(),
    })
    expect(again.status).toBe(400)
  })

  it('does not reveal whether an account exists', async () => {
    const before = await db().$count(outboxEmails)
    const res = await call(f.host, 'POST', f.forgot, { body: { email: 'nobody@nowhere.example' }, ip: ip() })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('If an account exists for nobody@nowhere.example, we have sent a 6-digit code to it.')
    expect(await db().$count(outboxEmails)).toBe(before)
  })

  it('spends a try on each wrong code and locks after five', async () => {
    await age(f.email, 61_000)
    await call(f.host, 'POST', f.resend, { body: { email: f.email }, ip: ip() })
    const code = await lastCodeTo(f.email)
    const wrong = code === '000000' ? '111111' : '000000'
    // Issue 11 (finding 7): every failed check answers alike (no tries-left count, no 429 for a
    // spent code), so the answers cannot tell an account from no account.
    const first = await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: wrong }, ip: ip() })
    expect(first.status).toBe(400)
    expect(first.body.message).toBe(INVALID)
    for (let i = 0; i < 3; i++) await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: wrong }, ip: ip() })
    const fifth = await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: wrong }, ip: ip() })
    expect(fifth.status).toBe(400)
    const open = await db().query.oneTimeCodes.findFirst({
      where: and(eq(oneTimeCodes.purpose, 'reset_password'), sql`consumed_at is null`),
      orderBy: desc(oneTimeCodes.createdAt),
    })
    expect(open!.attempts).toBe(5)
    const right = await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: code }, ip: ip() })
    expect(right.status).toBe(400)
    expect(right.body.message).toBe(INVALID)
  })

  it('refuses an expired code', async () => {
    await age(f.email, 61_000)
    await call(f.host, 'POST', f.resend, { body: { email: f.email }, ip: ip() })
    const code = await lastCodeTo(f.email)
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(oneTimeCodes.purpose, 'reset_password')))
    const res = await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: code }, ip: ip() })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(INVALID)
  })

  it('limits resending to one a minute', async () => {
    await age(f.email, 61_000)
    expect((await call(f.host, 'POST', f.resend, { body: { email: f.email }, ip: ip() })).status).toBe(200)
    const soon = await call(f.host, 'POST', f.resend, { body: { email: f.email }, ip: ip() })
    expect(soon.status).toBe(429)
    expect(soon.body.message).toMatch(/Too many attempts/)
  })

  it('answers a malformed code with the validation envelope', async () => {
    const res = await call(f.host, 'POST', f.verify, { body: { email: f.email, otp: '12ab' }, ip: ip() })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'otp', message: 'The code must be 6 digits' }])
  })
})
