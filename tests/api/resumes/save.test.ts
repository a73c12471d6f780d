/** POST /wildcard/resumes/save_records and /wildcard/resumes/save_candidate/:id. */
import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  applicationCounts,
  applications,
  candidateDocuments,
  candidates,
  opportunities,
  statusHistories,
} from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, file, people, resumeRow, settledBatch, upload, utf8 } from './helpers'

let owner: string
let recruiter: string
let globex: string
let acmeId: string
let frontendId: string

const candidateBy = (email: string) =>
  db().query.candidates.findFirst({ where: and(eq(candidates.businessId, acmeId), eq(candidates.email, email)) })

/** Upload files and answer their records once extracted, in the order sent. */
async function extracted(cookie: string, files: File[]) {
  const res = await upload(cookie, files)
  expect(res.status, res.body.message).toBe(202)
  const data = await settledBatch(cookie, res.body.data[0].batch_id)
  return res.body.data.map((r: { id: string }) => data.rows.find((x: { id: string }) => x.id === r.id)) as {
    id: string
    status: string
    file_name: string
  }[]
}

const saveRecords = (cookie: string, body: unknown, host: string = HOST.acme) =>
  call(host, 'POST', '/wildcard/resumes/save_records', { cookie, body })

beforeAll(async () => {
  await seed()
  acmeId = await businessId('acme')
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
  frontendId = (await db().query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, acmeId), eq(opportunities.title, 'Frontend Engineer')),
  }))!.id
})

