/** The resume.extract queue job: idempotent under redelivery, retried on the unexpected, final on an unreadable file. */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documents, notifications, resumeBatches, resumes, statusHistories } from '../../../worker/db/schema'
import worker from '../../../worker/index'
import { newId } from '../../../worker/lib/ids'
import { RESUME_MAX_ATTEMPTS } from '../../../worker/resources/resumes/extract.job'
import { RESUME_EXTRACT_JOB } from '../../../worker/resources/resumes/upload.service'
import { runScheduledTasks } from '../../../worker/scheduled'
import { db, seed } from '../../setup/http'
import { businessId, ONE_COLUMN_LINES, onePagePdf, resumeRow, until, utf8 } from './helpers'

let acmeId: string
let ownerId: string

beforeAll(async () => {
  await seed()
  acmeId = await businessId('acme')
  ownerId = (await db().query.employees.findFirst({ where: (e, { eq }) => eq(e.email, 'owner@acme.example') }))!.id
})

/** A stored resume that nobody has queued: the job is delivered by hand below. */
async function storedResume(bytes: Uint8Array, opts: { status?: 'queued' | 'processing'; files?: number } = {}) {
  const batchId = newId()
  const documentId = newId()
  const id = newId()
  const key = `businesses/${acmeId}/resumes/${documentId}.pdf`
  await env.FILES.put(key, bytes)
  await db().batch([
    db()
      .insert(resumeBatches)
      .values({ id: batchId, businessId: acmeId, uploadedBy: ownerId, fileCount: opts.files ?? 1 }),
    db().insert(documents).values({
      id: documentId,
      businessId: acmeId,
      key,
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: bytes.byteLength,
      kind: 'resume',
      uploadedBy: ownerId,
    }),
    db()
      .insert(resumes)
      .values({ id, businessId: acmeId, documentId, batchId, status: opts.status ?? 'queued', uploadedBy: ownerId }),
  ])
  return { id, batchId }
}

async function deliver(resumeId: string, attempts = 1, bindings: Env = env) {
  const batch = createMessageBatch('hiring-platform-jobs', [
    {
      id: crypto.randomUUID(),
      timestamp: new Date(),
      attempts,
      body: { kind: RESUME_EXTRACT_JOB, payload: { businessId: acmeId, resumeId } },
    },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch, bindings)
  return getQueueResult(batch, ctx)
}

const historyOf = (id: string) =>
  db()
    .select({ to: statusHistories.toStatus })
    .from(statusHistories)
    .where(and(eq(statusHistories.entity, 'resume'), eq(statusHistories.entityId, id)))
const toldAbout = (batchId: string) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.employeeId, ownerId),
        eq(notifications.kind, 'resume.extracted'),
        eq(notifications.link, `/admin/resumes/extraction?batch_id=${batchId}`),
      ),
    )

describe('resume.extract', () => {
  it('extracts once: a second delivery of the same message changes nothing', async () => {
    const { id, batchId } = await storedResume(await onePagePdf(ONE_COLUMN_LINES))
    const first = await deliver(id)
    expect(first.explicitAcks).toHaveLength(1)
    const after = await resumeRow(id)
    expect(after?.status).toBe('extracted')
    expect((after?.extracted as { fields: { name: { value: string } } } | undefined)?.fields.name.value).toBe(
      'Priya Sharma',
    )
    const again = await deliver(id)
    expect(again.explicitAcks).toHaveLength(1)
    expect(again.retryMessages).toHaveLength(0)
    const twice = await resumeRow(id)
    expect(twice?.updatedAt.getTime()).toBe(after?.updatedAt.getTime())
    expect(twice?.extractedAt?.getTime()).toBe(after?.extractedAt?.getTime())
    expect((await historyOf(id)).map((h) => h.to)).toEqual(['extracted'])
    expect(await toldAbout(batchId)).toHaveLength(1)
  })

  it('takes up a record left extracting by a delivery that died', async () => {
    const { id } = await storedResume(await onePagePdf(ONE_COLUMN_LINES), { status: 'processing' })
    await deliver(id, 2)
    expect((await resumeRow(id))?.status).toBe('extracted')
  })

  it('tells the uploader when the last file of a batch is done, not before', async () => {
    const { id, batchId } = await storedResume(await onePagePdf(ONE_COLUMN_LINES), { files: 2 })
    // A second record of the same batch, still queued.
    const second = await storedResume(utf8('Jan Novak\njan.novak@example.cz'))
    await db().update(resumes).set({ batchId }).where(eq(resumes.id, second.id))
    await deliver(id)
    expect(await toldAbout(batchId)).toHaveLength(0)
    await deliver(second.id)
    const told = await toldAbout(batchId)
    expect(told).toHaveLength(1)
    expect(told[0]!.title).toBe('2 of 2 resumes ready to review')
  })

  it('fails at once, without retrying, on a file that cannot be read', async () => {
    const { id, batchId } = await storedResume(utf8('%PDF-1.7\nthis is not really a PDF at all'))
    const result = await deliver(id)
    expect(result.explicitAcks).toHaveLength(1)
    expect(result.retryMessages).toHaveLength(0)
    const row = await resumeRow(id)
    expect(row?.status).toBe('failed')
    expect(row?.error).toBe('This file is damaged and could not be read.')
    expect((await toldAbout(batchId))[0]?.title).toBe('0 of 1 resume ready to review (1 could not be read)')
  })

  it('is retried when something unexpected fails, and marked failed on the last try', async () => {
    const { id } = await storedResume(await onePagePdf(ONE_COLUMN_LINES))
    const broken = {
      ...env,
      FILES: {
        get: async () => {
          throw new Error('R2 is unavailable')
        },
      },
    } as unknown as Env
    const first = await deliver(id, 1, broken)
    expect(first.retryMessages).toHaveLength(1)
    expect(first.explicitAcks).toHaveLength(0)
    expect((await resumeRow(id))?.status).toBe('processing')
    const last = await deliver(id, RESUME_MAX_ATTEMPTS, broken)
    expect(last.explicitAcks).toHaveLength(1)
    expect(last.retryMessages).toHaveLength(0)
    const row = await resumeRow(id)
    expect(row?.status).toBe('failed')
    expect(row?.error).toBe('The resume could not be extracted. Upload it again to retry.')
  })

  it('fails a record whose file is gone', async () => {
    const { id } = await storedResume(await onePagePdf(ONE_COLUMN_LINES))
    const row = await db().query.resumes.findFirst({ where: eq(resumes.id, id) })
    await env.FILES.delete((await db().query.documents.findFirst({ where: eq(documents.id, row!.documentId) }))!.key)
    expect((await deliver(id)).explicitAcks).toHaveLength(1)
    expect((await resumeRow(id))?.error).toBe('The uploaded file is missing.')
  })

  it('ignores a message for a record that is gone or another business’s', async () => {
    const result = await deliver(newId())
    expect(result.explicitAcks).toHaveLength(1)
    expect(result.retryMessages).toHaveLength(0)
  })

  it('queues again a record stranded for a quarter of an hour (the scheduled task)', async () => {
    const { id } = await storedResume(await onePagePdf(ONE_COLUMN_LINES))
    await db()
      .update(resumes)
      .set({ updatedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(resumes.id, id))
    const run = await runScheduledTasks(env, new Date(), ['resumes.requeue-stranded'])
    expect(run.failed).toEqual([])
    const row = await until(
      () => resumeRow(id),
      (r) => r?.status === 'extracted',
    )
    expect(row?.status).toBe('extracted')
  })
})
