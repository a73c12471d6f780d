import { getTableColumns } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'

/** D1 refuses a statement with more bound parameters than this. */
export const D1_MAX_BOUND_PARAMS = 100

/** Rows for one table, in the order they must be inserted (parents before children). */
export type SeedEntry = { table: SQLiteTable; rows: Record<string, unknown>[] }

/** A typed entry: the rows are checked against the table's insert type here. */
export function rowsOf<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): SeedEntry {
  return { table, rows: rows as Record<string, unknown>[] }
}

/**
 * How many parameters one row binds. drizzle writes every column of the table into a
 * multi-row insert: a value given, or else the column's default / $defaultFn / $onUpdateFn,
 * each bound as a parameter; only a column with none of these becomes a literal `null`.
 * So the count is the table's columns minus the unset ones without any default, not the
 * row's keys.
 */
export function paramsPerRow(table: SQLiteTable, row: Record<string, unknown>): number {
  let count = 0
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const hasDefault =
      (column.default !== null && column.default !== undefined) ||
      column.defaultFn !== undefined ||
      column.onUpdateFn !== undefined
    if (row[key] !== undefined || hasDefault) count++
  }
  return count
}

/** Insert statements for `rows`, each binding at most D1_MAX_BOUND_PARAMS parameters. */
export function insertChunks<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): BatchItem<'sqlite'>[] {
  const statements: BatchItem<'sqlite'>[] = []
  let chunk: T['$inferInsert'][] = []
  let used = 0
  const flush = () => {
    if (chunk.length === 0) return
    statements.push(db.insert(table).values(chunk as never))
    chunk = []
    used = 0
  }
  for (const row of rows) {
    const cost = paramsPerRow(table, row as Record<string, unknown>)
    if (cost > D1_MAX_BOUND_PARAMS)
      throw new Error(`A row binds ${cost} parameters, more than D1 allows in one statement`)
    if (used + cost > D1_MAX_BOUND_PARAMS) flush()
    chunk.push(row)
    used += cost
  }
  flush()
  return statements
}

/** Every entry's insert statements, in order. */
export function entryStatements(db: Db, entries: SeedEntry[]): BatchItem<'sqlite'>[] {
  return entries.flatMap((e) => insertChunks(db, e.table, e.rows))
}
