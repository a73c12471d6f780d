/**
 * Keeping the matching index fresh through the JOBS queue. A change to a candidate or a job
 * marks what it makes stale (so lists can say "refreshing") and enqueues a job kind below;
 * every kind is idempotent, as the queue delivers at least once.
 *
 *   matching.candidate    re-index one candidate and re-score them against the kept rankings
 *   matching.opportunity  recompile one job's query and rebuild its ranking, chunk by chunk
 *   matching.scan         one chunk of such a rebuild (enqueues the next)
 *   matching.backfill     index candidates that have no profile yet (data from before matching)
 */
import { and, asc, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { candidates, matchJobs, matchProfiles, opportunities } from '../../db/schema'
import { type MatchingEnv, semanticIndex } from '../../providers/matching'
import { enqueue, registerJob } from '../../queues'
import { FINISHED_OPPORTUNITY_STATES } from '../../resources/opportunities/job-enums.schema'
import {
  beginRefresh,
  indexCandidate,
  rescoreCandidate,
  type ScanStep,
  scanStep,
  semanticRefresh,
} from './index.service'

type Scope = { db: Db; env: Pick<Env, 'JOBS'>; business: { id: string } }

export const MATCHING_JOBS = {
  candidate: 'matching.candidate',
  opportunity: 'matching.opportunity',
  scan: 'matching.scan',
  backfill: 'matching.backfill',
} as const

/** Candidates changed (created, edited, deleted, their resume applied): their scores are stale until re-indexed. */
export async function candidatesChanged({ db, env, business }: Scope, ...ids: string[]) {
  if (!ids.length) return
  await db
    .update(matchProfiles)
    .set({ stale: true })
    .where(and(eq(matchProfiles.businessId, business.id), inArray(matchProfiles.candidateId, ids.slice(0, 90))))
  await env.JOBS.sendBatch(
    ids.map((candidateId) => ({
      body: { kind: MATCHING_JOBS.candidate, payload: { businessId: business.id, candidateId } },
      contentType: 'json' as const,
    })),
  )
}

/** A job was created or changed: its ranking is rebuilt (and says so until it is). */
export async function opportunityChanged({ db, env, business }: Scope, opportunityId: string) {
  await db
    .update(matchJobs)
    .set({ status: 'refreshing', requestedAt: new Date() })
    .where(and(eq(matchJobs.businessId, business.id), eq(matchJobs.opportunityId, opportunityId)))
  await enqueue(env, { kind: MATCHING_JOBS.opportunity, payload: { businessId: business.id, opportunityId } })
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

const semanticOf = (env: Env) => semanticIndex(env as unknown as MatchingEnv)

registerJob(MATCHING_JOBS.candidate, async (payload, { db, env }) => {
  const businessId = str(payload.businessId)
  const candidateId = str(payload.candidateId)
  const indexed = await indexCandidate(db, businessId, candidateId)
  const semantic = semanticOf(env)
  if (!indexed) {
    await semantic?.removeCandidate(candidateId)
    return
  }
  const vector = semantic ? await semantic.putCandidate(businessId, candidateId, indexed.text) : null
  await rescoreCandidate(db, businessId, candidateId, indexed.profile, vector)
})

registerJob(MATCHING_JOBS.opportunity, async (payload, { db, env }) => {
  const businessId = str(payload.businessId)
  const semantic = semanticOf(env)
  const step = await beginRefresh(db, businessId, str(payload.opportunityId), semantic)
  if (step && semantic) await semanticRefresh(db, businessId, step, semantic)
  else if (step) await enqueue(env, { kind: MATCHING_JOBS.scan, payload: { businessId, ...step } })
})

registerJob(MATCHING_JOBS.scan, async (payload, { db, env }) => {
  const businessId = str(payload.businessId)
  const step: ScanStep = {
    opportunityId: str(payload.opportunityId),
    generation: Number(payload.generation),
    after: str(payload.after),
  }
  const next = await scanStep(db, businessId, step)
  if (next) await enqueue(env, { kind: MATCHING_JOBS.scan, payload: { businessId, ...next } })
})

/** Candidates indexed per backfill message. */
const BACKFILL_CHUNK = 200

registerJob(MATCHING_JOBS.backfill, async (payload, { db, env }) => {
  const businessId = str(payload.businessId)
  const missing = await db
    .select({ id: candidates.id })
    .from(candidates)
    .leftJoin(matchProfiles, eq(matchProfiles.candidateId, candidates.id))
    .where(
      and(
        eq(candidates.businessId, businessId),
        isNull(matchProfiles.candidateId),
        gt(candidates.id, str(payload.after)),
      ),
    )
    .orderBy(asc(candidates.id))
    .limit(BACKFILL_CHUNK)
  const semantic = semanticOf(env)
  for (const { id } of missing) {
    const indexed = await indexCandidate(db, businessId, id)
    if (indexed && semantic) await semantic.putCandidate(businessId, id, indexed.text)
  }
  if (missing.length === BACKFILL_CHUNK) {
    await enqueue(env, { kind: MATCHING_JOBS.backfill, payload: { businessId, after: missing.at(-1)?.id } })
    return
  }
  // Every candidate has a profile: rebuild the rankings of the jobs still hiring.
  const jobs = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(eq(opportunities.businessId, businessId), notInArray(opportunities.status, [...FINISHED_OPPORTUNITY_STATES])),
    )
  for (const job of jobs)
    await enqueue(env, { kind: MATCHING_JOBS.opportunity, payload: { businessId, opportunityId: job.id } })
})

/** Enqueue the indexing of a business's candidates that have none (for data from before matching existed). */
export async function backfill({ env, business }: Scope) {
  await enqueue(env, { kind: MATCHING_JOBS.backfill, payload: { businessId: business.id, after: '' } })
}
