import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, payments, plans, transactions } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { type BusinessScope, type PlatformScope, type Scope, SYSTEM } from '../../lib/scope'
import { enqueue, registerJob } from '../../queues'
import { renderInvoicePdf } from './invoice-pdf'

export const INVOICE_JOB = 'billing.invoice'

export const invoiceKey = (businessId: string, transactionId: string) => `invoices/${businessId}/${transactionId}.pdf`

/**
 * The next invoice number, computed inside the UPDATE that claims it: INV-<year>-<n>, where n
 * runs across the platform (one statement, so two payments can never take the same number).
 */
export const nextInvoiceNumber = (at: Date) =>
  sql<string>`(select 'INV-' || ${String(at.getUTCFullYear())} || '-' || printf('%04d', coalesce(max(cast(substr(invoice_number, 10) as integer)), 0) + 1) from transactions where invoice_number like 'INV-%')`

type Transaction = typeof transactions.$inferSelect

async function paymentWhere(db: Db, where: SQL | undefined) {
  const tx = await db.query.transactions.findFirst({ where })
  if (!tx) throw notFound('Transaction')
  return tx
}

/**
 * Make sure the payment's invoice PDF is in R2 and current (a refund re-issues it marked
 * REFUNDED). Idempotent: the queue consumer, the download and the purchase all call it.
 */
async function ensureInvoice({ db, env }: Scope, tx: Transaction): Promise<{ key: string; invoiceNumber: string }> {
  if (!tx.invoiceNumber || (tx.status !== 'succeeded' && tx.status !== 'refunded')) {
    throw new ApiError(409, 'There is no invoice for this transaction: the payment did not go through.')
  }
  const key = invoiceKey(tx.businessId, tx.id)
  const head = await env.FILES.head(key)
  if (head?.customMetadata?.status === tx.status) return { key, invoiceNumber: tx.invoiceNumber }

  const [business, plan, method] = await Promise.all([
    db.query.businesses.findFirst({ where: eq(businesses.id, tx.businessId) }),
    tx.planId ? db.query.plans.findFirst({ where: eq(plans.id, tx.planId) }) : null,
    tx.paymentId
      ? db.query.payments.findFirst({
          where: and(eq(payments.id, tx.paymentId), eq(payments.businessId, tx.businessId)),
        })
      : null,
  ])
  if (!business) throw notFound('Business')
  const pdf = await renderInvoicePdf({
    invoiceNumber: tx.invoiceNumber,
    status: tx.status,
    issuedAt: tx.updatedAt,
    business: {
      name: business.name,
      email: business.email,
      address: business.address,
      country: business.country,
      slug: business.slug,
    },
    plan: plan ? { name: plan.name, interval: plan.billingInterval } : null,
    kind: tx.kind,
    periodStart: tx.periodStart,
    periodEnd: tx.periodEnd,
    amountCents: tx.amountCents,
    currency: tx.currency,
    method: method ? { brand: method.brand, last4: method.last4 } : null,
    provider: tx.provider,
    providerRef: tx.providerRef,
    transactionId: tx.id,
  })
  await env.FILES.put(key, pdf, {
    httpMetadata: { contentType: 'application/pdf' },
    customMetadata: { invoiceNumber: tx.invoiceNumber, status: tx.status, transactionId: tx.id },
  })
  if (tx.invoiceKey !== key)
    await db
      .update(transactions)
      .set({ invoiceKey: key })
      .where(and(eq(transactions.businessId, tx.businessId), eq(transactions.id, tx.id)))
  return { key, invoiceNumber: tx.invoiceNumber }
}

/** Generate now (a payment just settled); if that fails, leave it to the queue, which retries with back-off. */
export async function issueInvoice(scope: Scope, transactionId: string) {
  try {
    await ensureInvoice(scope, await paymentWhere(scope.db, eq(transactions.id, transactionId)))
  } catch (err) {
    console.error(
      JSON.stringify({
        level: 'warn',
        msg: 'invoice generation deferred to the queue',
        transactionId,
        error: String(err),
      }),
    )
    await enqueue(scope.env, { kind: INVOICE_JOB, payload: { transactionId } })
  }
}

/** The invoice's PDF as a file (generated on first request when it is not in R2 yet). */
async function invoiceOf(scope: Scope, tx: Transaction) {
  const { key, invoiceNumber } = await ensureInvoice(scope, tx)
  const object = await scope.env.FILES.get(key)
  if (!object) throw notFound('Invoice')
  return { body: object.body, size: object.size, fileName: `${invoiceNumber}.pdf`, contentType: 'application/pdf' }
}

/** The invoice of one of this business's payments (another business's is 404). */
export const invoiceFile = async (scope: BusinessScope, transactionId: string) =>
  invoiceOf(
    scope,
    await paymentWhere(
      scope.db,
      and(eq(transactions.id, transactionId), eq(transactions.businessId, scope.business.id)),
    ),
  )

/** The invoice of any business's payment, for the platform console. */
export const anyInvoiceFile = async (scope: PlatformScope, transactionId: string) =>
  invoiceOf(scope, await paymentWhere(scope.db, eq(transactions.id, transactionId)))

registerJob(INVOICE_JOB, async (payload, { env, db }) => {
  const id = String(payload.transactionId ?? '')
  const tx = id ? await db.query.transactions.findFirst({ where: eq(transactions.id, id) }) : undefined
  // Nothing to issue (gone, or the payment did not go through): acknowledge, do not retry.
  if (!tx?.invoiceNumber || (tx.status !== 'succeeded' && tx.status !== 'refunded')) return
  await ensureInvoice({ db, env, actor: SYSTEM }, tx)
})
