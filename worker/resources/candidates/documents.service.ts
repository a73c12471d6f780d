import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { candidateDocuments, candidates, documents, employees, notifications } from '../../db/schema'
import { sha256Hex } from '../../lib/crypto'
import { ApiError, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { randomToken } from '../../lib/ids'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { sendMail } from '../../providers/mail'
import { button } from '../../services/mail/layout'
import { hit } from '../../services/rate-limit'
import { templateContent } from '../email-templates/render'
import type { RequestDocuments } from './candidates.schema'
import { candidateVars, composeCandidateMail } from './email.service'
import { checkCandidateFile, downloadPath, fileInfo, storeDocument } from './files.service'
import { documentUploadUrl } from './links'
import { candidateRow } from './query.service'

const ACCEPTED_FILES = 'PDF, Word (DOCX), PNG and JPEG files up to 25 MB are accepted.'

/** How long an upload link works. */
export const UPLOAD_LINK_TTL_MS = 14 * 24 * 3600_000
/** Uploads through one link: generous for a person, small for a script. */
const UPLOADS_PER_LINK = { limit: 30, windowMs: 60 * 60_000 }

const tokenHash = (token: string) => sha256Hex(`candidate-document:${token}`)

/**
 * Ask a candidate for documents: one 'requested' row per document, all sharing a fresh
 * upload link (only its hash is stored) that works for 14 days and takes each document once.
 * The e-mail with the link is the returned body, or the caller's override (a template).
 */
export async function requestDocuments(scope: StaffScope, candidateId: string, input: RequestDocuments) {
  const { db, env, business } = scope
  const requestedBy = scope.actor.id
  const candidate = await candidateRow(scope, candidateId)
  const names = [...new Map(input.documents.map((n) => [n.toLowerCase(), n])).values()]
  const token = randomToken()
  const hash = await tokenHash(token)
  const now = new Date()
  const rows = await db
    .insert(candidateDocuments)
    .values(
      names.map((name) => ({
        businessId: business.id,
        candidateId,
        name,
        status: 'requested' as const,
        requestTokenHash: hash,
        requestedBy,
        requestedAt: now,
      })),
    )
    .returning()
  const link = documentUploadUrl(env, business.slug, token)
  const expires = new Date(now.getTime() + UPLOAD_LINK_TTL_MS)
  // The business's own wording (or the product's default), plus the recruiter's note and the link's terms.
  const content = await templateContent(db, business.id, 'candidate.document_request')
  const note =
    (input.message ? `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>` : '') +
    `<p>The link works until ${escapeHtml(expires.toUTCString().slice(0, 16))} and takes each document once. ` +
    `${ACCEPTED_FILES}</p>`
  const mail = await composeCandidateMail(
    scope,
    {
      subject: content.subject,
      body: content.body.includes('{{document_upload_link}}')
        ? content.body + note
        : content.body + button(link, 'Upload documents') + note,
    },
    { ...candidateVars(scope, candidate), document_list: names.join('\n'), document_upload_link: link },
    requestedBy,
  )
  await sendMail(env, db, {
    to: candidate.email,
    subject: mail.subject,
    html: mail.html,
    businessId: business.id,
    template: 'candidate.document_request',
  })
  return { requested: rows.map(presentRequest(candidateId)), expiresAt: expires, sentTo: candidate.email }
}

type RequestRow = typeof candidateDocuments.$inferSelect
const presentRequest =
  (candidateId: string) =>
  ({
    requestTokenHash: _hash,
    ...r
  }: RequestRow & { fileName?: string | null; size?: number | null; contentType?: string | null }) => ({
    ...r,
    downloadUrl: r.documentId ? downloadPath(candidateId, r.documentId) : null,
  })

/** The requests behind a link: refused when unknown (404) or expired (410). */
async function requestsOfToken({ db, business }: BusinessScope, token: string, now = Date.now()) {
  const rows =
    token.length >= 20 && token.length <= 200
      ? await db.query.candidateDocuments.findMany({
          where: and(
            eq(candidateDocuments.businessId, business.id),
            eq(candidateDocuments.requestTokenHash, await tokenHash(token)),
          ),
          orderBy: asc(candidateDocuments.createdAt),
        })
      : []
  const [first] = rows
  if (!first) throw new ApiError(404, 'This upload link is not valid. Ask the company for a new one.')
  const requestedAt = Math.max(...rows.map((r) => (r.requestedAt ?? r.createdAt).getTime()))
  if (requestedAt + UPLOAD_LINK_TTL_MS < now)
    throw new ApiError(410, 'This upload link has expired. Ask the company for a new one.')
  return { rows, first, expiresAt: new Date(requestedAt + UPLOAD_LINK_TTL_MS) }
}

/** What a link asks for (public: the candidate has no account necessarily). */
export async function uploadRequestInfo(scope: BusinessScope, token: string) {
  const { db, business } = scope
  const { rows, first, expiresAt } = await requestsOfToken(scope, token)
  const candidate = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(candidates.id, first.candidateId)),
    columns: { firstName: true },
  })
  return {
    businessName: business.name,
    candidateFirstName: candidate?.firstName ?? '',
    expiresAt,
    documents: rows.map((r) => ({ id: r.id, name: r.name, status: r.status, receivedAt: r.receivedAt })),
    complete: rows.every((r) => r.status === 'received'),
  }
}

