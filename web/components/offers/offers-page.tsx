import { useParams } from '@tanstack/react-router'
import { type JSX, lazy, Suspense } from 'react'

// Each page loads when it is opened; this module, which every first load names, stays tiny.
const MyOfferPage = lazy(() => import('./my-offer-page'))
const MyOffersPage = lazy(() => import('./my-offers-page'))

/** /candidates/offers: the candidate's offers; /candidates/offers/:id: one of them. */
export default function OffersPage(): JSX.Element {
  // Typed here, not inferred: the route's own type is made from this component's.
  const { id }: { id?: string } = useParams({ strict: false })
  return <Suspense fallback={null}>{id ? <MyOfferPage id={id} /> : <MyOffersPage />}</Suspense>
}
