import OffersCard from './offers-card'

/**
 * The candidate page's offers (web/components/offers/offers-card.tsx). Part of the page's own
 * chunk: it shows on the page's first screen, and loading it apart cost a round trip and a file
 * of its own (issue 22); its forms and dialogs load on intent.
 */
export function OffersPanel({ candidateId }: { candidateId: string }) {
  return <OffersCard candidateId={candidateId} />
}