describe('POST /wildcard/resumes/save_records', () => {
  it('creates candidates from reviewed records, corrections winning, as applications to a job', async () => {
    const [priya, meera] = await extracted(recruiter, [await people.priyaPdf(), people.meeraDocx()])
    const countsBefore = await db()
      .select()
      .from(applicationCounts)
      .where(and(eq(applicationCounts.opportunityId, frontendId), eq(applicationCounts.stage, 'new')))
    const res = await saveRecords(recruiter, {
      opportunity_id: frontendId,
      records: [
        { id: priya!.id, fields: { current_title: 'Staff Software Engineer', expected_salary: '3200000' } },
        { id: meera!.id },
      ],
    })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.message).toBe('2 candidates saved.')
    expect(res.body.data).toMatchObject({ saved: 2, duplicates: 0 })
    expect(res.body.data.records.map((r: { outcome: string; file_name: string }) => [r.file_name, r.outcome])).toEqual([
      ['Priya Sharma resume.pdf', 'saved'],
      ['Meera_Iyer.docx', 'saved'],
    ])

    const p = (await candidateBy('priya.sharma@example.com'))!
    expect(p).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      phone: '+919845012345',
      location: 'Bengaluru, Karnataka',
      currentTitle: 'Staff Software Engineer',
      currentCompany: 'Flipkart Internet Pvt Ltd',
      expectedSalary: 3200000,
      source: 'resume upload',
      linkedinUrl: 'https://linkedin.com/in/priya-sharma-dev',
      qualification: 'B.Tech in Computer Science and Engineering',
    })
    expect(p.skills).toEqual(expect.arrayContaining(['React', 'Node.js', 'PostgreSQL']))
    expect(p.education).toEqual([
      {
        degree: 'B.Tech in Computer Science and Engineering',
        institution: 'National Institute of Technology Karnataka',
        year: 2015,
      },
    ])
    expect(p.experience?.[0]).toMatchObject({
      title: 'Senior Software Engineer',
      company: 'Flipkart Internet Pvt Ltd',
      from: '2019-01',
      to: 'present',
    })
    // The uploaded file is their resume, downloadable from their record.
    const record = await resumeRow(priya!.id)
    expect(record).toMatchObject({ status: 'saved', candidateId: p.id })
    expect(p.resumeDocumentId).toBe(record!.documentId)
    const profile = await call(HOST.acme, 'GET', `/wildcard/candidates/${p.id}`, { cookie: owner })
    expect(profile.body.data.resume).toMatchObject({
      file_name: 'Priya Sharma resume.pdf',
      content_type: 'application/pdf',
    })
    const file = await call(HOST.acme, 'GET', profile.body.data.resume.download_url.replace('/api/v1', ''), {
      cookie: owner,
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')

    // In the job's pipeline as new: the application, its history and the board's counters.
    const app = await db().query.applications.findFirst({
      where: and(eq(applications.candidateId, p.id), eq(applications.opportunityId, frontendId)),
    })
    expect(app).toMatchObject({ stage: 'new', source: 'resume upload' })
    const appHistory = await db()
      .select()
      .from(statusHistories)
      .where(and(eq(statusHistories.entity, 'application'), eq(statusHistories.entityId, app!.id)))
    expect(appHistory.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'new']])
    const countsAfter = await db()
      .select()
      .from(applicationCounts)
      .where(and(eq(applicationCounts.opportunityId, frontendId), eq(applicationCounts.stage, 'new')))
    expect(countsAfter[0]!.count).toBe((countsBefore[0]?.count ?? 0) + 2)
    const board = await call(HOST.acme, 'GET', `/wildcard/opportunities/${frontendId}/pipeline`, { cookie: owner })
    const newColumn = board.body.data.stages.find((s: { stage: string }) => s.stage === 'new')
    expect(newColumn.cards.map((c: { candidate: { name: string } }) => c.candidate.name)).toEqual(
      expect.arrayContaining(['Priya Sharma', 'Meera Iyer']),
    )
    // The candidate's own history says where they came from; the record's says it was saved.
    const own = await db()
      .select()
      .from(statusHistories)
      .where(and(eq(statusHistories.entity, 'candidate'), eq(statusHistories.entityId, p.id)))
    expect(own.map((h) => h.reason)).toEqual(['Created from the resume Priya Sharma resume.pdf.'])
    const recordHistory = await db()
      .select({ to: statusHistories.toStatus })
      .from(statusHistories)
      .where(and(eq(statusHistories.entity, 'resume'), eq(statusHistories.entityId, priya!.id)))
    expect(recordHistory.map((h) => h.to)).toEqual(['queued', 'extracted', 'saved'])
  })

  it('reports a person already on file instead of creating them, and saves the rest', async () => {
    // Aisha Mohammed is an Acme candidate; this resume has her e-mail.
    const [aisha, tomas] = await extracted(owner, [
      people.tomasTxt('aisha.mohammed@example.com'),
      people.tomasTxt('tomas.alvarez@example.com'),
    ])
    const before = (await db().select().from(candidates).where(eq(candidates.businessId, acmeId))).length
    const res = await saveRecords(owner, { records: [{ id: aisha!.id }, { id: tomas!.id }] })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('1 candidate saved; 1 resume already on file (not saved).')
    expect(res.body.data.records[0]).toMatchObject({
      outcome: 'duplicate',
      duplicate: { matched_on: 'email', existing: { name: 'Aisha Mohammed', email: 'aisha.mohammed@example.com' } },
    })
    expect(res.body.data.records[1]).toMatchObject({ outcome: 'saved', candidate: { name: 'Tomás Álvarez' } })
    expect((await db().select().from(candidates).where(eq(candidates.businessId, acmeId))).length).toBe(before + 1)
    expect((await resumeRow(aisha!.id))?.status).toBe('extracted')
    // The same resume again: Tomás is now on file too.
    const [again] = await extracted(owner, [people.tomasTxt('tomas.alvarez@example.com')])
    const twice = await saveRecords(owner, { records: [{ id: again!.id }] })
    expect(twice.body.data.records[0]).toMatchObject({ outcome: 'duplicate', duplicate: { matched_on: 'email' } })
  })

  it('refuses a record that is not a valid candidate (422), saving none of the batch', async () => {
    const noEmail = file(utf8('Ana Lima\nSão Paulo, Brazil\n+55 11 91234 5678\n\nSKILLS\nExcel, SQL'), 'ana.txt')
    const [a, b] = await extracted(owner, [people.tomasTxt('valid.person@example.com'), noEmail])
    const res = await saveRecords(owner, { records: [{ id: a!.id }, { id: b!.id }] })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'records.1.email', message: 'ana.txt: Please enter Email' }])
    // A correction that empties a required field is refused by the body's own check.
    const emptied = await saveRecords(owner, { records: [{ id: a!.id, fields: { email: '' } }] })
    expect(emptied.status).toBe(422)
    expect(emptied.body.errors).toEqual([{ field: 'records.0.fields.email', message: 'Please enter Email' }])
    expect(await candidateBy('valid.person@example.com')).toBeUndefined()
    expect((await resumeRow(a!.id))?.status).toBe('extracted')
    const bad = await saveRecords(owner, { records: [] })
    expect(bad.status).toBe(422)
    const twice = await saveRecords(owner, { records: [{ id: a!.id }, { id: a!.id }] })
    expect(twice.status).toBe(422)
  })

  it('refuses a closed job (422) and a record already saved (409, naming both states)', async () => {
    const [a] = await extracted(owner, [people.tomasTxt('closed.job@example.com')])
    const closed = (await db().query.opportunities.findFirst({
      where: and(eq(opportunities.businessId, acmeId), eq(opportunities.status, 'closed')),
    }))!
    const res = await saveRecords(owner, { opportunity_id: closed.id, records: [{ id: a!.id }] })
    expect(res.status).toBe(422)
    expect(res.body.errors[0]?.field).toBe('opportunity_id')
    const first = await saveRecords(owner, { records: [{ id: a!.id }] })
    expect(first.body.data.records[0].outcome).toBe('saved')
    expect((await resumeRow(a!.id))?.status).toBe('saved')
    const again = await saveRecords(owner, { records: [{ id: a!.id }] })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('tomas.txt is saved: a resume cannot move from saved to saved.')
  })

  it('needs the save permission (403) and keeps other businesses’ records out (404, unchanged)', async () => {
    const [a] = await extracted(owner, [people.tomasTxt('kept.apart@example.com')])
    expect((await saveRecords('', { records: [{ id: a!.id }] })).status).toBe(401)
    const interviewer = await (await import('../../setup/http')).signIn(
      HOST.acme,
      'priya.raman@acme.example',
      'Staff@12345',
    )
    const denied = await saveRecords(interviewer, { records: [{ id: a!.id }] })
    expect(denied.status).toBe(403)
    const foreign = await saveRecords(globex, { records: [{ id: a!.id }] }, HOST.globex)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Resume not found.')
    expect((await resumeRow(a!.id))?.status).toBe('extracted')
    expect(await candidateBy('kept.apart@example.com')).toBeUndefined()
  })
})

