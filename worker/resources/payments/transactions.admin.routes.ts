import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { requireAuth } from '../../middleware/session'
import { invoiceFile } from './invoices.service'
import { adminTransactionListQuery } from './payments.schema'
import { pdfDownload } from './purchase.answer'
import { listTransactions } from './transactions.service'

const admin = requireAuth('admin')

/**
 * /admin/transactions (outside the seed's contract, see docs/admin-console.md): every
 * business's payments for the platform admin's transactions screen, and their invoices.
 */
export const adminTransactionRoutes = new Hono<AppEnv>()
  .get('/', admin, validate('query', adminTransactionListQuery), async (c) =>
    ok(c, 'Transactions fetched.', await listTransactions(c.var.db, c.req.valid('query'))),
  )
  .get('/:id/invoice', admin, async (c) => pdfDownload(c, await invoiceFile(c.var.db, c.env, c.req.param('id'))))
