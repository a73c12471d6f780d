import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { download } from '../../lib/download'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { anyInvoiceFile } from './invoices.service'
import { adminPaymentListQuery } from './payments.schema'
import { listAllPayments } from './payments.service'

/**
 * /admin/transactions (outside the seed's contract, see docs/admin-console.md): every
 * business's payments for the platform admin's Transactions screen, and their invoices. The
 * URL keeps the screen's name; the code says payments (docs/architecture.md).
 */
export const adminPaymentRoutes = new Hono<AppEnv>()
  .get('/', adminOnly(), validate('query', adminPaymentListQuery), async (c) =>
    ok(c, 'Transactions fetched.', await listAllPayments(c.var, c.req.valid('query'))),
  )
  .get('/:id/invoice', adminOnly(), async (c) => {
    const { body, ...file } = await anyInvoiceFile(c.var, c.req.param('id'))
    return download(body, file)
  })
