import { useQuery } from '@tanstack/react-query'
import { OPEN_OFFER_STATES } from '@worker/resources/offer-letters/offer-states'
import { FileSignature } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { candidateOffersQuery } from '@/lib/queries/offer-letters'
import { OfferDraftDialog } from './offer-draft-dialog-lazy'

// An offer's row (its actions, preview, files and audit trail) loads once the candidate has an
// offer: most candidates' pages show none, so their first load does without it (issue 22).
const OfferItem = React.lazy(() => import('./offer-item').then((m) => ({ default: m.OfferItem })))

/**
 * The candidate page's offers (for staff who may send offers): each offer with its state,
 * preview, send, revoke, files and audit trail, and "Draft offer" for an application without
 * an open one.
 */
export default function OffersCard({ candidateId }: { candidateId: string }) {
  const offers = useQuery(candidateOffersQuery(candidateId))
  const [drafting, setDrafting] = React.useState(false)
  const rows = offers.data?.rows ?? []
  const openApps = new Set(
    rows.filter((o) => (OPEN_OFFER_STATES as readonly string[]).includes(o.status)).map((o) => o.application_id),
  )
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Offers</CardTitle>
        <Button size="sm" onClick={() => setDrafting(true)}>
          <FileSignature aria-hidden="true" />
          Draft offer
        </Button>
      </CardHeader>
      <CardContent>
        {offers.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : offers.isError ? (
          <p className="text-sm text-destructive">{offers.error.message}</p>
        ) : rows.length ? (
          <React.Suspense fallback={<Skeleton className="h-16 w-full" />}>
            <ul className="divide-y rounded-md border" aria-label="Offers">
              {rows.map((offer) => (
                <OfferItem key={offer.id} offer={offer} candidateId={candidateId} />
              ))}
            </ul>
          </React.Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">No offer yet. Draft one when the candidate is ready.</p>
        )}
        {openApps.size > 0 && (
          <p className="mt-2 text-xs text-muted-foreground">
            An application has one open offer at a time: revoke it to draft another.
          </p>
        )}
      </CardContent>
      <OfferDraftDialog candidateId={candidateId} open={drafting} onOpenChange={setDrafting} />
    </Card>
  )
}
