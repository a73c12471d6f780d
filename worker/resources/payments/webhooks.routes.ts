import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import type { PaymentEnv } from '../../providers/payments'
import { applyStripeEvent } from './webhooks.service'

/**
 * /api/v1/webhooks (outside the seed's contract, see docs/billing.md): events from payment
 * providers. No session: the signature is the authentication.
 */
export const webhookRoutes = new Hono<AppEnv>().post('/stripe', async (c) => {
  // Secrets are optional (secrets.d.ts), so they are read through the provider's env type.
  const secret = (c.env as PaymentEnv).STRIPE_WEBHOOK_SECRET
  if (!secret) throw new ApiError(503, 'Stripe webhooks are not configured.')
  const signature = c.req.header('stripe-signature')
  if (!signature) throw new ApiError(400, 'Missing Stripe-Signature header.')
  const payload = await c.req.text()
  // Stripe's SDK is loaded with the first webhook, not with the Worker (providers/payments).
  const { verifyStripeEvent } = await import('../../providers/payments/stripe')
  let event: Awaited<ReturnType<typeof verifyStripeEvent>>
  try {
    event = await verifyStripeEvent(payload, signature, secret)
  } catch {
    throw new ApiError(400, 'Webhook signature verification failed.')
  }
  const outcome = await applyStripeEvent(c.var, event)
  const message =
    outcome === 'duplicate'
      ? 'Event already processed.'
      : outcome === 'ignored'
        ? 'Event received.'
        : 'Event processed.'
  return ok(c, message, { id: event.id, type: event.type, outcome })
})
