/**
 * The lists matching answers: a job's top candidates (precomputed), a candidate's similar
 * candidates (inverted index, then exact re-scoring) and the jobs that fit a candidate
 * (scored on the spot against each job's compiled query: a business has few open jobs).
 */
import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm'
import { sameTenant } from '../../db/same-tenant'
import {
  applications,
  candidates,
  departments,
  matchCorpus,
  matchJobs,
  matchProfiles,
  matchScores,
  matchTerms,
  opportunities,
} from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import { cosine, type MatchingEnv, semanticIndex } from '../../providers/matching'
import type { OpportunityState } from '../../resources/opportunities/job-enums.schema'
import { idf } from './bm25'
import { candidateRecords, compileOpportunity } from './index.service'
import { type CandidateProfile, candidateProfile, candidateText } from './profile'
import { backfill, opportunityChanged } from './refresh'
import { type CompiledJob, matchScore, similarity } from './score'
import { indexVersion, type KeptSimilar, keepSimilar, keptSimilar, SIMILAR_KEPT } from './similar-kept'

type Scope = BusinessScope

const fullName = sql<string>`trim(${candidates.firstName} || ' ' || ${candidates.lastName})`
const CANDIDATE_COLUMNS = {
  id: candidates.id,
  name: fullName,
  email: candidates.email,
  currentTitle: candidates.currentTitle,
  currentCompany: candidates.currentCompany,
  location: candidates.location,
  experienceYears: candidates.experienceYears,
  isBlacklisted: candidates.isBlacklisted,
}

/**
 * Not proposed for a job unless asked: blacklisted people, and those whose application to this
 * job was rejected or withdrawn (the row's application is joined; none is not excluded).
 */
const excluded = or(
  eq(candidates.isBlacklisted, true),
  sql`coalesce(${applications.stage}, '') in ('rejected', 'withdrawn')`,
) as SQL

/** The candidate's application to the job, if any (joined on the scored candidate). */
const applicationTo = (businessId: string, opportunityId: string) =>
  and(
    eq(applications.businessId, businessId),
    eq(applications.candidateId, matchScores.candidateId),
    eq(applications.opportunityId, opportunityId),
  )

export type TopCandidatesQuery = { page: number; limit: number; include_excluded?: boolean }

/** How fresh a ranking is: 'ready', or 'refreshing' while the queue rebuilds it (the last complete list is shown meanwhile). */
const freshness = ({ db, business }: Scope) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(matchProfiles)
    .where(and(eq(matchProfiles.businessId, business.id), eq(matchProfiles.stale, true)))

