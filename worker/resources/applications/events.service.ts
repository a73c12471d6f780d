/**
 * What the hiring team hears about applications: one place, so every path that creates an
 * application tells the team the same way (through services/notifications).
 */
import { escapeHtml } from '../../lib/html'
import type { BusinessScope } from '../../lib/scope'
import { button, emailLayout } from '../../services/mail/layout'
import { notifyStaff } from '../../services/notifications'
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
  const { env, business } = scope
  const who = event.candidate.name
  const title = event.knownCandidate
    ? `${who} also applied for ${event.job.title}`
    : `${who} applied for ${event.job.title}`
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
  const told = await notifyStaff(scope, [event.job.hiringManagerId, event.job.createdBy, event.candidate.assignedTo], {
    kind: 'candidate.applied',
    title,
    link: `/admin/candidates/${event.candidate.id}`,
    email: { subject: title, html },
  })
  return { notified: told.length }
}
