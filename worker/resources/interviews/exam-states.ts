/**
 * The states of a candidate's exam with their labels. Plain constants, no zod: the table, the
 * API's schema (exam.schema.ts re-exports them) and the screens, even the smallest (the exam's
 * line on the candidate's page), import them without pulling a validator along.
 */

export const EXAM_STATES = ['not_started', 'in_progress', 'submitted', 'expired'] as const
export type ExamState = (typeof EXAM_STATES)[number]
export const EXAM_STATE_LABELS: Record<ExamState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted',
  expired: 'Expired (auto-submitted)',
}