/** A job's best candidates, with scores and reasons. A job never ranked yet is queued and answers 'refreshing'. */
export async function topCandidates(scope: Scope, opportunityId: string, q: TopCandidatesQuery) {
  const { db, business } = scope
  const ofJob = and(eq(matchJobs.businessId, business.id), eq(matchJobs.opportunityId, opportunityId))
  // The job's last complete ranking, read in the same statement as its scores (one batch, one round trip).
  const readyGeneration = sql`(select ${matchJobs.readyGeneration} from ${matchJobs} where ${ofJob})`
  const where = and(
    eq(matchScores.businessId, business.id),
    eq(matchScores.opportunityId, opportunityId),
    eq(matchScores.generation, readyGeneration),
    q.include_excluded ? undefined : not(excluded),
  )
  const [[job], rows, [count], [pending]] = await db.batch([
    db
      .select({ status: matchJobs.status, refreshedAt: matchJobs.refreshedAt, scanned: matchJobs.scanned })
      .from(matchJobs)
      .where(ofJob)
      .limit(1),
    db
      .select({
        candidate: CANDIDATE_COLUMNS,
        // Named apart from the candidate's id: a batch answers rows as objects, by column name.
        applicationId: sql<string | null>`${applications.id}`.as('application_id'),
        stage: applications.stage,
        score: matchScores.score,
        explanation: matchScores.explanation,
        stale: matchProfiles.stale,
      })
      .from(matchScores)
      .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, matchScores.candidateId)))
      .leftJoin(matchProfiles, eq(matchProfiles.candidateId, matchScores.candidateId))
      .leftJoin(applications, applicationTo(business.id, opportunityId))
      .where(where)
      .orderBy(desc(matchScores.score), desc(matchScores.relevance), asc(matchScores.candidateId))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)` })
      .from(matchScores)
      .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, matchScores.candidateId)))
      .leftJoin(applications, applicationTo(business.id, opportunityId))
      .where(where),
    freshness(scope),
  ])
  let pendingCandidates = pending?.n ?? 0
  if (!job) {
    // Never ranked: queue it (and the business's index, the first time), and say it is refreshing.
    const corpus = await db.query.matchCorpus.findFirst({ where: eq(matchCorpus.businessId, business.id) })
    if (!corpus) await backfill(scope)
    await opportunityChanged(scope, opportunityId)
    pendingCandidates = (await freshness(scope))[0]?.n ?? 0
  }
  return {
    rows: rows.map(({ candidate, applicationId, stage, score, explanation, stale }) => ({
      candidate: { ...candidate, inPipeline: applicationId !== null },
      /** Their application to this job, when they have one. */
      application: applicationId && stage ? { id: applicationId, stage } : null,
      score,
      explanation,
      stale: stale ?? true,
    })),
    count: count?.n ?? 0,
    page: q.page,
    limit: q.limit,
    status: job ? job.status : ('refreshing' as const),
    refreshedAt: job?.refreshedAt ?? null,
    scanned: job?.scanned ?? 0,
    pendingCandidates,
  }
}

const semanticOf = (scope: Scope) => semanticIndex(scope.env as unknown as MatchingEnv)

/**
 * A candidate's profile from their record as it is now (never stale), or 404; with the Workers
 * AI ranker, their embedding too.
 */
async function liveProfile(
  scope: Scope,
  candidateId: string,
): Promise<{ profile: CandidateProfile; vector: number[] | null }> {
  const [record] = await candidateRecords(scope.db, scope.business.id, [candidateId])
  if (!record) throw notFound('Candidate')
  const semantic = semanticOf(scope)
  const vector = semantic ? ((await semantic.embed([candidateText(record)]))[0] ?? null) : null
  return { profile: candidateProfile(record), vector }
}

/** Postings read per term at most: a term shared by half the business says little about likeness. */
const POSTINGS_PER_TERM = 2000
const RECALL_TERMS = 12
const RECALL = 90

/**
 * Candidates most like one candidate, best first: the kept list while the index is unchanged
 * (similar-kept), else computed (shared rare skills and title words, then exact re-scoring) and kept.
 */
export async function similarCandidates(scope: Scope, candidateId: string, limit: number) {
  const { db, business } = scope
  const kept = await keptSimilar(db, business.id, candidateId)
  if (kept) return similarRows(scope, kept, limit)
  // Read before computing: a candidate indexed meanwhile leaves the kept list stale, not wrong.
  const version = await indexVersion(db, business.id)
  const computed = await computeSimilar(scope, candidateId)
  await keepSimilar(db, business.id, candidateId, version, computed)
  return similarRows(scope, computed, limit)
}

/** The listed people as they are now (a deleted one drops out), in the list's order. */
async function similarRows({ db, business }: Scope, list: KeptSimilar[], limit: number) {
  const ids = list.slice(0, limit + 10).map((r) => r.id)
  const people = ids.length
    ? await db
        .select(CANDIDATE_COLUMNS)
        .from(candidates)
        .where(and(sameTenant(candidates.businessId, business.id), inArray(candidates.id, ids)))
    : []
  const byId = new Map(people.map((p) => [p.id, p]))
  const rows = list
    .flatMap(({ id, score, explanation }) => {
      const candidate = byId.get(id)
      return candidate ? [{ candidate, score, explanation }] : []
    })
    .slice(0, limit)
  return { rows, count: rows.length, limit }
}

/** Recall (the semantic index, or the rarest shared terms' postings), then exact re-scoring: the best SIMILAR_KEPT. */
async function computeSimilar(scope: Scope, candidateId: string): Promise<KeptSimilar[]> {
  const { db, business } = scope
  const { profile: me, vector } = await liveProfile(scope, candidateId)
  const semantic = semanticOf(scope)
  if (semantic && vector) {
    const near = await semantic.nearest(business.id, vector, RECALL + 1)
    return rescoreSimilar(
      scope,
      me,
      near.map((n) => n.id).filter((id) => id !== candidateId),
    )
  }
  const terms = Object.keys(me.terms).filter((t) => t.startsWith('s:') || t.startsWith('t:'))
  const [corpus, dfs] = await Promise.all([
    db.query.matchCorpus.findFirst({ where: eq(matchCorpus.businessId, business.id) }),
    terms.length
      ? db
          .select({ term: matchTerms.term, df: matchTerms.df })
          .from(matchTerms)
          .where(and(eq(matchTerms.businessId, business.id), inArray(matchTerms.term, terms.slice(0, 90))))
      : Promise.resolve([]),
  ])
  const docs = corpus?.docs ?? 0
  const chosen = dfs
    .filter((d) => d.df > 0)
    .sort((a, b) => a.df - b.df)
    .slice(0, RECALL_TERMS)
  let ids: string[] = []
  if (chosen.length) {
    const parts = chosen.map(
      (d) =>
        sql`select * from (select candidate_id, ${idf(docs, d.df)} as w from match_postings where business_id = ${business.id} and term = ${d.term} limit ${POSTINGS_PER_TERM})`,
    )
    // D1 allows at most five terms in one compound SELECT: union the terms in groups of four.
    const groups = Array.from(
      { length: Math.ceil(parts.length / 4) },
      (_, i) => sql`select * from (${sql.join(parts.slice(i * 4, i * 4 + 4), sql` union all `)})`,
    )
    const recalled = await db.all<{ candidate_id: string }>(
      sql`select candidate_id from (${sql.join(groups, sql` union all `)}) where candidate_id <> ${candidateId} group by candidate_id order by sum(w) desc limit ${RECALL}`,
    )
    ids = recalled.map((r) => r.candidate_id)
  }
  return rescoreSimilar(scope, me, ids)
}

/** The recalled candidates scored exactly for likeness to `me`, best first (the best SIMILAR_KEPT). */
async function rescoreSimilar({ db, business }: Scope, me: CandidateProfile, ids: string[]): Promise<KeptSimilar[]> {
  if (!ids.length) return []
  const others = await db
    .select({ candidateId: matchProfiles.candidateId, profile: matchProfiles.profile })
    .from(matchProfiles)
    .where(and(eq(matchProfiles.businessId, business.id), inArray(matchProfiles.candidateId, ids)))
  return others
    .map((o) => ({ id: o.candidateId, ...similarity(me, o.profile) }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, SIMILAR_KEPT)
}

/** Jobs of the business in these states, compiled (a job the index has not compiled yet is compiled now). */
async function compiledJobs(scope: Scope, states: OpportunityState[]) {
  const { db, business } = scope
  const jobs = await db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      code: opportunities.code,
      status: opportunities.status,
      employmentType: opportunities.employmentType,
      workplace: opportunities.workplace,
      location: opportunities.location,
      departmentName: departments.name,
      compiled: matchJobs.compiled,
    })
    .from(opportunities)
    .leftJoin(departments, and(eq(departments.businessId, business.id), eq(departments.id, opportunities.departmentId)))
    .leftJoin(matchJobs, and(eq(matchJobs.businessId, business.id), eq(matchJobs.opportunityId, opportunities.id)))
    .where(and(eq(opportunities.businessId, business.id), inArray(opportunities.status, states)))
    .orderBy(desc(opportunities.createdAt))
    .limit(500)
  return Promise.all(
    jobs.map(async ({ compiled, ...job }) => ({
      job,
      compiled: (compiled ??
        (await compileOpportunity(db, business.id, job.id, semanticOf(scope)))?.compiled) as CompiledJob,
    })),
  )
}

/** The jobs that fit a candidate best, by the match score (the same score their top-candidates list shows). */
export async function jobsFor(scope: Scope, candidateId: string, opts: { limit: number; states: OpportunityState[] }) {
  const { profile: me, vector } = await liveProfile(scope, candidateId)
  const [jobs, theirs] = await Promise.all([
    compiledJobs(scope, opts.states),
    scope.db
      .select({ opportunityId: applications.opportunityId, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.businessId, scope.business.id), eq(applications.candidateId, candidateId))),
  ])
  const stageIn = new Map(theirs.map((a) => [a.opportunityId, a.stage]))
  const rows = jobs
    .filter((j) => j.compiled)
    .map(({ job, compiled }) => ({
      job: { ...job, inPipeline: stageIn.has(job.id), applicationStage: stageIn.get(job.id) ?? null },
      ...matchScore(compiled, me, {
        semantic: vector && compiled.vector ? cosine(vector, compiled.vector) : undefined,
      }),
    }))
    .sort((a, b) => b.score - a.score || a.job.title.localeCompare(b.job.title))
    .slice(0, opts.limit)
  return { rows, count: rows.length, limit: opts.limit }
}
