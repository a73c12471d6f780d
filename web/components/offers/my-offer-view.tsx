import { isSignable } from '@worker/resources/offer-letters/offer-letters.schema'
import { Download, ShieldCheck, XCircle } from 'lucide-react'
import * as React from 'react'
import { ReasonDialog } from '@/components/candidates/reason-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { downloadMyOffer, type MyOffer, myOfferBlob, useDeclineOffer } from '@/lib/queries/offer-letters'
import { formatDay, formatMoment } from './offer-format'
import { OfferStatusBadge } from './offer-status-badge'
import { PdfViewer } from './pdf-viewer'
import { SignOfferPanel } from './sign-offer-panel'

/** Where the offer stands, in a sentence the candidate reads first. */
function standing(o: MyOffer) {
  switch (o.status) {
    case 'signed':
      return `You signed this offer on ${formatMoment(o.signed_at)}. Welcome aboard!`
    case 'declined':
      return `You declined this offer on ${formatMoment(o.declined_at)}.`
    case 'expired':
      return `This offer expired on ${formatDay(o.expires_on)} without a signature.`
    case 'revoked':
      return `${o.company} withdrew this offer on ${formatMoment(o.revoked_at)}.`
    default:
      return `Please read the letter below and sign it by ${formatDay(o.expires_on)}.`
  }
}

/** The candidate's offer: the terms, the letter itself drawn in the page, then sign or decline, or the signed file. */
export function MyOfferView({ offer, candidateId }: { offer: MyOffer; candidateId: string }) {
  const [declining, setDeclining] = React.useState(false)
  const decline = useDeclineOffer(offer.id)
  const signable = isSignable(offer.status)
  const facts: [string, string][] = [
    ['Position', offer.opportunity.title],
    ['Salary', offer.salary_text],
    ['Start date', formatDay(offer.start_date)],
    ['Sign by', formatDay(offer.expires_on)],
    ['From', offer.sent_by ? `${offer.sent_by.name}, ${offer.company}` : offer.company],
  ]
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="grid content-start gap-4 lg:col-span-3">
        <p className="flex flex-wrap items-center gap-2 text-sm" role="status" data-offer-standing>
          <OfferStatusBadge status={offer.status} />
          {standing(offer)}
        </p>
        <PdfViewer
          cacheKey={['my-offer', offer.id, offer.status]}
          load={() => myOfferBlob(offer.id)}
          title={offer.signed_at ? `${offer.title} (signed)` : offer.title}
        />
      </div>
      <div className="grid content-start gap-4 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>The offer</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {facts.map(([label, value]) => (
                <React.Fragment key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </React.Fragment>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              {offer.files.signed ? (
                <Button onClick={() => void downloadMyOffer(offer.id, 'signed')}>
                  <Download aria-hidden="true" />
                  Download signed PDF
                </Button>
              ) : (
                <Button variant="outline" onClick={() => void downloadMyOffer(offer.id, 'original')}>
                  <Download aria-hidden="true" />
                  Download PDF
                </Button>
              )}
              {signable && (
                <Button variant="ghost" className="text-destructive" onClick={() => setDeclining(true)}>
                  <XCircle aria-hidden="true" />
                  Decline offer
                </Button>
              )}
            </div>
            {offer.signed_sha256 && (
              <p className="mt-4 flex gap-2 text-xs text-muted-foreground">
                <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">
                  Anyone can check the signed file at <a href="/offers/verify">the verify page</a>. Its SHA-256 is{' '}
                  {offer.signed_sha256}.
                </span>
              </p>
            )}
            {offer.decline_reason && <p className="mt-3 text-sm">Your reason: “{offer.decline_reason}”</p>}
          </CardContent>
        </Card>
        {signable && <SignOfferPanel offer={offer} candidateId={candidateId} />}
      </div>
      <ReasonDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Decline this offer?"
        description={`${offer.company} is told you declined, with your reason. You cannot sign it afterwards.`}
        reasonLabel="Why are you declining?"
        required
        action="Decline offer"
        destructive
        pending={decline.isPending}
        onSubmit={(reason, done) => decline.mutate(reason ?? '', { onSuccess: done })}
      />
    </div>
  )
}
