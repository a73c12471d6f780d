import { and, eq, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { createMiddleware } from 'hono/factory'
import { builtOnce, sendBuilt } from '../db/built-once'
import type { Db } from '../db/client'
import type { AppEnv } from '../env'
import { notFound } from '../lib/errors'
import { describeRoute } from '../lib/route-meta'
import { businessOf } from './host'

type Owned = SQLiteTable & { id: SQLiteColumn; businessId: SQLiteColumn }

/**
 * The record named by a path parameter must belong to this business: otherwise 404, before
 * any validation, so another business's record is indistinguishable from no record at all.
 * Services scope their own queries too; this makes the rule structural at the route.
 */
export function owned(table: Owned, what: string, param = 'id') {
  // Built once per isolate (db/built-once.ts): it runs before nearly every request on a record.
  const ownedRead = builtOnce((db: Db) =>
    db
      .select({ one: sql<number>`1` })
      .from(table as SQLiteTable)
      .where(and(eq(table.id, sql.placeholder('id')), eq(table.businessId, sql.placeholder('business'))))
      .limit(1),
  )
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const id = c.req.param(param)
    const business = businessOf(c.var.host)
    const [row] = id ? (await sendBuilt(c.var.db, [ownedRead({ id, business: business.id })]))[0] : []
    if (!row) throw notFound(what)
    await next()
  })
  return describeRoute(middleware, { kind: 'owned', param, what })
}
