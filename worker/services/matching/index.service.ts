/**
 * The matching index in D1 (db/schema/matching.ts): candidate profiles with their BM25 terms,
 * document frequencies and postings; each job's compiled query and its best candidates. Every
 * function here is idempotent (the queue delivers at least once) and scoped to one business.
 */
import { and, asc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../db/client'
import { sameTenant } from '../../db/same-tenant'
import {
  candidates,
  departments,
  matchCorpus,
  matchJobs,
  matchPostings,
  matchProfiles,
  matchScores,
  matchSimilar,
  matchTerms,
  opportunities,
} from '../../db/schema'
import { insertChunks } from '../../db/seed/batch'
import { cosine, type SemanticIndex } from '../../providers/matching'
import { isFinished } from '../../resources/opportunities/job-enums.schema'
import type { CorpusStats } from './bm25'
import {
  type CandidateProfile,
  type CandidateRecord,
  candidateProfile,
  candidateText,
  jobProfile,
  jobText,
} from './profile'
import { type CompiledJob, compileJob, type Match, matchScore } from './score'

/** How many of a job's best candidates are kept (a list shows at most this many). */
export const MATCH_TOP_N = 100
/** Candidates scored per queue message when a job's ranking is rebuilt. */
export const SCAN_CHUNK = 2000
/** Terms of a profile kept in the inverted index: skills and title words make people alike. */
export const isPostingTerm = (term: string) => term.startsWith('s:') || term.startsWith('t:')

const chunked = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

/** One D1 batch of statements (atomic), when there are any. */
export async function runBatch(db: Db, statements: BatchItem<'sqlite'>[]) {
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
}

const RECORD_COLUMNS = {
  id: candidates.id,
  currentTitle: candidates.currentTitle,
  experienceYears: candidates.experienceYears,
  location: candidates.location,
  skills: candidates.skills,
  summary: candidates.summary,
  qualification: candidates.qualification,
  experience: candidates.experience,
}

/** Candidates' records as matching reads them, by id (several statements within D1's parameter limit). */
export async function candidateRecords(db: Db, businessId: string, ids: string[]) {
  const rows = await Promise.all(
    chunked(ids, 90).map((part) =>
      db
        .select(RECORD_COLUMNS)
        .from(candidates)
        .where(and(sameTenant(candidates.businessId, businessId), inArray(candidates.id, part))),
    ),
  )
  return rows.flat() as (CandidateRecord & { id: string })[]
}

/** The corpus statistics for some terms: document count, average length, their document frequencies. */
export async function corpusStats(db: Db, businessId: string, terms: string[]): Promise<CorpusStats> {
  const [corpus, ...dfs] = await Promise.all([
    db.query.matchCorpus.findFirst({ where: eq(matchCorpus.businessId, businessId) }),
    ...chunked(terms, 90).map((part) =>
      db
        .select({ term: matchTerms.term, df: matchTerms.df })
        .from(matchTerms)
        .where(and(eq(matchTerms.businessId, businessId), inArray(matchTerms.term, part))),
    ),
  ])
  const docs = corpus?.docs ?? 0
  return {
    docs,
    avgLength: docs ? (corpus?.totalLength ?? 0) / docs : 1,
    df: Object.fromEntries(dfs.flat().map((r) => [r.term, r.df])),
  }
}

/** The statements that move the document frequencies and the corpus from one profile to another. */
function termStatements(db: Db, businessId: string, before: CandidateProfile | null, after: CandidateProfile | null) {
  const old = new Set(Object.keys(before?.terms ?? {}))
  const now = new Set(Object.keys(after?.terms ?? {}))
  const added = [...now].filter((t) => !old.has(t))
  const removed = [...old].filter((t) => !now.has(t))
  const statements: BatchItem<'sqlite'>[] = []
  for (const part of chunked(added, 45))
    statements.push(
      db
        .insert(matchTerms)
        .values(part.map((term) => ({ businessId, term, df: 1 })))
        .onConflictDoUpdate({
          target: [matchTerms.businessId, matchTerms.term],
          set: { df: sql`${matchTerms.df} + 1` },
        }),
    )
  for (const part of chunked(removed, 90))
    statements.push(
      db
        .update(matchTerms)
        .set({ df: sql`max(0, ${matchTerms.df} - 1)` })
        .where(and(eq(matchTerms.businessId, businessId), inArray(matchTerms.term, part))),
    )
  const docs = (after ? 1 : 0) - (before ? 1 : 0)
  const length = (after?.length ?? 0) - (before?.length ?? 0)
  if (docs || length)
    statements.push(
      db
        .insert(matchCorpus)
        .values({ businessId, docs: Math.max(0, docs), totalLength: Math.max(0, length) })
        .onConflictDoUpdate({
          target: matchCorpus.businessId,
          set: {
            docs: sql`max(0, ${matchCorpus.docs} + ${docs})`,
            totalLength: sql`max(0, ${matchCorpus.totalLength} + ${length})`,
          },
        }),
    )
  return statements
}

/**
 * Re-read one candidate and bring their profile, postings and the term statistics up to date
 * (or remove them when the candidate is gone). Answers the new profile and the text an
 * embedding model reads of them, or null.
 */
export async function indexCandidate(db: Db, businessId: string, candidateId: string) {
  const [[record], existing] = await Promise.all([
    candidateRecords(db, businessId, [candidateId]),
    db.query.matchProfiles.findFirst({
      where: and(eq(matchProfiles.businessId, businessId), eq(matchProfiles.candidateId, candidateId)),
    }),
  ])
  const profile = record ? candidateProfile(record) : null
  const before = existing?.profile ?? null
  const statements: BatchItem<'sqlite'>[] = [
    ...termStatements(db, businessId, before, profile),
    db
      .delete(matchPostings)
      .where(and(eq(matchPostings.businessId, businessId), eq(matchPostings.candidateId, candidateId))),
  ]
  if (profile) {
    statements.push(
      db
        .insert(matchProfiles)
        .values({ candidateId, businessId, profile, stale: false, indexedAt: new Date() })
        .onConflictDoUpdate({
          target: matchProfiles.candidateId,
          set: { profile, stale: false, indexedAt: new Date() },
        }),
      ...insertChunks(
        db,
        matchPostings,
        Object.keys(profile.terms)
          .filter(isPostingTerm)
          .map((term) => ({ businessId, term, candidateId })),
      ),
    )
  } else {
    statements.push(
      db
        .delete(matchProfiles)
        .where(and(eq(matchProfiles.businessId, businessId), eq(matchProfiles.candidateId, candidateId))),
      db
        .delete(matchScores)
        .where(and(eq(matchScores.businessId, businessId), eq(matchScores.candidateId, candidateId))),
      db
        .delete(matchSimilar)
        .where(and(eq(matchSimilar.businessId, businessId), eq(matchSimilar.candidateId, candidateId))),
    )
  }
  await runBatch(db, statements)
  return profile && record ? { profile, text: candidateText(record) } : null
}

/**
 * A job's compiled query from its record and the current corpus (and its embedding, with the
 * Workers AI ranker), or null when the job is gone.
 */
export async function compileOpportunity(
  db: Db,
  businessId: string,
  opportunityId: string,
  semantic: SemanticIndex | null = null,
) {
  const row = await db
    .select({
      title: opportunities.title,
      skills: opportunities.skills,
      experienceMin: opportunities.experienceMin,
      experienceMax: opportunities.experienceMax,
      workplace: opportunities.workplace,
      location: opportunities.location,
      description: opportunities.description,
      status: opportunities.status,
      departmentName: departments.name,
    })
    .from(opportunities)
    .leftJoin(departments, and(eq(departments.businessId, businessId), eq(departments.id, opportunities.departmentId)))
    .where(and(eq(opportunities.businessId, businessId), eq(opportunities.id, opportunityId)))
    .get()
  if (!row) return null
  const profile = jobProfile(row)
  const stats = await corpusStats(db, businessId, Object.keys(profile.query))
  const compiled = compileJob(profile, stats)
  if (semantic) compiled.vector = (await semantic.embed([jobText(row)]))[0]
  return { status: row.status, compiled }
}

/** Insert or update scores of one generation, then keep only its best MATCH_TOP_N. */
function scoreStatements(
  db: Db,
  businessId: string,
  opportunityId: string,
  generation: number,
  scored: { candidateId: string; match: Match }[],
): BatchItem<'sqlite'>[] {
  const rows = scored.map(({ candidateId, match }) => ({
    businessId,
    opportunityId,
    generation,
    candidateId,
    score: match.score,
    relevance: match.explanation.relevance.fit,
    explanation: match.explanation,
  }))
  const upserts = chunked(rows, 14).map((part) =>
    db
      .insert(matchScores)
      .values(part)
      .onConflictDoUpdate({
        target: [matchScores.opportunityId, matchScores.generation, matchScores.candidateId],
        set: {
          score: sql`excluded.score`,
          relevance: sql`excluded.relevance`,
          explanation: sql`excluded.explanation`,
        },
      }),
  )
  const sameGeneration = and(
    eq(matchScores.businessId, businessId),
    eq(matchScores.opportunityId, opportunityId),
    eq(matchScores.generation, generation),
  )
  const keep = db
    .select({ id: matchScores.candidateId })
    .from(matchScores)
    .where(sameGeneration)
    .orderBy(sql`${matchScores.score} desc`, sql`${matchScores.relevance} desc`, asc(matchScores.candidateId))
    .limit(MATCH_TOP_N)
  return [...upserts, db.delete(matchScores).where(and(sameGeneration, notInArray(matchScores.candidateId, keep)))]
}

/** The best of some scored candidates (the rest cannot enter a top MATCH_TOP_N list). */
export function best<T extends { match: Match }>(scored: T[], n = MATCH_TOP_N): T[] {
  return scored
    .sort(
      (a, b) => b.match.score - a.match.score || b.match.explanation.relevance.fit - a.match.explanation.relevance.fit,
    )
    .slice(0, n)
}

/**
 * Start rebuilding a job's ranking: compile its query, open a new generation, and answer the
 * first chunk to scan (null when the job is gone or finished: a finished job keeps its last list).
 */
export async function beginRefresh(
  db: Db,
  businessId: string,
  opportunityId: string,
  semantic: SemanticIndex | null = null,
) {
  const found = await compileOpportunity(db, businessId, opportunityId, semantic)
  if (!found) {
    await db.batch([
      db.delete(matchJobs).where(and(eq(matchJobs.businessId, businessId), eq(matchJobs.opportunityId, opportunityId))),
      db
        .delete(matchScores)
        .where(and(eq(matchScores.businessId, businessId), eq(matchScores.opportunityId, opportunityId))),
    ])
    return null
  }
  const current = await db.query.matchJobs.findFirst({
    where: and(eq(matchJobs.businessId, businessId), eq(matchJobs.opportunityId, opportunityId)),
  })
  if (isFinished(found.status) && current?.readyGeneration != null) {
    await db
      .update(matchJobs)
      .set({ status: 'ready' })
      .where(and(eq(matchJobs.businessId, businessId), eq(matchJobs.opportunityId, opportunityId)))
    return null
  }
  const generation = (current?.generation ?? 0) + 1
  const now = new Date()
  await db
    .insert(matchJobs)
    .values({
      opportunityId,
      businessId,
      compiled: found.compiled,
      generation,
      status: 'refreshing',
      cursor: '',
      scanned: 0,
      requestedAt: now,
    })
    .onConflictDoUpdate({
      target: matchJobs.opportunityId,
      set: { compiled: found.compiled, generation, status: 'refreshing', cursor: '', scanned: 0 },
    })
  return { opportunityId, generation, after: '' }
}

export type ScanStep = { opportunityId: string; generation: number; after: string }

/**
 * Score the next SCAN_CHUNK candidates (by id, after `after`) for one generation of a job's
 * ranking. A step that is not the job's current one (superseded, or delivered twice) does
 * nothing. Answers the next step, or null when the generation is complete (and now shown).
 */
export async function scanStep(db: Db, businessId: string, step: ScanStep): Promise<ScanStep | null> {
  const job = await db.query.matchJobs.findFirst({
    where: and(eq(matchJobs.businessId, businessId), eq(matchJobs.opportunityId, step.opportunityId)),
  })
  if (!job || job.generation !== step.generation || job.cursor !== step.after) return null
  const page = await db
    .select({ candidateId: matchProfiles.candidateId, profile: matchProfiles.profile })
    .from(matchProfiles)
    .where(and(eq(matchProfiles.businessId, businessId), gt(matchProfiles.candidateId, step.after)))
    .orderBy(asc(matchProfiles.candidateId))
    .limit(SCAN_CHUNK)
  const top = best(page.map((p) => ({ candidateId: p.candidateId, match: matchScore(job.compiled, p.profile) })))
  const last = page.at(-1)?.candidateId
  const done = page.length < SCAN_CHUNK
  const where = and(
    eq(matchJobs.businessId, businessId),
    eq(matchJobs.opportunityId, step.opportunityId),
    eq(matchJobs.generation, step.generation),
    eq(matchJobs.cursor, step.after),
  )
  const statements: BatchItem<'sqlite'>[] = [
    ...scoreStatements(db, businessId, step.opportunityId, step.generation, top),
    db
      .update(matchJobs)
      .set(
        done
          ? {
              cursor: null,
              scanned: sql`${matchJobs.scanned} + ${page.length}`,
              status: 'ready',
              readyGeneration: step.generation,
              refreshedAt: new Date(),
            }
          : { cursor: last, scanned: sql`${matchJobs.scanned} + ${page.length}` },
      )
      .where(where),
  ]
  if (done)
    statements.push(
      db
        .delete(matchScores)
        .where(
          and(
            eq(matchScores.businessId, businessId),
            eq(matchScores.opportunityId, step.opportunityId),
            ne(matchScores.generation, step.generation),
          ),
        ),
    )
  await runBatch(db, statements)
  return done || !last ? null : { ...step, after: last }
}

/**
 * A candidate changed: score them again against every job whose ranking is kept (not finished),
 * in the ready generation and in one being built, so no list waits for a full rebuild.
 */
export async function rescoreCandidate(
  db: Db,
  businessId: string,
  candidateId: string,
  profile: CandidateProfile,
  vector: number[] | null = null,
) {
  const jobs = await db
    .select({
      opportunityId: matchJobs.opportunityId,
      compiled: matchJobs.compiled,
      generation: matchJobs.generation,
      readyGeneration: matchJobs.readyGeneration,
      status: opportunities.status,
    })
    .from(matchJobs)
    .innerJoin(
      opportunities,
      and(eq(opportunities.businessId, businessId), eq(opportunities.id, matchJobs.opportunityId)),
    )
    .where(eq(matchJobs.businessId, businessId))
  const statements: BatchItem<'sqlite'>[] = []
  for (const job of jobs) {
    if (isFinished(job.status)) continue
    const compiled = job.compiled as CompiledJob
    const semantic = vector && compiled.vector ? cosine(vector, compiled.vector) : undefined
    const match = matchScore(compiled, profile, { semantic })
    const generations = new Set([job.generation, job.readyGeneration].filter((g): g is number => g !== null))
    for (const g of generations)
      statements.push(...scoreStatements(db, businessId, job.opportunityId, g, [{ candidateId, match }]))
  }
  await runBatch(db, statements)
}

/**
 * The Workers AI ranker's rebuild of a job's ranking, in one step: the job's nearest candidates
 * in Vectorize (its embedding was taken by beginRefresh), scored with the same structured fits
 * and semantic relevance, become the ready generation.
 */
export async function semanticRefresh(db: Db, businessId: string, step: ScanStep, semantic: SemanticIndex) {
  const job = await db.query.matchJobs.findFirst({
    where: and(eq(matchJobs.businessId, businessId), eq(matchJobs.opportunityId, step.opportunityId)),
  })
  if (!job || job.generation !== step.generation || job.cursor !== step.after || !job.compiled.vector) return
  const near = await semantic.nearest(businessId, job.compiled.vector)
  const cos = new Map(near.map((n) => [n.id, n.score]))
  const profiles = (
    await Promise.all(
      chunked([...cos.keys()], 90).map((ids) =>
        db
          .select({ candidateId: matchProfiles.candidateId, profile: matchProfiles.profile })
          .from(matchProfiles)
          .where(and(eq(matchProfiles.businessId, businessId), inArray(matchProfiles.candidateId, ids))),
      ),
    )
  ).flat()
  const scored = profiles.map((p) => ({
    candidateId: p.candidateId,
    match: matchScore(job.compiled, p.profile, { semantic: cos.get(p.candidateId) }),
  }))
  await runBatch(db, [
    ...scoreStatements(db, businessId, step.opportunityId, step.generation, best(scored)),
    db
      .update(matchJobs)
      .set({
        cursor: null,
        scanned: near.length,
        status: 'ready',
        readyGeneration: step.generation,
        refreshedAt: new Date(),
      })
      .where(
        and(
          eq(matchJobs.businessId, businessId),
          eq(matchJobs.opportunityId, step.opportunityId),
          eq(matchJobs.generation, step.generation),
        ),
      ),
    db
      .delete(matchScores)
      .where(
        and(
          eq(matchScores.businessId, businessId),
          eq(matchScores.opportunityId, step.opportunityId),
          ne(matchScores.generation, step.generation),
        ),
      ),
  ])
}
