import { isSignable } from '@worker/resources/offer-letters/offer-states'
import { Download, Eye, MailPlus, Send, SquarePen, Undo2 } from 'lucide-react'
import * as React from 'react'
import { ReasonDialog } from '@/components/candidates/reason-dialog'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import {
  downloadOffer,
  type OfferLetter,
  useResendCodeForCandidate,
  useRevokeOffer,
  useSendOffer,
} from '@/lib/queries/offer-letters'
import { OfferAuditTrail } from './offer-audit-trail'
import { OfferDraftDialog } from './offer-draft-dialog-lazy'
import { formatDay, formatMoment } from './offer-format'
import { OfferPreviewDialog } from './offer-preview-dialog'
import { OfferStatusBadge } from './offer-status-badge'

/** What happened last, in a line. */
function progress(o: OfferLetter) {
  if (o.signed_at) return `Signed ${formatMoment(o.signed_at)} by ${o.signer_name}`
  if (o.declined_at) return `Declined ${formatMoment(o.declined_at)}: “${o.reason}”`
  if (o.revoked_at) return `Revoked ${formatMoment(o.revoked_at)}: “${o.reason}”`
  if (o.expired_at) return `Expired unsigned ${formatMoment(o.expired_at)}`
  if (o.viewed_at) return `Opened by the candidate ${formatMoment(o.viewed_at)}; sign by ${formatDay(o.expires_on)}`
  if (o.sent_at)
    return `Sent ${formatMoment(o.sent_at)}${o.sent_by ? ` by ${o.sent_by.name}` : ''}; sign by ${formatDay(o.expires_on)}`
  return `Draft · sign by ${formatDay(o.expires_on)} once sent`
}

/** One offer of the candidate: its terms, where it stands, what may be done with it, and its audit trail. */
export function OfferItem({ offer, candidateId }: { offer: OfferLetter; candidateId: string }) {
  const [dialog, setDialog] = React.useState<'preview' | 'edit' | 'revoke' | null>(null)
  const [trail, setTrail] = React.useState(false)
  const send = useSendOffer(candidateId)
  const revoke = useRevokeOffer(candidateId)
  const resendCode = useResendCodeForCandidate(candidateId)
  const open = offer.status === 'draft' || isSignable(offer.status)
  const close = (o: boolean) => !o && setDialog(null)
  return (
    <li className="grid min-w-0 gap-2 p-3" aria-label={offer.title} data-offer-id={offer.id}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{offer.opportunity.title}</p>
          <p className="text-xs text-muted-foreground">
            {offer.salary_text} · starts {formatDay(offer.start_date)}
          </p>
        </div>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p className="text-xs text-muted-foreground">{progress(offer)}</p>
      <div className="flex flex-wrap gap-1.5">
        <Button size="sm" variant="outline" onClick={() => setDialog('preview')}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        {offer.status === 'draft' && (
          <>
            <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
              <SquarePen aria-hidden="true" />
              Edit
            </Button>
            <Button size="sm" onClick={() => send.mutate(offer.id)} disabled={send.isPending}>
              <Send aria-hidden="true" />
              Send offer
            </Button>
          </>
        )}
        {isSignable(offer.status) && (
          <>
            <Button size="sm" variant="outline" onClick={() => send.mutate(offer.id)} disabled={send.isPending}>
              <MailPlus aria-hidden="true" />
              Send again
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => resendCode.mutate(offer.id)}
              disabled={resendCode.isPending}
              title="A new signing code, e-mailed to the candidate, once they have started signing"
            >
              Resend code
            </Button>
          </>
        )}
        {offer.files.signed && (
          <Button size="sm" variant="outline" onClick={() => void downloadOffer(offer.id, 'signed')}>
            <Download aria-hidden="true" />
            Signed PDF
          </Button>
        )}
        {offer.files.original && (
          <Button size="sm" variant="ghost" onClick={() => void downloadOffer(offer.id, 'original')}>
            <Download aria-hidden="true" />
            Original
          </Button>
        )}
        {open && (
          <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDialog('revoke')}>
            <Undo2 aria-hidden="true" />
            Revoke
          </Button>
        )}
      </div>
      {offer.signed_sha256 && (
        <p className="break-all text-[11px] text-muted-foreground">Signed file SHA-256 {offer.signed_sha256}</p>
      )}
      <Button
        size="sm"
        variant="link"
        className="h-auto justify-start p-0 text-xs"
        aria-expanded={trail}
        onClick={() => setTrail(!trail)}
      >
        {trail ? 'Hide the audit trail' : 'Show the audit trail'}
      </Button>
      {trail && <OfferAuditTrail offerId={offer.id} />}
      <OfferPreviewDialog offer={offer} open={dialog === 'preview'} onOpenChange={close} />
      {offer.status === 'draft' && (
        <OfferDraftDialog candidateId={candidateId} offer={offer} open={dialog === 'edit'} onOpenChange={close} />
      )}
      <ReasonDialog
        open={dialog === 'revoke'}
        onOpenChange={close}
        title="Revoke this offer?"
        description={
          offer.status === 'draft'
            ? 'The draft is set aside; the candidate never saw it.'
            : `${offer.candidate.name} is told the offer was withdrawn and can no longer sign it.`
        }
        reasonLabel="Reason (kept in the audit trail, not shown to the candidate)"
        required
        action="Revoke offer"
        destructive
        pending={revoke.isPending}
        onSubmit={(reason, done) => revoke.mutate({ id: offer.id, reason: reason ?? '' }, { onSuccess: done })}
      />
    </li>
  )
}
