/**
 * Recording retention (docs/proctoring.md): when a business's retention period
 * (`businesses.recording_retention_days`) has passed since an exam ended, its recordings are
 * deleted: the video chunks, the warning and face-check snapshots and the spoken answers' audio
 * (R2 objects and their rows). What stays is the record without pictures or sound: warnings
 * (kind, time, severity), scores, transcripts, the reviewer's decision. Marked with
 * `recordings_deleted_at`, so a late or doubled run deletes nothing twice.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { businesses, documents, faceChecks, interviewRecords, interviews, videoChunks, warnings } from '../../db/schema'
import type { ScheduledContext } from '../../scheduled'

const DAY = 86_400_000
/** One run deletes at most this many exams' recordings; the next run takes the rest. */
const BATCH = 25

export async function deleteExpiredRecordings({ db, env, now }: ScheduledContext) {
  const due = await db
    .select({ id: interviews.id, businessId: interviews.businessId })
    .from(interviews)
    .innerJoin(businesses, eq(businesses.id, interviews.businessId))
    .where(
      and(
        eq(interviews.mode, 'online_exam'),
        isNull(interviews.recordingsDeletedAt),
        isNotNull(interviews.examSubmittedAt),
        sql`${interviews.examSubmittedAt} + ${businesses.recordingRetentionDays} * ${DAY} <= ${now.getTime()}`,
      ),
    )
    .limit(BATCH)
  for (const exam of due) {
    const of = <T extends { businessId: unknown; interviewId: unknown }>(t: T) =>
      and(eq(t.businessId as never, exam.businessId), eq(t.interviewId as never, exam.id))
    const [chunks, warningDocs, checkDocs, audioDocs] = await Promise.all([
      db.select({ key: videoChunks.key }).from(videoChunks).where(of(videoChunks)),
      db
        .select({ id: warnings.snapshotDocumentId })
        .from(warnings)
        .where(and(of(warnings), isNotNull(warnings.snapshotDocumentId))),
      db
        .select({ id: faceChecks.snapshotDocumentId })
        .from(faceChecks)
        .where(and(of(faceChecks), isNotNull(faceChecks.snapshotDocumentId))),
      db
        .select({ id: interviewRecords.audioDocumentId })
        .from(interviewRecords)
        .where(and(of(interviewRecords), isNotNull(interviewRecords.audioDocumentId))),
    ])
    const docIds = [...warningDocs, ...checkDocs, ...audioDocs].map((d) => d.id!).filter(Boolean)
    // D1 binds at most 100 parameters per statement: the ids go 90 at a time.
    const groups: string[][] = []
    for (let i = 0; i < docIds.length; i += 90) groups.push(docIds.slice(i, i + 90))
    const docs = (
      await Promise.all(
        groups.map((ids) =>
          db
            .select({ id: documents.id, key: documents.key })
            .from(documents)
            .where(and(eq(documents.businessId, exam.businessId), inArray(documents.id, ids))),
        ),
      )
    ).flat()
    const keys = [...chunks.map((c) => c.key), ...docs.map((d) => d.key)]
    // R2 first: a row left without its object is harmless, an object without its row is not findable.
    for (let i = 0; i < keys.length; i += 1000) await env.FILES.delete(keys.slice(i, i + 1000))
    const statements: BatchItem<'sqlite'>[] = [
      db.update(warnings).set({ snapshotDocumentId: null }).where(of(warnings)),
      db.delete(faceChecks).where(of(faceChecks)),
      db.update(interviewRecords).set({ audioDocumentId: null }).where(of(interviewRecords)),
      db.delete(videoChunks).where(of(videoChunks)),
      ...groups.map((ids) =>
        db.delete(documents).where(and(eq(documents.businessId, exam.businessId), inArray(documents.id, ids))),
      ),
      db
        .update(interviews)
        .set({ recordingsDeletedAt: now })
        .where(and(eq(interviews.businessId, exam.businessId), eq(interviews.id, exam.id))),
    ]
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  }
  return { deleted: due.length }
}
