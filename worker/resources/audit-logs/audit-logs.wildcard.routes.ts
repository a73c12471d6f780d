import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { staffCan } from '../../middleware/staff'
import { auditLogQuery, supportAccessInput } from './audit-logs.schema'
import { auditActorOptions, listAuditLogs } from './audit-logs.service'
import { setSupportAccess, supportAccess } from './support-access.service'

const canView = staffCan('audit_logs.view')

/**
 * /wildcard/audit_logs (issue 21, outside the seed's contract): the business's audit log for
 * its owner and admins, its "who" filter, and the impersonation control (support access).
 */
export const auditLogRoutes = new Hono<BusinessEnv>()
  .get('/', canView, validate('query', auditLogQuery), async (c) =>
    ok(c, 'Audit log fetched.', await listAuditLogs(c.var, c.req.valid('query'))),
  )
  .get('/actors', canView, async (c) => ok(c, 'Actors fetched.', await auditActorOptions(c.var)))
  .get('/support-access', canView, async (c) => ok(c, 'Support access fetched.', await supportAccess(c.var)))
  .put('/support-access', staffCan('audit_logs.manage'), validate('json', supportAccessInput), async (c) => {
    const answer = await setSupportAccess(c.var, c.req.valid('json'))
    return ok(
      c,
      answer.allowed ? 'Platform support may sign in to your portal.' : 'Platform support access is turned off.',
      answer,
    )
  })
