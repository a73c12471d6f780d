import { like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../../worker/db/schema'
import { call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

const login = (host: string, email: string, password: string, ip: string, cookie?: string) =>
  call(
    host,
    host === HOST.main ? 'POST' : 'POST',
    host === HOST.main
      ? '/admin/auth/login'
      : host.includes('-candidate.')
        ? '/candidate/auth/login'
        : '/wildcard/auth/login',
    { body: { email, password }, ip, cookie },
  )

/** The known-device cookie a successful sign-in leaves in the browser. */
function deviceCookieOf(res: { headers: Headers }) {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('hp_device='))
  expect(set, 'a known-device cookie').toBeTruthy()
  expect(set).toMatch(/HttpOnly/i)
  expect(set).toMatch(/SameSite=Lax/i)
  expect(set).toMatch(/Max-Age=\d{7,}/)
  return set!.split(';')[0]!
}

/** Issue 11, finding 12: brute force is kept out without handing attackers a lockout. */
describe('sign-in failures', () => {
  it('an attacker with 12 wrong passwords from one IP does not stop the owner signing in from a known device', async () => {
    const owner = await login(HOST.acme, 'owner@acme.example', 'Owner@12345', '198.51.100.7')
    expect(owner.status).toBe(200)
    const device = deviceCookieOf(owner)

    const answers = []
    for (let i = 0; i < 12; i++)
      answers.push((await login(HOST.acme, 'owner@acme.example', `Wrong@${i}xyz`, '203.0.113.66')).status)
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(answers.slice(10)).toEqual([429, 429])
    // The attacker's IP stays shut for this account, even with the right password.
    const attacker = await login(HOST.acme, 'owner@acme.example', 'Owner@12345', '203.0.113.66')
    expect(attacker.status).toBe(429)
    expect(attacker.headers.get('retry-after')).toMatch(/^\d+$/)

    // The owner, from the browser they signed in with before, on any IP (the attacker's included).
    expect((await login(HOST.acme, 'owner@acme.example', 'Owner@12345', '198.51.100.8', device)).status).toBe(200)
    expect((await login(HOST.acme, 'owner@acme.example', 'Owner@12345', '203.0.113.66', device)).status).toBe(200)
    // And from a new browser on another IP: slowed at most, not refused.
    expect((await login(HOST.acme, 'owner@acme.example', 'Owner@12345', '198.51.100.9')).status).toBe(200)
  })

  it('many IPs guessing one account are slowed down: past the budget, one try per growing delay', async () => {
    const email = 'recruiter@acme.example'
    const owner = await login(HOST.acme, email, 'Recruiter@12345', '198.51.100.20')
    const device = deviceCookieOf(owner)
    for (let i = 0; i < 10; i++)
      expect((await login(HOST.acme, email, 'Nope@12345', `192.0.2.${i + 1}`)).status).toBe(401)
    // Budget spent: the next guess is let through, then the account waits before the next one.
    expect((await login(HOST.acme, email, 'Nope@12345', '192.0.2.50')).status).toBe(401)
    const slowed = await login(HOST.acme, email, 'Recruiter@12345', '192.0.2.51')
    expect(slowed.status).toBe(429)
    expect(slowed.body.message).toMatch(
      /^Too many failed sign-ins for this account\. Please try again in \d+ seconds?\.$/,
    )
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0)
    // A browser that signed in before is not slowed.
    expect((await login(HOST.acme, email, 'Recruiter@12345', '192.0.2.52', device)).status).toBe(200)
  })

  it('a known device of another account does not count as known for this one', async () => {
    const other = await login(HOST.acme, 'marcus.chen@acme.example', 'Staff@12345', '198.51.100.30')
    const device = deviceCookieOf(other)
    for (let i = 0; i < 10; i++)
      await login(HOST.acme, 'sofia.alvarez@acme.example', 'Nope@12345', '198.51.100.31', device)
    expect((await login(HOST.acme, 'sofia.alvarez@acme.example', 'Staff@12345', '198.51.100.31', device)).status).toBe(
      429,
    )
  })

  it('keeps the per-IP limit across accounts', async () => {
    await db().delete(rateLimits).where(like(rateLimits.key, 'login:%'))
    for (let i = 0; i < 50; i++) await login(HOST.main, `user${i}@example.com`, 'x', '10.41.0.1')
    expect((await login(HOST.main, 'admin@example.com', 'Admin@12345', '10.41.0.1')).status).toBe(429)
    expect((await login(HOST.main, 'admin@example.com', 'Admin@12345', '10.41.0.2')).status).toBe(200)
  })
})