/**
 * The candidate's upload: each file field is named by the id of a requested document. A
 * document already received through this link is refused (409): the link is single-use per
 * document. The requester is notified.
 */
export async function uploadByToken(scope: BusinessScope, token: string, form: FormData) {
  const { db, env, business } = scope
  const { rows, first } = await requestsOfToken(scope, token)
  await hit(db, `docupload:${(await tokenHash(token)).slice(0, 24)}`, UPLOADS_PER_LINK)
  const files = [...form.entries()].filter((e): e is [string, File] => e[1] instanceof File && e[1].size > 0)
  if (!files.length)
    throw new ApiError(422, 'Please choose a file to upload.', [
      { field: 'file', message: 'Please choose a file to upload.' },
    ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const [field] of files) {
    const row = byId.get(field)
    if (!row)
      throw new ApiError(422, 'This document was not requested.', [
        { field, message: 'This document was not requested.' },
      ])
    if (row.status === 'received')
      throw new ApiError(
        409,
        `${row.name} has already been uploaded. Each document can be uploaded once with this link.`,
        [{ field, message: 'Already uploaded.' }],
      )
  }
  const checked = await Promise.all(
    files.flatMap(([field, file]) => {
      const row = byId.get(field)
      return row
        ? [checkCandidateFile(file, field, 'document').then((checkedFile) => ({ row, file: checkedFile }))]
        : []
    }),
  )
  const now = new Date()
  const stored: { id: string; name: string; fileName: string; size: number }[] = []
  for (const { row, file } of checked) {
    const doc = await storeDocument(scope, {
      candidateId: row.candidateId,
      file,
      kind: 'candidate_document',
      uploadedBy: null,
      fileName: `${row.name.replace(/[^\w .()-]+/g, '_').slice(0, 100)}.${file.ext}`,
    })
    // Only a row still 'requested' flips: two racing uploads cannot both claim it.
    const [updated] = await db
      .update(candidateDocuments)
      .set({ status: 'received', documentId: doc.id, receivedAt: now })
      .where(
        and(
          eq(candidateDocuments.businessId, business.id),
          eq(candidateDocuments.id, row.id),
          eq(candidateDocuments.status, 'requested'),
        ),
      )
      .returning({ id: candidateDocuments.id })
    if (!updated) {
      await db.delete(documents).where(and(eq(documents.businessId, business.id), eq(documents.id, doc.id)))
      await env.FILES.delete(doc.key)
      throw new ApiError(
        409,
        `${row.name} has already been uploaded. Each document can be uploaded once with this link.`,
      )
    }
    stored.push({ id: row.id, name: row.name, fileName: doc.fileName, size: doc.size })
  }
  const requesters = [...new Set(checked.map((c) => c.row.requestedBy).filter((v): v is string => !!v))]
  if (requesters.length) {
    const candidate = await db.query.candidates.findFirst({
      where: and(eq(candidates.businessId, business.id), eq(candidates.id, first.candidateId)),
      columns: { id: true, firstName: true, lastName: true },
    })
    const title = `${`${candidate?.firstName ?? ''} ${candidate?.lastName ?? ''}`.trim()} uploaded ${stored.map((s) => s.name).join(', ')}`
    await db.insert(notifications).values(
      requesters.map((employeeId) => ({
        businessId: business.id,
        employeeId,
        kind: 'candidate.documents_received',
        title: title.slice(0, 300),
        link: `/admin/candidates/${first.candidateId}`,
      })),
    )
  }
  const remaining = rows
    .filter((r) => r.status === 'requested' && !stored.some((s) => s.id === r.id))
    .map((r) => ({ id: r.id, name: r.name }))
  return { uploaded: stored, remaining }
}

/** Which requested documents have arrived (optionally only those named); files nobody asked for are not requests. */
export async function checkDocuments(scope: BusinessScope, candidateId: string, names?: string[]) {
  const rows = (await documentRows(scope, candidateId)).filter((r) => r.requestedAt !== null)
  const wanted = names?.length ? rows.filter((r) => names.some((n) => n.toLowerCase() === r.name.toLowerCase())) : rows
  const received = wanted.filter((r) => r.status === 'received')
  const pending = wanted.filter((r) => r.status === 'requested')
  return { documents: wanted, received, pending, allReceived: wanted.length > 0 && pending.length === 0 }
}

async function documentRows({ db, business }: BusinessScope, candidateId: string) {
  const rows = await db
    .select({
      request: candidateDocuments,
      fileName: documents.fileName,
      size: documents.size,
      contentType: documents.contentType,
      requesterFirst: employees.firstName,
      requesterLast: employees.lastName,
    })
    .from(candidateDocuments)
    .leftJoin(documents, and(eq(documents.businessId, business.id), eq(documents.id, candidateDocuments.documentId)))
    .leftJoin(employees, and(eq(employees.businessId, business.id), eq(employees.id, candidateDocuments.requestedBy)))
    .where(and(eq(candidateDocuments.businessId, business.id), eq(candidateDocuments.candidateId, candidateId)))
    .orderBy(desc(candidateDocuments.createdAt), asc(candidateDocuments.name))
  return rows.map((r) => ({
    ...presentRequest(candidateId)(r.request),
    file: r.fileName ? { fileName: r.fileName, size: r.size, contentType: r.contentType } : null,
    requestedByName: r.requesterFirst ? `${r.requesterFirst} ${r.requesterLast ?? ''}`.trim() : null,
  }))
}

/** The candidate's files: the resume and every requested document (received ones with a download link). */
export async function candidateFiles(scope: BusinessScope, candidateId: string) {
  const { db, business } = scope
  const candidate = await candidateRow(scope, candidateId)
  const resume = candidate.resumeDocumentId
    ? await db.query.documents.findFirst({
        where: and(eq(documents.businessId, business.id), eq(documents.id, candidate.resumeDocumentId)),
      })
    : undefined
  const requested = await documentRows(scope, candidateId)
  return {
    resume: resume ? fileInfo(candidateId, resume) : null,
    documents: requested,
    pendingCount: requested.filter((r) => r.status === 'requested').length,
  }
}

/** One of a candidate's files (their resume or a document they uploaded, nothing else), to download. */
export async function candidateFile({ db, business }: BusinessScope, candidateId: string, documentId: string) {
  const businessId = business.id
  const candidate = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, businessId), eq(candidates.id, candidateId)),
    columns: { resumeDocumentId: true },
  })
  if (!candidate) throw notFound('Candidate')
  const linked =
    candidate.resumeDocumentId === documentId ||
    !!(await db.query.candidateDocuments.findFirst({
      where: and(
        eq(candidateDocuments.businessId, businessId),
        eq(candidateDocuments.candidateId, candidateId),
        eq(candidateDocuments.documentId, documentId),
      ),
      columns: { id: true },
    }))
  const doc = linked
    ? await db.query.documents.findFirst({
        where: and(eq(documents.businessId, businessId), eq(documents.id, documentId)),
      })
    : undefined
  if (!doc) throw notFound('Document')
  return { key: doc.key, fileName: doc.fileName, contentType: doc.contentType }
}

