/**
 * POST resumes/upload: a batch of resume files is checked (by their bytes), kept in R2, counted
 * against the plan's monthly extraction limit and queued for extraction (`resume.extract`).
 * A batch is all or nothing: one file that cannot be a resume refuses the request, naming each
 * such file, and nothing is stored or counted.
 */
import type { BatchItem } from 'drizzle-orm/batch'
import { documents, resumeBatches, resumes } from '../../db/schema'
import { ApiError, type FieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { StaffScope } from '../../lib/scope'
import { fileKind } from '../../providers/resume/read/kind'
import { enqueue } from '../../queues'
import { meter } from '../../services/plan-limits'
import { historyInsert } from '../../services/status-history'
import { DOCX_TYPE, safeFileName } from '../candidates/files.service'
import { MAX_RESUME_MB, MAX_RESUMES_PER_BATCH, RESUME_FILES_TEXT } from './resumes.schema'

export const RESUME_EXTRACT_JOB = 'resume.extract'
export const RESUME_ENTITY = 'resume'
const MAX_BYTES = MAX_RESUME_MB * 1024 * 1024

type Kind = { ext: 'pdf' | 'docx' | 'txt'; type: string }
const KINDS: Record<'pdf' | 'docx' | 'text', Kind> = {
  pdf: { ext: 'pdf', type: 'application/pdf' },
  docx: { ext: 'docx', type: DOCX_TYPE },
  text: { ext: 'txt', type: 'text/plain; charset=utf-8' },
}

type Refusal = { status: 413 | 415 | 422; message: string }
type Checked = { name: string; bytes: Uint8Array; kind: Kind }

const latin1 = (b: Uint8Array) => {
  let s = ''
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192))
  return s
}

/**
 * A PDF with a password names its security handler in the trailer (`/Encrypt 12 0 R`), which
 * sits at the end of the file, or at its start when the file is linearised. Reading the file
 * would fail in the queue anyway; saying so now is clearer.
 */
function isEncryptedPdf(bytes: Uint8Array) {
  const span = 1024 * 1024
  const ends = bytes.length <= 2 * span ? [bytes] : [bytes.subarray(0, span), bytes.subarray(bytes.length - span)]
  return ends.some((part) => /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(latin1(part)))
}

/** Why this file cannot be a resume we read, or its kind. */
async function checkFile(file: File): Promise<Checked | Refusal> {
  if (file.size === 0) return { status: 422, message: 'The file is empty.' }
  if (file.size > MAX_BYTES) return { status: 413, message: `The file is larger than ${MAX_RESUME_MB} MB.` }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = fileKind(bytes)
  if (kind === 'doc')
    return {
      status: 415,
      message: 'Word 97–2003 (.doc) files cannot be read. Save the resume as DOCX or PDF and upload it again.',
    }
  if (kind === 'unknown') return { status: 415, message: 'This file is not a PDF, Word (DOCX) or plain-text resume.' }
  if (kind === 'pdf' && isEncryptedPdf(bytes))
    return {
      status: 422,
      message: 'This PDF is password-protected. Remove the password and upload it again.',
    }
  return { name: file.name || `resume.${KINDS[kind].ext}`, bytes, kind: KINDS[kind] }
}

/** The files of the multipart body's repeated `files` field, or a 422 saying what is wrong. */
export function filesOf(form: FormData): File[] {
  const entries = form.getAll('files')
  const files = entries.filter((e): e is File => e instanceof File)
  if (!files.length) {
    const message = `Please choose at least one resume (${RESUME_FILES_TEXT}).`
    throw new ApiError(422, message, [{ field: 'files', message }])
  }
  if (files.length !== entries.length) {
    const message = 'Each entry of files must be a file.'
    throw new ApiError(422, message, [{ field: 'files', message }])
  }
  if (files.length > MAX_RESUMES_PER_BATCH) {
    const message = `Upload at most ${MAX_RESUMES_PER_BATCH} resumes at a time (${files.length} were sent).`
    throw new ApiError(422, message, [{ field: 'files', message }])
  }
  return files
}

