import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { applications, candidates } from '../../db/schema'
import { conflict } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { LIFECYCLES } from '../../services/lifecycle'
import { historyInsert } from '../../services/status-history'
import { resolveApplication } from '../applications/applications.service'
import { moveApplication } from '../applications/stage.service'
import { CANDIDATE_STATE_LABELS, CANDIDATE_STATES, type ChangeStatus, needsReason } from './candidates.schema'
import { candidateRow } from './query.service'

const scoped = ({ business }: BusinessScope, id: string) =>
  and(eq(candidates.businessId, business.id), eq(candidates.id, id))

/**
 * The candidate's own standing, as their history rows record it: a candidate's rows are events
 * (blacklisted, whitelisted, resume replaced); pipeline moves are their applications' rows.
 */
export const candidateStanding = (blacklisted: boolean) => (blacklisted ? 'blacklisted' : 'active')

/**
 * PUT candidates/:id/status: move the application named by `opportunity_id`, or the only or
 * most recent one (applications/stage.service: lifecycle, blacklist, history in the same
 * batch). Answers the candidate's row standing for that application.
 */
export async function changeCandidateStatus(scope: StaffScope, id: string, input: ChangeStatus) {
  const row = await candidateRow(scope, id)
  const app = await resolveApplication(scope, row, input.opportunity_id)
  await moveApplication(scope, app.id, { stage: input.status, reason: input.reason })
  return candidateRow(scope, id, { opportunity_id: app.opportunityId })
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
      from: candidateStanding(false),
      to: candidateStanding(true),
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
      from: candidateStanding(true),
      to: candidateStanding(false),
      reason,
      actor,
      meta: { event: 'whitelisted' },
    }),
  ])
  return candidateRow(scope, id)
}

/** The pipeline's stages in order, with labels, how many applications are at each, and where each may go. */
export async function statusOptions({ db, business }: BusinessScope) {
  const rows = await db
    .select({ stage: applications.stage, n: count() })
    .from(applications)
    .where(eq(applications.businessId, business.id))
    .groupBy(applications.stage)
  const counts = new Map(rows.map((r) => [r.stage, r.n]))
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
