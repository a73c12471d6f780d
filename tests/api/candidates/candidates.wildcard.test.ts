import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  applications,
  businesses,
  candidates,
  opportunities,
  savedSearchFilters,
  statusHistories,
} from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'

let owner: string
let recruiter: string
let globex: string
let acmeId: string

const candidateBy = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(candidates.email, email) }))!
const jobBy = async (title: string) =>
  (await db().query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, acmeId), eq(opportunities.title, title)),
  }))!

beforeAll(async () => {
  await seed()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
})

describe('GET /wildcard/candidates', () => {
  it('lists 12 a page, newest first, each with its job title', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/candidates', { cookie: recruiter })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, limit: 12 })
    expect(res.body.data.count).toBeGreaterThanOrEqual(18)
    expect(res.body.data.rows).toHaveLength(12)
    const noah = res.body.data.rows.find((r: { email: string }) => r.email === 'noah.kim@example.net')
    expect(noah).toMatchObject({
      name: 'Noah Kim',
      status: 'new',
      opportunity_title: 'Frontend Engineer',
      opportunity: { title: 'Frontend Engineer' },
    })
    expect(noah).not.toHaveProperty('password_hash')
    const created = res.body.data.rows.map((r: { created_at: string }) => r.created_at)
    expect([...created].sort().reverse()).toEqual(created)
  })

  it('searches by name, e-mail, phone digits and skill', async () => {
    const search = async (q: string) =>
      (
        await call(HOST.acme, 'GET', `/wildcard/candidates?search=${encodeURIComponent(q)}`, { cookie: owner })
      ).body.data.rows.map((r: { name: string }) => r.name)
    expect(await search('Hannah Schm')).toEqual(['Hannah Schmidt'])
    expect(await search('aisha.mohammed@')).toEqual(['Aisha Mohammed'])
    expect(await search('6465550129')).toEqual(['Daniel Park'])
    expect(await search('Kafka')).toEqual(['Aisha Mohammed'])
  })

  it('filters by status, job, source, experience, qualification and blacklist, and sorts', async () => {
    const backend = await jobBy('Senior Backend Engineer')
    const list = async (qs: string) =>
      (await call(HOST.acme, 'GET', `/wildcard/candidates?${qs}`, { cookie: owner })).body.data
    expect((await list('status=shortlisted')).rows.every((r: { status: string }) => r.status === 'shortlisted')).toBe(
      true,
    )
    expect(
      (await list(`opportunity_id=${backend.id}`)).rows.every(
        (r: { opportunity_id: string }) => r.opportunity_id === backend.id,
      ),
    ).toBe(true)
    expect((await list('source=careers page')).rows.every((r: { source: string }) => r.source === 'careers page')).toBe(
      true,
    )
    const senior = await list('experience_min=7&sort=experience&order=desc')
    expect(senior.rows.map((r: { experience_years: number }) => r.experience_years)).toEqual([8, 7])
    expect((await list('qualification=MBA')).rows.map((r: { qualification: string }) => r.qualification)).toEqual([
      'MBA',
      'MBA',
    ])
    expect((await list('blacklisted=true')).rows.map((r: { name: string }) => r.name)).toEqual(['Derek Vaughn'])
    const byName = await list('sort=name&order=asc&limit=3')
    expect(byName.rows.map((r: { name: string }) => r.name)).toEqual(['Aisha Mohammed', 'Casey Morgan', 'Chloe Martin'])
  })

  it('refuses bad filters (422), no session (401), and shows Globex none of Acme', async () => {
    const bad = await call(HOST.acme, 'GET', '/wildcard/candidates?status=famous', { cookie: owner })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0]).toMatchObject({ field: 'status' })
    expect((await call(HOST.acme, 'GET', '/wildcard/candidates')).status).toBe(401)
    const other = await call(HOST.globex, 'GET', '/wildcard/candidates?search=Noah', { cookie: globex })
    expect(other.body.data.rows).toEqual([])
  })
})

