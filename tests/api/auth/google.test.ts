import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { importJWK, type JWK, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses } from '../../../worker/db/schema'
import { call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

async function googleToken(
  claims: Record<string, unknown>,
  opts: { audience?: string; issuer?: string; expiresIn?: string } = {},
) {
  const jwk = JSON.parse(env.TEST_GOOGLE_PRIVATE_JWK) as JWK
  const key = await importJWK(jwk, 'RS256')
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.issuer ?? 'https://accounts.google.com')
    .setAudience(opts.audience ?? env.GOOGLE_CLIENT_ID)
    .setSubject(String(claims.sub ?? '1234567890'))
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '10m')
    .sign(key)
}

const login = (token: string, host: string = HOST.acme) =>
  call(host, 'POST', '/wildcard/auth/login', { body: { google_id_token: token } })

describe('Google sign-in', () => {
  it('signs in an existing staff member by their verified Google e-mail', async () => {
    const res = await login(await googleToken({ email: 'owner@acme.example', given_name: 'Olivia' }))
    expect(res.status).toBe(200)
    expect(res.body.data.employee.email).toBe('owner@acme.example')
    expect(res.cookie).toBeTruthy()
  })

  it('does not create an account unless the business allows it', async () => {
    const token = await googleToken({
      email: 'newbie@acme.example',
      given_name: 'New',
      family_name: 'Bie',
      sub: 'g-newbie',
    })
    const refused = await login(token)
    expect(refused.status).toBe(401)
    expect(refused.body.message).toMatch(/No account uses this Google e-mail/)

    await db().update(businesses).set({ allowGoogleSignup: true }).where(eq(businesses.slug, 'acme'))
    const allowed = await login(token)
    expect(allowed.status).toBe(200)
    expect(allowed.body.data.employee).toMatchObject({
      email: 'newbie@acme.example',
      first_name: 'New',
      is_business_admin: false,
      role: null,
    })
    await db().update(businesses).set({ allowGoogleSignup: false }).where(eq(businesses.slug, 'acme'))
  })

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { issuer: 'https://evil.example' }],
    ['an expired token', { expiresIn: '-1m' }],
  ])('refuses %s', async (_what, opts) => {
    const res = await login(await googleToken({ email: 'owner@acme.example' }, opts))
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('The Google sign-in could not be verified. Please try again.')
  })

  it('refuses an unverified e-mail and a forged signature', async () => {
    expect((await login(await googleToken({ email: 'owner@acme.example', email_verified: false }))).status).toBe(401)
    const token = await googleToken({ email: 'owner@acme.example' })
    const [h, p] = token.split('.')
    expect((await login(`${h}.${p}.${'A'.repeat(342)}`)).status).toBe(401)
  })
})
