import { type Context, Hono } from 'hono'
import { transactions } from '../../db/schema'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { owned } from '../../middleware/owned'
import { principalOf } from '../../middleware/session'
import { staffCan } from '../../middleware/staff'
import { invoiceFile } from './invoices.service'
import { purchase, transactionListQuery } from './payments.schema'
import { pdfDownload, purchaseAnswer } from './purchase.answer'
import { purchasePlan } from './purchase.service'
import { listTransactions, paymentMethods, plansForBusiness } from './transactions.service'

const businessId = (c: Context<any>) => businessOf(c.var.host).id

/** /wildcard/payments: the business's own plan, payments, invoices and cards on file. */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/', staffCan('transactions.view'), validate('query', transactionListQuery), async (c) =>
    ok(
      c,
      'Transactions fetched.',
      await listTransactions(c.var.db, { ...c.req.valid('query'), business_id: businessId(c) }),
    ),
  )
  .get('/plans', staffCan('transactions.view'), async (c) =>
    ok(c, 'Plans fetched.', await plansForBusiness(c.var.db, businessId(c))),
  )
  .get('/payment-methods', staffCan('transactions.view'), async (c) =>
    ok(c, 'Payment methods fetched.', await paymentMethods(c.var.db, businessId(c))),
  )
  .post('/change-plan', staffCan('transactions.manage'), validate('json', purchase), async (c) => {
    const actor = { kind: 'employee' as const, id: principalOf(c.var.principal, 'employee').id }
    return purchaseAnswer(
      c,
      await purchasePlan(
        c.var.db,
        c.env,
        { businessId: businessId(c), actor, channel: 'business' },
        c.req.valid('json'),
      ),
      'business',
    )
  })
  // Streams the PDF (Content-Disposition: attachment) rather than answering a link: see docs/billing.md.
  .get('/:id/invoice-link', staffCan('transactions.view'), owned(transactions, 'Transaction'), async (c) =>
    pdfDownload(c, await invoiceFile(c.var.db, c.env, c.req.param('id'))),
  )
