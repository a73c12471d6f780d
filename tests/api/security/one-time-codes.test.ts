import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes } from '../../../worker/db/schema'
import { call, db, HOST, lastCodeTo, seed } from '../../setup/http'
import { freshIp } from './helpers'

beforeAll(seed)

const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')

/** Issue 11, finding 3: the try budget of a code holds under parallel guesses, on every code kind. */
describe('one-time code tries', () => {
  it('8 parallel wrong reset codes spend the five tries; the right code afterwards fails', async () => {
    const email = 'recruiter@acme.example'
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/auth/forgot-password', { body: { email }, ip: freshIp() })).status,
    ).toBe(200)
    const code = await lastCodeTo(email)
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(HOST.acme, 'POST', '/wildcard/auth/verify-otp', {
          body: { email, otp: wrongFor(code, i) },
          ip: freshIp(),
        }),
      ),
    )
    expect(guesses.every((g) => g.status === 400)).toBe(true)
    const row = (await db().query.oneTimeCodes.findFirst({
      where: and(eq(oneTimeCodes.purpose, 'reset_password'), sql`consumed_at is null`),
    }))!
    expect(row.attempts).toBe(5)
    const right = await call(HOST.acme, 'POST', '/wildcard/auth/verify-otp', {
      body: { email, otp: code },
      ip: freshIp(),
    })
    expect(right.status).toBe(400)
    expect(right.body.data).toBeNull()
  })

  it('the right code used twice at once works once', async () => {
    const email = 'candidate@acme.example'
    await call(HOST.acmeCandidate, 'POST', '/candidate/auth/forgot-password', { body: { email }, ip: freshIp() })
    const code = await lastCodeTo(email)
    const both = await Promise.all(
      [1, 2, 3].map(() =>
        call(HOST.acmeCandidate, 'POST', '/candidate/auth/verify-forgot-password-otp', {
          body: { email, otp: code },
          ip: freshIp(),
        }),
      ),
    )
    expect(both.map((r) => r.status).sort()).toEqual([200, 400, 400])
  })

  it('8 parallel wrong sign-up verification codes spend the tries; the right code afterwards fails', async () => {
    const email = 'race@initech.example'
    const reg = await call(HOST.main, 'POST', '/admin/register', {
      ip: freshIp(),
      body: {
        business_name: 'Race Inc',
        slug: 'race-inc',
        name: 'Rae Sing',
        email,
        password: 'Racing@1234',
        confirm_password: 'Racing@1234',
      },
    })
    expect(reg.status).toBe(201)
    const code = await lastCodeTo(email)
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(HOST.main, 'PUT', '/admin/verify-account', { body: { email, otp: wrongFor(code, i) }, ip: freshIp() }),
      ),
    )
    const right = await call(HOST.main, 'PUT', '/admin/verify-account', { body: { email, otp: code }, ip: freshIp() })
    expect(right.status).not.toBe(200)
  })

  it('sign-up verification is limited per account across IPs', async () => {
    const email = 'limited@initech.example'
    await call(HOST.main, 'POST', '/admin/register', {
      ip: freshIp(),
      body: {
        business_name: 'Limited Inc',
        slug: 'limited-inc',
        name: 'Lim Ited',
        email,
        password: 'Limited@1234',
        confirm_password: 'Limited@1234',
      },
    })
    // Fresh codes keep coming (resend), but the account's verification budget does not refill.
    for (let i = 0; i < 10; i++) {
      const res = await call(HOST.main, 'PUT', '/admin/verify-account', {
        body: { email, otp: '000000' },
        ip: freshIp(),
      })
      expect(res.status).not.toBe(429)
      if (i % 4 === 3) {
        await db().update(oneTimeCodes).set({ attempts: 0 })
      }
    }
    const over = await call(HOST.main, 'PUT', '/admin/verify-account', {
      body: { email, otp: await lastCodeTo(email) },
      ip: freshIp(),
    })
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
