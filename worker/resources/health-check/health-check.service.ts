import { sql } from 'drizzle-orm'
import type { Host } from '../../hosts'
import { ApiError } from '../../lib/errors'
import type { Scope } from '../../lib/scope'

/** The Worker answers and the database answers; a failing database is a 503, not a 500. */
export async function healthOf({ db }: Scope, host: Host) {
  const started = Date.now()
  try {
    await db.run(sql`select 1`)
  } catch {
    throw new ApiError(503, 'Database is not reachable.')
  }
  return {
    status: 'ok' as const,
    host: host.kind,
    business:
      host.kind === 'main' ? null : host.business ? { slug: host.business.slug, name: host.business.name } : null,
    databaseMs: Date.now() - started,
    time: new Date().toISOString(),
  }
}
