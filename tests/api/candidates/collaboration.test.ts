import { env } from 'cloudflare:test'
import { and, desc, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  candidateDocuments,
  candidates,
  documents,
  emailTemplates,
  employeeSignatures,
  employees,
  notifications,
  outboxEmails,
  usageCounters,
} from '../../../worker/db/schema'
import { ensureDefaultTemplates } from '../../../worker/resources/email-templates/ensure.service'
import { as, call, db, HOST, lastMailTo, seed } from '../../setup/http'

let owner: string
let recruiter: string
let globex: string

const candidateBy = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(candidates.email, email) }))!
const employeeBy = async (email: string) =>
  (await db().query.employees.findFirst({ where: eq(employees.email, email) }))!

async function smallPdf(text: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text)
  return new Blob([await doc.save()], { type: 'application/pdf' })
}

/** The token in the newest upload link mailed to `to`. */
/** The public upload page's two calls: the token goes in the body, never in the URL. */
const linkInfo = (host: string, token: string) =>
  call(host, 'POST', '/wildcard/candidate-documents/upload-request', { body: { token } })
function upload(token: string, form: FormData) {
  form.set('token', token)
  return call(HOST.acme, 'POST', '/wildcard/candidate-documents/upload', { form })
}

async function uploadTokenFor(to: string) {
  const mail = await lastMailTo(to)
  const token = mail?.html.match(/\/documents\/upload#token=([\w%-]+)/)?.[1]
  if (!token) throw new Error(`no upload link mailed to ${to}`)
  return decodeURIComponent(token)
}

beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
})