/** Every candidate document of the business (requested and received), filterable by status and candidate. */
export async function listAllDocuments(
  { db, business }: BusinessScope,
  q: ListQuery & { status?: 'requested' | 'received'; candidate_id?: string },
) {
  const businessId = business.id
  const where = and(
    eq(candidateDocuments.businessId, businessId),
    q.status ? eq(candidateDocuments.status, q.status) : undefined,
    q.candidate_id ? eq(candidateDocuments.candidateId, q.candidate_id) : undefined,
    q.search
      ? or(
          inArray(
            candidateDocuments.candidateId,
            db
              .select({ id: candidates.id })
              .from(candidates)
              .where(
                and(
                  eq(candidates.businessId, businessId),
                  matchesText(
                    q.search,
                    sql`${candidates.firstName} || ' ' || ${candidates.lastName}`,
                    candidates.email,
                  ),
                ),
              ),
          ),
          matchesText(q.search, candidateDocuments.name),
        )
      : undefined,
  )
  const [rows, total] = await Promise.all([
    db
      .select({
        request: candidateDocuments,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        email: candidates.email,
        fileName: documents.fileName,
        size: documents.size,
        contentType: documents.contentType,
      })
      .from(candidateDocuments)
      .innerJoin(
        candidates,
        and(eq(candidates.businessId, businessId), eq(candidates.id, candidateDocuments.candidateId)),
      )
      .leftJoin(documents, and(eq(documents.businessId, businessId), eq(documents.id, candidateDocuments.documentId)))
      .where(where)
      .orderBy(desc(candidateDocuments.createdAt), asc(candidateDocuments.name))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(candidateDocuments, where),
  ])
  return pageOf(
    rows.map((r) => ({
      ...presentRequest(r.request.candidateId)(r.request),
      candidate: { id: r.request.candidateId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
      file: r.fileName ? { fileName: r.fileName, size: r.size, contentType: r.contentType } : null,
    })),
    total,
    q,
  )
}
