import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { CANDIDATE_STATES, candidates } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { type Actor, historyInsert } from '../../services/status-history'
import type { ChangeStatus } from './candidates.schema'
import { findCandidateRow } from './query.service'

export type CandidateState = (typeof CANDIDATE_STATES)[number]

export const STATE_LABEL: Record<CandidateState, string> = {
  new: 'New',
  screening: 'Screening',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
}

const CLOSED: readonly CandidateState[] = ['rejected', 'withdrawn']

async function current(db: Db, businessId: string, id: string) {
  const row = await findCandidateRow(db, businessId, id)
  if (!row) throw notFound('Candidate')
  return row
}

const scoped = (businessId: string, id: string) => and(eq(candidates.businessId, businessId), eq(candidates.id, id))

/**
 * Move a candidate along the pipeline (LIFECYCLES.candidate): 409 for a move it does not
 * allow. A blacklisted candidate may only leave the pipeline (rejected, withdrawn) until
 * whitelisted. The history row (who, from, to, why) is written in the same batch.
 */
export async function changeCandidateStatus(db: Db, businessId: string, id: string, input: ChangeStatus, actor: Actor) {
  const row = await current(db, businessId, id)
  assertTransition(LIFECYCLES.candidate, 'candidate', row.status, input.status)
  if (row.isBlacklisted && !CLOSED.includes(input.status)) {
    throw conflict(
      `${row.name} is blacklisted and cannot move to ${STATE_LABEL[input.status].toLowerCase()}. Whitelist the candidate first.`,
    )
  }
  await db.batch([
    db.update(candidates).set({ status: input.status }).where(scoped(businessId, id)),
    historyInsert(db, {
      businessId,
      entity: 'candidate',
      entityId: id,
      from: row.status,
      to: input.status,
      reason: input.reason,
      actor,
    }),
  ])
  return (await findCandidateRow(db, businessId, id))!
}

export async function blacklistCandidate(db: Db, businessId: string, id: string, reason: string, actor: Actor) {
  const row = await current(db, businessId, id)
  if (row.isBlacklisted) throw conflict(`${row.name} is already blacklisted.`)
  await db.batch([
    db.update(candidates).set({ isBlacklisted: true, blacklistReason: reason }).where(scoped(businessId, id)),
    historyInsert(db, {
      businessId,
      entity: 'candidate',
      entityId: id,
      from: row.status,
      to: row.status,
      reason,
      actor,
      meta: { event: 'blacklisted' },
    }),
  ])
  return (await findCandidateRow(db, businessId, id))!
}

export async function whitelistCandidate(db: Db, businessId: string, id: string, reason: string | null, actor: Actor) {
  const row = await current(db, businessId, id)
  if (!row.isBlacklisted) throw conflict(`${row.name} is not blacklisted.`)
  await db.batch([
    db.update(candidates).set({ isBlacklisted: false, blacklistReason: null }).where(scoped(businessId, id)),
    historyInsert(db, {
      businessId,
      entity: 'candidate',
      entityId: id,
      from: row.status,
      to: row.status,
      reason,
      actor,
      meta: { event: 'whitelisted' },
    }),
  ])
  return (await findCandidateRow(db, businessId, id))!
}

/** The pipeline's states in order, with labels, how many candidates are in each, and where each may go. */
export async function statusOptions(db: Db, businessId: string) {
  const rows = await db
    .select({ status: candidates.status, n: count() })
    .from(candidates)
    .where(eq(candidates.businessId, businessId))
    .groupBy(candidates.status)
  const counts = new Map(rows.map((r) => [r.status, r.n]))
  return CANDIDATE_STATES.map((s) => ({
    value: s,
    label: STATE_LABEL[s],
    count: counts.get(s) ?? 0,
    next: [...LIFECYCLES.candidate[s]],
    requiresReason: CLOSED.includes(s),
    isFinal: LIFECYCLES.candidate[s].length === 0,
  }))
}

export const COMMON_QUALIFICATIONS = [
  'High school diploma',
  'Associate degree',
  'Diploma',
  'B.A.',
  'B.Sc.',
  'B.Com.',
  'B.B.A.',
  'B.Tech',
  'B.E.',
  'M.A.',
  'M.Sc.',
  'M.Com.',
  'M.Tech',
  'MBA',
  'Ph.D.',
] as const

/** The qualifications this business's candidates have (most used first), then the common ones not yet listed. */
export async function qualificationOptions(db: Db, businessId: string) {
  const used = await db
    .select({ value: candidates.qualification, n: count() })
    .from(candidates)
    .where(
      and(
        eq(candidates.businessId, businessId),
        isNotNull(candidates.qualification),
        ne(sql`trim(${candidates.qualification})`, ''),
      ),
    )
    .groupBy(candidates.qualification)
    .orderBy(sql`count(*) desc`, candidates.qualification)
  const seen = new Set(used.map((u) => u.value!.toLowerCase()))
  return [
    ...used.map((u) => ({ value: u.value!, label: u.value!, count: u.n })),
    ...COMMON_QUALIFICATIONS.filter((q) => !seen.has(q.toLowerCase())).map((q) => ({ value: q, label: q, count: 0 })),
  ]
}
