import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FileSignature } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { myOffersQuery } from '@/lib/queries/offer-letters'
import { formatDay } from './offer-format'
import { OfferStatusBadge } from './offer-status-badge'

/** The candidate's offers from this company, newest first. */
export default function MyOffers() {
  const { data, isPending, isError } = useQuery(myOffersQuery())
  if (isPending) return <LoadingState rows={2} columns={1} label="Loading your offers…" />
  return (
    <>
      <PageHeader
        title="Offers"
        description="Offer letters from this company: read them, sign them, keep the signed copy."
      />
      {isError ? (
        <EmptyState title="Your offers could not be loaded" description="Please try again in a moment." />
      ) : !data?.length ? (
        <EmptyState
          icon={FileSignature}
          title="No offers yet"
          description="When the company sends you an offer, it shows here."
        />
      ) : (
        <ul className="grid gap-4" aria-label="Your offers">
          {data.map((o) => (
            <li key={o.id}>
              <Card>
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <CardTitle>
                    <h2>
                      <Link to="/candidates/offers/{-$id}" params={{ id: o.id }} className="hover:underline">
                        {o.title}
                      </Link>
                    </h2>
                  </CardTitle>
                  <OfferStatusBadge status={o.status} />
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">
                  {o.salary_text} · starts {formatDay(o.start_date)}
                  {o.status === 'sent' || o.status === 'viewed' ? ` · sign by ${formatDay(o.expires_on)}` : ''}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
