import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, payments, plans, transactions } from '../../db/schema'
import { businessOrigin, hostConfig, protocolFor } from '../../hosts'
import { formatMoney, PLATFORM_LOCALE } from '../../lib/money'
import type { Scope } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import type { StoredMethod } from '../../providers/payments'
import { auditInsert } from '../../services/audit'
import { paymentReceiptMail } from '../../services/mail/admin-console-emails'
import { historyInsert } from '../../services/status-history'
import { issueInvoice, nextInvoiceNumber } from './invoices.service'

export type Transaction = typeof transactions.$inferSelect

/** Keep a card on file once (by the provider's reference) and make it the default. */
async function keepMethod(db: Db, businessId: string, provider: string, method: StoredMethod): Promise<string> {
  const found = await db.query.payments.findFirst({
    where: and(eq(payments.businessId, businessId), eq(payments.providerRef, method.ref)),
    columns: { id: true },
  })
  if (found) return found.id
  const [row] = await db
    .insert(payments)
    .values({
      businessId,
      provider,
      providerRef: method.ref,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      isDefault: true,
    })
    .returning({ id: payments.id })
  if (!row) throw new Error('The payment method was not stored.')
  await db
    .update(payments)
    .set({ isDefault: false })
    .where(and(eq(payments.businessId, businessId), ne(payments.id, row.id)))
  return row.id
}

/** A transaction named with its business: every settlement is scoped to the business it belongs to. */
export type TransactionRef = { id: string; businessId: string }
const ofBusiness = (tx: TransactionRef) => and(eq(transactions.businessId, tx.businessId), eq(transactions.id, tx.id))

/**
 * pending -> succeeded, exactly once: the UPDATE that claims the transaction also takes the
 * next invoice number, so a webhook and the purchase racing each other settle it once. Then
 * the business gets the plan, the history row is written, the invoice is issued and a
 * receipt e-mailed. Answers false when the transaction was no longer pending.
 */
export async function markSucceeded(
  scope: Scope,
  transaction: TransactionRef,
  result: { providerRef?: string | null; method?: StoredMethod },
): Promise<boolean> {
  const { db, env, actor, request } = scope
  const now = new Date()
  const [tx] = await db
    .update(transactions)
    .set({
      status: 'succeeded',
      invoiceNumber: nextInvoiceNumber(now),
      failureReason: null,
      ...(result.providerRef ? { providerRef: result.providerRef } : {}),
    })
    .where(and(ofBusiness(transaction), eq(transactions.status, 'pending')))
    .returning()
  if (!tx) return false
  const paymentId = result.method ? await keepMethod(db, tx.businessId, tx.provider, result.method) : tx.paymentId
  const [business, plan] = await Promise.all([
    db.query.businesses.findFirst({ where: eq(businesses.id, tx.businessId) }),
    tx.planId ? db.query.plans.findFirst({ where: eq(plans.id, tx.planId) }) : null,
  ])
  const planChange =
    tx.kind === 'subscription_renewal'
      ? { planRenewsAt: tx.periodEnd }
      : { planId: tx.planId, planStartedAt: tx.periodStart ?? now, planRenewsAt: tx.periodEnd }
  await db.batch([
    historyInsert(db, {
      businessId: tx.businessId,
      entity: 'transaction',
      entityId: tx.id,
      from: 'pending',
      to: 'succeeded',
      actor,
      meta: { providerRef: tx.providerRef },
    }),
    db.update(transactions).set({ paymentId }).where(ofBusiness(tx)),
    ...(plan
      ? [
          db.update(businesses).set(planChange).where(eq(businesses.id, tx.businessId)),
          auditInsert(db, {
            businessId: tx.businessId,
            actor,
            action: 'plan.changed',
            entity: 'business',
            entityId: tx.businessId,
            details: { from: business?.planId ?? null, to: plan.id, transactionId: tx.id, kind: tx.kind },
            request,
          }),
        ]
      : []),
  ])
  await issueInvoice(scope, tx.id)
  if (business && plan && tx.invoiceNumber) {
    const config = hostConfig(env)
    const billingUrl = `${businessOrigin(business.slug, 'business', config, protocolFor(config.mainDomain))}/admin/transactions`
    await sendMail(env, db, {
      to: business.email,
      businessId: business.id,
      ...paymentReceiptMail(
        business.name,
        plan.name,
        formatMoney(tx.amountCents, tx.currency, { locale: PLATFORM_LOCALE }),
        tx.invoiceNumber,
        billingUrl,
      ),
    })
  }
  return true
}

/** pending -> failed, once, with the provider's reason; nothing else changes. */
export async function markFailed(
  { db, actor }: Scope,
  transaction: TransactionRef,
  providerRef: string | null | undefined,
  reason: string,
): Promise<boolean> {
  const [tx] = await db
    .update(transactions)
    .set({ status: 'failed', failureReason: reason, ...(providerRef ? { providerRef } : {}) })
    .where(and(ofBusiness(transaction), eq(transactions.status, 'pending')))
    .returning({ id: transactions.id, businessId: transactions.businessId })
  if (!tx) return false
  await historyInsert(db, {
    businessId: tx.businessId,
    entity: 'transaction',
    entityId: tx.id,
    from: 'pending',
    to: 'failed',
    reason,
    actor,
  })
  return true
}

/** succeeded -> refunded, once (the provider refunded the charge); the invoice is re-issued as REFUNDED. */
export async function markRefunded(scope: Scope, transaction: TransactionRef, reason: string): Promise<boolean> {
  const { db, actor } = scope
  const [tx] = await db
    .update(transactions)
    .set({ status: 'refunded' })
    .where(and(ofBusiness(transaction), eq(transactions.status, 'succeeded')))
    .returning({ id: transactions.id, businessId: transactions.businessId })
  if (!tx) return false
  await historyInsert(db, {
    businessId: tx.businessId,
    entity: 'transaction',
    entityId: tx.id,
    from: 'succeeded',
    to: 'refunded',
    reason,
    actor,
  })
  await issueInvoice(scope, tx.id)
  return true
}
