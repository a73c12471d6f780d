/**
 * A job's pipeline board and the lists of applications behind it. Sized for 100,000 candidates:
 * the board is one batch of indexed ranges (applications_board_idx) and counters, its statements
 * built once per isolate (db/built-once.ts), and a column's further cards are indexed pages,
 * never a query per card.
 */
import { and, asc, desc, eq, gt, lte, not, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { builtOnce, sendBuilt } from '../../db/built-once'
import type { Db } from '../../db/client'
import { applicationCounts, applications, candidates, opportunities } from '../../db/schema'
import type { JsonOf } from '../../lib/envelope'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { keptJson } from '../../services/kept-answers'
import { LIFECYCLES } from '../../services/lifecycle'
import {
  CANDIDATE_STATE_LABELS,
  CANDIDATE_STATES,
  type CandidateState,
  needsReason,
} from '../candidates/candidates.schema'
import { fullName } from '../opportunities/job-references.service'
import {
  type ApplicationListQuery,
  agesAt,
  type BoardQuery,
  daysInStage,
  FINAL_STAGES,
  isFinalStage,
  isStale,
  type Stage,
  staleAt,
  staleBefore,
} from './applications.schema'

/** Stages an application waits in (the final ones have nothing stale). */
const ACTIVE_STAGES = CANDIDATE_STATES.filter((s) => !isFinalStage(s))

const cardColumns = {
  id: applications.id,
  candidateId: applications.candidateId,
  opportunityId: applications.opportunityId,
  stage: applications.stage,
  source: applications.source,
  appliedAt: applications.appliedAt,
  stageChangedAt: applications.stageChangedAt,
  reason: applications.reason,
  name: fullName(candidates.firstName, candidates.lastName),
  email: candidates.email,
  currentTitle: candidates.currentTitle,
  isBlacklisted: candidates.isBlacklisted,
}

type CardRow = {
  id: string
  candidateId: string
  opportunityId: string
  stage: Stage
  source: string
  appliedAt: Date
  stageChangedAt: Date
  reason: string | null
  name: string
  email: string
  currentTitle: string | null
  isBlacklisted: boolean
}

/** A card on the board or a row of an application list. */
function presentCard(row: CardRow, now: number) {
  const { name, email, currentTitle, isBlacklisted, ...app } = row
  return {
    ...app,
    candidate: { id: row.candidateId, name, email, currentTitle, isBlacklisted },
    daysInStage: daysInStage(row.stageChangedAt, now),
    isStale: isStale(row.stage, row.stageChangedAt, now),
  }
}
export type ApplicationCard = ReturnType<typeof presentCard>

/** The name, e-mail or current title of the candidate contains the term. */
const candidateMatches = (term: string | undefined) =>
  matchesText(term, fullName(candidates.firstName, candidates.lastName), candidates.email, candidates.currentTitle)

/** Applications of this business matching `where`. */
const fromApplications = ({ business }: BusinessScope, where: SQL | undefined) =>
  and(eq(applications.businessId, business.id), where)

const withCandidate = (businessId: string | Placeholder) =>
  and(eq(candidates.businessId, businessId), eq(candidates.id, applications.candidateId))

/** What a board's statements are built with: each request's values fill them (built-once.ts). */
const P = {
  business: sql.placeholder('business'),
  job: sql.placeholder('job'),
  perStage: sql.placeholder('perStage'),
  staleBefore: sql.placeholder('staleBefore'),
}

/** The job's applications (with a search: whose candidate matches it). */
const ofJob = (search?: string) =>
  and(eq(applications.businessId, P.business), eq(applications.opportunityId, P.job), candidateMatches(search))

const jobRead = (db: Db) =>
  db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      code: opportunities.code,
      status: opportunities.status,
    })
    .from(opportunities)
    .where(and(eq(opportunities.businessId, P.business), eq(opportunities.id, P.job)))
    .limit(1)

/** A column's most recently moved cards: one indexed range (applications_board_idx ends with stage_changed_at, id). */
const columnRead = (stage: CandidateState, search?: string) => (db: Db) =>
  db
    .select(cardColumns)
    .from(applications)
    .innerJoin(candidates, withCandidate(P.business))
    .where(and(ofJob(search), eq(applications.stage, stage)))
    .orderBy(desc(applications.stageChangedAt), desc(applications.id))
    .limit(P.perStage)

/** The job's applications per stage, from the maintained counters. */
const countsRead = (db: Db) =>
  db
    .select({ stage: applicationCounts.stage, count: applicationCounts.count })
    .from(applicationCounts)
    .where(and(eq(applicationCounts.businessId, P.business), eq(applicationCounts.opportunityId, P.job)))

