import { lazy, Suspense } from 'react'

// The offers card, its forms and dialogs load with the candidate page, not before it.
const OffersCard = lazy(() => import('./offers-card'))

/** The candidate page's offers (web/components/offers/offers-card.tsx), loaded when the page shows. */
export function OffersPanel({ candidateId }: { candidateId: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-muted" />}>
      <OffersCard candidateId={candidateId} />
    </Suspense>
  )
}