describe('document requests', () => {
  it('request -> tokenized upload -> check-documents shows the arrival; the link takes each document once', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    const req = await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/request-document-email`, {
      cookie: recruiter,
      body: { documents: ['Passport copy', 'Degree certificate'], message: 'Please send these before Friday.' },
    })
    expect(req.status).toBe(201)
    expect(req.body.data.requested.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ['Passport copy', 'requested'],
      ['Degree certificate', 'requested'],
    ])
    expect(req.body.data.requested[0]).not.toHaveProperty('request_token_hash')
    const mail = await lastMailTo('hannah.schmidt@example.com')
    expect(mail?.html).toContain('Please send these before Friday.')
    expect(mail?.html).toContain('http://acme.localhost:8787/documents/upload#token=')
    const token = await uploadTokenFor('hannah.schmidt@example.com')

    const before = await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/check-documents`, {
      cookie: recruiter,
    })
    expect(before.body.data).toMatchObject({ all_received: false })
    expect(before.body.data.pending).toHaveLength(2)

    // The public page's view of the link: no session needed.
    const info = await linkInfo(HOST.acme, token)
    expect(info.status).toBe(200)
    expect(info.body.data).toMatchObject({
      business_name: 'Acme Corporation',
      candidate_first_name: 'Hannah',
      complete: false,
    })
    const passport = info.body.data.documents.find((d: { name: string }) => d.name === 'Passport copy')

    const form = new FormData()
    form.append(passport.id, await smallPdf('passport'), 'passport.pdf')
    const up = await upload(token, form)
    expect(up.status).toBe(200)
    expect(up.body.data.uploaded).toEqual([
      expect.objectContaining({ name: 'Passport copy', file_name: 'Passport copy.pdf' }),
    ])
    expect(up.body.data.remaining.map((r: { name: string }) => r.name)).toEqual(['Degree certificate'])

    const after = await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/check-documents`, {
      cookie: recruiter,
    })
    expect(after.body.data.received.map((r: { name: string }) => r.name)).toEqual(['Passport copy'])
    expect(after.body.message).toBe('1 of 2 requested documents have arrived.')
    const named = await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/check-documents`, {
      cookie: recruiter,
      body: { documents: ['passport copy'] },
    })
    expect(named.body.data.all_received).toBe(true)

    // Token reuse for the same document is refused.
    const again = new FormData()
    again.append(passport.id, await smallPdf('passport again'), 'passport.pdf')
    const reuse = await upload(token, again)
    expect(reuse.status).toBe(409)
    expect(reuse.body.message).toMatch(/already been uploaded/)

    // The requester is told; the file downloads through the authorized endpoint with its name.
    const recruiterId = (await employeeBy('recruiter@acme.example')).id
    const note = await db().query.notifications.findFirst({
      where: and(eq(notifications.employeeId, recruiterId), eq(notifications.kind, 'candidate.documents_received')),
    })
    expect(note?.title).toBe('Hannah Schmidt uploaded Passport copy')
    const files = await call(HOST.acme, 'GET', `/wildcard/candidates/${hannah.id}/documents`, { cookie: recruiter })
    const received = files.body.data.documents.find((d: { name: string }) => d.name === 'Passport copy')
    expect(received.download_url).toBe(
      `/api/v1/wildcard/candidates/${hannah.id}/documents/${received.document_id}/download`,
    )
    const { SELF } = await import('cloudflare:test')
    const download = await SELF.fetch(`http://${HOST.acme}${received.download_url}`, { headers: { cookie: recruiter } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('Passport copy.pdf')
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    const foreign = await SELF.fetch(`http://${HOST.globex}${received.download_url}`, { headers: { cookie: globex } })
    expect(foreign.status).toBe(404)
    expect((await SELF.fetch(`http://${HOST.acme}${received.download_url}`)).status).toBe(401)

    // The business-wide list, filtered.
    const all = await call(
      HOST.acme,
      'GET',
      `/wildcard/candidate/documents?status=received&candidate_id=${hannah.id}`,
      { cookie: recruiter },
    )
    expect(all.status).toBe(200)
    expect(all.body.data.rows).toEqual([
      expect.objectContaining({
        name: 'Passport copy',
        status: 'received',
        candidate: expect.objectContaining({ name: 'Hannah Schmidt' }),
      }),
    ])
    expect(
      (await call(HOST.globex, 'GET', '/wildcard/candidate/documents', { cookie: globex })).body.data.rows,
    ).toEqual([])
  })

  it('refuses unknown or expired links, non-requested fields and files that are not PDF, DOCX or images', async () => {
    expect((await linkInfo(HOST.acme, 'not-a-real-token-at-all-000000')).status).toBe(404)
    const kwame = await candidateBy('kwame.asante@example.org')
    await call(HOST.acme, 'POST', `/wildcard/candidates/${kwame.id}/request-document-email`, {
      cookie: recruiter,
      body: { documents: ['References'] },
    })
    const token = await uploadTokenFor('kwame.asante@example.org')
    const row = (await db().query.candidateDocuments.findFirst({
      where: eq(candidateDocuments.candidateId, kwame.id),
    }))!
    const exe = new FormData()
    exe.append(row.id, new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])]), 'virus.pdf')
    expect((await upload(token, exe)).status).toBe(415)
    const stray = new FormData()
    stray.append('00000000-0000-7000-8000-000000000000', await smallPdf('x'), 'x.pdf')
    expect((await upload(token, stray)).status).toBe(422)
    // The link belongs to Acme: on Globex's host it does not exist.
    expect((await linkInfo(HOST.globex, token)).status).toBe(404)
    await db()
      .update(candidateDocuments)
      .set({ requestedAt: new Date(Date.now() - 15 * 24 * 3600_000) })
      .where(eq(candidateDocuments.id, row.id))
    expect((await linkInfo(HOST.acme, token)).status).toBe(410)
  })

  it('validates the request (422), needs the permission (403) and is 404 across businesses', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    const empty = await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/request-document-email`, {
      cookie: recruiter,
      body: { documents: [] },
    })
    expect(empty.status).toBe(422)
    expect(empty.body.errors[0]).toMatchObject({ field: 'documents' })
    const hannahsDocuments = () => db().$count(candidateDocuments, eq(candidateDocuments.candidateId, hannah.id))
    const before = await hannahsDocuments()
    expect(
      (
        await call(HOST.globex, 'POST', `/wildcard/candidates/${hannah.id}/request-document-email`, {
          cookie: globex,
          body: { documents: ['ID'] },
        })
      ).status,
    ).toBe(404)
    expect(await hannahsDocuments()).toBe(before)
    expect((await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/check-documents`)).status).toBe(401)
  })
})