describe('POST /wildcard/candidates', () => {
  it('creates a candidate with an application to the job, whose history starts with its creation', async () => {
    const job = await jobBy('Senior Backend Engineer')
    const res = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: recruiter,
      body: {
        first_name: 'Priya',
        last_name: 'Nair',
        email: 'Priya.Nair@Example.com',
        phone: '+1 (415) 555-0199',
        opportunity_id: job.id,
        experience_years: 6,
        qualification: 'M.Sc. Computer Science',
        skills: ['Go', 'Kubernetes'],
        source: 'referral',
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      status: 'new',
      opportunity: { id: job.id, title: 'Senior Backend Engineer' },
      source: 'referral',
    })
    // The pipeline (and its history) belongs to the application, not to the person.
    const [application] = await db().query.applications.findMany({
      where: eq(applications.candidateId, res.body.data.id),
    })
    expect(application).toMatchObject({ opportunityId: job.id, stage: 'new', source: 'referral' })
    expect(res.body.data.application_id).toBe(application!.id)
    const history = await db().query.statusHistories.findMany({ where: eq(statusHistories.entityId, application!.id) })
    expect(history).toMatchObject([
      { entity: 'application', fromStatus: null, toStatus: 'new', actorKind: 'employee', reason: 'Added (referral).' },
    ])
  })

  it('answers the existing record (409) for the same e-mail or the same phone digits', async () => {
    const byEmail = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: owner,
      body: { first_name: 'Noah', email: 'NOAH.KIM@example.net' },
    })
    expect(byEmail.status).toBe(409)
    expect(byEmail.body.data).toMatchObject({
      matched_on: 'email',
      existing: { name: 'Noah Kim', email: 'noah.kim@example.net' },
    })
    expect(byEmail.body.errors).toEqual([{ field: 'email', message: expect.stringContaining('Noah Kim') }])
    // Seeded as '+1 (646) 555-0121'; typed without the country code and with other punctuation.
    const byPhone = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: owner,
      body: { first_name: 'N', email: 'someone.else@example.com', phone: '646-555-0121' },
    })
    expect(byPhone.status).toBe(409)
    expect(byPhone.body.data).toMatchObject({ matched_on: 'phone', existing: { name: 'Noah Kim' } })
    expect(await db().$count(candidates, eq(candidates.email, 'someone.else@example.com'))).toBe(0)
  })

  it('validates (422): required fields, e-mail, a job of this business only', async () => {
    const empty = await call(HOST.acme, 'POST', '/wildcard/candidates', { cookie: owner, body: {} })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: 'Please enter First name' },
        { field: 'email', message: 'Please enter Email' },
      ]),
    )
    const badEmail = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: owner,
      body: { first_name: 'A', email: 'not-mail' },
    })
    expect(badEmail.body.errors[0]).toMatchObject({ field: 'email' })
    const globexJob = (await db().query.opportunities.findFirst({
      where: eq(
        opportunities.businessId,
        (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'globex') }))!.id,
      ),
    }))!
    const foreign = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: owner,
      body: { first_name: 'A', email: 'a.b@example.com', opportunity_id: globexJob.id },
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors).toEqual([{ field: 'opportunity_id', message: 'The selected job does not exist.' }])
  })

  it('needs a session (401) and the create permission (403)', async () => {
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/candidates', { body: { first_name: 'A', email: 'x@example.com' } }))
        .status,
    ).toBe(401)
    // The interviewer's role may view candidates but not add them.
    const interviewer = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
    const denied = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: interviewer,
      body: { first_name: 'A', email: 'x@example.com' },
    })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to create candidates.')
    expect((await call(HOST.acme, 'GET', '/wildcard/candidates', { cookie: interviewer })).status).toBe(200)
  })
})

