/** POST /wildcard/resumes/upload, GET /wildcard/resumes and GET /wildcard/resumes/:id: the batch from upload to review. */
import { env } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { notifications, outboxEmails, resumes, statusHistories, usageCounters } from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { businessId, encryptedPdf, file, people, resumeRow, resumesOf, settledBatch, upload, utf8 } from './helpers'

let owner: string
let recruiter: string
let globex: string
let acmeId: string

const period = () => new Date().toISOString().slice(0, 7)
const usage = async (id: string) =>
  (
    await db().query.usageCounters.findFirst({
      where: and(
        eq(usageCounters.businessId, id),
        eq(usageCounters.metric, 'ai_extraction'),
        eq(usageCounters.period, period()),
      ),
    })
  )?.count ?? 0

beforeAll(async () => {
  await seed()
  acmeId = await businessId('acme')
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
})

describe('a batch of four resumes (PDF in one and two columns, DOCX, TXT)', () => {
  let batch: { id: string; file_name: string; status: string; batch_id: string }[]

  it('answers 202 with one queued record per file, in order, and counts four extractions', async () => {
    const before = await usage(acmeId)
    const res = await upload(recruiter, [
      await people.priyaPdf(),
      await people.danielPdf(),
      people.meeraDocx(),
      people.tomasTxt(),
    ])
    expect(res.status, res.body.message).toBe(202)
    expect(res.body.message).toBe('4 resumes queued for extraction.')
    batch = res.body.data
    expect(batch.map((r) => [r.file_name, r.status])).toEqual([
      ['Priya Sharma resume.pdf', 'queued'],
      ['daniel-okafor.pdf', 'queued'],
      ['Meera_Iyer.docx', 'queued'],
      ['tomas.txt', 'queued'],
    ])
    expect(new Set(batch.map((r) => r.batch_id)).size).toBe(1)
    expect(await usage(acmeId)).toBe(before + 4)
    // The files are kept in R2 under the business.
    const row = await resumeRow(batch[0]!.id)
    const doc = await db().query.documents.findFirst({ where: (d, { eq }) => eq(d.id, row!.documentId) })
    expect(doc).toMatchObject({ businessId: acmeId, kind: 'resume', contentType: 'application/pdf' })
    expect(doc!.key.startsWith(`businesses/${acmeId}/resumes/`)).toBe(true)
    expect(await env.FILES.head(doc!.key)).not.toBeNull()
  })

  it('extracts every file through the queue, and the list follows the batch', async () => {
    const data = await settledBatch(recruiter, batch[0]!.batch_id)
    expect(data.count).toBe(4)
    expect(data.status_counts).toEqual({ extracted: 4 })
    const byFile = Object.fromEntries(data.rows.map((r: { file_name: string }) => [r.file_name, r]))
    expect(byFile['Priya Sharma resume.pdf'].person).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: '+919845012345',
      current_title: 'Senior Software Engineer',
    })
    expect(byFile['daniel-okafor.pdf'].person).toMatchObject({
      name: 'Daniel Okafor',
      email: 'daniel.okafor@example.org',
    })
    expect(byFile['Meera_Iyer.docx'].person).toMatchObject({ name: 'Meera Iyer', email: 'meera.iyer@example.net' })
    expect(byFile['tomas.txt'].person).toMatchObject({ name: 'Tomás Álvarez', email: 'tomas.alvarez@example.com' })
    for (const r of data.rows) {
      expect(r.extractor).toBe('embedded')
      expect(r.uploaded_by.name).toBe('Ryan Patel')
      expect(r.duplicate).toBeNull()
    }
  })

  it('gives one record with its text and every field pointing at where it was read', async () => {
    const res = await call(HOST.acme, 'GET', `/wildcard/resumes/${batch[1]!.id}`, { cookie: recruiter })
    expect(res.status).toBe(200)
    const { text, fields } = res.body.data
    expect(text).toContain('Daniel Okafor')
    expect(fields.name).toMatchObject({ value: 'Daniel Okafor' })
    for (const f of [fields.name, fields.email, fields.phone, fields.location]) {
      expect(f.confidence).toBeGreaterThan(0)
      expect(f.confidence).toBeLessThanOrEqual(1)
    }
    expect(text.slice(fields.name.source.start, fields.name.source.end)).toBe('Daniel Okafor')
    expect(text.slice(fields.email.source.start, fields.email.source.end)).toBe('daniel.okafor@example.org')
    // Two columns read column by column: the sidebar's skills stay together.
    expect(text).toMatch(/SKILLS\nPython\nDjango\nPostgreSQL\nDocker/)
    expect(fields.experience.map((e: { title: string; company: string }) => [e.title, e.company])).toEqual(
      expect.arrayContaining([['Backend Developer', 'Acme Analytics Inc']]),
    )
    for (const item of [...fields.skills, ...fields.education, ...fields.experience]) {
      expect(item.source.end).toBeGreaterThan(item.source.start)
      expect(item.confidence).toBeGreaterThan(0)
    }
  })

  it('keeps the uploaded file for download', async () => {
    const res = await call(HOST.acme, 'GET', `/wildcard/resumes/${batch[2]!.id}/file`, { cookie: recruiter })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(res.headers.get('content-disposition')).toContain('Meera_Iyer.docx')
  })

  it('tells the uploader once that the batch is ready (bell and e-mail), with a link to it', async () => {
    const recruiterId = (await db().query.employees.findFirst({
      where: (e, { eq }) => eq(e.email, 'recruiter@acme.example'),
    }))!.id
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.employeeId, recruiterId), eq(notifications.kind, 'resume.extracted')))
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      title: '4 of 4 resumes ready to review',
      link: `/admin/resumes/extraction?batch_id=${batch[0]!.batch_id}`,
    })
    const mail = await db()
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, 'recruiter@acme.example'), eq(outboxEmails.subject, '4 of 4 resumes ready to review')),
      )
    expect(mail).toHaveLength(1)
    // The batch is claimed: a second claim finds nothing to announce.
    const claimed = await db().query.resumeBatches.findFirst({ where: (b, { eq }) => eq(b.id, batch[0]!.batch_id) })
    expect(claimed?.notifiedAt).toBeInstanceOf(Date)
  })

  it('writes each record’s history: uploaded (queued), then extracted', async () => {
    const rows = await db()
      .select({ from: statusHistories.fromStatus, to: statusHistories.toStatus, actor: statusHistories.actorKind })
      .from(statusHistories)
      .where(and(eq(statusHistories.entity, 'resume'), eq(statusHistories.entityId, batch[0]!.id)))
      .orderBy(statusHistories.createdAt)
    expect(rows).toEqual([
      { from: null, to: 'queued', actor: 'employee' },
      { from: 'processing', to: 'extracted', actor: 'system' },
    ])
  })

  it('lists by status, and flags a record whose person is already a candidate', async () => {
    // Aisha is one of Acme's demo candidates: her resume is flagged before anyone saves it.
    const res = await upload(owner, [people.tomasTxt('aisha.mohammed@example.com')])
    const data = await settledBatch(owner, res.body.data[0].batch_id)
    expect(data.rows[0].duplicate).toMatchObject({ matched_on: 'email', existing: { name: 'Aisha Mohammed' } })
    const extracted = await call(HOST.acme, 'GET', '/wildcard/resumes?status=extracted&limit=100', { cookie: owner })
    expect(extracted.body.data.rows.length).toBeGreaterThanOrEqual(5)
    expect(extracted.body.data.rows.every((r: { status: string }) => r.status === 'extracted')).toBe(true)
    const failed = await call(HOST.acme, 'GET', '/wildcard/resumes?status=failed', { cookie: owner })
    expect(failed.body.data.rows.every((r: { status: string }) => r.status === 'failed')).toBe(true)
    const bad = await call(HOST.acme, 'GET', '/wildcard/resumes?status=done', { cookie: owner })
    expect(bad.status).toBe(422)
  })
})

