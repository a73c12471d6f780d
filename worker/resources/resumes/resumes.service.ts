/**
 * Reading resume records: the list (the review screen's files, by status or batch) and one
 * record with its text and fields. Each answer says whether the person is already on file
 * (by e-mail or phone), so the screen flags duplicates before anyone saves.
 */
import { and, desc, eq, getTableColumns, inArray, like, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { candidates, documents, employees, resumes } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { REVIEW_BELOW, type ResumeExtraction, type ResumeFields } from '../../providers/resume/fields.schema'
import { MIN_PHONE_DIGITS, samePhone } from '../candidates/duplicates.service'
import { digitsOf, phoneDigitsSql } from '../candidates/query.service'
import { candidateDraft } from './resume-candidate'
import type { ResumeListQuery } from './resumes.schema'

const uploader = alias(employees, 'uploader')
const linked = alias(candidates, 'linked')

/** Resumes of this business matching `where`, with their file, uploader and (once saved) candidate. */
export function selectResumes({ db, business }: BusinessScope, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(resumes),
      fileName: documents.fileName,
      contentType: documents.contentType,
      size: documents.size,
      uploaderFirst: uploader.firstName,
      uploaderLast: uploader.lastName,
      candidateFirst: linked.firstName,
      candidateLast: linked.lastName,
    })
    .from(resumes)
    .innerJoin(documents, and(eq(documents.businessId, business.id), eq(documents.id, resumes.documentId)))
    .leftJoin(uploader, and(eq(uploader.businessId, business.id), eq(uploader.id, resumes.uploadedBy)))
    .leftJoin(linked, and(eq(linked.businessId, business.id), eq(linked.id, resumes.candidateId)))
    .where(and(eq(resumes.businessId, business.id), where))
}
type ResumeRow = Awaited<ReturnType<typeof selectResumes>>[number]

/** Someone already on file with the record's e-mail or phone. */
export type OnFile = { matchedOn: 'email' | 'phone'; existing: { id: string; name: string; email: string } }

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim()

/**
 * Who is already on file for each record (by the extracted e-mail, else the phone's digits):
 * one query for all e-mails, one per phone left. The save re-checks with the candidates' own
 * duplicate check; this is for flagging.
 */
export async function onFileFor(
  { db, business }: BusinessScope,
  people: { id: string; email: string | null; phone: string | null }[],
): Promise<Map<string, OnFile>> {
  const found = new Map<string, OnFile>()
  const emails = [...new Set(people.map((p) => p.email?.toLowerCase()).filter((e): e is string => !!e))]
  const byEmail = emails.length
    ? await db
        .select({ id: candidates.id, first: candidates.firstName, last: candidates.lastName, email: candidates.email })
        .from(candidates)
        .where(
          and(
            eq(candidates.businessId, business.id),
            sql`lower(${candidates.email}) in (select value from json_each(${JSON.stringify(emails)}))`,
          ),
        )
    : []
  for (const p of people) {
    const hit = p.email ? byEmail.find((c) => c.email.toLowerCase() === p.email!.toLowerCase()) : undefined
    if (hit)
      found.set(p.id, {
        matchedOn: 'email',
        existing: { id: hit.id, name: fullName(hit.first, hit.last), email: hit.email },
      })
  }
  for (const p of people) {
    const digits = digitsOf(p.phone)
    if (found.has(p.id) || digits.length < MIN_PHONE_DIGITS) continue
    const near = await db
      .select({
        id: candidates.id,
        first: candidates.firstName,
        last: candidates.lastName,
        email: candidates.email,
        phone: candidates.phone,
      })
      .from(candidates)
      // Digits only: nothing in the pattern is a LIKE wildcard.
      .where(and(eq(candidates.businessId, business.id), like(phoneDigitsSql, `%${digits.slice(-MIN_PHONE_DIGITS)}`)))
      .limit(20)
    const hit = near.find((c) => samePhone(c.phone, p.phone))
    if (hit)
      found.set(p.id, {
        matchedOn: 'phone',
        existing: { id: hit.id, name: fullName(hit.first, hit.last), email: hit.email },
      })
  }
  return found
}

const fieldsOf = (row: ResumeRow) => (row.extracted as ResumeExtraction | null)?.fields ?? null