/** A stage's applications moved after the stale line, and the first of them to cross it: an index range after it. */
const recentRead = (stage: CandidateState) => (db: Db) =>
  db
    .select({
      stage: applications.stage,
      recent: sql<number>`count(*)`,
      oldestRecent: sql<number | null>`min(${applications.stageChangedAt})`,
    })
    .from(applications)
    .where(and(ofJob(), eq(applications.stage, stage), gt(applications.stageChangedAt, P.staleBefore)))

/** With a search: its matches per stage, and the stale ones among them. */
const matchesRead = (search: string) => (db: Db) =>
  db
    .select({
      stage: applications.stage,
      count: sql<number>`count(*)`,
      stale: sql<number>`coalesce(sum(case when ${lte(applications.stageChangedAt, P.staleBefore)} then 1 else 0 end), 0)`,
      oldestRecent: sql<
        number | null
      >`min(case when ${gt(applications.stageChangedAt, P.staleBefore)} then ${applications.stageChangedAt} end)`,
    })
    .from(applications)
    .innerJoin(candidates, withCandidate(P.business))
    .where(ofJob(search))
    .groupBy(applications.stage)

/** The board without a search (nearly every board asked for): its statements built once per isolate. */
const PLAIN_BOARD = {
  job: builtOnce(jobRead),
  columns: CANDIDATE_STATES.map((stage) => builtOnce(columnRead(stage))),
  counted: [builtOnce(countsRead), ...ACTIVE_STAGES.map((stage) => builtOnce(recentRead(stage)))],
}

/** A board with a search: its statements built for it. */
const searchedBoard = (search: string) => ({
  job: builtOnce(jobRead),
  columns: CANDIDATE_STATES.map((stage) => builtOnce(columnRead(stage, search))),
  counted: [builtOnce(matchesRead(search))],
})

/**
 * GET /opportunities/:id/pipeline: every stage in order with its count, how many of them are
 * stale, where a card of it may move, and its `per_stage` most recently moved cards.
 */
export const pipelineBoard = async (scope: BusinessScope, opportunityId: string, q: BoardQuery) =>
  (await boardAt(scope, opportunityId, q, Date.now())).board

export type Board = Awaited<ReturnType<typeof pipelineBoard>>

/**
 * The board's JSON, kept until the business's data changes or time alone changes it (a card
 * counts one more day in its stage, an application crosses the stale line): docs/applications.md,
 * "The board, kept". A board is asked for far more often than a pipeline moves.
 */
export const keptBoard = (scope: BusinessScope, opportunityId: string, q: BoardQuery): Promise<JsonOf<Board>> =>
  keptJson(scope.db, scope.business.id, `board:${JSON.stringify([opportunityId, q])}`, async (now) => {
    const { board, validUntil } = await boardAt(scope, opportunityId, q, now)
    return { answer: board, validUntil }
  })

/** The board at `now`, and until when it holds if nothing is written. */
async function boardAt(scope: BusinessScope, opportunityId: string, q: BoardQuery, now: number) {
  const { db, business } = scope
  const values = { business: business.id, job: opportunityId, perStage: q.per_stage, staleBefore: staleBefore(now) }
  const reads = q.search ? searchedBoard(q.search) : PLAIN_BOARD
  // The job, its columns and its counts in one batch (one round trip to D1). Without a search:
  // the counts from the maintained counters, and each stage's stale ones as its count less its
  // recent ones (an index range after the stale line): the recent ones are the few (a business's
  // applications pile up behind the line), so the board never counts a job's whole history.
  // With a search: a grouped count of the matches.
  const [[job], ...results] = await sendBuilt(db, [
    reads.job(values),
    ...reads.columns.map((read) => read(values)),
    ...reads.counted.map((read) => read(values)),
  ])
  if (!job) throw notFound('Job')
  const columns = results.slice(0, CANDIDATE_STATES.length) as CardRow[][]
  const counts = new Map<CandidateState, { count: number; stale: number }>()
  type Counted = {
    stage: CandidateState
    count?: number
    stale?: number
    recent?: number
    oldestRecent?: number | null
  }
  const recent = new Map<CandidateState, number>()
  // Until nothing written changes the board: the next application to cross the stale line.
  let validUntil = Number.POSITIVE_INFINITY
  for (const r of (results.slice(CANDIDATE_STATES.length) as Counted[][]).flat()) {
    const c = counts.get(r.stage) ?? { count: 0, stale: 0 }
    counts.set(r.stage, { count: c.count + Number(r.count ?? 0), stale: c.stale + Number(r.stale ?? 0) })
    if (r.recent !== undefined) recent.set(r.stage, (recent.get(r.stage) ?? 0) + Number(r.recent))
    if (r.oldestRecent != null && !isFinalStage(r.stage)) validUntil = Math.min(validUntil, staleAt(r.oldestRecent))
  }
  // Counted by their recent ones: stale = all of the stage less those moved after the line.
  if (!q.search)
    for (const stage of ACTIVE_STAGES) {
      const c = counts.get(stage)
      if (c) c.stale = c.count - (recent.get(stage) ?? 0)
    }
  const cards = columns.flat()
  const countOf = counts
  const byStage = new Map<CandidateState, ReturnType<typeof presentCard>[]>()
  for (const row of cards) {
    const list = byStage.get(row.stage) ?? []
    list.push(presentCard(row, now))
    byStage.set(row.stage, list)
  }
  const stages = CANDIDATE_STATES.map((stage) => ({
    stage,
    label: CANDIDATE_STATE_LABELS[stage],
    count: Number(countOf.get(stage)?.count ?? 0),
    // A final stage has nothing stale: nobody is waiting there.
    staleCount: isFinalStage(stage) ? 0 : Number(countOf.get(stage)?.stale ?? 0),
    next: [...LIFECYCLES.candidate[stage]] as Stage[],
    requiresReason: needsReason(stage),
    cards: byStage.get(stage) ?? [],
  }))
  const board = { opportunity: job, total: stages.reduce((n, s) => n + s.count, 0), perStage: q.per_stage, stages }
  // ... or the next card to count one more day in its stage (a day from now at most).
  const cardsAge = agesAt(
    cards.map((c) => c.stageChangedAt),
    now,
  )
  return { board, validUntil: Math.min(validUntil, cardsAge) }
}

