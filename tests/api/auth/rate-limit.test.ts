import { beforeAll, describe, expect, it } from 'vitest'
import { call, HOST, seed } from '../../setup/http'

beforeAll(seed)

describe('sign-in rate limits', () => {
  it('locks an account after 10 attempts in 15 minutes, whatever the IP', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(HOST.acme, 'POST', '/wildcard/auth/login', { body: { email: 'owner@acme.example', password: `wrong-${i}` }, ip: `10.30.0.${i}` })
      expect(res.status).toBe(401)
    }
    const locked = await call(HOST.acme, 'POST', '/wildcard/auth/login', { body: { email: 'owner@acme.example', password: 'Owner@12345' }, ip: '10.30.1.1' })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    // The same e-mail at another business is another account.
    const elsewhere = await call(HOST.globex, 'POST', '/wildcard/auth/login', { body: { email: 'owner@globex.example', password: 'Owner@12345' }, ip: '10.30.1.2' })
    expect(elsewhere.status).toBe(200)
  })

  it('limits one IP to 50 sign-in attempts in 15 minutes across accounts', async () => {
    for (let i = 0; i < 50; i++) {
      await call(HOST.main, 'POST', '/admin/auth/login', { body: { email: `user${i}@example.com`, password: 'x' }, ip: '10.31.0.1' })
    }
    const res = await call(HOST.main, 'POST', '/admin/auth/login', { body: { email: 'admin@example.com', password: 'Admin@12345' }, ip: '10.31.0.1' })
    expect(res.status).toBe(429)
    const other = await call(HOST.main, 'POST', '/admin/auth/login', { body: { email: 'admin@example.com', password: 'Admin@12345' }, ip: '10.31.0.2' })
    expect(other.status).toBe(200)
  })

  it('a successful sign-in clears the account failures', async () => {
    for (let i = 0; i < 9; i++) await call(HOST.acme, 'POST', '/wildcard/auth/login', { body: { email: 'recruiter@acme.example', password: 'bad' }, ip: '10.32.0.1' })
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/login', { body: { email: 'recruiter@acme.example', password: 'Recruiter@12345' }, ip: '10.32.0.1' })).status).toBe(200)
    for (let i = 0; i < 5; i++) await call(HOST.acme, 'POST', '/wildcard/auth/login', { body: { email: 'recruiter@acme.example', password: 'bad' }, ip: '10.32.0.1' })
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/login', { body: { email: 'recruiter@acme.example', password: 'Recruiter@12345' }, ip: '10.32.0.1' })).status).toBe(200)
  })
})
