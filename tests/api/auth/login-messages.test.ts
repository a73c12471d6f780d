/**
 * Issue 21: the sign-in API names what is missing as the seed's forms do ('Please enter
 * Password'), per field, on every host, instead of 'Invalid input' on the whole body.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, HOST, seed } from '../../setup/http'

beforeAll(async () => {
  await seed()
})

const AREAS = [
  [HOST.main, '/admin/auth/login'],
  [HOST.acme, '/wildcard/auth/login'],
  [HOST.acmeCandidate, '/candidate/auth/login'],
] as const

let n = 0
const login = (host: string, path: string, body: unknown) => call(host, 'POST', path, { body, ip: `203.0.113.${++n}` })

describe.each(AREAS)('POST login on %s', (host, path) => {
  it('answers an empty body with both fields named', async () => {
    const res = await login(host, path, {})
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Please enter Email')
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Please enter Email' },
      { field: 'password', message: 'Please enter Password' },
    ])
  })

  it('answers a missing or empty password with "Please enter Password" on the password field', async () => {
    for (const body of [{ email: 'owner@acme.example' }, { email: 'owner@acme.example', password: '' }]) {
      const res = await login(host, path, body)
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual([{ field: 'password', message: 'Please enter Password' }])
    }
  })

  it('still refuses a wrong password with 401 and a malformed e-mail with its own message', async () => {
    const wrong = await login(host, path, { email: 'owner@acme.example', password: 'Nope@12345' })
    expect(wrong.status).toBe(401)
    const bad = await login(host, path, { email: 'not-an-email', password: 'x' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual([{ field: 'email', message: 'Email is not a valid email' }])
  })
})
