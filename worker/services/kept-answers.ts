/**
 * Answers kept until the business's data changes (issue 22; docs/analytics.md, "Kept answers";
 * docs/scale.md, "Statements built once, answers kept"). An answer that depends only on the
 * business's own rows and the request (a report, a search page's ids) is kept per business and key
 * with the business's data version (data_versions: a random token that triggers replace on every
 * write to the tables those answers read, migration kept_answers), read before it was computed.
 * It is given again only while that version is still the business's: a write made while it was
 * being computed replaced the version, so the answer, though newer, is never given under the old one.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { builtOnce, sendBuilt } from '../db/built-once'
import type { Db } from '../db/client'
import { dataVersions, keptAnswers } from '../db/schema'
import { toSnakeKeys } from '../lib/case'
import type { JsonOf } from '../lib/envelope'

/**
 * This isolate's copies of kept answers it has read or kept, by business and key: while the row
 * in D1 is still the one copied (same version, same moment computed), its body is not read again.
 * A board's answer is tens of kilobytes, and reading it from D1 on every request was most of the
 * request. Bounded by size; the oldest copies go first.
 */
type Held = { version: string; computedAt: number; body: string }
const held = new Map<string, Held>()
const HELD_MAX_CHARS = 8_000_000
let heldChars = 0

function hold(id: string, copy: Held) {
  const before = held.get(id)
  if (before) heldChars -= before.body.length
  held.delete(id)
  if (copy.body.length > HELD_MAX_CHARS / 4) return
  held.set(id, copy)
  heldChars += copy.body.length
  for (const [oldest, { body }] of held) {
    if (heldChars <= HELD_MAX_CHARS) break
    held.delete(oldest)
    heldChars -= body.length
  }
}

const P = {
  business: sql.placeholder('business'),
  key: sql.placeholder('key'),
  heldVersion: sql.placeholder('heldVersion'),
  heldAt: sql.placeholder('heldAt'),
}

/** The business's version and its answer under the key at that version; the body only when not held here. */
const keptRead = builtOnce((db: Db) =>
  db
    .select({
      // One column named `version` only: D1 answers rows as objects, by column name.
      version: dataVersions.version,
      computedAt: keptAnswers.computedAt,
      validUntil: keptAnswers.validUntil,
      body: sql<
        string | null
      >`case when ${keptAnswers.version} = ${P.heldVersion} and ${keptAnswers.computedAt} = ${P.heldAt} then null else ${keptAnswers.body} end`,
    })
    .from(dataVersions)
    .leftJoin(
      keptAnswers,
      and(
        eq(keptAnswers.businessId, dataVersions.businessId),
        eq(keptAnswers.key, P.key),
        eq(keptAnswers.version, dataVersions.version),
      ),
    )
    .where(eq(dataVersions.businessId, P.business))
    .limit(1),
)

/**
 * One statement: the business's version, and the answer kept under `key` at that version (its
 * JSON, or null; null too once its `validUntil` has passed). Undefined for a business none of
 * whose rows was ever written (nothing to keep).
 */
async function keptAnswer(db: Db, businessId: string, key: string, now = Date.now()) {
  const id = `${businessId}\n${key}`
  const mine = held.get(id)
  const [[found]] = await sendBuilt(db, [
    keptRead({ business: businessId, key, heldVersion: mine?.version ?? '', heldAt: mine?.computedAt ?? -1 }),
  ])
  if (!found) return undefined
  const { version, computedAt, validUntil } = found
  if (!computedAt || (validUntil && validUntil.getTime() <= now)) return { version, body: null }
  const body = found.body ?? mine?.body ?? null
  if (found.body !== null) hold(id, { version, computedAt: computedAt.getTime(), body: found.body })
  return { version, body }
}

/**
 * Keep an answer computed at `version` (read before it was computed), until `validUntil` when
 * time alone changes it; answers of older versions go. Its JSON is returned, to be sent as it is.
 */
async function keepAnswer(
  db: Db,
  businessId: string,
  key: string,
  version: string,
  answer: unknown,
  validUntil: Date | null = null,
) {
  const kept = { version, body: JSON.stringify(answer), computedAt: new Date(), validUntil }
  await db.batch([
    db
      .insert(keptAnswers)
      .values({ businessId, key, ...kept })
      .onConflictDoUpdate({ target: [keptAnswers.businessId, keptAnswers.key], set: kept }),
    // Answers kept at an older version can never be given again.
    db.delete(keptAnswers).where(and(eq(keptAnswers.businessId, businessId), ne(keptAnswers.version, version))),
  ])
  hold(`${businessId}\n${key}`, { version, computedAt: kept.computedAt.getTime(), body: kept.body })
  return kept.body
}

/**
 * An answer as it leaves (snake_case JSON), kept under `key`: the kept one while the business's
 * version is the one it was computed at and its `validUntil` (if any) has not passed; else
 * `compute(now)` is run and its answer kept. For a business with no version yet, computed and not kept.
 */
export async function keptJson<T>(
  db: Db,
  businessId: string,
  key: string,
  compute: (now: number) => Promise<{ answer: T; validUntil?: number }>,
): Promise<JsonOf<T>> {
  const now = Date.now()
  const found = await keptAnswer(db, businessId, key, now)
  if (found?.body) return found.body
  const { answer, validUntil } = await compute(now)
  const json = toSnakeKeys(answer)
  if (!found) return JSON.stringify(json)
  return keepAnswer(db, businessId, key, found.version, json, validUntil === undefined ? null : new Date(validUntil))
}
