import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, staffWith } from '../opportunities/helpers'

const STAT_FIELDS = [
  'total_candidates',
  'total_employees',
  'jobs_active',
  'total_candidates_last_week',
  'total_jobs_last_week',
  'total_shortlisted',
  'total_shortlisted_last_week',
  'total_interviews',
  'total_interviews_last_week',
  'total_completed_interviews',
  'total_running_interviews',
  'has_candidate_permission',
  'has_interview_permission',
  'has_job_permission',
]

let acmeId: string
let owner: string

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  owner = await as.acmeOwner()
})

/** The figures, counted here in plain JavaScript from Acme's rows. */
async function expectedFigures() {
  const since = Date.now() - 7 * 86_400_000
  const [cands, apps, staff, jobs, meetings, history] = await Promise.all([
    db().select().from(schema.candidates).where(eq(schema.candidates.businessId, acmeId)),
    db().select().from(schema.applications).where(eq(schema.applications.businessId, acmeId)),
    db().select().from(schema.employees).where(eq(schema.employees.businessId, acmeId)),
    db().select().from(schema.opportunities).where(eq(schema.opportunities.businessId, acmeId)),
    db().select().from(schema.interviews).where(eq(schema.interviews.businessId, acmeId)),
    db().select().from(schema.statusHistories).where(eq(schema.statusHistories.businessId, acmeId)),
  ])
  const recent = (d: Date) => d.getTime() >= since
  // Shortlisted = applications at the shortlist; "last week" = of those, the ones that reached it in the last 7 days.
  const shortlisted = apps.filter((a) => a.stage === 'shortlisted')
  const shortlistedRecently = (id: string) =>
    history.some(
      (h) => h.entity === 'application' && h.entityId === id && h.toStatus === 'shortlisted' && recent(h.createdAt),
    )
  return {
    total_candidates: cands.length,
    total_employees: staff.filter((e) => e.status === 'active').length,
    jobs_active: jobs.filter((j) => j.status === 'open').length,
    total_candidates_last_week: cands.filter((c) => recent(c.createdAt)).length,
    total_jobs_last_week: jobs.filter((j) => recent(j.createdAt)).length,
    total_shortlisted: shortlisted.length,
    total_shortlisted_last_week: shortlisted.filter((a) => shortlistedRecently(a.id)).length,
    total_interviews: meetings.length,
    total_interviews_last_week: meetings.filter((m) => recent(m.createdAt)).length,
    total_completed_interviews: meetings.filter((m) => m.status === 'completed').length,
    total_running_interviews: meetings.filter((m) => m.status === 'scheduled' || m.status === 'in_progress').length,
  }
}

describe('GET /wildcard/dashboard/stats', () => {
  it("answers exactly the seed's fields, equal to the demo data's counts", async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/dashboard/stats', { cookie: owner })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data).sort()).toEqual([...STAT_FIELDS].sort())
    expect(res.body.data).toEqual({
      ...(await expectedFigures()),
      has_candidate_permission: true,
      has_interview_permission: true,
      has_job_permission: true,
    })
    // The demo data has something in every headline figure.
    expect(res.body.data.total_candidates_last_week).toBeGreaterThan(0)
    expect(res.body.data.total_completed_interviews).toBeGreaterThan(0)
  })

  it('answers a figure the caller may not see as null, and says so in the flags', async () => {
    const recruiter = await as.acmeRecruiter()
    const res = await call(HOST.acme, 'GET', '/wildcard/dashboard/stats', { cookie: recruiter })
    expect(res.body.data).toMatchObject({
      has_candidate_permission: true,
      has_interview_permission: true,
      has_job_permission: true,
      total_employees: null,
    })
    const dashboardOnly = await staffWith(['dashboard.view'], 'dashonly')
    const bare = await call(HOST.acme, 'GET', '/wildcard/dashboard/stats', { cookie: dashboardOnly })
    expect(bare.status).toBe(200)
    expect(bare.body.data).toEqual({
      ...Object.fromEntries(STAT_FIELDS.filter((f) => !f.startsWith('has_')).map((f) => [f, null])),
      has_candidate_permission: false,
      has_interview_permission: false,
      has_job_permission: false,
    })
  })

  it('needs a session (401) and dashboard.view (403)', async () => {
    expect((await call(HOST.acme, 'GET', '/wildcard/dashboard/stats')).status).toBe(401)
    const noDashboard = await staffWith(['candidates.view'], 'nodash')
    const res = await call(HOST.acme, 'GET', '/wildcard/dashboard/stats', { cookie: noDashboard })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to view the dashboard.')
  })

  it("counts only the host's business", async () => {
    const globexOwner = await as.globexOwner()
    const res = await call(HOST.globex, 'GET', '/wildcard/dashboard/stats', { cookie: globexOwner })
    const globex = await businessBySlug('globex')
    expect(res.body.data.total_candidates).toBe(
      await db().$count(schema.candidates, eq(schema.candidates.businessId, globex.id)),
    )
  })
})

