import { testProvider } from './test-provider'
import type { PaymentProvider } from './types'

export type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider, StoredMethod } from './types'

export type PaymentEnv = { PAYMENT_PROVIDER?: string; STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }

/**
 * Chosen by configuration: PAYMENT_PROVIDER=stripe with the STRIPE_SECRET_KEY secret, else the
 * embedded test provider. Stripe's SDK (hundreds of modules) is loaded on the first charge only:
 * every other request, and every test that never pays, does without it.
 */
export function paymentProvider(env: PaymentEnv): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const secretKey = env.STRIPE_SECRET_KEY
    if (!secretKey) throw new Error('PAYMENT_PROVIDER is "stripe" but the STRIPE_SECRET_KEY secret is not set.')
    return {
      name: 'stripe',
      charge: async (request) => (await import('./stripe')).stripeProvider(secretKey).charge(request),
    }
  }
  return testProvider
}