describe('GET and PUT /wildcard/candidates/:id', () => {
  it('answers the full record: job, documents, history with names, counts', async () => {
    const casey = await candidateBy('candidate@acme.example')
    const res = await call(HOST.acme, 'GET', `/wildcard/candidates/${casey.id}`, { cookie: recruiter })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: casey.id,
      name: 'Casey Morgan',
      status: 'interviewing',
      opportunity: { title: 'Senior Backend Engineer' },
      has_account: true,
    })
    // The history of her one application, from its creation on the careers page to her stage.
    expect(res.body.data.status_history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'new',
      'screening',
      'shortlisted',
      'interviewing',
    ])
    expect(res.body.data.status_history[0]).toMatchObject({ from_status: null, actor_name: 'Casey Morgan' })
    expect(res.body.data.status_history[1]).toMatchObject({
      from_status: 'new',
      actor_name: 'Ryan Patel',
      opportunity_title: 'Senior Backend Engineer',
    })
    expect(res.body.data.applications).toHaveLength(1)
    expect(res.body.data.applications[0]).toMatchObject({
      stage: 'interviewing',
      opportunity: { title: 'Senior Backend Engineer' },
    })
    expect(res.body.data.applications[0].history.map((h: { id: string }) => h.id)).toEqual(
      res.body.data.status_history.map((h: { id: string }) => h.id),
    )
    expect(res.body.data.counts).toMatchObject({
      comments: expect.any(Number),
      feedback: expect.any(Number),
      documents: 0,
    })
    expect(res.body.data.counts.comments).toBeGreaterThan(0)
  })

  it("is 404 for another business's candidate and for unknown ids", async () => {
    const casey = await candidateBy('candidate@acme.example')
    expect((await call(HOST.globex, 'GET', `/wildcard/candidates/${casey.id}`, { cookie: globex })).status).toBe(404)
    expect(
      (
        await call(HOST.globex, 'PUT', `/wildcard/candidates/${casey.id}`, {
          cookie: globex,
          body: { first_name: 'X' },
        })
      ).status,
    ).toBe(404)
    expect(await candidateBy('candidate@acme.example')).toEqual(casey)
    expect(
      (await call(HOST.acme, 'GET', '/wildcard/candidates/00000000-0000-7000-8000-000000000000', { cookie: owner }))
        .body.message,
    ).toBe('Candidate not found.')
  })

  it("updates fields and refuses to take another candidate's e-mail", async () => {
    const grace = await candidateBy('grace.liu@example.com')
    const res = await call(HOST.acme, 'PUT', `/wildcard/candidates/${grace.id}`, {
      cookie: recruiter,
      body: { current_title: 'Senior UX Designer', experience_years: 5, skills: ['Figma', 'Research'] },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      current_title: 'Senior UX Designer',
      experience_years: 5,
      skills: ['Figma', 'Research'],
      email: 'grace.liu@example.com',
    })
    const taken = await call(HOST.acme, 'PUT', `/wildcard/candidates/${grace.id}`, {
      cookie: recruiter,
      body: { email: 'kwame.asante@example.org' },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.data.existing.name).toBe('Kwame Asante')
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/candidates/${grace.id}`, {
          cookie: recruiter,
          body: { experience_years: -1 },
        })
      ).status,
    ).toBe(422)
  })
})

describe('PUT /wildcard/candidates/:id/status', () => {
  it('moves along the pipeline with a history row, and refuses impossible moves (409)', async () => {
    const aisha = await candidateBy('aisha.mohammed@example.com')
    const res = await call(HOST.acme, 'PUT', `/wildcard/candidates/${aisha.id}/status`, {
      cookie: recruiter,
      body: { status: 'screening' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: 'Candidate moved to screening.', data: { status: 'screening' } })
    const jump = await call(HOST.acme, 'PUT', `/wildcard/candidates/${aisha.id}/status`, {
      cookie: recruiter,
      body: { status: 'hired' },
    })
    expect(jump.status).toBe(409)
    expect(jump.body.message).toBe('A candidate cannot move from screening to hired.')
    const same = await call(HOST.acme, 'PUT', `/wildcard/candidates/${aisha.id}/status`, {
      cookie: recruiter,
      body: { status: 'screening' },
    })
    expect(same.status).toBe(409)
    const lena = await candidateBy('lena.fischer@example.org')
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/candidates/${lena.id}/status`, {
          cookie: recruiter,
          body: { status: 'rejected', reason: 'x' },
        })
      ).status,
    ).toBe(409)
  })

  it('needs a reason to reject or withdraw (422) and records it', async () => {
    const ethan = await candidateBy('ethan.brooks@example.org')
    const noReason = await call(HOST.acme, 'PUT', `/wildcard/candidates/${ethan.id}/status`, {
      cookie: recruiter,
      body: { status: 'rejected' },
    })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'Please enter Reason' }])
    const ok = await call(HOST.acme, 'PUT', `/wildcard/candidates/${ethan.id}/status`, {
      cookie: recruiter,
      body: { status: 'rejected', reason: 'Looking for more enterprise experience.' },
    })
    expect(ok.status).toBe(200)
    const detail = await call(HOST.acme, 'GET', `/wildcard/candidates/${ethan.id}`, { cookie: recruiter })
    expect(detail.body.data.status_history.at(-1)).toMatchObject({
      from_status: 'new',
      to_status: 'rejected',
      reason: 'Looking for more enterprise experience.',
      actor_name: expect.any(String),
    })
  })

  it('is 404 across businesses and 401 without a session', async () => {
    const kwame = await candidateBy('kwame.asante@example.org')
    // The status lives on the applications: re-read them too.
    const applicationsOfKwame = () =>
      db().query.applications.findMany({ where: eq(applications.candidateId, kwame.id), orderBy: applications.id })
    const before = await applicationsOfKwame()
    expect(before.length).toBeGreaterThan(0)
    expect(
      (
        await call(HOST.globex, 'PUT', `/wildcard/candidates/${kwame.id}/status`, {
          cookie: globex,
          body: { status: 'interviewing' },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/candidates/${kwame.id}/status`, { body: { status: 'interviewing' } }))
        .status,
    ).toBe(401)
    expect(await candidateBy('kwame.asante@example.org')).toEqual(kwame)
    expect(await applicationsOfKwame()).toEqual(before)
  })
})

describe('blacklist and whitelist', () => {
  it('needs a reason, keeps the candidate out of the pipeline until whitelisted', async () => {
    const mateo = await candidateBy('mateo.santos@example.net')
    const noReason = await call(HOST.acme, 'PUT', `/wildcard/candidates/${mateo.id}/blacklist`, {
      cookie: recruiter,
      body: {},
    })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'Please enter Reason' }])
    const res = await call(HOST.acme, 'PUT', `/wildcard/candidates/${mateo.id}/blacklist`, {
      cookie: recruiter,
      body: { reason: 'Abusive e-mails to the team.' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ is_blacklisted: true, blacklist_reason: 'Abusive e-mails to the team.' })
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/candidates/${mateo.id}/blacklist`, {
          cookie: recruiter,
          body: { reason: 'Again please' },
        })
      ).status,
    ).toBe(409)
    const forward = await call(HOST.acme, 'PUT', `/wildcard/candidates/${mateo.id}/status`, {
      cookie: recruiter,
      body: { status: 'shortlisted' },
    })
    expect(forward.status).toBe(409)
    expect(forward.body.message).toMatch(/blacklisted/)
    const white = await call(HOST.acme, 'PUT', `/wildcard/candidates/${mateo.id}/whitelist`, {
      cookie: recruiter,
      body: { reason: 'Apologised; misunderstanding.' },
    })
    expect(white.body.data).toMatchObject({ is_blacklisted: false, blacklist_reason: null })
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/candidates/${mateo.id}/whitelist`, { cookie: recruiter, body: {} }))
        .status,
    ).toBe(409)
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/candidates/${mateo.id}/status`, {
          cookie: recruiter,
          body: { status: 'shortlisted' },
        })
      ).status,
    ).toBe(200)
  })
})

