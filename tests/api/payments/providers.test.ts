import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../../worker/lib/money'
import { stripeProvider } from '../../../worker/providers/payments/stripe'
import { cardBrand, testProvider } from '../../../worker/providers/payments/test-provider'
import { luhnValid } from '../../../worker/resources/payments/payments.schema'
import { addInterval } from '../../../worker/resources/payments/pricing'

const future = new Date().getUTCFullYear() + 1
const charge = (number: string, expYear = future) =>
  testProvider.charge({
    amountCents: 4900,
    currency: 'USD',
    description: 't',
    idempotencyKey: 'k',
    metadata: {},
    source: { card: { number, expMonth: 12, expYear, cvc: '123' } },
  })

describe('the embedded test provider', () => {
  it('behaves like Stripe test cards', async () => {
    await expect(charge('4242424242424242')).resolves.toMatchObject({
      status: 'succeeded',
      method: { brand: 'visa', last4: '4242', expYear: future },
    })
    await expect(charge('5555555555554444')).resolves.toMatchObject({
      status: 'succeeded',
      method: { brand: 'mastercard', last4: '4444' },
    })
    await expect(charge('4000000000000002')).resolves.toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    })
    await expect(charge('4000000000009995')).resolves.toMatchObject({
      status: 'failed',
      failureReason: 'Your card has insufficient funds.',
    })
    await expect(charge('4000000000000069')).resolves.toMatchObject({
      status: 'failed',
      failureReason: 'Your card has expired.',
    })
  })

  it('refuses a number failing the Luhn check and an expiry in the past', async () => {
    await expect(charge('4242424242424241')).rejects.toMatchObject({ status: 422 })
    await expect(charge('4242424242424242', 2020)).rejects.toMatchObject({
      status: 422,
      message: 'This card has expired',
    })
    expect(luhnValid('378282246310005')).toBe(true)
    expect(cardBrand('378282246310005')).toBe('amex')
  })
})

describe('the Stripe adapter (a stand-in fetch, no network)', () => {
  it('creates and confirms a PaymentIntent with the idempotency key and reads the card back', async () => {
    const seen: { url: string; body: string; key: string | null }[] = []
    const fake: typeof fetch = async (input, init) => {
      seen.push({
        url: String(input),
        body: String(init?.body ?? ''),
        key: new Headers(init?.headers).get('idempotency-key'),
      })
      const pi = {
        id: 'pi_123',
        object: 'payment_intent',
        status: 'succeeded',
        payment_method: 'pm_abc',
        latest_charge: {
          id: 'ch_1',
          object: 'charge',
          payment_method_details: { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: future } },
        },
      }
      return new Response(JSON.stringify(pi), {
        status: 200,
        headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
      })
    }
    const result = await stripeProvider('sk_test_x', fake).charge({
      amountCents: 14900,
      currency: 'USD',
      description: 'Growth',
      idempotencyKey: 'biz:key-1',
      metadata: { transaction_id: 't1' },
      source: { methodRef: 'pm_card_visa' },
    })
    expect(result).toEqual({
      status: 'succeeded',
      providerRef: 'pi_123',
      method: { ref: 'pm_abc', brand: 'visa', last4: '4242', expMonth: 12, expYear: future },
    })
    expect(seen[0]!.url).toBe('https://api.stripe.com/v1/payment_intents')
    expect(seen[0]!.key).toBe('biz:key-1')
    const params = new URLSearchParams(seen[0]!.body)
    expect(Object.fromEntries(params)).toMatchObject({
      amount: '14900',
      currency: 'usd',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      'metadata[transaction_id]': 't1',
    })
  })

  it('turns a card error into a failed charge with Stripe’s message', async () => {
    const fake: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: { id: 'pi_9' },
          },
        }),
        { status: 402, headers: { 'content-type': 'application/json' } },
      )
    const result = await stripeProvider('sk_test_x', fake).charge({
      amountCents: 100,
      currency: 'USD',
      description: 'x',
      idempotencyKey: 'k',
      metadata: {},
      source: { methodRef: 'pm_card_chargeDeclined' },
    })
    expect(result).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' })
  })
})

describe('money and billing periods', () => {
  it('formats every ISO currency through Intl', () => {
    expect(formatMoney(14900, 'USD')).toBe('$149.00')
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000')
    // Intl puts a no-break space between a code and the amount.
    expect(formatMoney(1234, 'KWD').replace(/\u00a0/g, ' ')).toBe('KWD 1.234')
    expect(formatMoney(29900, 'EUR', { display: 'code' }).replace(/\u00a0/g, ' ')).toBe('EUR 299.00')
  })

  it('adds calendar months and years, clamping to the month’s last day', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month')!.toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(addInterval(new Date('2024-02-29T00:00:00Z'), 'year')!.toISOString()).toBe('2025-02-28T00:00:00.000Z')
    expect(addInterval(new Date('2026-03-31T00:00:00Z'), 'month', -1)!.toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(addInterval(new Date(), 'one_time')).toBeNull()
  })
})
