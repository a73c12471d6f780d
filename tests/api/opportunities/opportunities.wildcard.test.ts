import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, employeeByEmail, inDays, jobByCode, jobsInUse, staffWith, withJobLimit } from './helpers'

let acmeId: string
let globexJobId: string
let owner: string
let recruiter: string

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  const globex = await businessBySlug('globex')
  globexJobId = (await db().query.opportunities.findFirst({ where: eq(schema.opportunities.businessId, globex.id) }))!
    .id
  owner = await as.acmeOwner()
  recruiter = await as.acmeRecruiter()
})

const validJob = (over: Record<string, unknown> = {}) => ({
  title: 'Platform Engineer',
  code: `plt-${Math.floor(Math.random() * 1e6)}`,
  employment_type: 'full_time',
  workplace: 'hybrid',
  location: 'New York, NY',
  salary_min: 120000,
  salary_max: 150000,
  salary_currency: 'usd',
  openings: 2,
  skills: ['Go', 'Kubernetes', 'go'],
  experience_min: 3,
  experience_max: 7,
  description: 'Build the platform.',
  deadline: inDays(30),
  ...over,
})

describe('GET /wildcard/opportunities', () => {
  it('lists the business’s jobs with names and candidate counts per stage', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/opportunities', { cookie: owner })
    expect(res.status).toBe(200)
    const all = await db().select().from(schema.opportunities).where(eq(schema.opportunities.businessId, acmeId))
    expect(res.body.data).toMatchObject({ count: all.length, page: 1, limit: 10 })
    const backend = res.body.data.rows.find((r: { code: string }) => r.code === 'ENG-104')
    const backendApplications = await db()
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.opportunityId, backend.id))
    expect(backend.candidate_counts.total).toBe(backendApplications.length)
    expect(backend.candidate_counts.shortlisted).toBe(
      backendApplications.filter((a) => a.stage === 'shortlisted').length,
    )
    expect(backend.department).toEqual({ id: backend.department_id, name: 'Engineering' })
    expect(backend.branch.name).toBe('New York HQ')
    expect(backend).not.toHaveProperty('description')
  })

  it('filters, searches (title, code, location, skills) and sorts', async () => {
    const open = await call(HOST.acme, 'GET', '/wildcard/opportunities?status=open', { cookie: owner })
    expect(open.body.data.rows.every((r: { status: string }) => r.status === 'open')).toBe(true)
    const bySkill = await call(HOST.acme, 'GET', '/wildcard/opportunities?search=figma', { cookie: owner })
    expect(bySkill.body.data.rows.map((r: { code: string }) => r.code)).toEqual(['DES-201'])
    const byCode = await call(HOST.acme, 'GET', '/wildcard/opportunities?search=SAL-310', { cookie: owner })
    expect(byCode.body.data.rows.map((r: { title: string }) => r.title)).toEqual(['Account Executive'])
    const remote = await call(HOST.acme, 'GET', '/wildcard/opportunities?workplace=remote', { cookie: owner })
    expect(remote.body.data.rows.map((r: { code: string }) => r.code)).toEqual(['ENG-108'])
    const literal = await call(HOST.acme, 'GET', '/wildcard/opportunities?search=%25', { cookie: owner })
    expect(literal.body.data.count).toBe(0)
    const sorted = await call(HOST.acme, 'GET', '/wildcard/opportunities?sort=candidates&order=desc', { cookie: owner })
    const totals = sorted.body.data.rows.map((r: { candidate_counts: { total: number } }) => r.candidate_counts.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const paged = await call(HOST.acme, 'GET', '/wildcard/opportunities?limit=2&page=2', { cookie: owner })
    expect(paged.body.data.rows).toHaveLength(2)
  })

  it('refuses bad filters (422), no session (401) and a role without jobs (403)', async () => {
    const bad = await call(HOST.acme, 'GET', '/wildcard/opportunities?status=archived', { cookie: owner })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0]).toEqual({ field: 'status', message: 'Status is not a valid option' })
    expect((await call(HOST.acme, 'GET', '/wildcard/opportunities')).status).toBe(401)
    const noJobs = await staffWith(['dashboard.view'], 'nojobs')
    const res = await call(HOST.acme, 'GET', '/wildcard/opportunities', { cookie: noJobs })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to view jobs.')
  })
})

