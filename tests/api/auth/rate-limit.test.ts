import { beforeAll, describe, expect, it } from 'vitest'
import { call, HOST, seed } from '../../setup/http'

beforeAll(seed)

describe('sign-in rate limits', () => {
  // Issue 11 (finding 12): failures no longer lock the account for everyone; see
  // tests/api/security/sign-in-lockout.test.ts for the known-device and per-IP-pair rules.
  it('slows an account down after 10 failures from anywhere, instead of locking it', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(HOST.acme, 'POST', '/wildcard/auth/login', {
        body: { email: 'owner@acme.example', password: `wrong-${i}` },
        ip: `10.30.0.${i}`,
      })
      expect(res.status).toBe(401)
    }
    // Past the budget the next attempt is let through (here with the right password) ...
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/auth/login', {
          body: { email: 'owner@acme.example', password: 'Owner@12345' },
          ip: '10.30.1.1',
        })
      ).status,
    ).toBe(200)
    for (let i = 0; i < 10; i++)
      await call(HOST.acme, 'POST', '/wildcard/auth/login', {
        body: { email: 'owner@acme.example', password: `wrong-${i}` },
        ip: `10.30.2.${i}`,
      })
    await call(HOST.acme, 'POST', '/wildcard/auth/login', {
      body: { email: 'owner@acme.example', password: 'wrong-again' },
      ip: '10.30.2.99',
    })
    // ... and after a failure past it, the account waits a few seconds before the next one.
    const slowed = await call(HOST.acme, 'POST', '/wildcard/auth/login', {
      body: { email: 'owner@acme.example', password: 'Owner@12345' },
      ip: '10.30.1.1',
    })
    expect(slowed.status).toBe(429)
    expect(slowed.body.message).toMatch(
      /^Too many failed sign-ins for this account\. Please try again in \d+ seconds?\.$/,
    )
    // The same e-mail at another business is another account.
    const elsewhere = await call(HOST.globex, 'POST', '/wildcard/auth/login', {
      body: { email: 'owner@globex.example', password: 'Owner@12345' },
      ip: '10.30.1.2',
    })
    expect(elsewhere.status).toBe(200)
  })

  it('limits one IP to 50 sign-in attempts in 15 minutes across accounts', async () => {
    for (let i = 0; i < 50; i++) {
      await call(HOST.main, 'POST', '/admin/auth/login', {
        body: { email: `user${i}@example.com`, password: 'x' },
        ip: '10.31.0.1',
      })
    }
    const res = await call(HOST.main, 'POST', '/admin/auth/login', {
      body: { email: 'admin@example.com', password: 'Admin@12345' },
      ip: '10.31.0.1',
    })
    expect(res.status).toBe(429)
    const other = await call(HOST.main, 'POST', '/admin/auth/login', {
      body: { email: 'admin@example.com', password: 'Admin@12345' },
      ip: '10.31.0.2',
    })
    expect(other.status).toBe(200)
  })

  it('does not count successful sign-ins against the IP: an office behind one address signs in all day', async () => {
    const people = [
      // (Acme's owner is still slowed down by the first test's failures.)
      { host: HOST.main, path: '/admin/auth/login', email: 'admin@example.com', password: 'Admin@12345' },
      { host: HOST.acme, path: '/wildcard/auth/login', email: 'recruiter@acme.example', password: 'Recruiter@12345' },
      { host: HOST.globex, path: '/wildcard/auth/login', email: 'owner@globex.example', password: 'Owner@12345' },
    ]
    const signIns = Array.from({ length: 20 }, () => people).flat()
    for (const [i, { host, path, email, password }] of signIns.entries()) {
      const res = await call(host, 'POST', path, { body: { email, password }, ip: '10.33.0.1' })
      expect(res.status, `sign-in ${i + 1}`).toBe(200)
    }
    // Failures from that address still count: 50 of them and even the right password waits.
    for (let i = 0; i < 50; i++)
      await call(HOST.main, 'POST', '/admin/auth/login', {
        body: { email: `someone${i}@example.com`, password: 'x' },
        ip: '10.33.0.1',
      })
    const res = await call(HOST.main, 'POST', '/admin/auth/login', {
      body: { email: 'admin@example.com', password: 'Admin@12345' },
      ip: '10.33.0.1',
    })
    expect(res.status).toBe(429)
  })

  it('a successful sign-in clears the account failures', async () => {
    for (let i = 0; i < 9; i++)
      await call(HOST.acme, 'POST', '/wildcard/auth/login', {
        body: { email: 'recruiter@acme.example', password: 'bad' },
        ip: '10.32.0.1',
      })
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/auth/login', {
          body: { email: 'recruiter@acme.example', password: 'Recruiter@12345' },
          ip: '10.32.0.1',
        })
      ).status,
    ).toBe(200)
    for (let i = 0; i < 5; i++)
      await call(HOST.acme, 'POST', '/wildcard/auth/login', {
        body: { email: 'recruiter@acme.example', password: 'bad' },
        ip: '10.32.0.1',
      })
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/auth/login', {
          body: { email: 'recruiter@acme.example', password: 'Recruiter@12345' },
          ip: '10.32.0.1',
        })
      ).status,
    ).toBe(200)
  })
})
