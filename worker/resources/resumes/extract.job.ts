/**
 * The `resume.extract` queue job: read one uploaded resume and keep what the extractor found.
 * Idempotent (delivery is at least once): a resume already extracted, failed or saved is left
 * alone; one left `processing` by a delivery that died is taken up again. A file that cannot be
 * read (encrypted, a scan, damaged) fails at once with the reader's message; anything else is
 * retried by the queue, and marked failed on the last try. When the last resume of a batch is
 * done, its uploader is told once (`resume.extracted`).
 */
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, documents, resumeBatches, resumes } from '../../db/schema'
import type { Business } from '../../hosts'
import { escapeHtml } from '../../lib/html'
import { SYSTEM, systemScope } from '../../lib/scope'
import type { ResumeEnv } from '../../providers/resume'
import { ResumeReadError } from '../../providers/resume/errors'
import { registerJob } from '../../queues'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { button, emailLayout } from '../../services/mail/layout'
import { notifyStaff } from '../../services/notifications'
import { portalOrigin } from '../candidates/links'
import { PENDING_RESUME_STATES } from './resumes.schema'
import { RESUME_ENTITY, RESUME_EXTRACT_JOB } from './upload.service'

/** The queue delivers a message up to six times (wrangler.toml max_retries = 5): the fifth failure is final. */
export const RESUME_MAX_ATTEMPTS = 5

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** Phone numbers written without a country code are read as the business's country's. */
const regionOf = (business: Business) =>
  business.country && /^[A-Z]{2}$/.test(business.country) ? (business.country as 'US') : undefined

/** Move a pending resume to `to`; false when it was no longer pending (another delivery finished it). */
async function settle(
  db: Db,
  business: Business,
  resumeId: string,
  to: 'extracted' | 'failed',
  values: Partial<typeof resumes.$inferInsert>,
  reason: string,
) {
  const [moved] = await db.batch([
    db
      .update(resumes)
      .set({ ...values, status: to })
      .where(
        and(
          eq(resumes.businessId, business.id),
          eq(resumes.id, resumeId),
          inArray(resumes.status, [...PENDING_RESUME_STATES]),
        ),
      ),
    historyIfChanged(db, {
      businessId: business.id,
      entity: RESUME_ENTITY,
      entityId: resumeId,
      from: 'processing',
      to,
      reason,
      actor: SYSTEM,
    }),
  ])
  return changesOf(moved) > 0
}

export async function extractResume(db: Db, env: Env, businessId: string, resumeId: string, attempts = 1) {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) })
  const resume = business
    ? await db.query.resumes.findFirst({ where: and(eq(resumes.businessId, businessId), eq(resumes.id, resumeId)) })
    : undefined
  if (!business || !resume) return { outcome: 'gone' as const }
  if (!(PENDING_RESUME_STATES as readonly string[]).includes(resume.status)) return { outcome: 'done' as const }
  if (resume.status === 'queued')
    await db
      .update(resumes)
      .set({ status: 'processing' })
      .where(and(eq(resumes.businessId, businessId), eq(resumes.id, resumeId), eq(resumes.status, 'queued')))
  const doc = await db.query.documents.findFirst({
    where: and(eq(documents.businessId, businessId), eq(documents.id, resume.documentId)),
  })
  // Loaded with the first extraction: the tagger's model is most of the extractor's weight.
  const { resumeExtractor } = await import('../../providers/resume')
  const extractor = resumeExtractor(env as unknown as ResumeEnv)
  try {
    const object = doc ? await env.FILES.get(doc.key) : null
    if (!doc || !object) throw new ResumeReadError('corrupt', 'The uploaded file is missing.')
    const bytes = new Uint8Array(await object.arrayBuffer())
    const result = await extractor.extractResume(
      { bytes, contentType: doc.contentType, fileName: doc.fileName },
      { region: regionOf(business) },
    )
    await settle(
      db,
      business,
      resumeId,
      'extracted',
      { extracted: result, error: null, extractor: extractor.name, extractedAt: new Date() },
      `Extracted by the ${extractor.name} extractor.`,
    )
  } catch (err) {
    const final = err instanceof ResumeReadError || attempts >= RESUME_MAX_ATTEMPTS
    if (!final) throw err
    const message =
      err instanceof ResumeReadError ? err.message : 'The resume could not be extracted. Upload it again to retry.'
    await settle(db, business, resumeId, 'failed', { error: message, extractor: extractor.name }, message)
  }
  await announceIfBatchDone(db, env, business, resume.batchId)
  return { outcome: 'settled' as const }
}

/**
 * When no resume of the batch is pending any more, its uploader hears it once: the update claims
 * the batch (notifiedAt set only if it was unset and nothing is pending), so of two deliveries
 * finishing the last two files only one tells.
 */
export async function announceIfBatchDone(db: Db, env: Env, business: Business, batchId: string | null) {
  if (!batchId) return false
  const claimed = await db
    .update(resumeBatches)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(resumeBatches.businessId, business.id),
        eq(resumeBatches.id, batchId),
        isNull(resumeBatches.notifiedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(resumes)
            .where(
              and(
                eq(resumes.businessId, business.id),
                eq(resumes.batchId, batchId),
                inArray(resumes.status, [...PENDING_RESUME_STATES]),
              ),
            ),
        ),
      ),
    )
    .returning({ uploadedBy: resumeBatches.uploadedBy, fileCount: resumeBatches.fileCount })
  const batch = claimed[0]
  if (!batch?.uploadedBy) return !!batch
  const rows = await db
    .select({ status: resumes.status })
    .from(resumes)
    .where(and(eq(resumes.businessId, business.id), eq(resumes.batchId, batchId)))
  const failed = rows.filter((r) => r.status === 'failed').length
  const ready = rows.length - failed
  const title =
    `${ready} of ${rows.length} resume${rows.length === 1 ? '' : 's'} ready to review` +
    (failed ? ` (${failed} could not be read)` : '')
  const link = `/admin/resumes/extraction?batch_id=${batchId}`
  const url = `${portalOrigin(env, business.slug)}${link}`
  await notifyStaff(systemScope(db, env, business), [batch.uploadedBy], {
    kind: 'resume.extracted',
    title,
    link,
    email: {
      subject: title,
      html: emailLayout(
        title,
        `<p>The resumes you uploaded to ${escapeHtml(business.name)}'s Hirely portal have been read.</p>` +
          button(url, 'Review them'),
        'You received this e-mail because you uploaded these resumes.',
      ),
    },
  })
  return true
}

registerJob(RESUME_EXTRACT_JOB, async (payload, { db, env, attempts }) => {
  const businessId = str(payload.businessId)
  const resumeId = str(payload.resumeId)
  if (!businessId || !resumeId) return
  await extractResume(db, env, businessId, resumeId, attempts)
})
