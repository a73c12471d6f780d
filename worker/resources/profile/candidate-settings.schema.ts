/**
 * A candidate's own settings (browser-safe): which e-mails they want. Only e-mails the product
 * really sends are listed, each sent by one place that reads this preference; messages the hiring
 * team writes and security e-mails (codes, password changes) are always sent.
 */
import { z } from '../../schemas/zod'

export const CANDIDATE_NOTIFICATIONS = ['exam_reminders', 'exam_receipts'] as const
export type CandidateNotification = (typeof CANDIDATE_NOTIFICATIONS)[number]

export const CANDIDATE_NOTIFICATION_LABELS: Record<CandidateNotification, { label: string; description: string }> = {
  exam_reminders: {
    label: 'Exam reminders',
    description: 'An e-mail the day before an online exam you have not started closes.',
  },
  exam_receipts: {
    label: 'Exam receipts',
    description: 'An e-mail when your exam is submitted, by you or at its deadline.',
  },
}

export type CandidateNotificationPreferences = Record<CandidateNotification, boolean>

/** Everything on until the candidate turns it off. */
export const DEFAULT_CANDIDATE_NOTIFICATIONS: CandidateNotificationPreferences = {
  exam_reminders: true,
  exam_receipts: true,
}

export const candidateNotificationsInput = z.object({
  exam_reminders: z.boolean().describe('Exam reminders'),
  exam_receipts: z.boolean().describe('Exam receipts'),
})
export type CandidateNotificationsInput = z.infer<typeof candidateNotificationsInput>

/** A stored value (or none) with every preference present. */
export function preferencesOf(stored: Partial<CandidateNotificationPreferences> | null | undefined) {
  return { ...DEFAULT_CANDIDATE_NOTIFICATIONS, ...(stored ?? {}) }
}
