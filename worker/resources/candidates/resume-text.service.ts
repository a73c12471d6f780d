/**
 * The text of a candidate's resume, for reading it in place on their page (a Word or text file
 * has no viewer in the browser; a PDF is drawn there, this is its text). A resume that came
 * through extraction already has its text; any other is read from R2 by the extractor's readers.
 */
import { and, eq } from 'drizzle-orm'
import { documents, resumes } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import { candidateRow } from './query.service'

export async function candidateResumeText(scope: BusinessScope, candidateId: string) {
  const { db, env, business } = scope
  const candidate = await candidateRow(scope, candidateId)
  const doc = candidate.resumeDocumentId
    ? await db.query.documents.findFirst({
        where: and(eq(documents.businessId, business.id), eq(documents.id, candidate.resumeDocumentId)),
      })
    : undefined
  if (!doc) throw notFound('Resume')
  const file = { fileName: doc.fileName, contentType: doc.contentType }
  const extracted = await db.query.resumes.findFirst({
    where: and(eq(resumes.businessId, business.id), eq(resumes.documentId, doc.id)),
    columns: { extracted: true },
  })
  const known = (extracted?.extracted as { text?: unknown } | null)?.text
  if (typeof known === 'string') return { ...file, text: known }
  const object = await env.FILES.get(doc.key)
  if (!object) throw notFound('Resume')
  // The readers (pdf.js, mammoth) load only when a resume is read.
  const { readResumeFile } = await import('../../providers/resume/read')
  const { ResumeReadError } = await import('../../providers/resume/errors')
  try {
    const text = await readResumeFile({ bytes: new Uint8Array(await object.arrayBuffer()), ...file })
    return { ...file, text }
  } catch (err) {
    if (err instanceof ResumeReadError) throw new ApiError(422, err.message)
    throw err
  }
}
