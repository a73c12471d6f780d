/**
 * Issue 11, finding 8: anyone can apply on the careers page with an existing candidate's
 * e-mail; that must never replace the resume the team has. Both files are kept: the newer one
 * is an additional document until someone with candidates.update makes it the resume
 * (PUT /wildcard/candidates/:id/resume), and the file it replaces stays as a document.
 */
import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  applications,
  businesses,
  candidateDocuments,
  candidates,
  documents,
  notifications,
  opportunities,
  statusHistories,
} from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { staffWith } from '../opportunities/helpers'

let acmeId: string
let owner: string
let n = 0

async function pdf(text: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text, { x: 50, y: 700 })
  return new Blob([await doc.save()], { type: 'application/pdf' })
}

async function applyAs(email: string, text: string, jobTitle = 'Frontend Engineer') {
  const job = (await db().query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, acmeId), eq(opportunities.title, jobTitle)),
  }))!
  const form = new FormData()
  for (const [k, v] of Object.entries({
    first_name: 'Mallory',
    last_name: 'Intruder',
    email,
    phone: '+1 (212) 555-0199',
  }))
    form.append(k, v)
  form.append('resume', await pdf(text), 'resume.pdf')
  const res = await call(HOST.acme, 'POST', `/wildcard/jobs/${job.id}/apply`, { form, ip: `198.18.0.${++n}` })
  expect(res.status, res.body.message).toBe(201)
  return job
}

const candidateBy = async (email: string) =>
  (await db().query.candidates.findFirst({
    where: and(eq(candidates.businessId, acmeId), eq(candidates.email, email)),
  }))!
const files = (id: string, cookie = owner) => call(HOST.acme, 'GET', `/wildcard/candidates/${id}/documents`, { cookie })
const choose = (id: string, body: unknown, cookie = owner, host: string = HOST.acme) =>
  call(host, 'PUT', `/wildcard/candidates/${id}/resume`, { cookie, body })
const objectText = async (documentId: string) => {
  const doc = (await db().query.documents.findFirst({ where: eq(documents.id, documentId) }))!
  return (await env.FILES.get(doc.key))!.arrayBuffer()
}

beforeAll(async () => {
  await seed()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  owner = await as.acmeOwner()
  // The demo candidates have no resume yet: their own first application gives them one.
  await applyAs('hannah.schmidt@example.com', 'Hannah Schmidt, backend engineer', 'Product Designer')
  await applyAs('lena.fischer@example.org', 'Lena Fischer, frontend engineer', 'Product Designer')
})