describe('files that are not resumes we can read', () => {
  it('refuses a “PDF” that is not one (415), naming the file', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
    const res = await upload(owner, [file(png, 'resume.pdf', 'application/pdf')])
    expect(res.status).toBe(415)
    expect(res.body.message).toBe('resume.pdf: This file is not a PDF, Word (DOCX) or plain-text resume.')
    expect(res.body.errors).toEqual([{ field: 'files.0', message: res.body.message }])
  })

  it('refuses an empty file (422)', async () => {
    const res = await upload(owner, [file(new Uint8Array(0), 'empty.pdf', 'application/pdf')])
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('empty.pdf: The file is empty.')
  })

  it('refuses an encrypted PDF (422), saying to remove the password', async () => {
    const res = await upload(owner, [file(await encryptedPdf(), 'locked.pdf', 'application/pdf')])
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(
      'locked.pdf: This PDF is password-protected. Remove the password and upload it again.',
    )
  })

  it('refuses an old Word file, and a zip that is not a Word document', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3])
    const doc = await upload(owner, [file(ole, 'cv.doc')])
    expect(doc.status).toBe(415)
    expect(doc.body.message).toMatch(/\.doc\) files cannot be read\. Save the resume as DOCX or PDF/)
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...utf8('xl/workbook.xml'), 0, 0, 0])
    expect((await upload(owner, [file(zip, 'sheet.docx')])).status).toBe(415)
  })

  it('refuses the whole batch when one file is bad: nothing stored, nothing counted', async () => {
    const before = { rows: (await resumesOf(acmeId)).length, used: await usage(acmeId) }
    const res = await upload(owner, [
      people.tomasTxt('one@example.com'),
      file(new Uint8Array(0), 'blank.txt'),
      people.meeraDocx(),
    ])
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'files.1', message: 'blank.txt: The file is empty.' }])
    expect((await resumesOf(acmeId)).length).toBe(before.rows)
    expect(await usage(acmeId)).toBe(before.used)
  })

  it('answers a body that is not multipart, or has no files, with 422', async () => {
    const json = await call(HOST.acme, 'POST', '/wildcard/resumes/upload', { cookie: owner, body: { files: [] } })
    expect(json.status).toBe(422)
    expect(json.body.errors[0]?.field).toBe('files')
    const none = new FormData()
    none.append('files', 'not a file')
    const text = await call(HOST.acme, 'POST', '/wildcard/resumes/upload', { cookie: owner, form: none })
    expect(text.status).toBe(422)
    const empty = await call(HOST.acme, 'POST', '/wildcard/resumes/upload', { cookie: owner, form: new FormData() })
    expect(empty.status).toBe(422)
    expect(empty.body.message).toMatch(/^Please choose at least one resume/)
  })
})