describe('POST /wildcard/opportunities', () => {
  it('creates a draft with normalised fields and a history row', async () => {
    const manager = await employeeByEmail('marcus.chen@acme.example')
    const res = await call(HOST.acme, 'POST', '/wildcard/opportunities', {
      cookie: recruiter,
      body: validJob({ hiring_manager_id: manager.id }),
    })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data).toMatchObject({
      status: 'draft',
      salary_currency: 'USD',
      skills: ['Go', 'Kubernetes'],
      published_at: null,
      hiring_manager: { id: manager.id, name: 'Marcus Chen' },
    })
    expect(res.body.data.code).toMatch(/^PLT-/)
    expect(res.body.data.candidate_counts.total).toBe(0)
    expect(res.body.data.status_history).toHaveLength(1)
    const me = await employeeByEmail('recruiter@acme.example')
    expect(res.body.data.status_history[0]).toMatchObject({
      from_status: null,
      to_status: 'draft',
      actor_id: me.id,
      actor_name: `${me.firstName} ${me.lastName}`,
    })
    expect(res.body.data.created_by).toBe(me.id)
  })

  it('answers 422 with the field at fault', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Please enter Title'],
      [{ salary_min: 200000 }, 'salary_max', 'Maximum salary cannot be less than the minimum salary'],
      [{ salary_currency: 'ABC' }, 'salary_currency', 'Currency is not a valid ISO currency code'],
      [{ salary_currency: null }, 'salary_currency', 'Please enter Currency'],
      [{ experience_min: 9 }, 'experience_max', 'Maximum experience cannot be less than the minimum experience'],
      [{ openings: 0 }, 'openings', 'Openings cannot be less than 1'],
      [{ deadline: '2020-01-01' }, 'deadline', 'Deadline cannot be in the past'],
      [{ deadline: '31/12/2099' }, 'deadline', 'Deadline is not a valid date'],
      [{ workplace: 'on_site', location: '' }, 'location', 'Please enter Location'],
      [{ workplace: 'moon' }, 'workplace', 'Workplace is not a valid option'],
    ]
    for (const [over, field, message] of cases) {
      const res = await call(HOST.acme, 'POST', '/wildcard/opportunities', { cookie: owner, body: validJob(over) })
      expect(res.status, JSON.stringify(over)).toBe(422)
      expect(res.body.errors, JSON.stringify(over)).toContainEqual({ field, message })
    }
  })

  it('refuses a hiring manager, department or template of another business (422) and a taken code (409)', async () => {
    const globexOwner = await employeeByEmail('owner@globex.example')
    const res = await call(HOST.acme, 'POST', '/wildcard/opportunities', {
      cookie: owner,
      body: validJob({ hiring_manager_id: globexOwner.id }),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([
      { field: 'hiring_manager_id', message: 'Hiring manager must be an active employee of this business' },
    ])
    const legacy = await db().query.departments.findFirst({
      where: and(eq(schema.departments.businessId, acmeId), eq(schema.departments.status, 'inactive')),
    })
    const inactive = await call(HOST.acme, 'POST', '/wildcard/opportunities', {
      cookie: owner,
      body: validJob({ department_id: legacy!.id }),
    })
    expect(inactive.status).toBe(422)
    const taken = await call(HOST.acme, 'POST', '/wildcard/opportunities', {
      cookie: owner,
      body: validJob({ code: 'eng-104' }),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('A job with the code ENG-104 already exists.')
  })

  it('holds to the plan’s job limit: 403 with a clear message, nothing created', async () => {
    const inUse = await jobsInUse(acmeId)
    const before = await db().$count(schema.opportunities)
    const res = await withJobLimit(acmeId, inUse, () =>
      call(HOST.acme, 'POST', '/wildcard/opportunities', { cookie: owner, body: validJob() }),
    )
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(`Your Growth plan allows ${inUse} jobs. Upgrade your plan to add more.`)
    expect(await db().$count(schema.opportunities)).toBe(before)
  })

  it('needs opportunities.create (403) and a session (401)', async () => {
    const viewer = await staffWith(['opportunities.view'], 'viewer')
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/opportunities', { cookie: viewer, body: validJob() })).status,
    ).toBe(403)
    expect((await call(HOST.acme, 'POST', '/wildcard/opportunities', { body: validJob() })).status).toBe(401)
  })
})

describe('GET /wildcard/opportunities/:id', () => {
  it('answers the job with its department, manager, pipeline and history', async () => {
    const backend = await jobByCode(acmeId, 'ENG-104')
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/${backend.id}`, { cookie: owner })
    expect(res.status).toBe(200)
    const apps = await db().select().from(schema.applications).where(eq(schema.applications.opportunityId, backend.id))
    expect(res.body.data.candidate_counts.total).toBe(apps.length)
    for (const stage of schema.CANDIDATE_STATES) {
      expect(res.body.data.candidate_counts[stage]).toBe(apps.filter((a) => a.stage === stage).length)
      expect(res.body.data.pipeline_candidates[stage]).toHaveLength(
        Math.min(6, apps.filter((a) => a.stage === stage).length),
      )
    }
    expect(res.body.data.hiring_manager.name).toBe('Marcus Chen')
    expect(res.body.data.status_history[0]).toMatchObject({ from_status: 'draft', to_status: 'open' })
  })

  it('hides candidate names from a role that may not view candidates', async () => {
    const backend = await jobByCode(acmeId, 'ENG-104')
    const jobsOnly = await staffWith(['opportunities.view'], 'jobsonly')
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/${backend.id}`, { cookie: jobsOnly })
    expect(res.status).toBe(200)
    expect(res.body.data.pipeline_candidates).toBeNull()
    expect(res.body.data.candidate_counts.total).toBeGreaterThan(0)
  })

  it("answers 404 for Globex's job on Acme's host", async () => {
    const globexJob = () => db().query.opportunities.findFirst({ where: eq(schema.opportunities.id, globexJobId) })
    const before = await globexJob()
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/${globexJobId}`, { cookie: owner })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Job not found.')
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${globexJobId}`, {
          cookie: owner,
          body: { title: 'Taken over' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${globexJobId}/status`, {
          cookie: owner,
          body: { status: 'closed' },
        })
      ).status,
    ).toBe(404)
    expect(await globexJob()).toEqual(before)
  })
})

describe('PUT /wildcard/opportunities/:id', () => {
  it('edits a job; the merged job must hold together', async () => {
    const created = await call(HOST.acme, 'POST', '/wildcard/opportunities', { cookie: owner, body: validJob() })
    const id = created.body.data.id
    const res = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${id}`, {
      cookie: recruiter,
      body: { title: 'Senior Platform Engineer', openings: '3' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ title: 'Senior Platform Engineer', openings: 3, salary_min: 120000 })
    const inverted = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${id}`, {
      cookie: owner,
      body: { salary_max: 1000 },
    })
    expect(inverted.status).toBe(422)
    expect(inverted.body.errors).toEqual([
      { field: 'salary_max', message: 'Maximum salary cannot be less than the minimum salary' },
    ])
    const cleared = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${id}`, {
      cookie: owner,
      body: { salary_min: null, salary_max: null, description: '' },
    })
    expect(cleared.body.data).toMatchObject({ salary_min: null, salary_max: null, description: null })
  })

  it('refuses to edit a closed job (409)', async () => {
    const closed = await jobByCode(acmeId, 'ENG-090')
    const res = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${closed.id}`, {
      cookie: owner,
      body: { title: 'Reopened' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('A closed job cannot be edited.')
  })

  it('needs opportunities.update (403)', async () => {
    const backend = await jobByCode(acmeId, 'ENG-104')
    const viewer = await staffWith(['opportunities.view'], 'viewer2')
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${backend.id}`, {
          cookie: viewer,
          body: { title: 'X job' },
        })
      ).status,
    ).toBe(403)
  })
})

