import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'

/**
 * POST {area}/health_check: the Worker answers and the database answers. Used by uptime
 * checks of each host; a failing database is a 503 envelope, not a 500.
 */
export const healthRoutes = new Hono<AppEnv>().post('/health_check', async (c) => {
  const started = Date.now()
  try {
    await c.var.db.run(sql`select 1`)
  } catch {
    throw new ApiError(503, 'Database is not reachable.')
  }
  const host = c.var.host
  return ok(c, 'OK', {
    status: 'ok',
    host: host.kind,
    business:
      host.kind === 'main' ? null : host.business ? { slug: host.business.slug, name: host.business.name } : null,
    database_ms: Date.now() - started,
    time: new Date().toISOString(),
  })
})
