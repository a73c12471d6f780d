import { OFFER_STATE_LABELS, type OfferState } from '@worker/resources/offer-letters/offer-states'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

const TONE: Record<OfferState, string> = {
  draft: 'bg-slate-100 text-slate-800 border-slate-200',
  sent: 'bg-sky-50 text-sky-900 border-sky-200',
  viewed: 'bg-indigo-50 text-indigo-900 border-indigo-200',
  signed: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  declined: 'bg-amber-50 text-amber-900 border-amber-200',
  expired: 'bg-zinc-100 text-zinc-700 border-zinc-200',
  revoked: 'bg-red-50 text-red-900 border-red-200',
}

/** An offer's state, in its words (offer-letters.schema) and colour. */
export function OfferStatusBadge({ status }: { status: OfferState }) {
  return (
    <Badge variant="outline" className={cn(TONE[status])} data-offer-status={status}>
      {OFFER_STATE_LABELS[status]}
    </Badge>
  )
}
