/**
 * Statements drizzle builds once per isolate, which each request sends with its own values.
 *
 * Building a statement (drizzle walking its SQL chunks and columns) costs CPU on every request,
 * and on a hot endpoint with many statements it is most of the request: a job's board built its
 * 15 statements in a third of its CPU, profiled under load (issue 22, docs/scale.md). Such a
 * statement is written with drizzle as any other, with `sql.placeholder(name)` wherever a value
 * changes per request; its SQL and its row mapping are made on first use and kept, and each
 * request binds its values to its own D1 binding, sending its statements in one batch.
 */
import { fillPlaceholders } from 'drizzle-orm'
import { createDb, type Db } from './client'

/** drizzle only builds SQL on this binding: nothing is ever sent to it. */
const builder = createDb({ prepare: () => ({}) } as unknown as D1Database)

/** What drizzle's prepared D1 query gives: its SQL with placeholders, and its rows' mapping. */
type Prepared<T> = {
  getQuery(): { sql: string; params: unknown[] }
  mapAllResult(result: unknown, isFromBatch: true): T[]
}

/** A built statement with one request's values: what to send, and how to read its rows. */
export type Bound<T> = { statement: (db: Db) => ReturnType<D1Database['prepare']>; rows: (result: D1Result) => T[] }

/**
 * A select written against `db` (with placeholders), built on first use; call it with the
 * placeholders' values for a statement to send with sendBuilt.
 */
export function builtOnce<T>(build: (db: Db) => PromiseLike<T[]> & { prepare(): unknown }) {
  let prepared: Prepared<T> | undefined
  return (values: Record<string, unknown>): Bound<T> => {
    prepared ??= build(builder).prepare() as Prepared<T>
    const p = prepared
    return {
      statement: (db) => {
        const { sql, params } = p.getQuery()
        return db.$client.prepare(sql).bind(...fillPlaceholders(params, values))
      },
      rows: (result) => p.mapAllResult(result, true),
    }
  }
}

/** Send built statements in one round trip to D1 (a batch, when more than one), each answered as its rows. */
export async function sendBuilt<const B extends readonly Bound<unknown>[]>(
  db: Db,
  bound: B,
): Promise<{ [K in keyof B]: B[K] extends Bound<infer T> ? T[] : never }> {
  const statements = bound.map((b) => b.statement(db))
  const [only, ...more] = statements
  // One statement goes alone: a batch of one is a transaction around it, for nothing.
  const results = only && !more.length ? [await only.all()] : await db.$client.batch(statements)
  return bound.map((b, i) => b.rows(results[i] as D1Result)) as never
}
