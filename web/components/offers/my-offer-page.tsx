import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { useAuth, userOf } from '@/lib/auth'
import { myOfferQuery } from '@/lib/queries/offer-letters'
import { MyOfferView } from './my-offer-view'

/** One offer (opening it tells the company it was viewed): read it in the page, sign or decline it. */
export default function MyOfferPage({ id }: { id: string }) {
  const user = userOf(useAuth(), 'candidate')
  const offer = useQuery(myOfferQuery(id))
  return (
    <>
      <Link
        to="/candidates/offers/{-$id}"
        params={{ id: undefined }}
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All offers
      </Link>
      {offer.isPending ? (
        <LoadingState rows={4} columns={2} label="Opening your offer…" />
      ) : offer.isError || !user ? (
        <EmptyState
          title="This offer could not be found"
          description="Open the link in the e-mail the company sent you."
        />
      ) : (
        <>
          <PageHeader title={offer.data.title} description={offer.data.company} />
          <MyOfferView offer={offer.data} candidateId={user.id} />
        </>
      )}
    </>
  )
}
