import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { candidateDocuments, candidates, documents } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import type { StaffScope } from '../../lib/scope'
import { historyInsert } from '../../services/status-history'
import { candidateFiles } from './documents.service'
import { DOCX_TYPE } from './files.service'
import { candidateStanding } from './pipeline.service'
import { candidateRow } from './query.service'

/**
 * A candidate has one resume (candidates.resumeDocumentId); other files of theirs are
 * candidate_documents rows. A row with no requestedAt was never asked for: a resume that came
 * with a later application, or the resume a newer one replaced. Only staff choose which file
 * is the resume, so an applicant using someone's e-mail cannot replace it.
 */
export const PREVIOUS_RESUME = 'Previous resume'
export const applicationResumeName = (jobTitle: string) =>
  `Resume sent with an application for ${jobTitle}`.slice(0, 200)

const RESUME_TYPES = new Set(['application/pdf', DOCX_TYPE])

type Unrequested = { businessId: string; candidateId: string; documentId: string; name: string }

/** A file of the candidate's that nobody requested, listed with their documents (for a db.batch). */
export const unrequestedDocumentInsert = (db: Db, d: Unrequested, receivedAt = new Date()) =>
  db.insert(candidateDocuments).values({
    businessId: d.businessId,
    candidateId: d.candidateId,
    name: d.name,
    status: 'received',
    documentId: d.documentId,
    receivedAt,
  })

/**
 * Make one of the candidate's received documents (PDF or Word) their resume. The file it
 * replaces stays with their documents as "Previous resume"; the chosen file's own row goes
 * when it only carried that file (a request that was answered keeps its row). History notes it.
 */
export async function chooseResume(scope: StaffScope, candidateId: string, documentId: string) {
  const { db, business, actor } = scope
  const businessId = business.id
  const candidate = await candidateRow(scope, candidateId)
  if (candidate.resumeDocumentId === documentId) {
    throw new ApiError(422, 'This document is already the resume.', [
      { field: 'document_id', message: 'This document is already the resume.' },
    ])
  }
  const link = await db.query.candidateDocuments.findFirst({
    where: and(
      eq(candidateDocuments.businessId, businessId),
      eq(candidateDocuments.candidateId, candidateId),
      eq(candidateDocuments.documentId, documentId),
      eq(candidateDocuments.status, 'received'),
    ),
  })
  const doc = link
    ? await db.query.documents.findFirst({
        where: and(eq(documents.businessId, businessId), eq(documents.id, documentId)),
      })
    : undefined
  if (!link || !doc) throw notFound('Document')
  if (!RESUME_TYPES.has(doc.contentType)) {
    const message = 'Only a PDF or Word (DOCX) document can be the resume.'
    throw new ApiError(422, message, [{ field: 'document_id', message }])
  }
  const previous = candidate.resumeDocumentId
  const previousListed = previous
    ? await db.query.candidateDocuments.findFirst({
        where: and(
          eq(candidateDocuments.businessId, businessId),
          eq(candidateDocuments.candidateId, candidateId),
          eq(candidateDocuments.documentId, previous),
        ),
        columns: { id: true },
      })
    : undefined
  await db.batch([
    db
      .update(candidates)
      .set({ resumeDocumentId: doc.id })
      .where(and(eq(candidates.businessId, businessId), eq(candidates.id, candidateId))),
    ...(link.requestedAt === null
      ? [
          db
            .delete(candidateDocuments)
            .where(
              and(
                eq(candidateDocuments.businessId, businessId),
                eq(candidateDocuments.id, link.id),
                isNull(candidateDocuments.requestedAt),
              ),
            ),
        ]
      : []),
    ...(previous && !previousListed
      ? [unrequestedDocumentInsert(db, { businessId, candidateId, documentId: previous, name: PREVIOUS_RESUME })]
      : []),
    historyInsert(db, {
      businessId,
      entity: 'candidate',
      entityId: candidateId,
      from: candidateStanding(candidate.isBlacklisted),
      to: candidateStanding(candidate.isBlacklisted),
      reason: `Resume replaced by “${link.name}”.`,
      actor,
      meta: { event: 'resume_replaced', documentId: doc.id, previousDocumentId: previous },
    }),
  ])
  return candidateFiles(scope, candidateId)
}