describe('options', () => {
  it('lists the pipeline states with labels, counts and allowed moves', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/candidates/options/status', { cookie: recruiter })
    expect(res.status).toBe(200)
    expect(res.body.data.map((o: { value: string }) => o.value)).toEqual([
      'new',
      'screening',
      'shortlisted',
      'interviewing',
      'offered',
      'hired',
      'rejected',
      'withdrawn',
    ])
    expect(res.body.data[0]).toMatchObject({
      value: 'new',
      label: 'New',
      count: expect.any(Number),
      next: ['screening', 'shortlisted', 'rejected', 'withdrawn'],
    })
    expect(res.body.data.find((o: { value: string }) => o.value === 'hired')).toMatchObject({
      count: 2,
      is_final: true,
    })
  })

  it('lists qualifications in use first, then common ones', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/candidates/options/qualifications', { cookie: recruiter })
    const values = res.body.data.map((o: { value: string }) => o.value)
    expect(values[0]).toBe('B.Sc. Computer Science')
    expect(values).toEqual(expect.arrayContaining(['MBA', 'Ph.D.']))
    expect(new Set(values.map((v: string) => v.toLowerCase())).size).toBe(values.length)
  })
})

describe('saved search filters (outside the contract: POST and DELETE)', () => {
  it("saves, lists and deletes the caller's own filters; another person's is not theirs", async () => {
    const saved = await call(HOST.acme, 'POST', '/wildcard/candidates/search-filters', {
      cookie: recruiter,
      body: { name: 'Senior backend', filters: { status: 'shortlisted', experience_min: '5', search: '' } },
    })
    expect(saved.status).toBe(201)
    expect(saved.body.data.filters).toEqual({ status: 'shortlisted', experience_min: 5 })
    const list = await call(HOST.acme, 'GET', '/wildcard/candidates/search-filters', { cookie: recruiter })
    expect(list.body.data.map((f: { name: string }) => f.name)).toContain('Senior backend')
    expect((await call(HOST.acme, 'GET', '/wildcard/candidates/search-filters', { cookie: owner })).body.data).toEqual(
      [],
    )
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/candidates/search-filters', {
          cookie: recruiter,
          body: { name: 'senior BACKEND', filters: {} },
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/candidates/search-filters', {
          cookie: recruiter,
          body: { name: '', filters: { status: 'nope' } },
        })
      ).status,
    ).toBe(422)
    // Applying a saved filter = its filters as the list's query.
    const applied = await call(
      HOST.acme,
      'GET',
      `/wildcard/candidates?${new URLSearchParams(saved.body.data.filters).toString()}`,
      { cookie: recruiter },
    )
    expect(
      applied.body.data.rows.every(
        (r: { status: string; experience_years: number }) => r.status === 'shortlisted' && r.experience_years >= 5,
      ),
    ).toBe(true)
    expect(
      (await call(HOST.acme, 'DELETE', `/wildcard/candidates/search-filters/${saved.body.data.id}`, { cookie: owner }))
        .status,
    ).toBe(404)
    expect(
      (
        await call(HOST.globex, 'DELETE', `/wildcard/candidates/search-filters/${saved.body.data.id}`, {
          cookie: globex,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(HOST.acme, 'DELETE', `/wildcard/candidates/search-filters/${saved.body.data.id}`, {
          cookie: recruiter,
        })
      ).status,
    ).toBe(200)
    expect(await db().$count(savedSearchFilters, eq(savedSearchFilters.id, saved.body.data.id))).toBe(0)
  })
})

