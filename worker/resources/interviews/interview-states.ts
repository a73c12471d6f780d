/**
 * The words of interviews (issue 14): states, modes and scorecard scales with their labels.
 * Plain constants, no zod: the tables, the API's schema (interviews.schema.ts re-exports them)
 * and the screens, even the smallest, import them without pulling a validator along.
 */

export const INTERVIEW_STATES = ['scheduled', 'in_progress', 'completed', 'cancelled', 'rejected', 'no_show'] as const
export type InterviewState = (typeof INTERVIEW_STATES)[number]
export const INTERVIEW_STATE_LABELS: Record<InterviewState, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  no_show: 'No show',
}
/** Still on the calendar: these hold the interviewers' (and the candidate's) time. */
export const OPEN_INTERVIEW_STATES = ['scheduled', 'in_progress'] as const satisfies readonly InterviewState[]
/** Ended without taking place (a new interview may take the round's number again). */
export const VOID_INTERVIEW_STATES = ['cancelled', 'no_show'] as const satisfies readonly InterviewState[]

export const INTERVIEW_MODES = ['video', 'phone', 'in_person', 'online_exam'] as const
export type InterviewMode = (typeof INTERVIEW_MODES)[number]
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  video: 'Video call',
  phone: 'Phone call',
  in_person: 'In person',
  online_exam: 'Online exam',
}

/** A candidate × opportunity interview process (its rounds). */
export const CANDIDATE_INTERVIEW_STATES = ['pending', 'in_progress', 'passed', 'failed', 'rejected'] as const
export type CandidateInterviewState = (typeof CANDIDATE_INTERVIEW_STATES)[number]
export const CANDIDATE_INTERVIEW_STATE_LABELS: Record<CandidateInterviewState, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  passed: 'Passed',
  failed: 'Failed',
  rejected: 'Rejected',
}
/** A decided process: its rounds' scorecards are closed. */
export const DECIDED_PROCESS_STATES = [
  'passed',
  'failed',
  'rejected',
] as const satisfies readonly CandidateInterviewState[]

/** Scorecards: an overall recommendation and a 1–4 rating per attribute. */
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const
export type Recommendation = (typeof RECOMMENDATIONS)[number]
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
}
export const RATINGS = [1, 2, 3, 4] as const
export const RATING_LABELS: Record<(typeof RATINGS)[number], string> = {
  1: 'Poor',
  2: 'Mixed',
  3: 'Good',
  4: 'Excellent',
}

/** One rating of a scorecard: the attribute's key and name as they were when it was written. */
export type ScorecardRating = { key: string; name: string; rating: number }