/** Still in the pipeline and not moved for STALE_AFTER_DAYS. */
const staleWhere = (now: number) =>
  sql`(${lte(applications.stageChangedAt, new Date(staleBefore(now)))} and ${notInArray(applications.stage, FINAL_STAGES)})`

const SORTS = {
  stage_changed_at: applications.stageChangedAt,
  applied_at: applications.appliedAt,
  name: sql`lower(${candidates.firstName} || ' ' || ${candidates.lastName})`,
} as const

/**
 * How many applications a list has: from the maintained counters when it is a job's, a stage's or
 * the whole business's; otherwise counted (the candidate join only when the search needs it).
 */
async function applicationCount(scope: BusinessScope, where: SQL | undefined, q: ApplicationListQuery) {
  const { db, business } = scope
  if (!q.candidate_id && q.stale === undefined && !q.search) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${applicationCounts.count}), 0)` })
      .from(applicationCounts)
      .where(
        and(
          eq(applicationCounts.businessId, business.id),
          q.opportunity_id ? eq(applicationCounts.opportunityId, q.opportunity_id) : undefined,
          q.stage ? eq(applicationCounts.stage, q.stage) : undefined,
        ),
      )
    return [row]
  }
  const counted = db.select({ n: sql<number>`count(*)` }).from(applications)
  return q.search ? counted.innerJoin(candidates, withCandidate(business.id)).where(where) : counted.where(where)
}

/**
 * GET /applications: applications of the business, newest move first: one job's column ("load
 * more" on the board), a candidate's, a stage's, the stale ones. 20 a page.
 */
export async function listApplications(scope: BusinessScope, q: ApplicationListQuery) {
  const { db, business } = scope
  const now = Date.now()
  const where = fromApplications(
    scope,
    and(
      q.opportunity_id ? eq(applications.opportunityId, q.opportunity_id) : undefined,
      q.candidate_id ? eq(applications.candidateId, q.candidate_id) : undefined,
      q.stage ? eq(applications.stage, q.stage) : undefined,
      q.stale === undefined ? undefined : q.stale ? staleWhere(now) : not(staleWhere(now)),
      candidateMatches(q.search),
    ),
  )
  const dir = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, opportunityTitle: opportunities.title })
      .from(applications)
      .innerJoin(candidates, withCandidate(business.id))
      .innerJoin(
        opportunities,
        and(eq(opportunities.businessId, business.id), eq(opportunities.id, applications.opportunityId)),
      )
      .where(where)
      .orderBy(dir(SORTS[q.sort ?? 'stage_changed_at']), dir(applications.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    applicationCount(scope, where, q),
  ])
  return pageOf(
    rows.map(({ opportunityTitle, ...row }) => ({
      ...presentCard(row as CardRow, now),
      opportunity: { id: row.opportunityId, title: opportunityTitle },
    })),
    Number(total?.n ?? 0),
    q,
  )
}
