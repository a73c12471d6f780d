import { listQuery } from '../../lib/pagination'
import { z } from '../../schemas/zod'

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
}

/** What a payment was for (the `kind` of a row of `transactions`). */
export const PAYMENT_KINDS = ['plan_purchase', 'subscription_renewal', 'plan_change', 'refund'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  plan_purchase: 'Plan purchase',
  subscription_renewal: 'Renewal',
  plan_change: 'Plan change',
  refund: 'Refund',
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

/** A card has expired once the last day of its expiry month has passed. */
export function cardExpired(month: number, year: number, now = new Date()): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
}

/** Card details as typed: spaces and dashes in the number are ignored. */
export const card = z
  .object({
    number: z
      .string()
      .trim()
      .min(1)
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, 'Card number is not valid')
          .refine(luhnValid, 'Card number is not valid'),
      )
      .describe('Card number'),
    exp_month: z.coerce.number().int().min(1).max(12).describe('Expiry month'),
    exp_year: z.coerce.number().int().min(2000).max(2100).describe('Expiry year'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits')
      .describe('CVC'),
  })
  .refine((c) => !cardExpired(c.exp_month, c.exp_year), { message: 'This card has expired', path: ['exp_year'] })

/**
 * Buy or change a plan. Pay with a new card, or a card on file (`payment_method_id` from
 * payment-methods). `idempotency_key` is made once per purchase by the client: a retry with
 * the same key answers the first transaction and never charges twice.
 */
export const purchase = z.object({
  plan_id: z.string().trim().min(1).max(64).describe('Plan'),
  card: card.optional(),
  payment_method_id: z.string().trim().min(1).max(128).optional().describe('Payment method'),
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_:.-]+$/, 'Idempotency key is not valid'),
})

export const paymentListQuery = listQuery().extend({ status: z.enum(PAYMENT_STATUSES).optional() })
export const adminPaymentListQuery = paymentListQuery.extend({
  business_id: z.string().trim().max(64).optional(),
})

export type CardInput = z.infer<typeof card>
export type Purchase = z.infer<typeof purchase>
export type PaymentListQuery = z.infer<typeof paymentListQuery>
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuery>
