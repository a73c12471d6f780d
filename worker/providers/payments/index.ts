import { stripeProvider } from './stripe'
import { testProvider } from './test-provider'
import type { PaymentProvider } from './types'

export type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider, StoredMethod } from './types'

export type PaymentEnv = { PAYMENT_PROVIDER?: string; STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }

/** Chosen by configuration: PAYMENT_PROVIDER=stripe with the STRIPE_SECRET_KEY secret, else the embedded test provider. */
export function paymentProvider(env: PaymentEnv): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY)
      throw new Error('PAYMENT_PROVIDER is "stripe" but the STRIPE_SECRET_KEY secret is not set.')
    return stripeProvider(env.STRIPE_SECRET_KEY)
  }
  return testProvider
}
