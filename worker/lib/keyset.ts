/**
 * A query read a page at a time in its own order by keyset: each page starts after the previous
 * page's last sort key (the keys end with the id, so every row has a distinct key and nothing is
 * skipped or repeated), so no page costs more than the first and one page is in memory. The
 * exports stream their rows this way (docs/scale.md, Exports).
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm'
import { ApiError } from './errors'

/** Rows a page reads: about 1 MB of JSON from D1, and 100 pages cover 100,000 rows. */
export const EXPORT_PAGE_ROWS = 1000
/**
 * D1 answers at most 1,000 queries in one Worker invocation: an export needs one a page (and
 * one to count), so this is the largest export one request can stream. Larger ones are refused
 * with a message to narrow the filters (never cut silently).
 */
export const EXPORT_MAX_PAGES = 900
export const EXPORT_MAX_ROWS = EXPORT_MAX_PAGES * EXPORT_PAGE_ROWS

/** An export of more rows than one request can stream is refused (422), never cut short. */
export function assertExportable(rows: number) {
  if (rows > EXPORT_MAX_ROWS)
    throw new ApiError(
      422,
      `This export would have ${rows.toLocaleString('en-US')} rows; one file holds at most ${EXPORT_MAX_ROWS.toLocaleString('en-US')}. Narrow the filters and export in parts.`,
    )
}

/** One page's query: select the row plus `keyColumns`, filter by `seek`, order by `orderBy`, at most `limit`. */
export type PageRead<T> = (page: {
  keyColumns: Record<string, SQL>
  seek: SQL | undefined
  orderBy: SQL[]
  limit: number
}) => Promise<T[]>

/** The rows of `read` in the order of `keys`, `pageRows` at a time, at most `max` in all, without the key columns. */
export async function* keysetPages<T extends Record<string, unknown>>(
  keys: SQL[],
  descending: boolean,
  read: PageRead<T>,
  { pageRows = EXPORT_PAGE_ROWS, max = Number.POSITIVE_INFINITY } = {},
): AsyncGenerator<T[]> {
  // Selected as the driver answers them, so the next seek compares like with like.
  const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, k])) as Record<string, SQL>
  const orderBy = keys.map((k) => (descending ? desc(k) : asc(k)))
  let after: unknown[] | null = null
  let sent = 0
  while (sent < max) {
    // (k0, k1, ...) < (?, ?, ...): SQLite compares row values in order, as the ORDER BY does.
    const seek: SQL | undefined = after
      ? sql`(${sql.join(keys, sql`, `)}) ${descending ? sql`<` : sql`>`} (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : undefined
    const rows = await read({ keyColumns, seek, orderBy, limit: Math.min(pageRows, max - sent) })
    if (!rows.length) return
    const last = rows[rows.length - 1] as Record<string, unknown>
    after = keys.map((_, i) => last[`k${i}`])
    sent += rows.length
    yield rows.map((r) => {
      const row: Record<string, unknown> = { ...r }
      for (const name of Object.keys(keyColumns)) delete row[name]
      return row as T
    })
    if (rows.length < pageRows) return
  }
}
