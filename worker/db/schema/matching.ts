/**
 * The matching index (docs/matching.md): derived data, rebuilt from candidates and opportunities
 * by the queue's matching jobs. No foreign keys on purpose: a candidate or job is deleted by its
 * own service, and the matching job that follows removes what was derived from it; lists join
 * the live tables, so a deleted record never shows in between.
 */
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { CandidateProfile } from '../../services/matching/profile'
import type { CompiledJob, MatchExplanation, SimilarityExplanation } from '../../services/matching/score'
import { bool, json, timestamp } from './columns'

/** One candidate's profile as matching reads it (skills, titles, years, place, BM25 terms). */
export const matchProfiles = sqliteTable(
  'match_profiles',
  {
    candidateId: text().primaryKey(),
    businessId: text().notNull(),
    profile: json<CandidateProfile>().notNull(),
    /** The candidate changed and the queue has not re-indexed them yet: their scores may be stale. */
    stale: bool().notNull().default(false),
    indexedAt: timestamp().notNull(),
  },
  (t) => [
    index('match_profiles_business_idx').on(t.businessId, t.candidateId),
    index('match_profiles_stale_idx').on(t.businessId, t.stale),
    // The business's newest profile: the version a kept similar list is checked against.
    index('match_profiles_indexed_idx').on(t.businessId, t.indexedAt),
  ],
)

/**
 * A candidate's similar candidates as last computed (the best SIMILAR_KEPT, scored and
 * explained), kept while the business's index is as it was then: `version` is the newest
 * profile's `indexedAt` at the time, so any candidate (re-)indexed since makes it stale.
 */
export const matchSimilar = sqliteTable('match_similar', {
  candidateId: text().primaryKey(),
  businessId: text().notNull(),
  version: integer().notNull(),
  rows: json<{ id: string; score: number; explanation: SimilarityExplanation }[]>().notNull(),
  computedAt: timestamp().notNull(),
})

/** Inverted index of the terms that make candidates alike (skills, title words): term → candidates. */
export const matchPostings = sqliteTable(
  'match_postings',
  {
    businessId: text().notNull(),
    term: text().notNull(),
    candidateId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.term, t.candidateId] }),
    index('match_postings_candidate_idx').on(t.businessId, t.candidateId),
  ],
)

/** Document frequency of every BM25 term in a business's candidates. */
export const matchTerms = sqliteTable(
  'match_terms',
  {
    businessId: text().notNull(),
    term: text().notNull(),
    df: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.term] })],
)

/** Per business: how many candidate documents, and their total length (for BM25's average length). */
export const matchCorpus = sqliteTable('match_corpus', {
  businessId: text().primaryKey(),
  docs: integer().notNull().default(0),
  totalLength: integer().notNull().default(0),
})

export const MATCH_JOB_STATES = ['refreshing', 'ready'] as const

/**
 * One job's ranking: the compiled query, and which generation of its scores is complete. A
 * refresh writes generation `generation` chunk by chunk (`cursor`: the last candidate id scanned)
 * while lists keep reading `readyGeneration`; the last chunk makes it the ready one.
 */
export const matchJobs = sqliteTable(
  'match_jobs',
  {
    opportunityId: text().primaryKey(),
    businessId: text().notNull(),
    compiled: json<CompiledJob>().notNull(),
    generation: integer().notNull(),
    readyGeneration: integer(),
    status: text({ enum: MATCH_JOB_STATES }).notNull(),
    cursor: text(),
    scanned: integer().notNull().default(0),
    requestedAt: timestamp().notNull(),
    refreshedAt: timestamp(),
  },
  (t) => [index('match_jobs_business_idx').on(t.businessId)],
)

/** The best candidates of a job (at most MATCH_TOP_N per generation), with score and explanation. */
export const matchScores = sqliteTable(
  'match_scores',
  {
    businessId: text().notNull(),
    opportunityId: text().notNull(),
    generation: integer().notNull(),
    candidateId: text().notNull(),
    score: integer().notNull(),
    /** Ties broken by text relevance, then by candidate id. */
    relevance: real().notNull().default(0),
    explanation: json<MatchExplanation>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.opportunityId, t.generation, t.candidateId] }),
    index('match_scores_rank_idx').on(t.businessId, t.opportunityId, t.generation, t.score, t.relevance),
    index('match_scores_candidate_idx').on(t.businessId, t.candidateId),
  ],
)
