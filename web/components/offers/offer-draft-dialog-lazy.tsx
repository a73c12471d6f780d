import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `OfferDraftDialog` (its form and fields), loaded when the card or an offer first opens it (components/layout/lazy-dialog). */
export const OfferDraftDialog = lazyDialog(() => import('./offer-draft-dialog').then((m) => m.OfferDraftDialog))
