/**
 * What the candidate list does to several rows at once (move stage, reject with a reason,
 * e-mail from a template, export the selection), and a second application from the careers
 * page telling the hiring team.
 */
import { SELF } from 'cloudflare:test'
import { and, desc, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, lastMailTo, seed, signIn } from '../../setup/http'
import { businessBySlug, jobByCode } from '../opportunities/helpers'

let owner: string
let recruiter: string
let globex: string
let interviewer: string
let acmeId: string

const candidateBy = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(schema.candidates.email, email) }))!
const onlyApplication = async (email: string) =>
  (await db().query.applications.findFirst({
    where: eq(schema.applications.candidateId, (await candidateBy(email)).id),
  }))!
const stageOf = async (id: string) =>
  (await db().query.applications.findFirst({ where: eq(schema.applications.id, id) }))!.stage

beforeAll(async () => {
  await seed()
  acmeId = (await businessBySlug('acme')).id
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
  interviewer = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
})

describe('POST /wildcard/applications/bulk/stage', () => {
  it('moves every selected application that may move, says which could not, with a history row each', async () => {
    const [aisha, ethan, lena] = await Promise.all([
      onlyApplication('aisha.mohammed@example.com'),
      onlyApplication('ethan.brooks@example.org'),
      onlyApplication('lena.fischer@example.org'),
    ])
    const res = await call(HOST.acme, 'POST', '/wildcard/applications/bulk/stage', {
      cookie: recruiter,
      body: { application_ids: [aisha.id, ethan.id, lena.id], stage: 'screening' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('2 candidates moved to screening; 1 could not move.')
    expect(res.body.data.moved.map((m: { name: string }) => m.name).sort()).toEqual(['Aisha Mohammed', 'Ethan Brooks'])
    expect(res.body.data.skipped).toEqual([
      {
        id: lena.id,
        candidate_id: lena.candidateId,
        name: 'Lena Fischer',
        message: 'A candidate cannot move from hired to screening.',
      },
    ])
    expect([await stageOf(aisha.id), await stageOf(ethan.id), await stageOf(lena.id)]).toEqual([
      'screening',
      'screening',
      'hired',
    ])
    const rows = await db().query.statusHistories.findMany({
      where: and(eq(schema.statusHistories.entity, 'application'), eq(schema.statusHistories.toStatus, 'screening')),
      orderBy: desc(schema.statusHistories.createdAt),
      limit: 2,
    })
    expect(rows.map((r) => r.entityId).sort()).toEqual([aisha.id, ethan.id].sort())
  })

  it('rejects several with one reason; needs the reason (422); 409 when none can move', async () => {
    const [aisha, ethan] = await Promise.all([
      onlyApplication('aisha.mohammed@example.com'),
      onlyApplication('ethan.brooks@example.org'),
    ])
    const body = { application_ids: [aisha.id, ethan.id], stage: 'rejected' }
    const noReason = await call(HOST.acme, 'POST', '/wildcard/applications/bulk/stage', { cookie: recruiter, body })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'Please enter Reason' }])
    const res = await call(HOST.acme, 'POST', '/wildcard/applications/bulk/stage', {
      cookie: recruiter,
      body: { ...body, reason: 'The role was filled internally.' },
    })
    expect(res.body.message).toBe('2 candidates moved to rejected.')
    const after = await db().query.applications.findFirst({ where: eq(schema.applications.id, aisha.id) })
    expect(after).toMatchObject({ stage: 'rejected', reason: 'The role was filled internally.' })
    const again = await call(HOST.acme, 'POST', '/wildcard/applications/bulk/stage', {
      cookie: recruiter,
      body: { ...body, reason: 'Again.' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The candidate is already rejected.')
  })

  it('is 404 when any selected application is another business’s (nothing moves), 403, 401, 422', async () => {
    const mateo = await onlyApplication('mateo.santos@example.net')
    const globexApp = (await db().query.applications.findFirst({
      where: eq(schema.applications.businessId, (await businessBySlug('globex')).id),
    }))!
    const path = '/wildcard/applications/bulk/stage'
    const mixed = await call(HOST.acme, 'POST', path, {
      cookie: owner,
      body: { application_ids: [mateo.id, globexApp.id], stage: 'shortlisted' },
    })
    expect(mixed.status).toBe(404)
    expect(await stageOf(mateo.id)).toBe('screening')
    const body = { application_ids: [mateo.id], stage: 'shortlisted' }
    expect((await call(HOST.globex, 'POST', path, { cookie: globex, body })).status).toBe(404)
    expect(await stageOf(mateo.id)).toBe('screening')
    expect((await call(HOST.acme, 'POST', path, { cookie: interviewer, body })).status).toBe(403)
    expect((await call(HOST.acme, 'POST', path, { body })).status).toBe(401)
    const tooMany = Array.from({ length: 101 }, () => mateo.id)
    expect(
      (await call(HOST.acme, 'POST', path, { cookie: owner, body: { application_ids: tooMany, stage: 'shortlisted' } }))
        .status,
    ).toBe(422)
  })
})

describe('POST /wildcard/candidates/bulk/send-email', () => {
  it('sends the template to each selected candidate with their own name and job', async () => {
    const template = (await db().query.emailTemplates.findFirst({
      where: and(eq(schema.emailTemplates.businessId, acmeId), eq(schema.emailTemplates.key, 'general.message')),
    }))!
    const [grace, mateo] = await Promise.all([
      candidateBy('grace.liu@example.com'),
      candidateBy('mateo.santos@example.net'),
    ])
    const res = await call(HOST.acme, 'POST', '/wildcard/candidates/bulk/send-email', {
      cookie: recruiter,
      body: { candidate_ids: [grace.id, mateo.id], template_id: template.id, body: 'We will call you this week.' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: 'E-mail sent to 2 candidates.', data: { sent: 2 } })
    const [toGrace, toMateo] = await Promise.all([lastMailTo(grace.email), lastMailTo(mateo.email)])
    expect(toGrace?.html).toContain('Grace')
    expect(toGrace?.html).toContain('We will call you this week.')
    expect(toMateo?.html).toContain('Mateo')
  })

  it('validates (422), needs send_email (403), and is 404 when a candidate is another business’s', async () => {
    const grace = await candidateBy('grace.liu@example.com')
    const path = '/wildcard/candidates/bulk/send-email'
    const missing = await call(HOST.acme, 'POST', path, { cookie: recruiter, body: { candidate_ids: [grace.id] } })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['subject', 'body'])
    const body = { candidate_ids: [grace.id], subject: 'Hello', body: 'Hi there.' }
    expect((await call(HOST.acme, 'POST', path, { cookie: interviewer, body })).status).toBe(403)
    expect((await call(HOST.acme, 'POST', path, { body })).status).toBe(401)
    const before = await lastMailTo(grace.email)
    expect((await call(HOST.globex, 'POST', path, { cookie: globex, body })).status).toBe(404)
    expect((await lastMailTo(grace.email))?.id).toBe(before?.id)
  })
})

describe('GET /wildcard/candidates/export/details?ids=… (export the selection)', () => {
  it('exports only the selected rows; another business’s ids export nothing', async () => {
    const [grace, mateo] = await Promise.all([
      candidateBy('grace.liu@example.com'),
      candidateBy('mateo.santos@example.net'),
    ])
    const get = (host: string, cookie: string, ids: string) =>
      SELF.fetch(`http://${host}/api/v1/wildcard/candidates/export/details?format=csv&sort=name&order=asc&ids=${ids}`, {
        headers: { cookie },
      })
    const res = await get(HOST.acme, owner, `${grace.id},${mateo.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-export-rows')).toBe('2')
    const text = await res.text()
    expect(text).toContain('Grace Liu')
    expect(text).toContain('Mateo Santos')
    const foreign = await get(HOST.globex, globex, `${grace.id},${mateo.id}`)
    expect(foreign.headers.get('x-export-rows')).toBe('0')
    expect((await get(HOST.acme, owner, 'not-an-id')).status).toBe(422)
  })
})

/** A tiny real PDF, as a resume. */
async function resumePdf() {
  const pdf = await PDFDocument.create()
  pdf.addPage().drawText('Resume')
  return new Blob([(await pdf.save()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
}

describe('careers apply with an e-mail already on file', () => {
  it('makes a second application, tells the job’s hiring manager and the assignee, and refuses the same job again', async () => {
    const designer = await jobByCode(acmeId, 'DES-201')
    const apply = async () => {
      const form = new FormData()
      for (const [k, v] of Object.entries({
        first_name: 'Grace',
        last_name: 'Liu',
        email: 'grace.liu@example.com',
        phone: '+1 (347) 555-0124',
      }))
        form.set(k, v)
      form.set('resume', await resumePdf(), 'grace-liu.pdf')
      return call(HOST.acme, 'POST', `/wildcard/jobs/${(await jobByCode(acmeId, 'ENG-108')).id}/apply`, {
        form,
        ip: '198.51.100.77',
      })
    }
    const grace = await candidateBy('grace.liu@example.com')
    const res = await apply()
    expect(res.status).toBe(201)
    const apps = await db().query.applications.findMany({ where: eq(schema.applications.candidateId, grace.id) })
    expect(
      apps.map((a) => [a.opportunityId === designer.id ? 'designer' : 'frontend', a.stage, a.source]).sort(),
    ).toEqual([
      ['designer', 'screening', 'referral'],
      ['frontend', 'new', 'careers page'],
    ])
    // Marcus hires for the frontend role; Ryan (the recruiter) looks after Grace.
    for (const to of ['marcus.chen@acme.example', 'recruiter@acme.example']) {
      const mail = await lastMailTo(to)
      expect(mail, to).toMatchObject({
        subject: 'Grace Liu also applied for Frontend Engineer',
        template: 'candidate.applied',
      })
      expect(mail!.html).toContain(`/admin/candidates/${grace.id}`)
    }
    const again = await apply()
    expect(again.status).toBe(409)
    expect(again.body.errors).toEqual([
      { field: 'email', message: 'This e-mail has already applied for Frontend Engineer.' },
    ])
    expect(await db().$count(schema.applications, eq(schema.applications.candidateId, grace.id))).toBe(2)
  })
})
