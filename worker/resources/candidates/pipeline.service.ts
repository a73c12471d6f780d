import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { candidates } from '../../db/schema'
import { conflict } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { historyInsert } from '../../services/status-history'
import { CANDIDATE_STATE_LABELS, CANDIDATE_STATES, type ChangeStatus, needsReason } from './candidates.schema'
import { candidateRow } from './query.service'

const scoped = ({ business }: BusinessScope, id: string) =>
  and(eq(candidates.businessId, business.id), eq(candidates.id, id))

/**
 * Move a candidate along the pipeline (LIFECYCLES.candidate): 409 for a move it does not
 * allow. A blacklisted candidate may only leave the pipeline (rejected, withdrawn) until
 * whitelisted. The history row (who, from, to, why) is written in the same batch.
 */
export async function changeCandidateStatus(scope: StaffScope, id: string, input: ChangeStatus) {
  const { db, business, actor } = scope
  const row = await candidateRow(scope, id)
  assertTransition(LIFECYCLES.candidate, 'candidate', row.status, input.status)
  if (row.isBlacklisted && !needsReason(input.status)) {
    const to = CANDIDATE_STATE_LABELS[input.status].toLowerCase()
    throw conflict(`${row.name} is blacklisted and cannot move to ${to}. Whitelist the candidate first.`)
  }
  await db.batch([
    db.update(candidates).set({ status: input.status }).where(scoped(scope, id)),
    historyInsert(db, {
      businessId: business.id,
      entity: 'candidate',
      entityId: id,
      from: row.status,
      to: input.status,
      reason: input.reason,
      actor,
    }),
  ])
  return candidateRow(scope, id)
}

export async function blacklistCandidate(scope: StaffScope, id: string, reason: string) {
  const { db, business, actor } = scope
  const row = await candidateRow(scope, id)
  if (row.isBlacklisted) throw conflict(`${row.name} is already blacklisted.`)
  await db.batch([
    db.update(candidates).set({ isBlacklisted: true, blacklistReason: reason }).where(scoped(scope, id)),
    historyInsert(db, {
      businessId: business.id,
      entity: 'candidate',
      entityId: id,
      from: row.status,
      to: row.status,
      reason,
      actor,
      meta: { event: 'blacklisted' },
    }),
  ])
  return candidateRow(scope, id)
}

export async function whitelistCandidate(scope: StaffScope, id: string, reason: string | null) {
  const { db, business, actor } = scope
  const row = await candidateRow(scope, id)
  if (!row.isBlacklisted) throw conflict(`${row.name} is not blacklisted.`)
  await db.batch([
    db.update(candidates).set({ isBlacklisted: false, blacklistReason: null }).where(scoped(scope, id)),
    historyInsert(db, {
      businessId: business.id,
      entity: 'candidate',
      entityId: id,
      from: row.status,
      to: row.status,
      reason,
      actor,
      meta: { event: 'whitelisted' },
    }),
  ])
  return candidateRow(scope, id)
}

/** The pipeline's states in order, with labels, how many candidates are in each, and where each may go. */
export async function statusOptions({ db, business }: BusinessScope) {
  const rows = await db
    .select({ status: candidates.status, n: count() })
    .from(candidates)
    .where(eq(candidates.businessId, business.id))
    .groupBy(candidates.status)
  const counts = new Map(rows.map((r) => [r.status, r.n]))
  return CANDIDATE_STATES.map((s) => ({
    value: s,
    label: CANDIDATE_STATE_LABELS[s],
    count: counts.get(s) ?? 0,
    next: [...LIFECYCLES.candidate[s]],
    requiresReason: needsReason(s),
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
export async function qualificationOptions({ db, business }: BusinessScope) {
  const rows = await db
    .select({ value: candidates.qualification, n: count() })
    .from(candidates)
    .where(
      and(
        eq(candidates.businessId, business.id),
        isNotNull(candidates.qualification),
        ne(sql`trim(${candidates.qualification})`, ''),
      ),
    )
    .groupBy(candidates.qualification)
    .orderBy(sql`count(*) desc`, candidates.qualification)
  const used = rows.flatMap((u) => (u.value ? [{ value: u.value, label: u.value, count: u.n }] : []))
  const seen = new Set(used.map((u) => u.value.toLowerCase()))
  return [
    ...used,
    ...COMMON_QUALIFICATIONS.filter((q) => !seen.has(q.toLowerCase())).map((q) => ({ value: q, label: q, count: 0 })),
  ]
}
