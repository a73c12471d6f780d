import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, statusHistories, transactions, webhookEvents } from '../../../worker/db/schema'
import worker from '../../../worker/index'
import { newId } from '../../../worker/lib/ids'
import { db, HOST, seed } from '../../setup/http'
import { businessBySlug, invoiceBytes, planByName, startsWithPdf } from './helpers'

const SECRET = 'whsec_test_secret_for_the_webhook_endpoint'
const configured = {
  ...env,
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: SECRET,
}

/** POST an event to /api/v1/webhooks/stripe, signed like Stripe signs it (no network). */
async function deliver(event: object, opts: { secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(event)
  const signature =
    opts.signature ??
    (await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: opts.secret ?? SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    }))
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`http://${HOST.main}/api/v1/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }),
    configured as unknown as Env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; message: string; data: { outcome: string } | null },
  }
}

const piEvent = (type: string, pi: Record<string, unknown>, id = `evt_${newId().replace(/-/g, '')}`) => ({
  id,
  object: 'event',
  type,
  api_version: '2024-06-20',
  created: Math.floor(Date.now() / 1000),
  data: { object: { object: 'payment_intent', ...pi } },
})

/** A Stripe payment still waiting for its webhook, as the purchase leaves it when the card needs 3-D Secure. */
async function pendingStripePayment(slug: string, planName: string) {
  const business = await businessBySlug(slug)
  const plan = await planByName(planName)
  const id = newId()
  const providerRef = `pi_${id.replace(/-/g, '').slice(0, 24)}`
  const now = new Date()
  await db()
    .insert(transactions)
    .values({
      id,
      businessId: business.id,
      planId: plan.id,
      amountCents: plan.priceCents,
      currency: 'USD',
      status: 'pending',
      kind: 'plan_change',
      provider: 'stripe',
      providerRef,
      idempotencyKey: `wh-${id}`,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * 86_400_000),
    })
  return { id, providerRef, business, plan }
}

beforeAll(seed)

describe('POST /api/v1/webhooks/stripe', () => {
  it('payment_intent.succeeded settles the pending transaction: plan applied, invoice issued', async () => {
    const p = await pendingStripePayment('globex', 'Growth')
    const res = await deliver(
      piEvent('payment_intent.succeeded', {
        id: p.providerRef,
        status: 'succeeded',
        metadata: { transaction_id: p.id },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Event processed.', data: { outcome: 'processed' } })
    const tx = (await db().query.transactions.findFirst({ where: eq(transactions.id, p.id) }))!
    expect(tx.status).toBe('succeeded')
    expect(tx.invoiceNumber).toMatch(/^INV-\d{4}-\d{4}$/)
    expect((await db().query.businesses.findFirst({ where: eq(businesses.id, p.business.id) }))!.planId).toBe(p.plan.id)
    expect(startsWithPdf(await invoiceBytes(p.business.id, p.id))).toBe(true)
    const history = await db().query.statusHistories.findMany({ where: eq(statusHistories.entityId, p.id) })
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'succeeded', actorKind: 'system', actorId: 'stripe' }),
    ])
  })

  it('a redelivered event changes nothing', async () => {
    const p = await pendingStripePayment('acme', 'Enterprise')
    const event = piEvent('payment_intent.payment_failed', {
      id: p.providerRef,
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
      metadata: {},
    })
    expect((await deliver(event)).body.data?.outcome).toBe('processed')
    const first = (await db().query.transactions.findFirst({ where: eq(transactions.id, p.id) }))!
    expect(first).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' })
    const again = await deliver(event)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ message: 'Event already processed.', data: { outcome: 'duplicate' } })
    const second = (await db().query.transactions.findFirst({ where: eq(transactions.id, p.id) }))!
    expect(second.updatedAt.getTime()).toBe(first.updatedAt.getTime())
    expect(await db().$count(statusHistories, eq(statusHistories.entityId, p.id))).toBe(1)
    expect(
      await db().$count(webhookEvents, and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, event.id))),
    ).toBe(1)
  })

  it('refuses a wrong or missing signature (400) and changes nothing', async () => {
    const p = await pendingStripePayment('globex', 'Enterprise')
    const event = piEvent('payment_intent.succeeded', { id: p.providerRef, status: 'succeeded', metadata: {} })
    const forged = await deliver(event, { secret: 'whsec_someone_else' })
    expect(forged.status).toBe(400)
    expect(forged.body.message).toBe('Webhook signature verification failed.')
    const garbage = await deliver(event, { signature: 't=1,v1=deadbeef' })
    expect(garbage.status).toBe(400)
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, p.id) }))!.status).toBe('pending')
    expect(await db().$count(webhookEvents, eq(webhookEvents.eventId, event.id))).toBe(0)
  })

  it('charge.refunded moves a succeeded payment to refunded and re-issues the invoice', async () => {
    const p = await pendingStripePayment('acme', 'Starter')
    await deliver(piEvent('payment_intent.succeeded', { id: p.providerRef, status: 'succeeded', metadata: {} }))
    const refund = {
      id: `evt_${newId().replace(/-/g, '')}`,
      object: 'event',
      type: 'charge.refunded',
      created: 0,
      data: { object: { object: 'charge', id: 'ch_1', payment_intent: p.providerRef, refunded: true, metadata: {} } },
    }
    expect((await deliver(refund)).body.data?.outcome).toBe('processed')
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, p.id) }))!.status).toBe('refunded')
    const object = await env.FILES.head(`invoices/${p.business.id}/${p.id}.pdf`)
    expect(object?.customMetadata?.status).toBe('refunded')
  })

  it('answers events it does not handle, and 503 when no webhook secret is configured', async () => {
    expect(
      (await deliver({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } })).body.data
        ?.outcome,
    ).toBe('ignored')
    const res = await worker.fetch(
      new Request(`http://${HOST.main}/api/v1/webhooks/stripe`, { method: 'POST', body: '{}' }),
      env as unknown as Env,
      createExecutionContext(),
    )
    expect(res.status).toBe(503)
  })
})
