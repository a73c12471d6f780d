/**
 * Similar candidates, kept: a candidate's list is computed once (recall from the inverted index,
 * exact re-scoring) and kept with the business's index version, the newest profile's
 * `indexedAt`. While no candidate of the business has been (re-)indexed since and the candidate
 * has no pending change, the kept list is the answer: an index lookup and the listed people's
 * current names and titles, instead of reading thousands of postings. Anyone indexed since makes
 * every kept list of the business stale, so a list never misses a change the index has taken.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { matchProfiles, matchSimilar } from '../../db/schema'
import { SIMILAR_MAX } from '../../resources/opportunities/matching.schema'
import type { SimilarityExplanation } from './score'

/** How many are kept: the most a similar list may ask for. */
export const SIMILAR_KEPT = SIMILAR_MAX

export type KeptSimilar = { id: string; score: number; explanation: SimilarityExplanation }

/** The business's index version: the newest profile's indexing time (0 before any). */
export async function indexVersion(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ v: sql<number | null>`max(${matchProfiles.indexedAt})` })
    .from(matchProfiles)
    .where(eq(matchProfiles.businessId, businessId))
  return row?.v ?? 0
}

/** The kept list, when it still holds: same index version, and the candidate has no pending change. */
export async function keptSimilar(db: Db, businessId: string, candidateId: string): Promise<KeptSimilar[] | null> {
  const [row] = await db
    .select({ rows: matchSimilar.rows })
    .from(matchSimilar)
    .innerJoin(
      matchProfiles,
      and(eq(matchProfiles.businessId, businessId), eq(matchProfiles.candidateId, matchSimilar.candidateId)),
    )
    .where(
      and(
        eq(matchSimilar.businessId, businessId),
        eq(matchSimilar.candidateId, candidateId),
        eq(matchProfiles.stale, false),
        sql`${matchSimilar.version} = (select max(${matchProfiles.indexedAt}) from ${matchProfiles} where ${matchProfiles.businessId} = ${businessId})`,
      ),
    )
  return row?.rows ?? null
}

/** Keeps a freshly computed list (at most SIMILAR_KEPT) with the index version read before it was computed. */
export async function keepSimilar(
  db: Db,
  businessId: string,
  candidateId: string,
  version: number,
  rows: KeptSimilar[],
) {
  const values = { businessId, version, rows, computedAt: new Date() }
  await db
    .insert(matchSimilar)
    .values({ candidateId, ...values })
    .onConflictDoUpdate({ target: matchSimilar.candidateId, set: values })
}
