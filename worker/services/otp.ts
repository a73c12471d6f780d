import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type OTP_PURPOSES, oneTimeCodes, type PrincipalKind } from '../db/schema'
import { sha256Hex, timingSafeEqual } from '../lib/crypto'
import { ApiError } from '../lib/errors'
import { randomToken } from '../lib/ids'

export type OtpPurpose = (typeof OTP_PURPOSES)[number]

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5
/** A new code may be sent once a minute, and at most 5 times per code's life. */
export const RESEND_GAP_MS = 60_000
export const MAX_SENDS = 5

export type OtpSubject = {
  purpose: OtpPurpose
  principalKind: PrincipalKind
  principalId: string
  businessId?: string | null
  subjectId?: string | null
}

/** 6 random digits, uniformly drawn (rejection sampling avoids modulo bias). */
export function sixDigits(): string {
  const buf = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(buf)
    if (buf[0]! < 4_294_000_000) return String(buf[0]! % 1_000_000).padStart(6, '0')
  }
}

const hashFor = (s: OtpSubject, secret: string) =>
  sha256Hex(`${s.purpose}:${s.principalKind}:${s.principalId}:${secret}`)

function whereSubject(s: OtpSubject) {
  return and(
    eq(oneTimeCodes.purpose, s.purpose),
    eq(oneTimeCodes.principalKind, s.principalKind),
    eq(oneTimeCodes.principalId, s.principalId),
    s.subjectId ? eq(oneTimeCodes.subjectId, s.subjectId) : undefined,
    isNull(oneTimeCodes.consumedAt),
  )
}

async function current(db: Db, s: OtpSubject) {
  return db.query.oneTimeCodes.findFirst({ where: whereSubject(s), orderBy: desc(oneTimeCodes.createdAt) })
}

/**
 * Issue a fresh code (or single-use token) for a subject: earlier open codes for the same
 * purpose stop working. Resending is limited: one a minute, five per hour of a code's life.
 */
export async function issueCode(
  db: Db,
  s: OtpSubject,
  opts: { token?: boolean; ttlMs?: number; now?: number; meta?: Record<string, unknown>; unlimited?: boolean } = {},
) {
  const now = opts.now ?? Date.now()
  const previous = await current(db, s)
  let sendCount = 1
  if (previous && previous.expiresAt.getTime() > now && !opts.unlimited) {
    if (now - previous.lastSentAt.getTime() < RESEND_GAP_MS) {
      const seconds = Math.ceil((RESEND_GAP_MS - (now - previous.lastSentAt.getTime())) / 1000)
      throw new ApiError(429, `Please wait ${seconds} seconds before requesting another code.`)
    }
    if (previous.sendCount >= MAX_SENDS) throw new ApiError(429, 'Too many codes requested. Please try again later.')
    sendCount = previous.sendCount + 1
  }
  // A resent code never repeats the one it replaces (the user is told the old one stopped working).
  let secret = opts.token ? randomToken() : sixDigits()
  while (previous && (await hashFor(s, secret)) === previous.codeHash) secret = sixDigits()
  await db.batch([
    db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date(now) })
      .where(whereSubject(s)),
    db.insert(oneTimeCodes).values({
      purpose: s.purpose,
      principalKind: s.principalKind,
      principalId: s.principalId,
      businessId: s.businessId ?? null,
      subjectId: s.subjectId ?? null,
      codeHash: await hashFor(s, secret),
      sendCount,
      maxAttempts: OTP_MAX_ATTEMPTS,
      lastSentAt: new Date(now),
      expiresAt: new Date(now + (opts.ttlMs ?? OTP_TTL_MS)),
      meta: opts.meta ?? null,
    }),
  ])
  return secret
}

const USED = 'The code is invalid or has already been used. Please request a new one.'
const EXPIRED = 'The code has expired. Please request a new one.'
const EXHAUSTED = 'Too many incorrect attempts. Please request a new code.'

/** Why a code could not spend a try (read after the conditional update found nothing). */
async function refusalOf(db: Db, id: string, now: number) {
  const row = await db.query.oneTimeCodes.findFirst({ where: eq(oneTimeCodes.id, id) })
  if (!row || row.consumedAt) return new ApiError(400, USED)
  if (row.expiresAt.getTime() <= now) return new ApiError(400, EXPIRED)
  return new ApiError(429, EXHAUSTED)
}

/**
 * Check a code: it must be the subject's latest, unexpired, unused, within its tries. Every
 * check first spends a try in one conditional UPDATE, so parallel guesses cannot share a try;
 * the right code is then consumed by a second conditional UPDATE, so it works exactly once.
 */
export async function verifyCode(db: Db, s: OtpSubject, secret: string, now = Date.now()) {
  const row = await current(db, s)
  if (!row) throw new ApiError(400, USED)
  const [spent] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        lt(oneTimeCodes.attempts, oneTimeCodes.maxAttempts),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date(now)),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts, maxAttempts: oneTimeCodes.maxAttempts })
  if (!spent) throw await refusalOf(db, row.id, now)
  const enc = new TextEncoder()
  if (!timingSafeEqual(enc.encode(await hashFor(s, secret)), enc.encode(row.codeHash))) {
    const left = spent.maxAttempts - spent.attempts
    if (left <= 0) throw new ApiError(429, EXHAUSTED)
    throw new ApiError(400, `The code is incorrect. ${left} attempt${left === 1 ? '' : 's'} left.`)
  }
  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id })
  if (!used) throw new ApiError(400, USED)
  return row
}
