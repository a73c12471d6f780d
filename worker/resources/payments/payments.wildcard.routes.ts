import { Hono } from 'hono'
import { transactions } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { download } from '../../lib/download'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { invoiceFile } from './invoices.service'
import { paymentListQuery, purchase } from './payments.schema'
import { listPayments, paymentMethods, plansForBusiness } from './payments.service'
import { purchaseAnswer } from './purchase.answer'
import { purchasePlan } from './purchase.service'

/** /wildcard/payments: the business's own plan, payments, invoices and cards on file. */
export const paymentRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('transactions.view'), validate('query', paymentListQuery), async (c) =>
    ok(c, 'Transactions fetched.', await listPayments(c.var, c.req.valid('query'))),
  )
  .get('/plans', staffCan('transactions.view'), async (c) => ok(c, 'Plans fetched.', await plansForBusiness(c.var)))
  .get('/payment-methods', staffCan('transactions.view'), async (c) =>
    ok(c, 'Payment methods fetched.', await paymentMethods(c.var)),
  )
  .post('/change-plan', staffCan('transactions.manage'), validate('json', purchase), async (c) => {
    const buyer = { businessId: c.var.business.id, channel: 'business' } as const
    return purchaseAnswer(c, await purchasePlan(c.var, buyer, c.req.valid('json')), 'business')
  })
  // Streams the PDF (Content-Disposition: attachment) rather than answering a link: see docs/billing.md.
  .get('/:id/invoice-link', staffCan('transactions.view'), owned(transactions, 'Transaction'), async (c) => {
    const { body, ...file } = await invoiceFile(c.var, c.req.param('id'))
    return download(body, file)
  })
