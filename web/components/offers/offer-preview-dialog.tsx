import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { type OfferLetter, offerPreviewBlob } from '@/lib/queries/offer-letters'
import { PdfViewer } from './pdf-viewer'

/** The letter as the candidate will see it (a draft, composed now and marked as a preview) or as it was sent. */
export function OfferPreviewDialog({
  offer,
  open,
  onOpenChange,
}: {
  offer: OfferLetter
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const draft = offer.status === 'draft'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{draft ? 'Preview of the offer' : 'The offer as sent'}</DialogTitle>
          <DialogDescription>
            {draft
              ? 'Composed from the template now. Sending renders it again and keeps that file.'
              : `The file sent to ${offer.candidate.name}; its SHA-256 is ${offer.original_sha256}.`}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <PdfViewer
            cacheKey={['offer-preview', offer.id, offer.updated_at]}
            load={() => offerPreviewBlob(offer.id)}
            title={offer.title}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