describe('GET /wildcard/candidates/registered/list', () => {
  it('defaults to the last week, 10 a page; filter=all has every account', async () => {
    await db()
      .update(candidates)
      .set({ registeredAt: new Date(Date.now() - 40 * 24 * 3600_000) })
      .where(eq(candidates.email, 'lena.fischer@example.org'))
    await db()
      .update(candidates)
      .set({ registeredAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(candidates.email, 'noah.kim@example.net'))
    const week = await call(HOST.acme, 'GET', '/wildcard/candidates/registered/list', { cookie: recruiter })
    expect(week.status).toBe(200)
    expect(week.body.data).toMatchObject({ filter: 'week', page: 1, limit: 10 })
    const names = week.body.data.rows.map((r: { name: string }) => r.name)
    expect(names).toContain('Noah Kim')
    expect(names).not.toContain('Lena Fischer')
    const all = await call(HOST.acme, 'GET', '/wildcard/candidates/registered/list?filter=all', { cookie: recruiter })
    expect(all.body.data.rows.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Noah Kim', 'Lena Fischer', 'Casey Morgan']),
    )
    expect(all.body.data.rows.every((r: { has_account: boolean }) => r.has_account)).toBe(true)
    expect(
      (await call(HOST.acme, 'GET', '/wildcard/candidates/registered/list?filter=decade', { cookie: recruiter }))
        .status,
    ).toBe(422)
  })
})

describe('DELETE /wildcard/candidates/:id', () => {
  it('is refused to the recruiter (403), 404 across businesses, and removes the record for the owner', async () => {
    const grace = await candidateBy('grace.liu@example.com')
    const denied = await call(HOST.acme, 'DELETE', `/wildcard/candidates/${grace.id}`, { cookie: recruiter })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to delete candidates.')
    expect((await call(HOST.globex, 'DELETE', `/wildcard/candidates/${grace.id}`, { cookie: globex })).status).toBe(404)
    expect(await candidateBy('grace.liu@example.com')).toEqual(grace)
    const res = await call(HOST.acme, 'DELETE', `/wildcard/candidates/${grace.id}`, { cookie: owner })
    expect(res.status).toBe(200)
    expect(await db().$count(candidates, eq(candidates.id, grace.id))).toBe(0)
    expect(await db().$count(statusHistories, eq(statusHistories.entityId, grace.id))).toBe(0)
  })

  it('refuses (409) a candidate with interviews: reject or withdraw instead', async () => {
    const casey = await candidateBy('candidate@acme.example')
    const res = await call(HOST.acme, 'DELETE', `/wildcard/candidates/${casey.id}`, { cookie: owner })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/Reject or withdraw/)
  })
})
