import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tooManyAttempts } from '../lib/errors'

export type Limit = { limit: number; windowMs: number }
/** A soft budget: `free` failures per window, then one attempt per delay that doubles from `baseDelayMs` up to `maxDelayMs`. */
export type Throttle = { free: number; windowMs: number; baseDelayMs: number; maxDelayMs: number }

const MINUTE = 60_000

/** The limits of the sign-in and one-time-code endpoints (docs/security.md explains each). */
export const LIMITS = {
  /**
   * Sign-in attempts from one IP, whatever the account (browsers the account knows are exempt).
   * A successful attempt gives its slot back: an office behind one address signs in all day.
   */
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Sign-in attempts on one account from one IP: an attacker shuts only their own address out. */
  loginPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-in attempts on one account from one browser the account knows. */
  loginPerKnownDevice: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins on one account from anywhere: past 10, unknown browsers are slowed, never shut out. */
  loginPerAccount: { free: 10, windowMs: 15 * MINUTE, baseDelayMs: 5_000, maxDelayMs: 5 * MINUTE },
  /** Code and token checks per account (every code kind), and per IP. */
  otpPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  otpPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Codes e-mailed to one account. */
  otpSendPerMinute: { limit: 1, windowMs: MINUTE },
  otpSendPerHour: { limit: 5, windowMs: 60 * MINUTE },
  publicFormPerIp: { limit: 5, windowMs: 60 * MINUTE },
  /** Files checked on the offer verify page from one IP (hashing is cheap; this stops a flood). */
  offerVerifyPerIp: { limit: 60, windowMs: 60 * MINUTE },
  /** Code runs of one candidate (each runs every sample test, seconds of CPU): plenty to iterate, not to hammer. */
  codeRunsPerCandidate: { limit: 20, windowMs: 5 * MINUTE },
} satisfies Record<string, Limit | Throttle>

// Without a client IP (local development: no Cloudflare edge in front) there is nothing to
// limit per IP; lumping every request under 'unknown' would lock out the whole machine.
const unlimited = (key: string) => key.endsWith(':unknown')

/** Count one event against a fixed window, atomically in D1 (a single upsert statement). */
async function count(db: Db, key: string, windowMs: number, now: number) {
  const windowStart = now - windowMs
  const row = await db.get<{ count: number; window_starts_at: number }>(sql`
    insert into rate_limits (key, count, window_starts_at) values (${key}, 1, ${now})
    on conflict(key) do update set
      count = case when window_starts_at <= ${windowStart} then 1 else count + 1 end,
      window_starts_at = case when window_starts_at <= ${windowStart} then ${now} else window_starts_at end,
      next_attempt_at = case when window_starts_at <= ${windowStart} then null else next_attempt_at end
    returning count, window_starts_at`)
  return row ?? { count: 1, window_starts_at: now }
}

const inMinutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE))

/** Count one hit and refuse with 429 (and Retry-After) once the window's budget is spent. */
export async function hit(db: Db, key: string, { limit, windowMs }: Limit, now = Date.now()) {
  if (unlimited(key)) return
  const row = await count(db, key, windowMs, now)
  if (row.count > limit) {
    const waitMs = row.window_starts_at + windowMs - now
    const minutes = inMinutes(waitMs)
    throw tooManyAttempts(
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      waitMs,
    )
  }
}

/** Count a failure against a throttle (see claimSlot). */
export async function recordFailure(db: Db, key: string, t: Throttle, now = Date.now()) {
  await count(db, key, t.windowMs, now)
}

/**
 * A throttled attempt: free while the window holds fewer than `free` failures; past that, one
 * attempt per delay (doubling with every further failure). Claiming the slot is one
 * conditional UPDATE, so parallel requests cannot share it. Answers the wait in ms, or 0.
 */
export async function claimSlot(db: Db, key: string, t: Throttle, now = Date.now()): Promise<number> {
  const windowStart = now - t.windowMs
  const claimed = await db.get<{ next_attempt_at: number }>(sql`
    update rate_limits
    set next_attempt_at = ${now} + min(${t.maxDelayMs}, ${t.baseDelayMs} * (1 << min(count - ${t.free}, 20)))
    where key = ${key} and window_starts_at > ${windowStart} and count >= ${t.free}
      and (next_attempt_at is null or next_attempt_at <= ${now})
    returning next_attempt_at`)
  if (claimed) return 0
  const row = await db.get<{ count: number; window_starts_at: number; next_attempt_at: number | null }>(
    sql`select count, window_starts_at, next_attempt_at from rate_limits where key = ${key}`,
  )
  if (!row || row.window_starts_at <= windowStart || row.count < t.free || !row.next_attempt_at) return 0
  return Math.max(1, row.next_attempt_at - now)
}

/** Give back one hit of a window (an attempt that turned out legitimate, counted first so parallel ones cannot share a slot). */
export async function refundHit(db: Db, key: string) {
  if (unlimited(key)) return
  await db.run(sql`update rate_limits set count = max(count - 1, 0) where key = ${key}`)
}

/** Forget a key's hits (after a successful sign-in). */
export async function clearHits(db: Db, key: string) {
  await db.run(sql`delete from rate_limits where key = ${key}`)
}
