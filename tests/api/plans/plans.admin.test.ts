import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, plans, statusHistories } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

let admin: string

beforeAll(async () => {
  await seed()
  admin = await as.admin()
})

const scale = {
  name: 'Scale',
  description: 'For teams hiring across regions.',
  price_cents: 29900,
  currency: 'EUR',
  billing_interval: 'month',
  limits: { jobs: 25, candidates: 2500, employees: null, ai_extractions_per_month: 500 },
  features: ['25 open jobs', 'Unlimited team members'],
  sort_order: 5,
}

describe('GET /admin/plans', () => {
  it('lists the plans in their order, 12 a page, with a price label and how many businesses use each', async () => {
    const res = await call(HOST.main, 'GET', '/admin/plans', { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, limit: 12, count: 4 })
    expect(res.body.data.rows.map((p: { name: string }) => p.name)).toEqual(['Free', 'Starter', 'Growth', 'Enterprise'])
    const growth = res.body.data.rows[2]
    expect(growth).toMatchObject({
      price_cents: 14900,
      price_label: '$149 per month',
      business_count: 1,
      limits: { jobs: 50, ai_extractions_per_month: 1000 },
    })
  })

  it('searches and filters by status', async () => {
    const res = await call(HOST.main, 'GET', '/admin/plans?search=growth&status=active', { cookie: admin })
    expect(res.body.data.rows.map((p: { name: string }) => p.name)).toEqual(['Growth'])
    expect((await call(HOST.main, 'GET', '/admin/plans?status=gone', { cookie: admin })).status).toBe(422)
  })

  it('answers 401 without a session and to a staff session', async () => {
    expect((await call(HOST.main, 'GET', '/admin/plans')).status).toBe(401)
    expect((await call(HOST.main, 'POST', '/admin/plans', { cookie: await as.acmeOwner(), body: scale })).status).toBe(
      401,
    )
  })
})

describe('POST /admin/plans', () => {
  it('creates a plan with limits (null = unlimited) and features', async () => {
    const res = await call(HOST.main, 'POST', '/admin/plans', { cookie: admin, body: scale })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'Scale',
      currency: 'EUR',
      is_free: false,
      // A new plan is a draft until an admin activates it (issue 21).
      status: 'inactive',
      price_label: '€299 per month',
      limits: { jobs: 25, employees: null, ai_extractions_per_month: 500 },
    })
    const stored = await db().query.plans.findFirst({ where: eq(plans.id, res.body.data.id) })
    expect(stored!.limits).toEqual({ jobs: 25, candidates: 2500, employees: null, aiExtractionsPerMonth: 500 })
  })

  it('puts a new plan last and keeps it off the pricing page until it is activated', async () => {
    const { sort_order: _place, ...unplaced } = scale
    const res = await call(HOST.main, 'POST', '/admin/plans', {
      cookie: admin,
      body: { ...unplaced, name: 'Regional' },
    })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data.status).toBe('inactive')
    const orders = (await db().query.plans.findMany()).map((p) => p.sortOrder)
    expect(res.body.data.sort_order).toBe(Math.max(...orders))
    const pricing = async () =>
      (await call(HOST.main, 'GET', '/home/plans')).body.data.map((p: { name: string }) => p.name) as string[]
    expect(await pricing()).not.toContain('Regional')
    const on = await call(HOST.main, 'PATCH', `/admin/plans/${res.body.data.id}/status`, {
      cookie: admin,
      body: { status: 'active' },
    })
    expect(on.status).toBe(200)
    const names = await pricing()
    expect(names.at(-1)).toBe('Regional')
  })

  it('refuses a negative price, an unknown currency and interval (422) and a duplicate name (409): nothing is stored', async () => {
    const before = await db().$count(plans)
    const bad = await call(HOST.main, 'POST', '/admin/plans', {
      cookie: admin,
      body: { ...scale, name: 'Negative', price_cents: -100, currency: 'ABC', billing_interval: 'weekly' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'price_cents', message: 'Price cannot be less than 0' },
        { field: 'currency', message: 'Currency is not a valid ISO 4217 currency code' },
        { field: 'billing_interval', message: 'Billing interval is not a valid option' },
      ]),
    )
    const limits = await call(HOST.main, 'POST', '/admin/plans', {
      cookie: admin,
      body: { ...scale, name: 'Odd', limits: { ...scale.limits, jobs: -1 } },
    })
    expect(limits.status).toBe(422)
    expect(limits.body.errors[0]?.field).toBe('limits.jobs')
    const duplicate = await call(HOST.main, 'POST', '/admin/plans', {
      cookie: admin,
      body: { ...scale, name: 'growth' },
    })
    expect(duplicate.status).toBe(409)
    expect(await db().$count(plans)).toBe(before)
  })
})

describe('PUT /admin/plans/:id', () => {
  it('edits a plan; an unknown plan is 404', async () => {
    const starter = (await db().query.plans.findFirst({ where: eq(plans.name, 'Starter') }))!
    const body = {
      ...scale,
      name: 'Starter',
      price_cents: 5900,
      currency: 'USD',
      limits: { jobs: 12, candidates: 600, employees: 12, ai_extractions_per_month: 250 },
    }
    const res = await call(HOST.main, 'PUT', `/admin/plans/${starter.id}`, { cookie: admin, body })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.data).toMatchObject({ price_cents: 5900, limits: { jobs: 12 } })
    expect(
      (await call(HOST.main, 'PUT', '/admin/plans/00000000-0000-7000-8000-000000000000', { cookie: admin, body }))
        .status,
    ).toBe(404)
  })
})

describe('PATCH /admin/plans/:id/status', () => {
  it('deactivates and reactivates with history rows; the same state twice is a 409', async () => {
    const enterprise = (await db().query.plans.findFirst({ where: eq(plans.name, 'Enterprise') }))!
    const off = await call(HOST.main, 'PATCH', `/admin/plans/${enterprise.id}/status`, {
      cookie: admin,
      body: { status: 'inactive' },
    })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('The Enterprise plan is no longer offered. Businesses on it keep it.')
    const again = await call(HOST.main, 'PATCH', `/admin/plans/${enterprise.id}/status`, {
      cookie: admin,
      body: { status: 'inactive' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The plan is already inactive.')
    // An inactive plan cannot be bought.
    const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
    const buy = await call(HOST.main, 'POST', `/admin/businesses/${acme.id}/buy-plan`, {
      cookie: admin,
      body: {
        plan_id: enterprise.id,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
        idempotency_key: 'buy-inactive-plan-1',
      },
    })
    expect(buy.status).toBe(409)
    expect(
      (
        await call(HOST.main, 'PATCH', `/admin/plans/${enterprise.id}/status`, {
          cookie: admin,
          body: { status: 'active' },
        })
      ).status,
    ).toBe(200)
    const rows = await db().query.statusHistories.findMany({
      where: and(eq(statusHistories.entity, 'plan'), eq(statusHistories.entityId, enterprise.id)),
    })
    expect(rows.map((r) => `${r.fromStatus}->${r.toStatus}`)).toEqual(['active->inactive', 'inactive->active'])
    expect(
      (
        await call(HOST.main, 'PATCH', `/admin/plans/${enterprise.id}/status`, {
          cookie: admin,
          body: { status: 'deleted' },
        })
      ).status,
    ).toBe(422)
  })
})
