/**
 * Password hashing and secret comparison on WebCrypto.
 *
 * PBKDF2-SHA256 at 100,000 iterations: the highest count Cloudflare's production runtime
 * accepts (it throws NotSupportedError above it; local workerd has no cap, so a test pins it).
 * Stored as `pbkdf2_sha256$<iterations>$<salt b64>$<hash b64>` so the count can be raised later
 * and old hashes still verify.
 */
export const PBKDF2_ITERATIONS = 100_000
const KEY_BYTES = 32

const enc = new TextEncoder()

function toB64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}
function fromB64(s: string): Uint8Array {
  return Uint8Array.from(atob(s), (c) => c.charCodeAt(0))
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    KEY_BYTES * 8,
  )
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `pbkdf2_sha256$${PBKDF2_ITERATIONS}$${toB64(salt)}$${toB64(hash)}`
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 4 || parts[0] !== 'pbkdf2_sha256') {
    // Still spend the work so a missing account cannot be told apart by timing.
    await derive(password, new Uint8Array(16), PBKDF2_ITERATIONS)
    return false
  }
  const iterations = Number(parts[1])
  const expected = fromB64(parts[3]!)
  const actual = await derive(password, fromB64(parts[2]!), iterations)
  return timingSafeEqual(actual, expected)
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

/** SHA-256 hex of a secret (session tokens, one-time codes): what the database keeps. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(value))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
