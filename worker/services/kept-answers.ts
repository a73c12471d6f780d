/**
 * Answers kept until the business's data changes (issue 22; docs/analytics.md, "Kept answers";
 * docs/scale.md, "Statements built once, answers kept"). An answer that depends only on the
 * business's own rows and the request (a report, a search page's ids) is kept per business and key
 * with the business's data version (data_versions: a random token that triggers replace on every
 * write to the tables those answers read, migration kept_answers), read before it was computed.
 * It is given again only while that version is still the business's: a write made while it was
 * being computed replaced the version, so the answer, though newer, is never given under the old one.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { dataVersions, keptAnswers } from '../db/schema'

/**
 * One statement: the business's version, and the answer kept under `key` at that version (its
 * JSON, or null). Undefined for a business none of whose rows was ever written (nothing to keep).
 */
export async function keptAnswer(db: Db, businessId: string, key: string) {
  const [found] = await db
    .select({ version: dataVersions.version, body: keptAnswers.body })
    .from(dataVersions)
    .leftJoin(
      keptAnswers,
      and(
        eq(keptAnswers.businessId, dataVersions.businessId),
        eq(keptAnswers.key, key),
        eq(keptAnswers.version, dataVersions.version),
      ),
    )
    .where(eq(dataVersions.businessId, businessId))
    .limit(1)
  return found
}

/** Keep an answer computed at `version` (read before it was computed); answers of older versions go. */
export async function keepAnswer(db: Db, businessId: string, key: string, version: string, answer: unknown) {
  const kept = { version, body: JSON.stringify(answer), computedAt: new Date() }
  await db.batch([
    db
      .insert(keptAnswers)
      .values({ businessId, key, ...kept })
      .onConflictDoUpdate({ target: [keptAnswers.businessId, keptAnswers.key], set: kept }),
    // Answers kept at an older version can never be given again.
    db.delete(keptAnswers).where(and(eq(keptAnswers.businessId, businessId), ne(keptAnswers.version, version))),
  ])
}
