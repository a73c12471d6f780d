import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { knownDevices, type PrincipalKind } from '../../db/schema'
import { sha256Hex } from '../../lib/crypto'
import { randomToken } from '../../lib/ids'

/** A browser stays known for a year after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_MS = 365 * 24 * 60 * 60_000
/** The most browsers remembered per account (the oldest are forgotten first). */
const MAX_PER_ACCOUNT = 20

type Who = { kind: PrincipalKind; id: string }

/** The hash of the browser's known-device token when it belongs to this account (unexpired), else null. */
export async function knownDeviceOf(db: Db, token: string | undefined, who: Who, now = Date.now()) {
  if (!token || token.length > 100) return null
  const tokenHash = await sha256Hex(token)
  const row = await db.query.knownDevices.findFirst({
    where: and(
      eq(knownDevices.tokenHash, tokenHash),
      eq(knownDevices.principalKind, who.kind),
      eq(knownDevices.principalId, who.id),
      gt(knownDevices.expiresAt, new Date(now)),
    ),
    columns: { id: true },
  })
  return row ? tokenHash : null
}

/** A token this server issued before (a value a browser made up is never adopted). */
async function issuedBefore(db: Db, token: string | undefined) {
  if (!token || token.length > 100) return null
  const tokenHash = await sha256Hex(token)
  return (await db.query.knownDevices.findFirst({
    where: eq(knownDevices.tokenHash, tokenHash),
    columns: { id: true },
  }))
    ? { token, tokenHash }
    : null
}

/**
 * After a successful sign-in: remember this browser for the account. A browser keeps one
 * token for every account it signs in to on this host; answers the token for its cookie.
 */
export async function rememberDevice(db: Db, token: string | undefined, who: Who, now = Date.now()) {
  const known = await issuedBefore(db, token)
  const value = known?.token ?? randomToken()
  const tokenHash = known?.tokenHash ?? (await sha256Hex(value))
  const at = new Date(now)
  await db
    .insert(knownDevices)
    .values({
      tokenHash,
      principalKind: who.kind,
      principalId: who.id,
      lastUsedAt: at,
      expiresAt: new Date(now + KNOWN_DEVICE_TTL_MS),
    })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.principalKind, knownDevices.principalId],
      set: { lastUsedAt: at, expiresAt: new Date(now + KNOWN_DEVICE_TTL_MS) },
    })
  const rows = await db.query.knownDevices.findMany({
    where: and(eq(knownDevices.principalKind, who.kind), eq(knownDevices.principalId, who.id)),
    columns: { id: true },
    orderBy: asc(knownDevices.lastUsedAt),
  })
  const extra = rows.slice(0, Math.max(0, rows.length - MAX_PER_ACCOUNT))
  if (extra.length) await db.batch(extra.map((r) => db.delete(knownDevices).where(eq(knownDevices.id, r.id))) as never)
  return value
}
