/**
 * What the bell tells staff about (browser-safe: the web app imports the kinds and labels).
 * Each kind is raised in one place (worker/services/notifications.ts is the only writer).
 */
export const NOTIFICATION_KINDS = [
  'candidate.mention',
  'candidate.applied',
  'interview.assigned',
  'interview.changed',
  'scorecard.due',
  'exam.submitted',
  'offer.signed',
  'offer.declined',
  'offer.expired',
  'resume.extracted',
  'export.ready',
] as const

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'candidate.mention': 'Mentions',
  'candidate.applied': 'New applications to my jobs',
  'interview.assigned': 'Interviews assigned to me',
  'interview.changed': 'Changes to my interviews',
  'scorecard.due': 'Scorecards due',
  'exam.submitted': 'Exams submitted by candidates',
  'offer.signed': 'Offers signed',
  'offer.declined': 'Offers declined',
  'offer.expired': 'Offers that expired unsigned',
  'resume.extracted': 'Resume extraction finished',
  'export.ready': 'Exports ready to download',
}
