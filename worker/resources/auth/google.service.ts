import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, jwtVerify } from 'jose'
import { ApiError } from '../../lib/errors'

export type GoogleEnv = {
  /** The OAuth client id the ID token must be issued for (its audience). */
  GOOGLE_CLIENT_ID?: string
  /** Where Google publishes its signing keys; configurable so tests and staging can point elsewhere. */
  GOOGLE_JWKS_URL?: string
  /** A key set given inline (JSON), used instead of the URL: offline development and tests. */
  GOOGLE_JWKS_JSON?: string
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com']

let remote: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null

function keySet(env: GoogleEnv) {
  if (env.GOOGLE_JWKS_JSON) return createLocalJWKSet(JSON.parse(env.GOOGLE_JWKS_JSON) as JSONWebKeySet)
  const url = env.GOOGLE_JWKS_URL || GOOGLE_JWKS_URL
  if (remote?.url !== url) remote = { url, set: createRemoteJWKSet(new URL(url)) }
  return remote.set
}

/** Verify a Google ID token (signature, issuer, audience, expiry) and answer who it names. */
export async function googleIdentity(env: GoogleEnv, idToken: string) {
  if (!env.GOOGLE_CLIENT_ID) throw new ApiError(400, 'Google sign-in is not configured.')
  try {
    const { payload } = await jwtVerify(idToken, keySet(env), { issuer: ISSUERS, audience: env.GOOGLE_CLIENT_ID })
    if (typeof payload.email !== 'string' || payload.email_verified !== true) throw new Error('unverified e-mail')
    return {
      sub: String(payload.sub),
      email: payload.email.toLowerCase(),
      givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
      familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
    }
  } catch {
    throw new ApiError(401, 'The Google sign-in could not be verified. Please try again.')
  }
}
