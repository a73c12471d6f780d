import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
} from 'drizzle-orm'
import { DrizzleD1Database, SQLiteD1Session } from 'drizzle-orm/d1'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'

/**
 * What drizzle(d1, { schema, casing }) makes on every call, made once per isolate: the schema's
 * relations (read from every table again on each call) and the dialect with its column-name
 * cache. Per request only the session is new, around that request's own D1 binding (bindings
 * belong to their request). Issue 22: rebuilding the relations was 7% of a list request's CPU and
 * filling the cold cache about 3%, profiled under load with the inspector (docs/scale.md).
 */
const relational = extractTablesRelationalConfig(schema, createTableRelationsHelpers)
type Tables = ExtractTablesWithRelations<typeof schema>
const shape = {
  fullSchema: schema,
  schema: relational.tables as Tables,
  tableNamesMap: relational.tableNamesMap,
} satisfies RelationalSchemaConfig<Tables>
const dialect = new SQLiteAsyncDialect({ casing: 'snake_case' })

function wrap(d1: D1Database) {
  const session = new SQLiteD1Session<typeof schema, Tables>(d1, dialect, shape, {})
  return Object.assign(new DrizzleD1Database<typeof schema>('async', dialect, session, shape), { $client: d1 })
}

export type Db = ReturnType<typeof wrap>

/**
 * The database on a D1 binding: one per binding object, which holds no state of its own (a
 * binding the runtime hands every request alike is wrapped once; drizzle's constructor builds a
 * query builder per table, 2% of a request's CPU under load).
 */
const wrapped = new WeakMap<D1Database, Db>()
export function createDb(d1: D1Database): Db {
  const known = wrapped.get(d1)
  if (known) return known
  const db = wrap(d1)
  wrapped.set(d1, db)
  return db
}
export { schema }