describe('GET /wildcard/dashboard/top_jobs', () => {
  it('ranks the open jobs by candidates, with their pipeline', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/dashboard/top_jobs?limit=10', { cookie: owner })
    expect(res.status).toBe(200)
    const jobs = await db().select().from(schema.opportunities).where(eq(schema.opportunities.businessId, acmeId))
    const apps = await db().select().from(schema.applications).where(eq(schema.applications.businessId, acmeId))
    const open = jobs.filter((j) => j.status === 'open')
    expect(res.body.data).toHaveLength(open.length)
    const totals = res.body.data.map((j: { candidate_counts: { total: number } }) => j.candidate_counts.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    for (const job of res.body.data) {
      const mine = apps.filter((a) => a.opportunityId === job.id)
      expect(job.candidate_counts.total).toBe(mine.length)
      expect(job.candidate_counts.hired).toBe(mine.filter((a) => a.stage === 'hired').length)
    }
    expect((await call(HOST.acme, 'GET', '/wildcard/dashboard/top_jobs?limit=0', { cookie: owner })).status).toBe(422)
    expect((await call(HOST.acme, 'GET', '/wildcard/dashboard/top_jobs', { cookie: owner })).body.data).toHaveLength(
      Math.min(5, open.length),
    )
  })
})

describe('GET /wildcard/dashboard/api-usage-stats', () => {
  it("answers this month's AI extractions and e-mails and the business's size against the plan", async () => {
    const period = new Date().toISOString().slice(0, 7)
    const counters = await db().select().from(schema.usageCounters).where(eq(schema.usageCounters.businessId, acmeId))
    const used = (metric: string) => counters.find((c) => c.metric === metric && c.period === period)?.count ?? 0
    const res = await call(HOST.acme, 'GET', '/wildcard/dashboard/api-usage-stats', { cookie: owner })
    expect(res.status).toBe(200)
    const business = await businessBySlug('acme')
    const plan = (await db().query.plans.findFirst({ where: eq(schema.plans.id, business.planId!) }))!
    expect(res.body.data).toMatchObject({
      period,
      plan: { name: plan.name },
      ai_extraction: { used: used('ai_extraction'), limit: plan.limits.aiExtractionsPerMonth },
      email: { used: used('email'), limit: null, remaining: null },
      candidates: {
        used: await db().$count(schema.candidates, eq(schema.candidates.businessId, acmeId)),
        limit: plan.limits.candidates,
      },
      jobs: { limit: plan.limits.jobs },
      employees: { limit: plan.limits.employees },
    })
  })
})

describe('GET /wildcard/dashboard', () => {
  it('answers everything at once: stats, top jobs, usage, pipeline and the application trend', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/dashboard', { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data.stats).toEqual(
      (await call(HOST.acme, 'GET', '/wildcard/dashboard/stats', { cookie: owner })).body.data,
    )
    expect(res.body.data.top_jobs.length).toBeGreaterThan(0)
    expect(res.body.data.api_usage.plan.name).toBeTruthy()
    // The pipeline counts applications (a person in two jobs counts twice), the stats count people.
    const apps = await db().select().from(schema.applications).where(eq(schema.applications.businessId, acmeId))
    expect(res.body.data.pipeline.total).toBe(apps.length)
    expect(res.body.data.pipeline.total).toBeGreaterThan(res.body.data.stats.total_candidates)
    expect(res.body.data.pipeline.shortlisted).toBe(res.body.data.stats.total_shortlisted)
    expect(res.body.data.applications).toHaveLength(14)
    const applied = res.body.data.applications.reduce((sum: number, d: { count: number }) => sum + d.count, 0)
    expect(applied).toBeGreaterThanOrEqual(res.body.data.stats.total_candidates_last_week)
    const dashboardOnly = await staffWith(['dashboard.view'], 'dashonly2')
    const bare = await call(HOST.acme, 'GET', '/wildcard/dashboard', { cookie: dashboardOnly })
    expect(bare.body.data).toMatchObject({ top_jobs: [], pipeline: null, applications: null })
  })
})
