import { beforeAll, describe, expect, it } from 'vitest'
import { as, call, HOST, seed, signIn } from '../../setup/http'

beforeAll(seed)

describe('candidate sign-in', () => {
  it('answers the candidate on its candidate host', async () => {
    const res = await call(HOST.acmeCandidate, 'POST', '/candidate/auth/login', {
      body: { email: 'candidate@acme.example', password: 'Candidate@12345' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.candidate).toMatchObject({ email: 'candidate@acme.example', business: { slug: 'acme' } })
    expect(res.body.data.nodes).toEqual([])
  })

  it('is not a staff sign-in', async () => {
    const res = await call(HOST.acme, 'POST', '/wildcard/auth/login', {
      body: { email: 'candidate@acme.example', password: 'Candidate@12345' },
    })
    expect(res.status).toBe(401)
  })

  it('verify-me, update-password and logout', async () => {
    const cookie = await as.acmeCandidate()
    expect(
      (await call(HOST.acmeCandidate, 'POST', '/candidate/auth/verify-me', { cookie })).body.data.candidate.email,
    ).toBe('candidate@acme.example')
    const changed = await call(HOST.acmeCandidate, 'PUT', '/candidate/auth/update-password', {
      cookie,
      body: { current_password: 'Candidate@12345', password: 'Candidate@67890', confirm_password: 'Candidate@67890' },
    })
    expect(changed.status).toBe(200)
    expect(await signIn(HOST.acmeCandidate, 'candidate@acme.example', 'Candidate@67890')).toBeTruthy()
    expect((await call(HOST.acmeCandidate, 'DELETE', '/candidate/auth/logout', { cookie })).status).toBe(200)
    const after = await call(HOST.acmeCandidate, 'POST', '/candidate/auth/verify-me', { cookie })
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Authorization Failed.')
  })
})