describe('PUT /wildcard/opportunities/:id/status', () => {
  it('follows draft → open ⇄ on hold → closed, stamping published and closed times, with history', async () => {
    const id = (await call(HOST.acme, 'POST', '/wildcard/opportunities', { cookie: owner, body: validJob() })).body.data
      .id
    const opened = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${id}/status`, {
      cookie: owner,
      body: { status: 'open' },
    })
    expect(opened.status).toBe(200)
    expect(opened.body.message).toBe('Job published.')
    const publishedAt = opened.body.data.published_at
    expect(publishedAt).toBeTruthy()
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${id}/status`, {
          cookie: owner,
          body: { status: 'on_hold', reason: 'Budget review' },
        })
      ).status,
    ).toBe(200)
    const reopened = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${id}/status`, {
      cookie: owner,
      body: { status: 'open' },
    })
    expect(reopened.body.data.published_at).toBe(publishedAt)
    const closed = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${id}/status`, {
      cookie: owner,
      body: { status: 'closed' },
    })
    expect(closed.body.data.closed_at).toBeTruthy()
    const history = await db()
      .select()
      .from(schema.statusHistories)
      .where(and(eq(schema.statusHistories.entity, 'opportunity'), eq(schema.statusHistories.entityId, id)))
    expect(history.map((h) => `${h.fromStatus}>${h.toStatus}`).sort()).toEqual(
      ['draft>open', 'null>draft', 'on_hold>open', 'open>closed', 'open>on_hold'].sort(),
    )
    expect(history.find((h) => h.toStatus === 'on_hold')?.reason).toBe('Budget review')
  })

  it('refuses impossible moves (409 naming both states) and unknown states (422)', async () => {
    const closed = await jobByCode(acmeId, 'ENG-090')
    const res = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${closed.id}/status`, {
      cookie: owner,
      body: { status: 'open' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('A job cannot move from closed to open.')
    const draft = await jobByCode(acmeId, 'PRD-120')
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${draft.id}/status`, {
          cookie: owner,
          body: { status: 'on_hold' },
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${draft.id}/status`, {
          cookie: owner,
          body: { status: 'archived' },
        })
      ).status,
    ).toBe(422)
  })

  it('the recruiter may not change a job’s status (403)', async () => {
    const draft = await jobByCode(acmeId, 'PRD-120')
    const res = await call(HOST.acme, 'PUT', `/wildcard/opportunities/${draft.id}/status`, {
      cookie: recruiter,
      body: { status: 'open' },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to change status of jobs.')
  })
})

describe('GET /wildcard/opportunities/options/all', () => {
  it('answers the open and on-hold jobs as value/label pairs', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/opportunities/options/all', { cookie: recruiter })
    expect(res.status).toBe(200)
    const live = await db().select().from(schema.opportunities).where(eq(schema.opportunities.businessId, acmeId))
    const expected = live.filter((o) => o.status === 'open' || o.status === 'on_hold')
    expect(res.body.data).toHaveLength(expected.length)
    expect(res.body.data).toContainEqual({
      value: (await jobByCode(acmeId, 'ENG-104')).id,
      label: 'Senior Backend Engineer (ENG-104)',
    })
  })
})

describe('GET /wildcard/opportunities/:id/shorlisted/candidates', () => {
  it('answers the shortlist, and the later stages too with include_later=1', async () => {
    const backend = await jobByCode(acmeId, 'ENG-104')
    const apps = await db().select().from(schema.applications).where(eq(schema.applications.opportunityId, backend.id))
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/${backend.id}/shorlisted/candidates`, {
      cookie: recruiter,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ count: apps.filter((a) => a.stage === 'shortlisted').length, limit: 12 })
    expect(res.body.data.rows[0]).not.toHaveProperty('password_hash')
    const later = await call(
      HOST.acme,
      'GET',
      `/wildcard/opportunities/${backend.id}/shorlisted/candidates?include_later=1`,
      { cookie: recruiter },
    )
    expect(later.body.data.count).toBe(
      apps.filter((a) => ['shortlisted', 'interviewing', 'offered', 'hired'].includes(a.stage)).length,
    )
    expect(later.body.data.count).toBeGreaterThan(res.body.data.count)
  })

  it('needs candidates.view (403) and answers 404 for Globex’s job', async () => {
    const backend = await jobByCode(acmeId, 'ENG-104')
    const jobsOnly = await staffWith(['opportunities.view'], 'jobsonly2')
    expect(
      (
        await call(HOST.acme, 'GET', `/wildcard/opportunities/${backend.id}/shorlisted/candidates`, {
          cookie: jobsOnly,
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(HOST.acme, 'GET', `/wildcard/opportunities/${globexJobId}/shorlisted/candidates`, { cookie: owner }))
        .status,
    ).toBe(404)
  })
})

