/**
 * The candidate search: FTS5 over `candidates_fts` (migration 0007), kept in step with the
 * candidates by triggers. One word or several, each matched as a word prefix ("pyth" finds
 * Python, "grace liu" finds Grace Liu) in the name, e-mail, phone, skills or title; a phone
 * number finds the candidate from any run of its digits. The list, the export, the report and
 * the global search all search through here (docs/scale.md).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { BusinessScope } from '../../lib/scope'

/** At most this many words of a search are matched (the rest are ignored). */
export const MAX_SEARCH_WORDS = 8

/** The words of a search: runs of letters and digits (punctuation separates, as in the index). */
export const searchWords = (term: string) =>
  (term.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS)

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`

/** The business's token in the index: its id without hyphens, as the triggers write it. */
export const businessToken = (businessId: string) => `b${businessId.replaceAll('-', '')}`

/** The words of a search as FTS5 terms: every word as a prefix, in any of the indexed columns. */
function wordsQuery(term: string): string | undefined {
  const words = searchWords(term)
  if (!words.length) return undefined
  return `{name email phone skills title} : (${words.map((w) => `${quoted(w)}*`).join(' AND ')})`
}

/**
 * The FTS5 query of a search in one business: every word as a prefix, in any of the indexed
 * columns. Undefined when the search has no word (it then matches nothing).
 */
export function ftsQuery(businessId: string, term: string): string | undefined {
  const words = wordsQuery(term)
  return words && `business : ${quoted(businessToken(businessId))} AND ${words}`
}

/** Above this many matches the list walks its own order and tests each row against the matches. */
const WALK_ABOVE = 1_000

/**
 * Candidates of the scope's business matching the search, as a condition on `candidates`. With
 * many matches (`hits`, when known) the list walks its index in order and checks each row
 * against the matches (the `+` keeps SQLite from looking rows up by the matches and sorting
 * them all); with few, it reads the matches and sorts those. A walk reads only the business's
 * rows, so its set of matches need not name the business: intersecting the words with the
 * business's token (a posting for every one of its candidates) cost more than the walk itself
 * (issue 22: about 10 ms of a `python` search at 100,000 candidates).
 */
export function candidateSearch({ business }: BusinessScope, term: string, hits?: number): SQL {
  const walk = hits !== undefined && hits > WALK_ABOVE
  const query = walk ? wordsQuery(term) : ftsQuery(business.id, term)
  if (!query) return sql`0`
  const rowid = walk ? sql.raw('+"candidates"."rowid"') : sql.raw('"candidates"."rowid"')
  return sql`${rowid} in (select rowid from candidates_fts where candidates_fts match ${query})`
}

/** How many of the business's candidates match the search, as a query: counted in the index alone. */
export function searchCountQuery({ db, business }: BusinessScope, term: string) {
  const query = ftsQuery(business.id, term)
  return db
    .select({ n: sql<number>`count(*)` })
    .from(sql`candidates_fts`)
    .where(query ? sql`candidates_fts match ${query}` : sql`0`)
}

/** How many of the business's candidates match the search. */
export async function searchCount(scope: BusinessScope, term: string): Promise<number> {
  if (!ftsQuery(scope.business.id, term)) return 0
  const [row] = await searchCountQuery(scope, term)
  return Number(row?.n ?? 0)
}
