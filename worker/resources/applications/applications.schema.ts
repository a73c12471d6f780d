/**
 * The applications contract (docs/applications.md): a person in one job's pipeline. What the
 * API accepts, and the facts the board and lists show (days in stage, stale), used by the
 * server and the web app alike. Browser-safe: no drizzle.
 */
import { listQuery } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { LIFECYCLES } from '../../services/lifecycle'
import { CANDIDATE_STATES, type CandidateState, needsReason } from '../candidates/candidates.schema'
import { optionalText, queryParam } from '../opportunities/job-fields.schema'

/** The pipeline's stages are the seed's candidate states (candidates.schema.ts), in order. */
export type Stage = CandidateState

/** An application that has not moved for this many days is stale (unless it has left the pipeline). */
export const STALE_AFTER_DAYS = 14
const DAY_MS = 86_400_000

/** A stage nothing moves on from: hired, rejected, withdrawn. */
export const isFinalStage = (stage: Stage) => LIFECYCLES.candidate[stage].length === 0

/** The stages nothing moves on from, as a list (for SQL). */
export const FINAL_STAGES = CANDIDATE_STATES.filter(isFinalStage)

/** Whole days since the application reached its stage. */
export const daysInStage = (since: Date | string | number, now: number = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(since).getTime()) / DAY_MS))

/** No move for STALE_AFTER_DAYS while still in the pipeline. */
export const isStale = (stage: Stage, since: Date | string | number, now: number = Date.now()) =>
  !isFinalStage(stage) && daysInStage(since, now) >= STALE_AFTER_DAYS

/** The moment before which a move makes an application stale now (for SQL). */
export const staleBefore = (now: number = Date.now()) => now - STALE_AFTER_DAYS * DAY_MS

/** When an application that reached its stage at `since` becomes stale (if it is still there). */
export const staleAt = (since: number) => since + STALE_AFTER_DAYS * DAY_MS

/** The next moment `daysInStage(since)` counts one more day (its staleness changes only then too). */
export const nextDayInStage = (since: Date | number, now: number) => {
  const at = new Date(since).getTime()
  return at + (daysInStage(at, now) + 1) * DAY_MS
}

/**
 * Until when an answer showing these applications' days in stage holds with nothing written: the
 * next of them to count one more day, and a day from now at most (a kept answer: services/kept-answers.ts).
 */
export const agesAt = (moved: (Date | number)[], now: number) =>
  moved.reduce<number>((until, since) => Math.min(until, nextDayInStage(since, now)), now + DAY_MS)

const stage = z.enum(CANDIDATE_STATES).describe('Stage')
const reasonRule = {
  check: (v: { stage?: Stage; status?: Stage; reason?: string | null }) =>
    !needsReason((v.stage ?? v.status) as Stage) || !!v.reason,
  message: { message: 'Please enter Reason', path: ['reason'] },
}

/** "Add to job": the candidate enters this job's pipeline as new. */
export const addApplication = z.object({
  opportunity_id: z.uuid().describe('Job'),
  /** Where this application came from; the candidate's own source when not given. */
  source: z.string().trim().min(1).max(60).optional(),
})
export type AddApplication = z.infer<typeof addApplication>

/** A move along the pipeline; leaving it (rejected, withdrawn) needs a reason. */
export const moveStage = z.object({ stage, reason: optionalText(1000) }).refine(reasonRule.check, reasonRule.message)
export type MoveStage = z.infer<typeof moveStage>

export const BULK_MAX = 100

/** The same move for several applications (the candidate list's bulk actions). */
export const bulkMoveStage = z
  .object({
    application_ids: z.array(z.uuid()).min(1).max(BULK_MAX).describe('Applications'),
    stage,
    reason: optionalText(1000),
  })
  .refine(reasonRule.check, reasonRule.message)
export type BulkMoveStage = z.infer<typeof bulkMoveStage>

export const APPLICATION_SORTS = ['stage_changed_at', 'applied_at', 'name'] as const

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** Applications of the business: one job's column on the board ("load more"), a candidate's, the stale ones. */
export const applicationListQuery = listQuery(20).extend({
  opportunity_id: queryParam(z.uuid()),
  candidate_id: queryParam(z.uuid()),
  stage: queryParam(stage),
  stale: queryParam(flag),
  sort: queryParam(z.enum(APPLICATION_SORTS)),
})
export type ApplicationListQuery = z.infer<typeof applicationListQuery>

/** A job's board: every stage with its count, and the most recently moved cards of each. */
export const boardQuery = z.object({
  per_stage: z.coerce.number().int().min(1).max(50).default(20),
  search: queryParam(z.string().trim().max(200)),
})
export type BoardQuery = z.infer<typeof boardQuery>
