import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { plans } from '../../../worker/db/schema'
import { planPrice, priceLabel } from '../../../worker/resources/plans/plans.schema'
import { call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

describe('GET /home/plans', () => {
  it('answers the active plans in their sort order, in snake_case', async () => {
    const res = await call(HOST.main, 'GET', '/home/plans')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, errors: [] })
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Free', 'Starter', 'Growth', 'Enterprise'])
    const starter = res.body.data[1]
    expect(Object.keys(starter).sort()).toEqual(
      [
        'billing_interval',
        'currency',
        'description',
        'features',
        'id',
        'is_free',
        'limits',
        'name',
        'price_cents',
        'price_label',
      ].sort(),
    )
    expect(starter).toMatchObject({
      price_cents: 4900,
      currency: 'USD',
      billing_interval: 'month',
      is_free: false,
      price_label: '$49 per month',
    })
    expect(starter.limits).toEqual({ jobs: 10, candidates: 500, employees: 10, ai_extractions_per_month: 200 })
    expect(res.body.data[0]).toMatchObject({ is_free: true, price_label: 'Free' })
    expect(res.body.data[3].limits.jobs).toBeNull()
  })

  it('leaves out inactive plans', async () => {
    const growth = await db().query.plans.findFirst({ where: eq(plans.name, 'Growth') })
    await db().update(plans).set({ status: 'inactive' }).where(eq(plans.id, growth!.id))
    try {
      const res = await call(HOST.main, 'GET', '/home/plans')
      expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Free', 'Starter', 'Enterprise'])
    } finally {
      await db().update(plans).set({ status: 'active' }).where(eq(plans.id, growth!.id))
    }
  })

  it('is a main-domain call only', async () => {
    const res = await call(HOST.acme, 'GET', '/home/plans')
    expect(res.status).toBe(404)
  })
})

describe('plan prices', () => {
  it.each([
    [4900, 'USD', '$49'],
    [4999, 'USD', '$49.99'],
    [500000, 'JPY', '¥500,000'],
    [12500, 'KWD', 'KWD 12.500'],
    [12000, 'KWD', 'KWD 12'],
    [1999, 'EUR', '€19.99'],
    [100000, 'INR', '₹1,000'],
  ])('%i minor units of %s read %s', (cents, currency, expected) => {
    expect(planPrice({ priceCents: cents, currency }).replace(/\u00a0/g, ' ')).toBe(expected)
  })

  it('names the billing interval', () => {
    expect(priceLabel({ isFree: false, priceCents: 49900, currency: 'USD', billingInterval: 'year' })).toBe(
      '$499 per year',
    )
    expect(priceLabel({ isFree: false, priceCents: 9900, currency: 'EUR', billingInterval: 'one_time' })).toBe(
      '€99 one-time payment',
    )
    expect(priceLabel({ isFree: true, priceCents: 0, currency: 'USD', billingInterval: 'month' })).toBe('Free')
  })
})
