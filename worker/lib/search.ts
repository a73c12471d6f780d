import { type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'

/** 'a_b%' -> '%a\_b\%%': the text matched literally anywhere (escape char '\'). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The one text search of a list: true when any of the columns (or SQL expressions) contains the
 * term, case-insensitively (SQLite's LIKE) and literally (the term's own % and _ are not
 * wildcards). Undefined for an empty term, so it drops out of an `and(...)`.
 */
export function matchesText(term: string | null | undefined, ...columns: (SQLiteColumn | SQL)[]): SQL | undefined {
  const trimmed = term?.trim()
  if (!trimmed || !columns.length) return undefined
  const pattern = containing(trimmed)
  return sql`(${sql.join(
    columns.map((column) => sql`${column} like ${pattern} escape '\\'`),
    sql` or `,
  )})`
}