describe('limits', () => {
  it('takes at most 50 files a batch', async () => {
    const files = Array.from({ length: 51 }, (_, i) => file(utf8(`Person ${i}\nperson${i}@example.com`), `p${i}.txt`))
    const res = await upload(owner, files)
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Upload at most 50 resumes at a time (51 were sent).')
  })

  it('takes files of 25 MB at most (413)', async () => {
    const big = new Uint8Array(25 * 1024 * 1024 + 1).fill(0x41)
    const res = await upload(owner, [file(big, 'huge.txt')])
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('huge.txt: The file is larger than 25 MB.')
  })

  it('refuses past the plan’s monthly extractions (403), storing nothing', async () => {
    const globexId = await businessId('globex')
    // Globex's Starter plan allows 200 a month: 199 used, two more is one too many.
    await db()
      .insert(usageCounters)
      .values({ businessId: globexId, metric: 'ai_extraction', period: period(), count: 199 })
      .onConflictDoUpdate({
        target: [usageCounters.businessId, usageCounters.metric, usageCounters.period],
        set: { count: 199 },
      })
    const res = await upload(globex, [people.tomasTxt(), people.meeraDocx()], HOST.globex)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(
      'Your Starter plan allows 200 AI extractions a month. Upgrade your plan to extract more.',
    )
    expect(await usage(globexId)).toBe(199)
    expect(await resumesOf(globexId)).toHaveLength(0)
    // One more still fits.
    const one = await upload(globex, [people.tomasTxt()], HOST.globex)
    expect(one.status).toBe(202)
    expect(await usage(globexId)).toBe(200)
  })
})

describe('who may', () => {
  it('needs a session (401) and the upload or view permission (403)', async () => {
    expect((await upload('', [people.tomasTxt()])).status).toBe(401)
    expect((await call(HOST.acme, 'GET', '/wildcard/resumes')).status).toBe(401)
    // The interviewer's role sees candidates but not resume extraction.
    const interviewer = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
    const denied = await upload(interviewer, [people.tomasTxt()])
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to upload resumes for extraction.')
    expect((await call(HOST.acme, 'GET', '/wildcard/resumes', { cookie: interviewer })).status).toBe(403)
  })

  it('keeps one business’s resumes from another (404, and none in the list)', async () => {
    const [acmeResume] = await db().select().from(resumes).where(eq(resumes.businessId, acmeId)).limit(1)
    const other = await call(HOST.globex, 'GET', `/wildcard/resumes/${acmeResume!.id}`, { cookie: globex })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Resume not found.')
    expect(
      (await call(HOST.globex, 'GET', `/wildcard/resumes/${acmeResume!.id}/file`, { cookie: globex })).status,
    ).toBe(404)
    const list = await call(HOST.globex, 'GET', '/wildcard/resumes?limit=100', { cookie: globex })
    expect(JSON.stringify(list.body.data)).not.toContain(acmeResume!.id)
    // Acme's record is as it was.
    expect((await resumeRow(acmeResume!.id))?.status).toBe(acmeResume!.status)
    const count = await db().select({ n: sql<number>`count(*)` }).from(resumes).where(eq(resumes.businessId, acmeId))
    expect(count[0]!.n).toBeGreaterThan(0)
  })
})
