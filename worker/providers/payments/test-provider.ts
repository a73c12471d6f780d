import { ApiError } from '../../lib/errors'
import { cardExpired, luhnValid } from '../../resources/payments/payments.schema'
import type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider } from './types'

/**
 * The embedded payment provider: no account, no network. Cards behave like Stripe's test
 * cards: 4242 4242 4242 4242 (and any other valid number) succeeds; these decline.
 */
export const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
}

/** Stripe's test payment-method tokens, for clients that tokenise first. */
const TOKENS: Record<string, { decline?: string; brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { decline: DECLINES['4000000000000002'], brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { decline: DECLINES['4000000000009995'], brand: 'visa', last4: '9995' },
  pm_card_chargeDeclinedExpiredCard: { decline: DECLINES['4000000000000069'], brand: 'visa', last4: '0069' },
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover'
  if (/^35/.test(number)) return 'jcb'
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners'
  if (/^62/.test(number)) return 'unionpay'
  return 'unknown'
}

const random = (n = 12) => crypto.randomUUID().replace(/-/g, '').slice(0, n)

function checkCard(card: CardDetails) {
  if (!/^\d{12,19}$/.test(card.number) || !luhnValid(card.number)) {
    throw new ApiError(422, 'Card number is not valid', [{ field: 'card.number', message: 'Card number is not valid' }])
  }
  if (cardExpired(card.expMonth, card.expYear)) {
    throw new ApiError(422, 'This card has expired', [{ field: 'card.exp_year', message: 'This card has expired' }])
  }
}

export const testProvider: PaymentProvider = {
  name: 'test',
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const providerRef = `pi_test_${random()}`
    if ('card' in request.source) {
      const card = request.source.card
      checkCard(card)
      const decline = DECLINES[card.number]
      if (decline) return { status: 'failed', providerRef, failureReason: decline }
      const brand = cardBrand(card.number)
      const last4 = card.number.slice(-4)
      return {
        status: 'succeeded',
        providerRef,
        method: {
          ref: `pm_test_${brand}_${last4}_${random(8)}`,
          brand,
          last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      }
    }
    const ref = request.source.methodRef
    const token = TOKENS[ref]
    if (token?.decline) return { status: 'failed', providerRef, failureReason: token.decline }
    if (token)
      return {
        status: 'succeeded',
        providerRef,
        method: { ref, brand: token.brand, last4: token.last4, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 },
      }
    // Cards this provider put on file ('pm_test_...') keep working.
    if (ref.startsWith('pm_test_')) return { status: 'succeeded', providerRef }
    return {
      status: 'failed',
      providerRef,
      failureReason: 'This payment method is not available. Please use another card.',
    }
  },
}
