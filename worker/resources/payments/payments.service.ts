import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, payments, plans, transactions } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, PlatformScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { priceLabel } from '../plans/plans.schema'
import type { AdminPaymentListQuery, PaymentListQuery } from './payments.schema'
import { quote } from './pricing'

const row = {
  id: transactions.id,
  businessId: transactions.businessId,
  businessName: businesses.name,
  businessSlug: businesses.slug,
  planId: transactions.planId,
  planName: plans.name,
  amountCents: transactions.amountCents,
  currency: transactions.currency,
  status: transactions.status,
  kind: transactions.kind,
  provider: transactions.provider,
  providerRef: transactions.providerRef,
  failureReason: transactions.failureReason,
  invoiceNumber: transactions.invoiceNumber,
  periodStart: transactions.periodStart,
  periodEnd: transactions.periodEnd,
  cardBrand: payments.brand,
  cardLast4: payments.last4,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
}

/** A business's own payments, newest first, with plan and card (its Transactions screen). */
export const listPayments = ({ db, business }: BusinessScope, q: PaymentListQuery) =>
  queryPayments(db, { ...q, business_id: business.id })

/** Every business's payments (the platform console), or one business's when the query names it. */
export const listAllPayments = ({ db }: PlatformScope, q: AdminPaymentListQuery) => queryPayments(db, q)

/** Payments (the `transactions` table), newest first, with plan, business and card. */
async function queryPayments(db: Db, q: AdminPaymentListQuery) {
  const where = and(
    q.business_id ? eq(transactions.businessId, q.business_id) : undefined,
    q.status ? eq(transactions.status, q.status) : undefined,
    matchesText(q.search, transactions.invoiceNumber, businesses.name, plans.name, transactions.providerRef),
  )
  const sortColumn = q.sort === 'amount' ? transactions.amountCents : transactions.createdAt
  const base = db
    .select(row)
    .from(transactions)
    .innerJoin(businesses, eq(businesses.id, transactions.businessId))
    .leftJoin(plans, eq(plans.id, transactions.planId))
    .leftJoin(payments, eq(payments.id, transactions.paymentId))
    .where(where)
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(q.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(transactions.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ count: sql<number>`count(*)` })
      .from(transactions)
      .innerJoin(businesses, eq(businesses.id, transactions.businessId))
      .leftJoin(plans, eq(plans.id, transactions.planId))
      .where(where),
  ])
  return pageOf(
    rows.map((r) => ({ ...r, hasInvoice: !!r.invoiceNumber && (r.status === 'succeeded' || r.status === 'refunded') })),
    total?.count ?? 0,
    q,
  )
}

/** Cards on file: brand, last four digits and expiry; never a number, never the provider token. */
export const paymentMethods = ({ db, business }: BusinessScope) => methodsOf(db, business.id)

/** A business's cards on file, for the platform console. */
export const paymentMethodsOf = ({ db }: PlatformScope, businessId: string) => methodsOf(db, businessId)

async function methodsOf(db: Db, businessId: string) {
  const rows = await db.query.payments.findMany({
    where: eq(payments.businessId, businessId),
    orderBy: [desc(payments.isDefault), desc(payments.createdAt)],
  })
  const now = new Date()
  return rows.map((p) => ({
    id: p.id,
    provider: p.provider,
    brand: p.brand,
    last4: p.last4,
    expMonth: p.expMonth,
    expYear: p.expYear,
    isDefault: p.isDefault,
    expired:
      !!p.expYear &&
      !!p.expMonth &&
      (p.expYear < now.getUTCFullYear() || (p.expYear === now.getUTCFullYear() && p.expMonth < now.getUTCMonth() + 1)),
    createdAt: p.createdAt,
  }))
}

/** The plans this business may choose from (its Billing screen). */
export const plansForBusiness = ({ db, business }: BusinessScope) => plansWithQuotes(db, business.id)

/** The plans a business may choose from, for the platform console. */
export const plansOfBusiness = ({ db }: PlatformScope, businessId: string) => plansWithQuotes(db, businessId)

/** The plans a business may choose from (active ones, plus its current plan), with what each would cost now. */
async function plansWithQuotes(db: Db, businessId: string) {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) })
  if (!business) throw notFound('Business')
  const all = await db.query.plans.findMany({ orderBy: [asc(plans.sortOrder), asc(plans.priceCents)] })
  const current = all.find((p) => p.id === business.planId) ?? null
  const now = new Date()
  return {
    currentPlanId: business.planId,
    currentPlanName: current?.name ?? null,
    planStartedAt: business.planStartedAt,
    planRenewsAt: business.planRenewsAt,
    plans: all
      .filter((p) => p.status === 'active' || p.id === business.planId)
      .map((p) => {
        const q = quote(business, current, p, now)
        return {
          id: p.id,
          name: p.name,
          description: p.description,
          priceCents: p.priceCents,
          currency: p.currency,
          billingInterval: p.billingInterval,
          isFree: p.isFree,
          status: p.status,
          limits: p.limits,
          features: p.features,
          priceLabel: priceLabel(p),
          isCurrent: p.id === business.planId,
          dueNow: {
            kind: q.kind,
            amountCents: q.amountCents,
            creditCents: q.creditCents,
            currency: q.currency,
            periodStart: q.periodStart,
            periodEnd: q.periodEnd,
          },
        }
      }),
  }
}

/** A business's payments in brief, for the platform console: how many, what succeeded (per currency), the latest few. */
export async function paymentSummary({ db }: PlatformScope, businessId: string) {
  const [byStatus, revenue, recent] = await Promise.all([
    db
      .select({ status: transactions.status, count: sql<number>`count(*)` })
      .from(transactions)
      .where(eq(transactions.businessId, businessId))
      .groupBy(transactions.status),
    db
      .select({ currency: transactions.currency, amountCents: sql<number>`sum(${transactions.amountCents})` })
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.status, 'succeeded')))
      .groupBy(transactions.currency),
    queryPayments(db, { business_id: businessId, page: 1, limit: 5, order: 'desc' }),
  ])
  const counts = Object.fromEntries(byStatus.map((s) => [s.status, s.count]))
  return { count: byStatus.reduce((n, s) => n + s.count, 0), byStatus: counts, paid: revenue, recent: recent.rows }
}