describe('applying with an existing candidate’s e-mail', () => {
  it('keeps their resume; the new file is an additional document, and the team is told', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    expect(hannah.resumeDocumentId).toBeTruthy()
    const original = await objectText(hannah.resumeDocumentId!)
    const job = await applyAs('hannah.schmidt@example.com', 'Not Hannah: a replacement resume')

    const after = await candidateBy('hannah.schmidt@example.com')
    expect(after.resumeDocumentId).toBe(hannah.resumeDocumentId)
    expect(after.firstName).toBe(hannah.firstName) // the applicant's name changes nothing either
    expect(await objectText(after.resumeDocumentId!)).toEqual(original)

    const listed = await files(hannah.id)
    expect(listed.status).toBe(200)
    expect(listed.body.data.resume.id).toBe(hannah.resumeDocumentId)
    const extra = listed.body.data.documents.find(
      (d: { name: string }) => d.name === `Resume sent with an application for ${job.title}`,
    )
    expect(extra).toMatchObject({
      status: 'received',
      file: { content_type: 'application/pdf' },
      download_url: expect.any(String),
    })
    const download = await call(HOST.acme, 'GET', extra.download_url.replace(/^\/api\/v1/, ''), { cookie: owner })
    expect(download.status).toBe(200)
    // Nothing was requested, so nothing counts as an awaited or arrived request.
    expect(listed.body.data.pending_count).toBe(0)
    const checked = await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/check-documents`, {
      cookie: owner,
      body: {},
    })
    expect(checked.body.data.documents.map((d: { name: string }) => d.name)).not.toContain(extra.name)

    // The team is told: a notification (docs/applications.md, applicationReceived) naming her
    // second application, which has its own history from its first row.
    const told = await db().query.notifications.findMany({
      where: and(eq(notifications.businessId, acmeId), eq(notifications.link, `/admin/candidates/${hannah.id}`)),
    })
    expect(told.map((t) => t.title)).toContain(`Hannah Schmidt also applied for ${job.title}`)
    const application = (await db().query.applications.findFirst({
      where: and(eq(applications.candidateId, hannah.id), eq(applications.opportunityId, job.id)),
    }))!
    const history = await db().query.statusHistories.findMany({ where: eq(statusHistories.entityId, application.id) })
    expect(history.map((h) => h.toStatus)).toEqual(['new'])
  })

  it('a candidate on file without a resume gets the file as their resume', async () => {
    await db()
      .update(candidates)
      .set({ resumeDocumentId: null })
      .where(eq(candidates.email, 'ethan.brooks@example.org'))
    await applyAs('ethan.brooks@example.org', 'Ethan Brooks resume')
    const ethan = await candidateBy('ethan.brooks@example.org')
    expect(ethan.resumeDocumentId).toBeTruthy()
    expect((await files(ethan.id)).body.data.documents).toEqual([])
  })
})

describe('PUT /wildcard/candidates/:id/resume', () => {
  it('makes a document the resume; the one it replaces stays as a document', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    const before = (await files(hannah.id)).body.data
    const extra = before.documents.find((d: { name: string }) => d.name.startsWith('Resume sent with an application'))
    const res = await choose(hannah.id, { document_id: extra.document_id })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.message).toBe('The resume was replaced. The previous one is kept with the documents.')
    expect((await candidateBy('hannah.schmidt@example.com')).resumeDocumentId).toBe(extra.document_id)
    const after = (await files(hannah.id)).body.data
    expect(after.resume.id).toBe(extra.document_id)
    const previous = after.documents.find((d: { document_id: string }) => d.document_id === before.resume.id)
    expect(previous).toMatchObject({ name: 'Previous resume', status: 'received' })
    expect(after.documents.some((d: { document_id: string }) => d.document_id === extra.document_id)).toBe(false)
    const history = await db().query.statusHistories.findMany({ where: eq(statusHistories.entityId, hannah.id) })
    expect(history.at(-1)!.reason).toBe('Resume replaced by “Resume sent with an application for Frontend Engineer”.')

    // And back: the previous resume can be chosen again.
    expect((await choose(hannah.id, { document_id: before.resume.id })).status).toBe(200)
    expect((await candidateBy('hannah.schmidt@example.com')).resumeDocumentId).toBe(before.resume.id)
  })

  it('422 for a missing id, for a document that is not a PDF or Word file, or for the current resume', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    const missing = await choose(hannah.id, {})
    expect(missing.status).toBe(422)
    expect(missing.body.errors[0]).toMatchObject({ field: 'document_id' })
    expect((await choose(hannah.id, { document_id: hannah.resumeDocumentId })).status).toBe(422)
    const image = (
      await db()
        .insert(documents)
        .values({
          businessId: acmeId,
          key: `businesses/${acmeId}/candidates/${hannah.id}/candidate_document/photo.png`,
          fileName: 'Photo.png',
          contentType: 'image/png',
          size: 10,
          kind: 'candidate_document',
        })
        .returning()
    )[0]!
    await db().insert(candidateDocuments).values({
      businessId: acmeId,
      candidateId: hannah.id,
      name: 'Photo',
      status: 'received',
      documentId: image.id,
      receivedAt: new Date(),
    })
    const refused = await choose(hannah.id, { document_id: image.id })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Only a PDF or Word (DOCX) document can be the resume.')
    expect((await candidateBy('hannah.schmidt@example.com')).resumeDocumentId).toBe(hannah.resumeDocumentId)
  })

  it('404 for a document of another candidate, and for another business’s candidate', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    const lena = await candidateBy('lena.fischer@example.org')
    const notHers = await choose(hannah.id, { document_id: lena.resumeDocumentId })
    expect(notHers.status).toBe(404)
    expect(notHers.body.message).toBe('Document not found.')
    const globex = await as.globexOwner()
    const other = await choose(hannah.id, { document_id: lena.resumeDocumentId }, globex, HOST.globex)
    expect(other.status).toBe(404)
    expect((await candidateBy('hannah.schmidt@example.com')).resumeDocumentId).toBe(hannah.resumeDocumentId)
    expect((await candidateBy('lena.fischer@example.org')).resumeDocumentId).toBe(lena.resumeDocumentId)
  })

  it('401 without a session, 403 without candidates.update', async () => {
    const hannah = await candidateBy('hannah.schmidt@example.com')
    expect((await choose(hannah.id, { document_id: hannah.resumeDocumentId }, '')).status).toBe(401)
    const viewer = await staffWith(['candidates.view'], 'viewer')
    const denied = await choose(hannah.id, { document_id: hannah.resumeDocumentId }, viewer)
    expect(denied.status).toBe(403)
  })
})
