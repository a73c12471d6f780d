/**
 * Offer letters, the staff side (docs/offers.md): drafting from the offer letter template,
 * preview, sending (the PDF kept in R2 with its SHA-256, the application moved to offered, the
 * candidate e-mailed), sending again, revoking, the audit trail; who may, and another business.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, lastMailTo, seed, signIn } from '../../setup/http'
import {
  applicant,
  caseyApplication,
  drafted,
  eventsOf,
  fetchBytes,
  offerRow,
  pdfText,
  sent,
  sha256,
  storedBytes,
  terms,
} from './helpers'

let owner: string
let recruiter: string
let manager: string
let globex: string

beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
  // A hiring manager views candidates but may not send offers.
  manager = await signIn(HOST.acme, 'marcus.chen@acme.example', 'Staff@12345')
})

const historyOf = (entity: string, id: string) =>
  db().query.statusHistories.findMany({
    where: and(eq(schema.statusHistories.entity, entity), eq(schema.statusHistories.entityId, id)),
    orderBy: [schema.statusHistories.createdAt, schema.statusHistories.id],
  })

describe('POST /wildcard/offer_letters', () => {
  it('drafts an offer from the offer letter template, the job’s hiring manager as manager', async () => {
    const { candidate, app } = await applicant()
    const res = await call(HOST.acme, 'POST', '/wildcard/offer_letters', {
      cookie: recruiter,
      body: { application_id: app.id, ...terms({ salary: 158000.5 }) },
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Offer letter drafted.')
    expect(res.body.data).toMatchObject({
      status: 'draft',
      title: 'Offer of employment: Senior Backend Engineer',
      candidate: { id: candidate.id, name: candidate.name, email: candidate.email },
      application_id: app.id,
      salary_minor: 15800050,
      salary_text: '$158,000.50 per year',
      manager: { name: 'Marcus Chen', title: 'Engineering Manager' },
      files: { original: false, signed: false },
    })
    const row = await offerRow(res.body.data.id)
    // The letter: the template's words with the terms filled in, escaped, and the signature's place.
    expect(row.body).toContain('$158,000.50 per year')
    expect(row.body).toContain('reporting to Marcus Chen, Engineering Manager.')
    expect(row.body).toContain('<hirely-signature></hirely-signature>')
    expect(row.expiresOn).toBe(terms().expires_on)
    expect((await eventsOf(row.id)).map((e) => e.kind)).toEqual(['created'])
    expect(await historyOf('offer_letter', row.id)).toMatchObject([{ fromStatus: null, toStatus: 'draft' }])
  })

  it('names no manager when told so (null), and the letter leaves out the clause that would name one', async () => {
    const { offer } = await drafted(recruiter, { manager_id: null })
    const res = await call(HOST.acme, 'GET', `/wildcard/offer_letters/${offer.id}`, { cookie: recruiter })
    expect(res.body.data.manager).toBeNull()
    const row = await offerRow(offer.id)
    expect(row.managerId).toBeNull()
    expect(row.body).not.toContain('reporting to')
    expect(row.body).toContain('at Acme Corporation.')
  })

  it('formats the salary in the offer’s own currency', async () => {
    const { offer } = await drafted(recruiter, { salary: 9500000, currency: 'jpy', salary_period: 'month' })
    const row = await offerRow(offer.id)
    expect(row).toMatchObject({ salaryMinor: 9500000, currency: 'JPY', salaryPeriod: 'month' })
    expect(row.body).toContain('¥9,500,000 per month')
  })

  it('refuses bad terms with 422 and writes nothing', async () => {
    const { app } = await applicant()
    const bad = [
      [{ ...terms(), salary: undefined }, 'salary'],
      [{ ...terms(), currency: 'XYZ' }, 'currency'],
      [{ ...terms(), expires_on: '2020-01-01' }, 'expires_on'],
      [{ ...terms(), start_date: 'soon' }, 'start_date'],
      [{ ...terms(), manager_id: '00000000-0000-7000-8000-000000000000' }, 'manager_id'],
    ] as const
    for (const [body, field] of bad) {
      const res = await call(HOST.acme, 'POST', '/wildcard/offer_letters', {
        cookie: recruiter,
        body: { application_id: app.id, ...body },
      })
      expect(res.status, field).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    expect(await db().$count(schema.offerLetters, eq(schema.offerLetters.applicationId, app.id))).toBe(0)
    // Each field is named as the form names it; a salary must be more than nothing.
    const named = await call(HOST.acme, 'POST', '/wildcard/offer_letters', {
      cookie: recruiter,
      body: { application_id: app.id, ...terms({ salary: 0, expires_on: undefined }) },
    })
    expect(named.body.errors).toEqual([
      { field: 'salary', message: 'Salary must be greater than 0' },
      { field: 'expires_on', message: 'Please enter Expiry date' },
    ])
  })

  it('keeps the manager an offer names when that employee is removed (anonymised, not deleted)', async () => {
    const acme = (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'acme') }))!
    const [managerRow] = await db()
      .insert(schema.employees)
      .values({ businessId: acme.id, firstName: 'Nadia', lastName: 'Lead', email: 'nadia.lead@acme.example' })
      .returning()
    const { offer } = await drafted(recruiter, { manager_id: managerRow!.id })
    const res = await call(HOST.acme, 'DELETE', `/wildcard/employees/${managerRow!.id}`, { cookie: owner })
    expect(res.status, res.body.message).toBe(200)
    const kept = await db().query.employees.findFirst({ where: eq(schema.employees.id, managerRow!.id) })
    expect(kept).toMatchObject({ firstName: 'Former employee', status: 'inactive' })
    expect((await offerRow(offer.id)).managerId).toBe(managerRow!.id)
  })

  it('allows one open offer per application (409)', async () => {
    const { app, candidate } = await drafted(recruiter)
    const again = await call(HOST.acme, 'POST', '/wildcard/offer_letters', {
      cookie: owner,
      body: { application_id: app.id, ...terms() },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      `${candidate.name} already has an open offer for Senior Backend Engineer. Send or revoke it before drafting another.`,
    )
  })

  it('needs a session (401) and the permission to send offers (403)', async () => {
    const { app } = await applicant()
    const body = { application_id: app.id, ...terms() }
    expect((await call(HOST.acme, 'POST', '/wildcard/offer_letters', { body })).status).toBe(401)
    const res = await call(HOST.acme, 'POST', '/wildcard/offer_letters', { cookie: manager, body })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to send offer letters.')
  })

  it('does not draft for another business’s application', async () => {
    const { app } = await applicant()
    const res = await call(HOST.globex, 'POST', '/wildcard/offer_letters', {
      cookie: globex,
      body: { application_id: app.id, ...terms() },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors[0]).toMatchObject({ field: 'application_id' })
    expect(await db().$count(schema.offerLetters, eq(schema.offerLetters.applicationId, app.id))).toBe(0)
  })
})

describe('GET /wildcard/offer_letters/options and the draft’s preview', () => {
  it('offers the offer letter templates, the staff and the candidate’s open applications', async () => {
    const { candidate, app } = await applicant()
    const res = await call(HOST.acme, 'GET', `/wildcard/offer_letters/options?candidate_id=${candidate.id}`, {
      cookie: recruiter,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.templates).toEqual([expect.objectContaining({ name: 'Offer letter (PDF)', is_default: true })])
    expect(res.body.data.managers).toContainEqual(expect.objectContaining({ name: 'Marcus Chen' }))
    expect(res.body.data.applications).toEqual([
      expect.objectContaining({ id: app.id, title: 'Senior Backend Engineer', stage: 'interviewing', can_send: true }),
    ])
    expect(res.body.data.consent.version).toBe('2026-11-01')
  })

  it('drafts from a business’s own offer letter template (category offer), which must place the signature', async () => {
    const template = (body: string, name: string) =>
      call(HOST.acme, 'POST', '/wildcard/email_templates', {
        cookie: owner,
        body: { name, subject: 'Contract offer: {{job_title}}', category: 'offer', body },
      })
    const unsigned = await template('<p>{{salary}} from {{start_date}}</p>', 'Contractor offer, unsigned')
    expect(unsigned.status).toBe(422)
    expect(unsigned.body.message).toBe('This template must use {{signature}}.')
    const made = await template(
      '<p>Dear {{candidate_name}}, we offer {{salary}} from {{start_date}} until further notice.</p><p>{{signature}}</p>',
      'Contractor offer',
    )
    expect(made.status).toBe(201)
    expect(made.body.data.key).toMatch(/^offer_letter\./)
    const a = await applicant()
    const options = await call(HOST.acme, 'GET', `/wildcard/offer_letters/options?candidate_id=${a.candidate.id}`, {
      cookie: recruiter,
    })
    expect(options.body.data.templates.map((t: { name: string }) => t.name)).toEqual([
      'Contractor offer',
      'Offer letter (PDF)',
    ])
    const { offer } = await drafted(recruiter, { template_id: made.body.data.id, salary_period: 'hour', salary: 95 }, a)
    expect(offer).toMatchObject({ title: 'Contract offer: Senior Backend Engineer', template_id: made.body.data.id })
    expect((await offerRow(offer.id)).body).toContain(`Dear ${a.candidate.name}, we offer $95.00 per hour from`)
    // An e-mail template is not a letter.
    const email = await db().query.emailTemplates.findFirst({ where: eq(schema.emailTemplates.key, 'offer.sent') })
    const wrong = await call(HOST.acme, 'POST', '/wildcard/offer_letters', {
      cookie: recruiter,
      body: { application_id: (await applicant()).app.id, ...terms({ template_id: email!.id }) },
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe('The selected template is not an offer letter.')
  })

  it('renders the draft as it would be sent, marked as a preview', async () => {
    const { offer, candidate } = await drafted(recruiter)
    const file = await fetchBytes(HOST.acme, `/wildcard/offer_letters/${offer.id}/preview`, recruiter)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(file.bytes)
    expect(text).toContain('PREVIEW - NOT SENT')
    expect(text).toContain(`Dear ${candidate.name}`)
    expect(text).toContain('$158,000.00 per year')
    expect(text).toContain('Ryan Patel')
  })

  it('edits a draft, and only a draft (409 once sent)', async () => {
    const { offer, candidate } = await drafted(recruiter)
    const res = await call(HOST.acme, 'PUT', `/wildcard/offer_letters/${offer.id}`, {
      cookie: recruiter,
      body: terms({ salary: 161000 }),
    })
    expect(res.status).toBe(200)
    expect(res.body.data.salary_text).toBe('$161,000.00 per year')
    // The manager was left out of the edit: it stays. An explicit null clears it.
    expect(res.body.data.manager).toMatchObject({ name: 'Marcus Chen' })
    expect((await offerRow(offer.id)).body).toContain('reporting to Marcus Chen')
    const cleared = await call(HOST.acme, 'PUT', `/wildcard/offer_letters/${offer.id}`, {
      cookie: recruiter,
      body: terms({ salary: 161000, manager_id: null }),
    })
    expect(cleared.body.data.manager).toBeNull()
    expect((await offerRow(offer.id)).body).not.toContain('reporting to')
    expect((await eventsOf(offer.id)).map((e) => e.kind)).toEqual(['created', 'updated', 'updated'])
    await call(HOST.acme, 'POST', `/wildcard/candidates/${candidate.id}/offer_letter/send`, {
      cookie: recruiter,
      body: { offer_letter_id: offer.id },
    })
    const late = await call(HOST.acme, 'PUT', `/wildcard/offer_letters/${offer.id}`, {
      cookie: recruiter,
      body: terms({ salary: 1 }),
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Only a draft can be edited; this offer is sent.')
  })
})

describe('POST /wildcard/candidates/:id/offer_letter/send', () => {
  it('sends the draft: PDF in R2 with its SHA-256, application to offered, an e-mail with the link', async () => {
    const { candidate, app, offer } = await sent(recruiter)
    expect(offer).toMatchObject({ status: 'sent', application_stage: 'offered', files: { original: true } })
    const row = await offerRow(offer.id)
    const original = await storedBytes(row.documentId)
    expect(await sha256(original)).toBe(row.originalSha256)
    const text = await pdfText(original)
    expect(text).toContain('Offer of employment: Senior Backend Engineer')
    expect(text).toContain('$158,000.00 per year')
    expect(text).not.toContain('PREVIEW')
    // The application moved, with its history row, by the sender.
    const history = await historyOf('application', app.id)
    expect(history.at(-1)).toMatchObject({ fromStatus: 'interviewing', toStatus: 'offered', actorKind: 'employee' })
    expect(await historyOf('offer_letter', offer.id)).toMatchObject([
      { toStatus: 'draft' },
      { fromStatus: 'draft', toStatus: 'sent' },
    ])
    const mail = await lastMailTo(candidate.email)
    expect(mail!.subject).toBe('Your offer from Acme Corporation')
    expect(mail!.html).toContain(`http://acme-candidate.localhost:8787/candidates/offers/${offer.id}`)
    // The file as the API hands it out is the same file.
    const download = await fetchBytes(HOST.acme, `/wildcard/offer_letters/${offer.id}/download`, recruiter)
    expect(await sha256(download.bytes)).toBe(row.originalSha256)
    expect(candidate.id).toBe(row.candidateId)
  })

  it('sends the e-mail again for an offer already sent', async () => {
    const { candidate, offer } = await sent(recruiter)
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${candidate.id}/offer_letter/send`, {
      cookie: owner,
      body: { offer_letter_id: offer.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('The offer e-mail was sent again.')
    expect((await eventsOf(offer.id)).map((e) => e.kind)).toEqual(['created', 'sent', 'reminder_sent'])
  })

  it('drafts and sends in one call from the terms (the demo candidate’s own application)', async () => {
    const { casey } = await caseyApplication()
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${casey.id}/offer_letter/send`, {
      cookie: recruiter,
      body: terms(),
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'sent', candidate: { id: casey.id } })
    const missing = await call(HOST.acme, 'POST', `/wildcard/candidates/${casey.id}/offer_letter/send`, {
      cookie: recruiter,
      body: {},
    })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['salary', 'currency', 'start_date', 'expires_on']),
    )
  })

  it('sends only from interviewing or offered (409), and nothing is drafted', async () => {
    const shortlisted = (await db().query.applications.findFirst({
      where: eq(schema.applications.stage, 'shortlisted'),
    }))!
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${shortlisted.candidateId}/offer_letter/send`, {
      cookie: recruiter,
      body: { ...terms(), opportunity_id: shortlisted.opportunityId },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(
      /^An offer can be sent once the application is at interviewing or offered; .* is shortlisted\.$/,
    )
    expect(await db().$count(schema.offerLetters, eq(schema.offerLetters.applicationId, shortlisted.id))).toBe(0)
  })

  it('keeps offers to their candidate and business (404) and needs the permission (403)', async () => {
    const { offer, candidate } = await drafted(recruiter)
    const lena = await db().query.candidates.findFirst({
      where: eq(schema.candidates.email, 'lena.fischer@example.org'),
    })
    const other = await call(HOST.acme, 'POST', `/wildcard/candidates/${lena!.id}/offer_letter/send`, {
      cookie: recruiter,
      body: { offer_letter_id: offer.id },
    })
    expect(other.status).toBe(404)
    const cross = await call(HOST.globex, 'POST', `/wildcard/candidates/${candidate.id}/offer_letter/send`, {
      cookie: globex,
      body: { offer_letter_id: offer.id },
    })
    expect(cross.status).toBe(404)
    const denied = await call(HOST.acme, 'POST', `/wildcard/candidates/${candidate.id}/offer_letter/send`, {
      cookie: manager,
      body: { offer_letter_id: offer.id },
    })
    expect(denied.status).toBe(403)
    expect((await offerRow(offer.id)).status).toBe('draft')
  })
})

describe('GET, revoke and audit of one offer', () => {
  it('revokes a sent offer with a reason, tells the candidate, and refuses to revoke it twice (409)', async () => {
    const { offer, candidate, ...who } = await sent(recruiter)
    const noReason = await call(HOST.acme, 'POST', `/wildcard/offer_letters/${offer.id}/revoke`, {
      cookie: recruiter,
      body: {},
    })
    expect(noReason.status).toBe(422)
    const res = await call(HOST.acme, 'POST', `/wildcard/offer_letters/${offer.id}/revoke`, {
      cookie: recruiter,
      body: { reason: 'The role was put on hold.' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'revoked', reason: 'The role was put on hold.' })
    expect((await lastMailTo(candidate.email))!.subject).toBe('Your offer from Acme Corporation was withdrawn')
    const again = await call(HOST.acme, 'POST', `/wildcard/offer_letters/${offer.id}/revoke`, {
      cookie: recruiter,
      body: { reason: 'Twice.' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The job offer is already revoked.')
    // A revoked offer frees the application for a new one.
    await drafted(recruiter, {}, { candidate, ...who })
  })

  it('lists, reads and audits offers of this business only', async () => {
    const { candidate, offer } = await sent(recruiter)
    const list = await call(HOST.acme, 'GET', `/wildcard/offer_letters?candidate_id=${candidate.id}`, { cookie: owner })
    expect(list.body.data.rows.map((r: { id: string }) => r.id)).toEqual([offer.id])
    const audit = await call(HOST.acme, 'GET', `/wildcard/offer_letters/${offer.id}/audit`, { cookie: owner })
    expect(audit.body.data).toMatchObject([
      { seq: 1, kind: 'created', label: 'Draft created', actor_name: 'Ryan Patel' },
      { seq: 2, kind: 'sent', label: 'Sent to the candidate', detail: { to: candidate.email } },
    ])
    for (const path of [`/wildcard/offer_letters/${offer.id}`, `/wildcard/offer_letters/${offer.id}/audit`]) {
      expect((await call(HOST.globex, 'GET', path, { cookie: globex })).status).toBe(404)
      expect((await call(HOST.acme, 'GET', path, { cookie: manager })).status).toBe(403)
    }
    const revoke = await call(HOST.globex, 'POST', `/wildcard/offer_letters/${offer.id}/revoke`, {
      cookie: globex,
      body: { reason: 'Not ours to revoke.' },
    })
    expect(revoke.status).toBe(404)
    expect((await offerRow(offer.id)).status).toBe('sent')
    const globexList = await call(HOST.globex, 'GET', '/wildcard/offer_letters', { cookie: globex })
    expect(globexList.body.data.rows).toEqual([])
  })
})