/** How many of the record's values the reviewer should look at (confidence under REVIEW_BELOW). */
export function lowConfidenceCount(fields: ResumeFields): number {
  const scalars = [
    fields.name,
    fields.email,
    fields.phone,
    fields.location,
    fields.current_title,
    fields.current_company,
    fields.experience_years,
    fields.summary,
    fields.links.linkedin,
    fields.links.github,
    fields.links.portfolio,
  ]
  const items = [...fields.skills, ...fields.education, ...fields.experience]
  return [...scalars, ...items].filter((f) => f && f.confidence < REVIEW_BELOW).length
}

function present(row: ResumeRow, onFile: OnFile | undefined) {
  const fields = fieldsOf(row)
  const draft = fields ? candidateDraft(fields).draft : null
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    status: row.status,
    error: row.error,
    batchId: row.batchId,
    extractor: row.extractor,
    createdAt: row.createdAt,
    extractedAt: row.extractedAt,
    updatedAt: row.updatedAt,
    uploadedBy: row.uploadedBy
      ? { id: row.uploadedBy, name: fullName(row.uploaderFirst, row.uploaderLast) || 'A former colleague' }
      : null,
    candidate: row.candidateId ? { id: row.candidateId, name: fullName(row.candidateFirst, row.candidateLast) } : null,
    /** What the list shows of the person before the record is opened. */
    person: draft
      ? {
          name: `${draft.first_name} ${draft.last_name}`.trim() || null,
          email: draft.email || null,
          phone: draft.phone,
          currentTitle: draft.current_title,
        }
      : null,
    lowConfidence: fields ? lowConfidenceCount(fields) : 0,
    // Only worth flagging while the record can still become a candidate.
    duplicate: row.status === 'extracted' ? (onFile ?? null) : null,
  }
}

async function presentAll(scope: BusinessScope, rows: ResumeRow[]) {
  const people = rows
    .filter((r) => r.status === 'extracted')
    .map((r) => {
      const fields = fieldsOf(r)
      const draft = fields ? candidateDraft(fields).draft : null
      return { id: r.id, email: draft?.email || null, phone: draft?.phone ?? null }
    })
  const onFile = await onFileFor(scope, people)
  return rows.map((r) => present(r, onFile.get(r.id)))
}

/** GET resumes: newest first, by status or batch; search by file name. */
export async function listResumes(scope: BusinessScope, q: ResumeListQuery) {
  const { db, business } = scope
  const where = and(
    q.status ? eq(resumes.status, q.status) : undefined,
    q.batch_id ? eq(resumes.batchId, q.batch_id) : undefined,
    q.search
      ? inArray(
          resumes.documentId,
          db
            .select({ id: documents.id })
            .from(documents)
            .where(and(eq(documents.businessId, business.id), matchesText(q.search, documents.fileName))),
        )
      : undefined,
  )
  const [rows, total, counts] = await Promise.all([
    selectResumes(scope, where)
      .orderBy(q.order === 'asc' ? resumes.createdAt : desc(resumes.createdAt), desc(resumes.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(resumes, and(eq(resumes.businessId, business.id), where)),
    db
      .select({ status: resumes.status, n: sql<number>`count(*)` })
      .from(resumes)
      .where(and(eq(resumes.businessId, business.id), q.batch_id ? eq(resumes.batchId, q.batch_id) : undefined))
      .groupBy(resumes.status),
  ])
  return {
    ...pageOf(await presentAll(scope, rows), total, q),
    /** Records per state (of the batch when one is named): the screen's tabs and progress. */
    statusCounts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<
      Record<ResumeRow['status'], number>
    >,
  }
}

/** GET resumes/:id: the record with the text it was read from and every field with its confidence and source. */
export async function getResume(scope: BusinessScope, id: string) {
  const [row] = await selectResumes(scope, eq(resumes.id, id)).limit(1)
  if (!row) throw notFound('Resume')
  const [presented] = await presentAll(scope, [row])
  const extraction = row.extracted as ResumeExtraction | null
  return { ...presented!, text: extraction?.text ?? null, fields: extraction?.fields ?? null }
}

/** The stored file of a record (the review screen's "Open the original"). */
export async function resumeFile({ db, business }: BusinessScope, id: string) {
  const [row] = await db
    .select({ key: documents.key, fileName: documents.fileName, contentType: documents.contentType })
    .from(resumes)
    .innerJoin(documents, and(eq(documents.businessId, business.id), eq(documents.id, resumes.documentId)))
    .where(and(eq(resumes.businessId, business.id), eq(resumes.id, id)))
    .limit(1)
  if (!row) throw notFound('Resume')
  return row
}
