/** Card details as the buyer typed them (test provider; Stripe only with raw card data enabled). */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string }

/** A card kept on file: never the number, only what identifies it to a person. */
export type StoredMethod = { ref: string; brand: string; last4: string; expMonth: number; expYear: number }

export type ChargeRequest = {
  amountCents: number
  currency: string
  description: string
  /** Scoped by the caller to the business: the provider must charge at most once per key. */
  idempotencyKey: string
  metadata: Record<string, string>
  source: { card: CardDetails } | { methodRef: string }
}

/**
 * The outcome of a charge. `failed` is a decline the buyer can act on ("Your card was
 * declined."); `pending` waits for the provider's webhook. Anything else (network, keys)
 * is thrown and the transaction stays pending so a retry with the same key can finish it.
 */
export type ChargeResult = {
  status: 'succeeded' | 'failed' | 'pending'
  providerRef: string
  failureReason?: string
  method?: StoredMethod
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe'
  charge(request: ChargeRequest): Promise<ChargeResult>
}
