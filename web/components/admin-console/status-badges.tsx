import { BUSINESS_STATUS_LABELS } from '@worker/resources/businesses/businesses.schema'
import { PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS } from '@worker/resources/payments/payments.schema'
import { Badge } from '@/components/ui/badge'
import type { BusinessStatus } from '@/lib/queries/admin-console'
import type { TransactionStatus } from '@/lib/queries/billing'
import { cn } from '@/lib/utils'

const TONES = {
  green: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  amber: 'border-amber-300 bg-amber-50 text-amber-800',
  red: 'border-red-300 bg-red-50 text-red-800',
  grey: 'border-zinc-300 bg-zinc-100 text-zinc-700',
  blue: 'border-sky-300 bg-sky-50 text-sky-800',
} as const

/** The labels are the API's (businesses.schema, payments.schema), written once; the tones are the screen's. */
export { BUSINESS_STATUS_LABELS }
export const TRANSACTION_STATUS_LABELS = PAYMENT_STATUS_LABELS
export const KIND_LABELS: Record<string, string> = PAYMENT_KIND_LABELS

const BUSINESS_TONES: Record<BusinessStatus, keyof typeof TONES> = {
  pending_verification: 'amber',
  active: 'green',
  suspended: 'red',
  inactive: 'grey',
}

const TRANSACTION_TONES: Record<TransactionStatus, keyof typeof TONES> = {
  pending: 'amber',
  succeeded: 'green',
  failed: 'red',
  refunded: 'blue',
}

export function BusinessStatusBadge({ status, className }: { status: BusinessStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[BUSINESS_TONES[status]], className)}>
      {BUSINESS_STATUS_LABELS[status]}
    </Badge>
  )
}

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge variant="outline" className={TONES[TRANSACTION_TONES[status]]}>
      {TRANSACTION_STATUS_LABELS[status]}
    </Badge>
  )
}

/** '12 Mar 2026' in the reader's locale. */
export const shortDate = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)) : '—'

/** A limit as read: a number, or 'Unlimited'. */
export const limitLabel = (n: number | null | undefined) =>
  n === null || n === undefined ? 'Unlimited' : new Intl.NumberFormat().format(n)