describe('comments and mentions', () => {
  it('mentions by id and by e-mail notify those colleagues (not the author) and e-mail them', async () => {
    const kwame = await candidateBy('kwame.asante@example.org')
    const marcus = await employeeBy('marcus.chen@acme.example')
    const recruiterId = (await employeeBy('recruiter@acme.example')).id
    const body = `@[Marcus Chen](${marcus.id}) and @priya.raman@acme.example: strong React portfolio, can you review? cc @recruiter@acme.example @nobody@elsewhere.example`
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${kwame.id}/add-comments`, {
      cookie: recruiter,
      body: { body },
    })
    expect(res.status).toBe(201)
    expect(res.body.data.mentioned.map((m: { email: string }) => m.email).sort()).toEqual([
      'marcus.chen@acme.example',
      'priya.raman@acme.example',
      'recruiter@acme.example',
    ])
    expect(res.body.data.notified).toBe(2)
    const marcusNotes = await db().query.notifications.findMany({
      where: and(eq(notifications.employeeId, marcus.id), eq(notifications.kind, 'candidate.mention')),
    })
    expect(marcusNotes).toHaveLength(1)
    expect(marcusNotes[0]).toMatchObject({ link: `/admin/candidates/${kwame.id}`, isRead: false })
    expect(
      await db().$count(
        notifications,
        and(eq(notifications.employeeId, recruiterId), eq(notifications.kind, 'candidate.mention')),
      ),
    ).toBe(0)
    const mail = await lastMailTo('priya.raman@acme.example')
    expect(mail?.subject).toMatch(/mentioned you on Kwame Asante/)
    expect(mail?.html).toContain('@Marcus Chen and @priya.raman@acme.example')

    const list = await call(HOST.acme, 'GET', `/wildcard/candidates/${kwame.id}/comments`, { cookie: recruiter })
    expect(list.body.data.rows[0]).toMatchObject({
      text: expect.stringContaining('@Marcus Chen'),
      author: { name: expect.any(String) },
    })
    expect(list.body.data.rows[0].mentioned).toEqual(expect.arrayContaining([{ id: marcus.id, name: 'Marcus Chen' }]))
  })

  it('validates (422), needs the comment permission (403) and is 404 across businesses', async () => {
    const kwame = await candidateBy('kwame.asante@example.org')
    expect(
      (
        await call(HOST.acme, 'POST', `/wildcard/candidates/${kwame.id}/add-comments`, {
          cookie: recruiter,
          body: { body: '  ' },
        })
      ).body.errors,
    ).toEqual([{ field: 'body', message: 'Please enter Comment' }])
    expect(
      (await call(HOST.globex, 'GET', `/wildcard/candidates/${kwame.id}/comments`, { cookie: globex })).status,
    ).toBe(404)
    const { signIn } = await import('../../setup/http')
    const interviewer = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
    expect(
      (
        await call(HOST.acme, 'POST', `/wildcard/candidates/${kwame.id}/add-comments`, {
          cookie: interviewer,
          body: { body: 'Hi' },
        })
      ).status,
    ).toBe(403)
  })

  it('lists feedback with authors and the average rating', async () => {
    const casey = await candidateBy('candidate@acme.example')
    const res = await call(HOST.acme, 'GET', `/wildcard/candidates/${casey.id}/feedback`, { cookie: recruiter })
    expect(res.status).toBe(200)
    expect(res.body.data.count).toBeGreaterThan(0)
    expect(res.body.data.rows[0]).toMatchObject({ author: { name: expect.any(String) } })
    expect(res.body.data.average_rating).toEqual(expect.any(Number))
    expect(
      (await call(HOST.globex, 'GET', `/wildcard/candidates/${casey.id}/feedback`, { cookie: globex })).status,
    ).toBe(404)
  })
})

describe('POST /wildcard/candidates/:id/send-email', () => {
  it('sends a written e-mail with placeholders filled, through the outbox, and meters it', async () => {
    const chloe = await candidateBy('chloe.martin@example.com')
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${chloe.id}/send-email`, {
      cookie: recruiter,
      body: {
        subject: 'Next steps for {{job_title}}',
        body: 'Hi {{candidate_name}},\n\nThanks for your time <b>today</b>.',
      },
    })
    expect(res.status).toBe(200)
    const mail = await lastMailTo('chloe.martin@example.com')
    expect(mail?.subject).toBe('Next steps for Account Executive')
    expect(mail?.html).toContain('Hi Chloe Martin,')
    expect(mail?.html).toContain('&lt;b&gt;today&lt;/b&gt;')
    const period = new Date().toISOString().slice(0, 7)
    const usage = await db().query.usageCounters.findFirst({
      where: and(
        eq(usageCounters.metric, 'email'),
        eq(usageCounters.period, period),
        eq(usageCounters.businessId, chloe.businessId),
      ),
    })
    expect(usage?.count).toBeGreaterThanOrEqual(1)
  })

  it('sanitizes a rich-text body', async () => {
    const chloe = await candidateBy('chloe.martin@example.com')
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${chloe.id}/send-email`, {
      cookie: recruiter,
      body: {
        subject: 'Hello',
        body: '<p>Dear {{candidate_name}}, <strong>welcome</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      },
    })
    expect(res.status).toBe(200)
    const mail = await lastMailTo('chloe.martin@example.com')
    expect(mail?.html).toContain('Dear Chloe Martin, <strong>welcome</strong>')
    expect(mail?.html).not.toMatch(/<script|onerror/)
  })

  it("sends from a template of the business, the body filling its message, with the sender's signature", async () => {
    const chloe = await candidateBy('chloe.martin@example.com')
    await ensureDefaultTemplates(db(), chloe.businessId)
    const template = (await db().query.emailTemplates.findFirst({
      where: and(eq(emailTemplates.businessId, chloe.businessId), eq(emailTemplates.key, 'general.message')),
    }))!
    const recruiterId = (await employeeBy('recruiter@acme.example')).id
    await db().insert(employeeSignatures).values({
      businessId: chloe.businessId,
      employeeId: recruiterId,
      name: 'Work',
      body: '<p>Riley Recruiter, Talent team</p>',
      isDefault: true,
    })
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${chloe.id}/send-email`, {
      cookie: recruiter,
      body: { template_id: template.id, body: 'Can we talk on Monday?' },
    })
    expect(res.status).toBe(200)
    const mail = (await db().query.outboxEmails.findFirst({
      where: eq(outboxEmails.to, 'chloe.martin@example.com'),
      orderBy: desc(outboxEmails.createdAt),
    }))!
    expect(mail.template).toBe('general.message')
    expect(mail.subject).toBe('A message from Acme Corporation')
    expect(mail.html).toContain('Hi Chloe Martin,')
    expect(mail.html).toContain('Can we talk on Monday?')
    expect(mail.html).toContain('Riley Recruiter, Talent team')
    const globexTemplate = await call(HOST.acme, 'POST', `/wildcard/candidates/${chloe.id}/send-email`, {
      cookie: recruiter,
      body: { template_id: '00000000-0000-7000-8000-000000000000' },
    })
    expect(globexTemplate.status).toBe(422)
    expect(globexTemplate.body.errors).toEqual([
      { field: 'template_id', message: 'The selected template does not exist.' },
    ])
  })

  it('needs a subject and body without a template (422), and is 404 across businesses', async () => {
    const chloe = await candidateBy('chloe.martin@example.com')
    const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${chloe.id}/send-email`, {
      cookie: recruiter,
      body: {},
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field: 'subject', message: 'Please enter Subject' }]))
    const mailsToChloe = () => db().$count(outboxEmails, eq(outboxEmails.to, chloe.email))
    const sent = await mailsToChloe()
    expect(
      (
        await call(HOST.globex, 'POST', `/wildcard/candidates/${chloe.id}/send-email`, {
          cookie: globex,
          body: { subject: 'x', body: 'y' },
        })
      ).status,
    ).toBe(404)
    expect(await mailsToChloe()).toBe(sent)
  })
})

describe("DELETE removes the candidate's files from R2", () => {
  it('deletes uploaded documents with the record', async () => {
    const julia = await candidateBy('julia.costa@example.com')
    await call(HOST.acme, 'POST', `/wildcard/candidates/${julia.id}/request-document-email`, {
      cookie: recruiter,
      body: { documents: ['ID card'] },
    })
    const token = await uploadTokenFor('julia.costa@example.com')
    const row = (await db().query.candidateDocuments.findFirst({
      where: eq(candidateDocuments.candidateId, julia.id),
    }))!
    const form = new FormData()
    form.append(row.id, await smallPdf('id'), 'id.pdf')
    expect((await upload(token, form)).status).toBe(200)
    const doc = (await db().query.documents.findFirst({
      where: eq(
        documents.id,
        (await db().query.candidateDocuments.findFirst({ where: eq(candidateDocuments.id, row.id) }))!.documentId!,
      ),
    }))!
    expect(await env.FILES.head(doc.key)).not.toBeNull()
    const res = await call(HOST.acme, 'DELETE', `/wildcard/candidates/${julia.id}`, { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data.files_removed).toBe(1)
    expect(await env.FILES.head(doc.key)).toBeNull()
    expect(await db().$count(documents, eq(documents.id, doc.id))).toBe(0)
  })
})
