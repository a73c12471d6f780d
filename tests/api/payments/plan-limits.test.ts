import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses } from '../../../worker/db/schema'
import { assertWithinLimit, meter, usageOf } from '../../../worker/services/plan-limits'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug } from './helpers'

let admin: string

beforeAll(async () => {
  await seed()
  admin = await as.admin()
})

const plan = (limits: Record<string, number | null>) => ({
  name: 'Pilot',
  price_cents: 0,
  currency: 'USD',
  billing_interval: 'month',
  limits,
  features: [],
  sort_order: 9,
})

describe('plan limits come from the plan the admin edits', () => {
  it('refuses one more job, candidate or employee past the plan, and lets it through once the admin lifts the limit', async () => {
    const globex = await businessBySlug('globex')
    const used = await usageOf(db(), globex.id)
    const created = await call(HOST.main, 'POST', '/admin/plans', {
      cookie: admin,
      body: plan({
        jobs: used.jobs,
        candidates: used.candidates,
        employees: used.employees,
        ai_extractions_per_month: 0,
      }),
    })
    expect(created.status, created.body.message).toBe(201)
    await db().update(businesses).set({ planId: created.body.data.id }).where(eq(businesses.id, globex.id))

    await expect(assertWithinLimit(db(), globex.id, 'jobs')).rejects.toMatchObject({
      status: 403,
      message: `Your Pilot plan allows ${used.jobs} jobs. Upgrade your plan to add more.`,
    })
    await expect(assertWithinLimit(db(), globex.id, 'candidates')).rejects.toMatchObject({ status: 403 })
    await expect(assertWithinLimit(db(), globex.id, 'employees')).rejects.toMatchObject({ status: 403 })
    await expect(meter(db(), globex.id, 'ai_extraction')).rejects.toMatchObject({ status: 403 })

    const lifted = await call(HOST.main, 'PUT', `/admin/plans/${created.body.data.id}`, {
      cookie: admin,
      body: plan({ jobs: null, candidates: used.candidates + 1, employees: null, ai_extractions_per_month: null }),
    })
    expect(lifted.status).toBe(200)
    await expect(assertWithinLimit(db(), globex.id, 'jobs')).resolves.toBeUndefined()
    await expect(assertWithinLimit(db(), globex.id, 'candidates')).resolves.toBeUndefined()
    await expect(assertWithinLimit(db(), globex.id, 'candidates', 2)).rejects.toMatchObject({ status: 403 })
    await expect(meter(db(), globex.id, 'ai_extraction')).resolves.toBeUndefined()
  })
})
