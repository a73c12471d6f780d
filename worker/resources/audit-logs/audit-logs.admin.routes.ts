import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { adminAuditActorsQuery, adminAuditLogQuery } from './audit-logs.schema'
import { adminAuditActorOptions, listAllAuditLogs } from './audit-logs.service'

/** /admin/audit_logs (issue 21, outside the seed's contract): every business's audit log, for the platform admin. */
export const adminAuditLogRoutes = new Hono<AppEnv>()
  .get('/', adminOnly(), validate('query', adminAuditLogQuery), async (c) =>
    ok(c, 'Audit log fetched.', await listAllAuditLogs(c.var, c.req.valid('query'))),
  )
  .get('/actors', adminOnly(), validate('query', adminAuditActorsQuery), async (c) =>
    ok(c, 'Actors fetched.', await adminAuditActorOptions(c.var, c.req.valid('query'))),
  )
