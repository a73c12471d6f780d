/**
 * The local D1 database as a plain SQLite file, for the load benchmark: found under a
 * `--persist-to` directory, written in bulk while no server has it open, and wrapped as a
 * D1 binding so the Worker's own services run their exact SQL on it and each statement is
 * timed (the "raw SQLite" column next to the HTTP figures).
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'
import { getTableName } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { createDb } from '../../../worker/db/client'

/** The D1 database file wrangler keeps under `<persistTo>/v3/d1/` (one database in wrangler.toml). */
export function d1File(persistTo: string): string {
  const dir = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found: ${files.join(', ') || 'none'}`)
  return join(dir, files[0]!)
}

/** Inserts rows of drizzle tables (property names, JS values) with drizzle's own SQL and value mapping. */
export class RowWriter {
  /** drizzle only builds SQL here: nothing is sent to this binding. */
  private readonly builder = createDb({} as D1Database)
  private readonly statements = new Map<string, StatementSync>()
  private readonly pending = new Map<SQLiteTable, Record<string, unknown>[]>()
  readonly counts = new Map<string, number>()

  constructor(
    private readonly db: DatabaseSync,
    private readonly rowsPerStatement = 40,
  ) {}

  add<T extends SQLiteTable>(table: T, row: T['$inferInsert']): void {
    const rows = this.pending.get(table) ?? []
    this.pending.set(table, rows)
    rows.push(row as Record<string, unknown>)
    if (rows.length >= this.rowsPerStatement) this.flushTable(table)
  }

  private flushTable(table: SQLiteTable): void {
    const rows = this.pending.get(table)
    if (!rows?.length) return
    const { sql, params } = this.builder
      .insert(table)
      .values(rows as never)
      .toSQL()
    const statement = this.statements.get(sql) ?? this.db.prepare(sql)
    this.statements.set(sql, statement)
    statement.run(...(params as SQLInputValue[]))
    const name = getTableName(table)
    this.counts.set(name, (this.counts.get(name) ?? 0) + rows.length)
    rows.length = 0
  }

  flush(): void {
    for (const table of this.pending.keys()) this.flushTable(table)
  }
}

/** A timing of the statements one service call ran. */
export type SqlTiming = { statements: number; ms: number }

/**
 * A D1 binding over a node:sqlite database, enough for drizzle's D1 driver (prepare, bind,
 * all, raw, run, first, batch). Every statement's execution time is added to `timing`.
 */
export function sqliteD1(db: DatabaseSync, timing: SqlTiming = { statements: 0, ms: 0 }) {
  const cache = new Map<string, StatementSync>()
  const prepared = (sql: string) => {
    const s = cache.get(sql) ?? db.prepare(sql)
    cache.set(sql, s)
    return s
  }
  // BENCH_SQL_TRACE=1 prints every statement with its time and query plan (finding slow SQL).
  const trace = process.env.BENCH_SQL_TRACE === '1'
  const timed = <T>(run: () => T, sql = '', params: SQLInputValue[] = []): T => {
    const started = performance.now()
    try {
      return run()
    } finally {
      const took = performance.now() - started
      timing.ms += took
      timing.statements++
      if (trace) {
        const plan = db.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[]
        console.log(`${took.toFixed(2)} ms  ${sql.slice(0, 300)}\n    ${plan.map((p) => p.detail).join('\n    ')}`)
      }
    }
  }
  const normalise = (params: unknown[]) =>
    params.map((p) => (typeof p === 'boolean' ? Number(p) : p === undefined ? null : p)) as SQLInputValue[]

  const statement = (sql: string, params: unknown[] = []) => ({
    bind: (...next: unknown[]) => statement(sql, next),
    all: async () => {
      const s = prepared(sql)
      s.setReturnArrays(false)
      return { results: timed(() => s.all(...normalise(params)), sql, normalise(params)), success: true, meta: {} }
    },
    raw: async () => {
      const s = prepared(sql)
      s.setReturnArrays(true)
      return timed(() => s.all(...normalise(params)), sql, normalise(params)) as unknown as unknown[][]
    },
    first: async () => {
      const s = prepared(sql)
      s.setReturnArrays(false)
      return timed(() => s.get(...normalise(params)), sql, normalise(params)) ?? null
    },
    run: async () => {
      const s = prepared(sql)
      const result = timed(() => s.run(...normalise(params)), sql, normalise(params))
      return { results: [], success: true, meta: { changes: Number(result.changes) } }
    },
  })
  type Statement = ReturnType<typeof statement>
  const binding = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: Statement[]) => {
      const results = []
      for (const s of statements) results.push(await s.all())
      return results
    },
  }
  return { d1: binding as unknown as D1Database, timing }
}
