/**
 * A resume still queued or extracting long after its upload lost its queue message (a send that
 * failed after the upload was stored, or every redelivery spent): every five minutes such records
 * are queued again. The job is idempotent, so a record that was merely slow is harmless to resend.
 */
import { and, inArray, lt } from 'drizzle-orm'
import { resumes } from '../../db/schema'
import { registerScheduledTask } from '../../scheduled'
import { PENDING_RESUME_STATES } from './resumes.schema'
import { queueExtraction } from './upload.service'

/** How long a record may stay pending before it is thought lost. */
export const STRANDED_AFTER_MS = 15 * 60_000

registerScheduledTask('resumes.requeue-stranded', async ({ env, db, now }) => {
  const stranded = await db
    .select({ id: resumes.id, businessId: resumes.businessId })
    .from(resumes)
    .where(
      and(
        inArray(resumes.status, [...PENDING_RESUME_STATES]),
        lt(resumes.updatedAt, new Date(now.getTime() - STRANDED_AFTER_MS)),
      ),
    )
    .limit(200)
  const byBusiness = new Map<string, string[]>()
  for (const r of stranded) byBusiness.set(r.businessId, [...(byBusiness.get(r.businessId) ?? []), r.id])
  for (const [businessId, ids] of byBusiness) await queueExtraction(env, businessId, ids)
  // Touch them so the next run waits another period before resending.
  const ids = stranded.map((r) => r.id)
  for (let i = 0; i < ids.length; i += 90)
    await db
      .update(resumes)
      .set({ updatedAt: now })
      .where(inArray(resumes.id, ids.slice(i, i + 90)))
})
