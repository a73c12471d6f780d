import { and, eq, isNull, sql } from 'drizzle-orm'
import { builtOnce, sendBuilt } from '../db/built-once'
import type { Db } from '../db/client'
import { type PrincipalKind, sessions } from '../db/schema'
import { sha256Hex } from '../lib/crypto'
import { randomToken } from '../lib/ids'

/** Sessions last 7 days and slide: activity renews them once an hour at most. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
const RENEW_AFTER_MS = 60 * 60 * 1000

export type SessionRow = typeof sessions.$inferSelect

export type NewSession = {
  principalKind: PrincipalKind
  principalId: string
  businessId: string | null
  host: string
  impersonatedBy?: string | null
  ip?: string | null
  userAgent?: string | null
  ttlMs?: number
}

export async function createSession(db: Db, input: NewSession): Promise<{ token: string; session: SessionRow }> {
  const token = randomToken()
  const now = new Date()
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: await sha256Hex(token),
      principalKind: input.principalKind,
      principalId: input.principalId,
      businessId: input.businessId,
      host: input.host,
      impersonatedBy: input.impersonatedBy ?? null,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(now.getTime() + (input.ttlMs ?? SESSION_TTL_MS)),
      lastSeenAt: now,
    })
    .returning()
  return { token, session: session! }
}

export type SessionLookup = { state: 'none' } | { state: 'expired' } | { state: 'active'; session: SessionRow }

/**
 * The session row of a token's hash (`tokenHash`), one row at most, as a statement built once
 * (db/built-once.ts): every signed-in request reads it, in the request's first batch with the
 * host (middleware/request-context.ts).
 */
export const sessionByHash = builtOnce((db: Db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1),
)

/** Find the live session of a token on this host; renew it when it has been idle a while. */
export async function findSession(db: Db, token: string | undefined, host: string): Promise<SessionLookup> {
  if (!token) return { state: 'none' }
  const [[row]] = await sendBuilt(db, [sessionByHash({ tokenHash: await sha256Hex(token) })])
  return settleSession(db, row, host)
}

/** What a token's session row (read already) says on this host; renews it when it has been idle a while. */
export async function settleSession(db: Db, row: SessionRow | undefined, host: string): Promise<SessionLookup> {
  if (!row || row.revokedAt || row.host !== host) return { state: 'none' }
  const now = Date.now()
  if (row.expiresAt.getTime() <= now) return { state: 'expired' }
  // Impersonated sessions keep their short, fixed life.
  if (!row.impersonatedBy && now - row.lastSeenAt.getTime() > RENEW_AFTER_MS) {
    const expiresAt = new Date(now + SESSION_TTL_MS)
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt })
      .where(eq(sessions.id, row.id))
    return { state: 'active', session: { ...row, lastSeenAt: new Date(now), expiresAt } }
  }
  return { state: 'active', session: row }
}

export async function revokeSession(db: Db, id: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

/** End every session of a principal (password change, deactivation), optionally keeping one. */
export async function revokeSessionsOf(db: Db, kind: PrincipalKind, principalId: string, exceptSessionId?: string) {
  const rows = await db.query.sessions.findMany({
    columns: { id: true },
    where: and(eq(sessions.principalKind, kind), eq(sessions.principalId, principalId), isNull(sessions.revokedAt)),
  })
  const ids = rows.map((r) => r.id).filter((id) => id !== exceptSessionId)
  if (ids.length)
    await db.batch(
      ids.map((id) => db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id))) as never,
    )
}