describe('GET /wildcard/opportunities/:id/email/template', () => {
  it("answers the job's own active template, else the business's general candidate message, else the product's wording", async () => {
    const backend = await jobByCode(acmeId, 'ENG-104')
    const path = `/wildcard/opportunities/${backend.id}/email/template`
    const fallback = await call(HOST.acme, 'GET', path, { cookie: owner })
    expect(fallback.status).toBe(200)
    expect(fallback.body.data).toMatchObject({
      source: 'default',
      template: { key: 'general.message', status: 'active' },
    })
    expect(fallback.body.data.template.body).toContain('{{message}}')
    expect(fallback.body.data.template.placeholders).toContain('candidate_name')

    const own = crypto.randomUUID()
    await db().insert(schema.emailTemplates).values({
      id: own,
      businessId: acmeId,
      key: 'job.backend_outreach',
      name: 'Backend outreach',
      subject: 'Hello from Acme engineering',
      category: 'candidate',
    })
    await db()
      .insert(schema.templateBodies)
      .values({
        businessId: acmeId,
        templateId: own,
        body: '<p>Hi {{candidate_name}}</p>',
        placeholders: ['candidate_name'],
      })
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/opportunities/${backend.id}`, {
          cookie: owner,
          body: { email_template_id: own },
        })
      ).status,
    ).toBe(200)
    const chosen = await call(HOST.acme, 'GET', path, { cookie: owner })
    expect(chosen.body.data).toMatchObject({
      source: 'opportunity',
      template: { id: own, name: 'Backend outreach', body: '<p>Hi {{candidate_name}}</p>' },
    })

    // An inactive template of the job falls back to the business's default; with that off too, the product's wording.
    await db().update(schema.emailTemplates).set({ status: 'inactive' }).where(eq(schema.emailTemplates.id, own))
    expect((await call(HOST.acme, 'GET', path, { cookie: owner })).body.data.source).toBe('default')
    const general = and(eq(schema.emailTemplates.businessId, acmeId), eq(schema.emailTemplates.key, 'general.message'))
    await db().update(schema.emailTemplates).set({ status: 'inactive' }).where(general)
    const product = await call(HOST.acme, 'GET', path, { cookie: owner })
    expect(product.body.data).toMatchObject({
      source: 'product_default',
      template: { id: null, key: 'general.message' },
    })
    await db().update(schema.emailTemplates).set({ status: 'active' }).where(general)
    expect(
      (await call(HOST.acme, 'GET', `/wildcard/opportunities/${globexJobId}/email/template`, { cookie: owner })).status,
    ).toBe(404)
  })
})
