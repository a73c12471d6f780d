/**
 * Candidate search pages, kept until the business's data changes (docs/scale.md, "Kept search
 * pages"). A search of 100,000 candidates for a common word ("python": 22,000 of them) costs
 * two passes over its matches, one to count them and one to walk the list's order against them,
 * about 6 ms of SQL that D1 runs one statement at a time. The page's ids and the total depend only
 * on the business's candidates and applications and on the query, so they are kept with the
 * business's data version (data_versions, which triggers replace on every write) and read back
 * by key. The rows and their applications are always read fresh, by id.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dataVersions, keptSearches } from '../../db/schema'
import type { CandidateListQuery } from './candidates.schema'

/** What tells one kept page from another: the whole query (search, filters, sort, page, size). */
export const searchKey = (q: CandidateListQuery) =>
  JSON.stringify(Object.entries(q).sort(([a], [b]) => (a < b ? -1 : 1)))

/** The business's version, and the kept page's ids and total when it is kept at that version. */
export const keptLookup = (db: Db, businessId: string, key: string) =>
  db
    .select({ version: dataVersions.version, ids: keptSearches.ids, total: keptSearches.total })
    .from(dataVersions)
    .leftJoin(
      keptSearches,
      and(
        eq(keptSearches.businessId, dataVersions.businessId),
        eq(keptSearches.key, key),
        eq(keptSearches.version, dataVersions.version),
      ),
    )
    .where(eq(dataVersions.businessId, businessId))
    .limit(1)

/** Keep a page computed at `version` (read before it was computed), dropping pages of older versions. */
export async function keepSearch(
  db: Db,
  businessId: string,
  key: string,
  version: string,
  page: { ids: string[]; total: number },
) {
  const kept = { version, ids: JSON.stringify(page.ids), total: page.total, computedAt: new Date() }
  await db.batch([
    db
      .insert(keptSearches)
      .values({ businessId, key, ...kept })
      .onConflictDoUpdate({ target: [keptSearches.businessId, keptSearches.key], set: kept }),
    db.delete(keptSearches).where(and(eq(keptSearches.businessId, businessId), ne(keptSearches.version, version))),
  ])
}