describe('POST /wildcard/resumes/save_candidate/:id', () => {
  const attach = (cookie: string, candidateId: string, body: unknown, host: string = HOST.acme) =>
    call(host, 'POST', `/wildcard/resumes/save_candidate/${candidateId}`, { cookie, body })

  it('fills the candidate’s empty fields, reports the ones that differ, and makes the file their resume', async () => {
    // A candidate added by hand with little on file and an older resume.
    const created = await call(HOST.acme, 'POST', '/wildcard/candidates', {
      cookie: owner,
      body: { first_name: 'Daniel', last_name: 'Okafor', email: 'dan.okafor@example.org', current_title: 'Developer' },
    })
    const danielId = created.body.data.id
    // His older resume: a file already on his record.
    const older = await extracted(owner, [people.tomasTxt('old.resume@example.com')])
    const olderDoc = (await resumeRow(older[0]!.id))!.documentId
    await db().update(candidates).set({ resumeDocumentId: olderDoc }).where(eq(candidates.id, danielId))
    const before = (await db().query.candidates.findFirst({ where: eq(candidates.id, danielId) }))!

    const [record] = await extracted(owner, [await people.danielPdf()])
    const res = await attach(owner, danielId, { resume_id: record!.id })
    expect(res.status, res.body.message).toBe(200)
    const data = res.body.data
    expect(data.filled).toEqual(expect.arrayContaining(['phone', 'current_company', 'skills', 'education']))
    expect(data.conflicts.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['email', 'current_title']),
    )
    expect(data.conflicts.find((c: { field: string }) => c.field === 'current_title')).toMatchObject({
      label: 'Current title',
      resume: 'Backend Developer',
    })
    expect(res.body.message).toMatch(/^Resume attached to Daniel Okafor\. \d+ empty fields filled\. \d+ fields differ/)
    const after = (await db().query.candidates.findFirst({ where: eq(candidates.id, danielId) }))!
    expect(after).toMatchObject({
      email: 'dan.okafor@example.org',
      currentTitle: 'Developer',
      phone: '+15125550142',
      currentCompany: 'Acme Analytics Inc',
    })
    expect(after.resumeDocumentId).toBe((await resumeRow(record!.id))!.documentId)
    expect((await resumeRow(record!.id))?.status).toBe('saved')
    // The resume it replaced stays with their documents.
    const kept = await db()
      .select()
      .from(candidateDocuments)
      .where(
        and(eq(candidateDocuments.candidateId, danielId), eq(candidateDocuments.documentId, before.resumeDocumentId!)),
      )
    expect(kept.map((d) => d.name)).toEqual(['Previous resume'])
  })

  it('overwrites the fields named, and adds the candidate to a job', async () => {
    const [record] = await extracted(owner, [people.tomasTxt('noah.kim@example.net')])
    const noah = (await candidateBy('noah.kim@example.net'))!
    const res = await attach(owner, noah.id, {
      resume_id: record!.id,
      overwrite: ['current_title'],
      fields: { current_title: 'Senior Data Analyst' },
      opportunity_id: (
        await db().query.opportunities.findFirst({
          where: and(eq(opportunities.businessId, acmeId), eq(opportunities.title, 'Data Analyst')),
        })
      )?.id,
    })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.data.overwritten).toEqual(['current_title'])
    expect((await candidateBy('noah.kim@example.net'))?.currentTitle).toBe('Senior Data Analyst')
    expect(['added', 'already', null]).toContain(res.body.data.application)
  })

  it('answers 404 for another business’s candidate or resume, 409 for a saved record, 422 for bad input', async () => {
    const [record] = await extracted(owner, [people.tomasTxt('someone.new@example.com')])
    const noah = (await candidateBy('noah.kim@example.net'))!
    const globexCandidate = (await db().query.candidates.findFirst({
      where: eq(candidates.businessId, await businessId('globex')),
    }))!
    expect((await attach(owner, globexCandidate.id, { resume_id: record!.id })).status).toBe(404)
    expect((await attach(globex, noah.id, { resume_id: record!.id }, HOST.globex)).status).toBe(404)
    expect((await attach(globex, globexCandidate.id, { resume_id: record!.id }, HOST.globex)).status).toBe(404)
    expect((await resumeRow(record!.id))?.status).toBe('extracted')
    expect((await attach(owner, noah.id, { resume_id: '' })).status).toBe(422)
    expect((await attach(owner, noah.id, { resume_id: record!.id, overwrite: ['password'] })).status).toBe(422)
    expect((await attach(owner, noah.id, { resume_id: record!.id })).status).toBe(200)
    const again = await attach(owner, noah.id, { resume_id: record!.id })
    expect(again.status).toBe(409)
    expect(await env.FILES.head('nothing')).toBeNull()
  })
})
