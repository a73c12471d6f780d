import Stripe from 'stripe'
import type { ChargeRequest, ChargeResult, PaymentProvider } from './types'

/** A Stripe client for Workers: fetch as the HTTP client (optionally a stand-in fetch, for tests). */
export function stripeClient(secretKey: string, fetchFn?: typeof fetch) {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 2 })
}

/** Web Crypto for webhook signatures: Workers have no node:crypto HMAC in the sync path. */
export const stripeCrypto = Stripe.createSubtleCryptoProvider()

/**
 * Verify a webhook's `Stripe-Signature` against the endpoint secret and answer the event;
 * throws Stripe's SignatureVerificationError when it does not match or is too old.
 */
export async function verifyStripeEvent(
  payload: string,
  signature: string,
  webhookSecret: string,
): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(payload, signature, webhookSecret, undefined, stripeCrypto)
}

function outcome(pi: Stripe.PaymentIntent): ChargeResult {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null
  const card = charge?.payment_method_details?.card
  const methodRef = typeof pi.payment_method === 'string' ? pi.payment_method : pi.payment_method?.id
  const method =
    card && methodRef
      ? {
          ref: methodRef,
          brand: card.brand ?? 'card',
          last4: card.last4 ?? '',
          expMonth: card.exp_month ?? 0,
          expYear: card.exp_year ?? 0,
        }
      : undefined
  if (pi.status === 'succeeded') return { status: 'succeeded', providerRef: pi.id, method }
  if (pi.status === 'requires_payment_method' || pi.status === 'canceled') {
    return {
      status: 'failed',
      providerRef: pi.id,
      failureReason: pi.last_payment_error?.message ?? 'Your card was declined.',
    }
  }
  // processing, requires_action, requires_confirmation: the webhook settles it.
  return { status: 'pending', providerRef: pi.id, method }
}

/** PaymentIntents created and confirmed at once; Stripe's idempotency key keeps retries to one charge. */
export function stripeProvider(secretKey: string, fetchFn?: typeof fetch): PaymentProvider {
  const stripe = stripeClient(secretKey, fetchFn)
  return {
    name: 'stripe',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const source =
        'methodRef' in request.source
          ? { payment_method: request.source.methodRef }
          : {
              // Raw card numbers reach Stripe only on accounts with raw card data enabled; browsers
              // should tokenise with Stripe Elements and send payment_method_id instead.
              payment_method_data: {
                type: 'card',
                card: {
                  number: request.source.card.number,
                  exp_month: request.source.card.expMonth,
                  exp_year: request.source.card.expYear,
                  cvc: request.source.card.cvc,
                },
              } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData,
            }
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            description: request.description,
            metadata: request.metadata,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['latest_charge'],
            ...source,
          },
          { idempotencyKey: request.idempotencyKey },
        )
        return outcome(pi)
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          return { status: 'failed', providerRef: err.payment_intent?.id ?? '', failureReason: err.message }
        }
        throw err
      }
    },
  }
}
