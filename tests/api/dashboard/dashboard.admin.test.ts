import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { candidates, opportunities, transactions } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

let admin: string

beforeAll(async () => {
  await seed()
  admin = await as.admin()
})

const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

describe('GET /admin/dashboard/stats', () => {
  it('defaults to the last 30 days and compares with the 30 before', async () => {
    const res = await call(HOST.main, 'GET', '/admin/dashboard/stats', { cookie: admin })
    expect(res.status, res.body.message).toBe(200)
    const d = res.body.data
    expect(d.period).toMatchObject({
      start_date: daysAgo(29),
      end_date: today(),
      days: 30,
      previous_end_date: daysAgo(30),
    })
    expect(d.businesses_by_status.active).toBeGreaterThanOrEqual(2)
    expect(d.active_plans).toBe(4)
    expect(d.users.total).toBeGreaterThan(2)
    expect(d.candidates).toMatchObject({
      total: await db().$count(candidates),
      current: expect.any(Number),
      previous: expect.any(Number),
    })
    expect(d.jobs.total).toBe(await db().$count(opportunities))
  })

  it('sums succeeded payments by currency, as the transactions table has them', async () => {
    const start = daysAgo(400)
    const res = await call(HOST.main, 'GET', `/admin/dashboard/stats?start_date=${daysAgo(365)}&end_date=${today()}`, {
      cookie: admin,
    })
    expect(res.status).toBe(200)
    const paid = (await db().query.transactions.findMany({ where: eq(transactions.status, 'succeeded') })).filter(
      (t) => t.createdAt >= new Date(`${daysAgo(365)}T00:00:00Z`),
    )
    const usd = paid.filter((t) => t.currency === 'USD').reduce((n, t) => n + t.amountCents, 0)
    expect(res.body.data.revenue).toContainEqual({
      currency: 'USD',
      current_cents: usd,
      previous_cents: expect.any(Number),
    })
    expect(start < today()).toBe(true)
  })

  it('refuses an end before the start, a range over 366 days and malformed dates (422)', async () => {
    const backwards = await call(
      HOST.main,
      'GET',
      `/admin/dashboard/stats?start_date=${today()}&end_date=${daysAgo(3)}`,
      { cookie: admin },
    )
    expect(backwards.status).toBe(422)
    expect(backwards.body.errors).toEqual([{ field: 'end_date', message: 'End date cannot be before the start date' }])
    const long = await call(HOST.main, 'GET', `/admin/dashboard/stats?start_date=${daysAgo(400)}&end_date=${today()}`, {
      cookie: admin,
    })
    expect(long.status).toBe(422)
    expect(
      (await call(HOST.main, 'GET', '/admin/dashboard/stats?start_date=yesterday', { cookie: admin })).status,
    ).toBe(422)
  })

  it('answers 401 without a session and to a staff session', async () => {
    expect((await call(HOST.main, 'GET', '/admin/dashboard')).status).toBe(401)
    expect((await call(HOST.main, 'GET', '/admin/dashboard/stats', { cookie: await as.acmeOwner() })).status).toBe(401)
  })
})

describe('the other dashboard figures', () => {
  const range = `?start_date=${daysAgo(89)}&end_date=${today()}`

  it('business-average: per business jobs, candidates, employees and hires', async () => {
    const res = await call(HOST.main, 'GET', `/admin/dashboard/business-average${range}`, { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.data.businesses).toBeGreaterThanOrEqual(2)
    expect(res.body.data.averages).toEqual({
      jobs: expect.any(Number),
      candidates: expect.any(Number),
      employees: expect.any(Number),
      hires: expect.any(Number),
    })
    expect(res.body.data.totals.hires).toBeGreaterThan(0)
  })

  it('offers-per-business: offer letters by status for each business', async () => {
    const res = await call(HOST.main, 'GET', `/admin/dashboard/offers-per-business${range}`, { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.data.statuses).toContain('signed')
    for (const b of res.body.data.businesses) {
      expect(b.total).toBe(Object.values(b.by_status as Record<string, number>).reduce((n, x) => n + x, 0))
    }
  })

  it('jobs-and-applications: a series per day, or per week for long ranges, with every bucket', async () => {
    const daily = await call(
      HOST.main,
      'GET',
      `/admin/dashboard/jobs-and-applications?start_date=${daysAgo(6)}&end_date=${today()}`,
      { cookie: admin },
    )
    expect(daily.body.data).toMatchObject({ interval: 'day' })
    expect(daily.body.data.labels).toHaveLength(7)
    expect(daily.body.data.jobs).toHaveLength(7)
    const weekly = await call(HOST.main, 'GET', `/admin/dashboard/jobs-and-applications${range}`, { cookie: admin })
    expect(weekly.body.data.interval).toBe('week')
    const added = weekly.body.data.applications.reduce((n: number, x: number) => n + x, 0)
    const since = new Date(`${daysAgo(89)}T00:00:00Z`)
    // Applications, not people: a person in two jobs counts twice.
    const expected = (await db().query.applications.findMany({ columns: { appliedAt: true } })).filter(
      (a) => a.appliedAt >= since,
    ).length
    expect(added).toBe(expected)
  })

  it('candidates-per-business and the overview with everything at once', async () => {
    const res = await call(HOST.main, 'GET', `/admin/dashboard/candidates-per-business${range}`, { cookie: admin })
    expect(res.body.data.businesses[0]).toMatchObject({
      business_name: 'Acme Corporation',
      count: expect.any(Number),
      total: expect.any(Number),
    })
    const all = await call(HOST.main, 'GET', `/admin/dashboard${range}`, { cookie: admin })
    expect(Object.keys(all.body.data).sort()).toEqual([
      'business_average',
      'candidates_per_business',
      'jobs_and_applications',
      'offers_per_business',
      'stats',
    ])
  })
})
