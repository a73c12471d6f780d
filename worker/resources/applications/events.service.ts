/**
 * What the hiring team hears about applications. One place, so the notifications feature (a
 * later issue) hooks here rather than into every path that creates an application.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { employees, notifications } from '../../db/schema'
import { escapeHtml } from '../../lib/html'
import type { BusinessScope } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { button, emailLayout } from '../../services/mail/layout'
import { candidatePageUrl } from '../candidates/links'

export type ApplicationReceived = {
  applicationId: string
  candidate: { id: string; name: string; assignedTo: string | null }
  job: { id: string; title: string; createdBy: string | null; hiringManagerId: string | null }
  /** The person was already on file: this is another application of theirs. */
  knownCandidate: boolean
  source: string
}

/**
 * A new application arrived (careers page): the job's hiring manager and creator, and the
 * candidate's assignee, each get a notification and an e-mail through the mail provider.
 * Only active employees of this business are told.
 */
export async function applicationReceived(scope: BusinessScope, event: ApplicationReceived) {
  const { db, env, business } = scope
  const ids = [
    ...new Set([event.job.hiringManagerId, event.job.createdBy, event.candidate.assignedTo].filter((v) => !!v)),
  ] as string[]
  if (!ids.length) return { notified: 0 }
  const staff = await db
    .select({ id: employees.id, email: employees.email, firstName: employees.firstName })
    .from(employees)
    .where(and(eq(employees.businessId, business.id), eq(employees.status, 'active'), inArray(employees.id, ids)))
  if (!staff.length) return { notified: 0 }
  const who = event.candidate.name
  const title = event.knownCandidate
    ? `${who} also applied for ${event.job.title}`
    : `${who} applied for ${event.job.title}`
  await db.insert(notifications).values(
    staff.map((s) => ({
      businessId: business.id,
      employeeId: s.id,
      kind: 'candidate.applied',
      title: title.slice(0, 300),
      link: `/admin/candidates/${event.candidate.id}`,
    })),
  )
  const link = candidatePageUrl(env, business.slug, event.candidate.id)
  const html = emailLayout(
    title,
    `<p><strong>${escapeHtml(who)}</strong> applied for <strong>${escapeHtml(event.job.title)}</strong> (${escapeHtml(event.source)}).</p>` +
      (event.knownCandidate
        ? `<p>${escapeHtml(who)} was already in your talent pool: this application has its own pipeline, starting as new.</p>`
        : '') +
      button(link, 'Open the candidate'),
    `You received this e-mail because you hire for ${event.job.title} or look after ${who} on ${business.name}'s Hirely portal.`,
  )
  await Promise.all(
    staff.map((s) =>
      sendMail(env, db, { to: s.email, subject: title, html, businessId: business.id, template: 'candidate.applied' }),
    ),
  )
  return { notified: staff.length }
}
