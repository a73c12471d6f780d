/**
 * The states of an offer letter with their labels (docs/offers.md). Plain constants, no zod: the
 * table, the API's schema (offer-letters.schema.ts re-exports them) and the screens, even the
 * smallest (a status badge on the candidate's page), import them without pulling a validator along.
 */

/** design.md, "Lifecycles": draft → sent → viewed → signed / declined; expired; revoked. */
export const OFFER_STATES = ['draft', 'sent', 'viewed', 'signed', 'declined', 'expired', 'revoked'] as const
export type OfferState = (typeof OFFER_STATES)[number]

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Expired',
  revoked: 'Revoked',
}

/** An application has at most one offer in these states (a unique index holds it). */
export const OPEN_OFFER_STATES = ['draft', 'sent', 'viewed'] as const satisfies readonly OfferState[]
/** The candidate may sign or decline only these. */
export const SIGNABLE_OFFER_STATES = ['sent', 'viewed'] as const satisfies readonly OfferState[]
export const isSignable = (s: OfferState) => (SIGNABLE_OFFER_STATES as readonly OfferState[]).includes(s)
