import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ApiError } from '../lib/errors'

export type Limit = { limit: number; windowMs: number }

/** The limits of the sign-in and one-time-code endpoints. */
export const LIMITS = {
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginPerIp: { limit: 50, windowMs: 15 * 60_000 },
  otpPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  otpPerIp: { limit: 30, windowMs: 15 * 60_000 },
  publicFormPerIp: { limit: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

/**
 * Count one hit against a fixed window, atomically in D1 (a single upsert statement), and
 * refuse with 429 once the window's budget is spent.
 */
export async function hit(db: Db, key: string, { limit, windowMs }: Limit, now = Date.now()) {
  // Without a client IP (local development: no Cloudflare edge in front) there is nothing to
  // limit per IP; lumping every request under 'unknown' would lock out the whole machine.
  if (key.endsWith(':unknown')) return
  const windowStart = now - windowMs
  const row = await db.get<{ count: number; window_starts_at: number }>(sql`
    insert into rate_limits (key, count, window_starts_at) values (${key}, 1, ${now})
    on conflict(key) do update set
      count = case when window_starts_at <= ${windowStart} then 1 else count + 1 end,
      window_starts_at = case when window_starts_at <= ${windowStart} then ${now} else window_starts_at end
    returning count, window_starts_at`)
  if (row && row.count > limit) {
    const minutes = Math.max(1, Math.ceil((row.window_starts_at + windowMs - now) / 60_000))
    throw new ApiError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
  }
}

/** Forget an account's failures (after a successful sign-in). */
export async function clearHits(db: Db, key: string) {
  await db.run(sql`delete from rate_limits where key = ${key}`)
}
