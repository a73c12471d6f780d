import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { businesses, plans } from '../../../worker/db/schema'
import { db } from '../../setup/http'

export const CARDS = {
  ok: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  declined: { number: '4000000000000002', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  insufficient: { number: '4000000000009995', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  expired: { number: '4000000000000069', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
}

export const key = (prefix: string) => `${prefix}-${crypto.randomUUID()}`

export async function businessBySlug(slug: string) {
  return (await db().query.businesses.findFirst({ where: eq(businesses.slug, slug) }))!
}

export async function planByName(name: string) {
  return (await db().query.plans.findFirst({ where: eq(plans.name, name) }))!
}

/** The invoice in R2, as bytes. */
export async function invoiceBytes(businessId: string, transactionId: string): Promise<Uint8Array | null> {
  const object = await env.FILES.get(`invoices/${businessId}/${transactionId}.pdf`)
  return object ? new Uint8Array(await object.arrayBuffer()) : null
}

export const startsWithPdf = (bytes: Uint8Array | null) =>
  !!bytes && new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-'
