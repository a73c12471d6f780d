import { newId } from '../../lib/ids'
import { payments, transactions } from '../schema'
import { rowsOf, type SeedEntry } from './batch'
import { type Clock, HOUR_MS, idAt, type SeedContext, stamps } from './context'

/** Monthly billing periods from `startedAt` up to the one that contains now. */
export function subscriptionPeriods(clock: Clock, startedAt: Date): { start: Date; end: Date }[] {
  const periods = []
  for (let start = startedAt; start <= clock.now; start = clock.addMonths(start, 1)) {
    periods.push({ start, end: clock.addMonths(start, 1) })
  }
  return periods
}

export type Subscription = {
  businessId: string
  planId: string
  priceCents: number
  startedAt: Date
  createdBy: string
  /** The first purchase attempt was declined before a working card was added. */
  declinedFirst?: boolean
}

/** A test-provider card on file and the plan's purchase and monthly renewals, for each business. */
export function billingEntries(ctx: SeedContext, subs: Subscription[]): SeedEntry[] {
  const { clock } = ctx
  const paymentRows = []
  const txRows = []
  for (const sub of subs) {
    const paymentId = newId(sub.startedAt.getTime() - HOUR_MS)
    paymentRows.push({
      id: paymentId,
      businessId: sub.businessId,
      provider: 'test',
      providerRef: 'pm_test_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: clock.now.getUTCFullYear() + 3,
      isDefault: true,
      ...stamps(new Date(sub.startedAt.getTime() - HOUR_MS)),
    })
    if (sub.declinedFirst) {
      const at = new Date(sub.startedAt.getTime() - 2 * HOUR_MS)
      const id = idAt(at)
      txRows.push({
        id,
        businessId: sub.businessId,
        planId: sub.planId,
        paymentId: null,
        amountCents: sub.priceCents,
        currency: 'USD',
        status: 'failed' as const,
        kind: 'plan_purchase' as const,
        provider: 'test',
        providerRef: `pi_test_${id.slice(-12)}`,
        failureReason: 'Your card was declined.',
        createdBy: sub.createdBy,
        ...stamps(at),
      })
    }
    for (const [i, period] of subscriptionPeriods(clock, sub.startedAt).entries()) {
      const id = idAt(period.start)
      txRows.push({
        id,
        businessId: sub.businessId,
        planId: sub.planId,
        paymentId,
        amountCents: sub.priceCents,
        currency: 'USD',
        status: 'succeeded' as const,
        kind: i === 0 ? ('plan_purchase' as const) : ('subscription_renewal' as const),
        provider: 'test',
        providerRef: `pi_test_${id.slice(-12)}`,
        periodStart: period.start,
        periodEnd: period.end,
        createdBy: i === 0 ? sub.createdBy : null,
        ...stamps(period.start),
      })
    }
  }

  // Invoice numbers run across the platform in date order: INV-<year>-0001, -0002 ...
  txRows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  let seq = 0
  const withInvoices = txRows.map((tx) =>
    tx.status === 'succeeded'
      ? { ...tx, invoiceNumber: `INV-${tx.createdAt.getUTCFullYear()}-${String(++seq).padStart(4, '0')}` }
      : tx,
  )
  return [rowsOf(payments, paymentRows), rowsOf(transactions, withInvoices)]
}