/**
 * Store and queue a batch. Answers one record per file, in the order sent; the batch's id
 * lets the screen follow it.
 */
export async function uploadResumes(scope: StaffScope, files: File[]) {
  const { db, env, business, actor } = scope
  const checked = await Promise.all(files.map(checkFile))
  const refused = checked
    .map((c, i) => ({ c, i, name: files[i]!.name || `file ${i + 1}` }))
    .filter((x): x is { c: Refusal; i: number; name: string } => !('kind' in x.c))
  if (refused.length) {
    const errors: FieldError[] = refused.map((r) => ({ field: `files.${r.i}`, message: `${r.name}: ${r.c.message}` }))
    const statuses = new Set(refused.map((r) => r.c.status))
    const status = statuses.size === 1 ? [...statuses][0]! : 422
    const message =
      refused.length === 1
        ? errors[0]!.message
        : `${refused.length} files cannot be read as resumes: ${refused.map((r) => r.name).join(', ')}.`
    throw new ApiError(status, message, errors)
  }
  const ok = checked as Checked[]
  // Counted (and refused past the plan's monthly limit) before anything is stored.
  await meter(db, business.id, 'ai_extraction', ok.length)
  const batchId = newId()
  const rows = ok.map((f) => {
    const documentId = newId()
    const fileName = safeFileName(f.name, f.kind.ext)
    return {
      f,
      documentId,
      resumeId: newId(),
      fileName,
      key: `businesses/${business.id}/resumes/${documentId}.${f.kind.ext}`,
    }
  })
  try {
    await Promise.all(
      rows.map((r) =>
        env.FILES.put(r.key, r.f.bytes, {
          httpMetadata: { contentType: r.f.kind.type },
          customMetadata: { fileName: r.fileName },
        }),
      ),
    )
    const statements: BatchItem<'sqlite'>[] = [
      db
        .insert(resumeBatches)
        .values({ id: batchId, businessId: business.id, uploadedBy: actor.id, fileCount: rows.length }),
    ]
    for (const r of rows) {
      statements.push(
        db.insert(documents).values({
          id: r.documentId,
          businessId: business.id,
          key: r.key,
          fileName: r.fileName,
          contentType: r.f.kind.type,
          size: r.f.bytes.byteLength,
          kind: 'resume',
          uploadedBy: actor.id,
        }),
        db.insert(resumes).values({
          id: r.resumeId,
          businessId: business.id,
          documentId: r.documentId,
          batchId,
          status: 'queued',
          uploadedBy: actor.id,
        }),
        historyInsert(db, {
          businessId: business.id,
          entity: RESUME_ENTITY,
          entityId: r.resumeId,
          from: null,
          to: 'queued',
          reason: `Uploaded ${r.fileName}.`,
          actor,
        }),
      )
    }
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  } catch (err) {
    // Nothing was kept: the files are removed and the extractions given back.
    await env.FILES.delete(rows.map((r) => r.key)).catch(() => {})
    await meter(db, business.id, 'ai_extraction', -ok.length).catch(() => {})
    throw err
  }
  await queueExtraction(
    env,
    business.id,
    rows.map((r) => r.resumeId),
  )
  return {
    batchId,
    resumes: rows.map((r) => ({ id: r.resumeId, fileName: r.fileName, status: 'queued' as const, batchId })),
  }
}

/** One `resume.extract` message per resume (redelivering one is harmless: the job is idempotent). */
export async function queueExtraction(env: Pick<Env, 'JOBS'>, businessId: string, resumeIds: string[]) {
  if (resumeIds.length === 1) {
    await enqueue(env, { kind: RESUME_EXTRACT_JOB, payload: { businessId, resumeId: resumeIds[0] } })
    return
  }
  for (let i = 0; i < resumeIds.length; i += 100)
    await env.JOBS.sendBatch(
      resumeIds.slice(i, i + 100).map((resumeId) => ({
        body: { kind: RESUME_EXTRACT_JOB, payload: { businessId, resumeId } },
        contentType: 'json' as const,
      })),
    )
}
