/**
 * What the bell tells staff about (browser-safe: the web app imports the kinds and labels).
 * Each kind is raised in one place (worker/services/notifications.ts is the only writer).
 */
import { z } from '../../schemas/zod'

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

/**
 * How a staff member hears about notifications by e-mail (their profile's setting, kept on the
 * employee): each one as it happens, one e-mail a day with what is still unread, or none (the
 * bell only). `notifyStaff` sends at once only to `instant`; the daily digest task serves `digest`.
 */
export const NOTIFICATION_EMAIL_MODES = ['instant', 'digest', 'none'] as const
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number]

export const NOTIFICATION_EMAIL_LABELS: Record<NotificationEmailMode, { label: string; hint: string }> = {
  instant: { label: 'Every notification', hint: 'An e-mail as soon as something happens.' },
  digest: { label: 'A daily digest', hint: 'One e-mail each morning with what you have not read yet.' },
  none: { label: 'No e-mails', hint: 'Only the bell in the portal.' },
}

/** The hour (business time zone) the daily digest goes out. */
export const DIGEST_HOUR = 8

/** The bell's page size; a page of the list holds at most this many. */
export const NOTIFICATION_PAGE_SIZE = 10
export const MAX_NOTIFICATION_PAGE_SIZE = 50

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** GET /wildcard/notifications: unread first, newest first within each; `unread=true` for the unread alone. */
export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(NOTIFICATION_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_NOTIFICATION_PAGE_SIZE)),
  unread: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()).transform((v) => v === 'true'),
})
export type NotificationListQuery = z.infer<typeof notificationListQuery>

/** PUT /wildcard/notifications/settings */
export const notificationSettingsInput = z.object({
  email: z.enum(NOTIFICATION_EMAIL_MODES).describe('E-mail notifications'),
})
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>
