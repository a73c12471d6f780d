/**
 * Interviews (issue 14): states, modes, scorecard scales and the contracts of the staff API.
 * Browser-safe: the tables, the API and the screens import these, so a state, a label or a
 * rule is written once (docs/interviews.md).
 */
import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { timeZone } from '../../schemas/org-common'
import { z } from '../../schemas/zod'

export * from './interview-states'

import { calendarDate } from '../../schemas/calendar-date'
import {
  CANDIDATE_INTERVIEW_STATES,
  INTERVIEW_MODES,
  INTERVIEW_STATES,
  type InterviewMode,
  RECOMMENDATIONS,
} from './interview-states'

/** What every opportunity is scored on until it has attributes of its own. */
export const DEFAULT_SCORECARD_ATTRIBUTES = [
  {
    key: 'technical_skills',
    name: 'Technical skills',
    description: 'Depth and accuracy in the skills the role needs.',
  },
  {
    key: 'problem_solving',
    name: 'Problem solving',
    description: 'Breaks problems down, weighs options, reasons clearly.',
  },
  { key: 'communication', name: 'Communication', description: 'Explains ideas clearly and listens well.' },
  { key: 'collaboration', name: 'Collaboration', description: 'Works with others, takes and gives feedback.' },
  { key: 'role_fit', name: 'Motivation and role fit', description: 'Wants this role and fits what the team needs.' },
] as const

/** 'Technical skills' -> 'technical_skills': an attribute's stable key within its opportunity. */
export const attributeKey = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60) || 'attribute'

export const MAX_INTERVIEWERS = 10
export const MIN_DURATION = 15
export const MAX_DURATION = 480
/** An online exam is open this long after it opens unless the scheduler says otherwise. */
export const DEFAULT_EXAM_WINDOW_HOURS = 72

/** An instant: ISO 8601 with an offset ('2030-03-11T14:00:00Z', '...T10:00:00-04:00'). */
const instant = (label: string) =>
  z.iso
    .datetime({ offset: true })
    .describe(label)
    .transform((v) => new Date(v))
const link = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .describe('Meeting link')
const text = (max: number, label: string) => z.string().trim().max(max).describe(label)
const blankIsNull = (v: unknown) => (v === '' ? null : v)

/** The fields of an interview a scheduler chooses (create) or changes (update). */
const interviewFields = {
  title: z.string().trim().min(2).max(200).describe('Title'),
  mode: z.enum(INTERVIEW_MODES).describe('Mode'),
  start_at: instant('Start'),
  duration_minutes: z.coerce.number().int().min(MIN_DURATION).max(MAX_DURATION).describe('Duration'),
  timezone: timeZone.describe('Time zone'),
  interviewer_ids: z
    .array(z.uuid().describe('Interviewer'))
    .min(1)
    .max(MAX_INTERVIEWERS)
    .describe('Interviewers')
    .refine((ids) => new Set(ids).size === ids.length, 'Each interviewer can be chosen once'),
  location: z.preprocess(blankIsNull, text(300, 'Location').min(2).nullish()),
  meeting_url: z.preprocess(blankIsNull, link.nullish()),
  /** Online exams: the candidate may start until then (default: 72 hours after the start). */
  available_until: z.preprocess(blankIsNull, instant('Available until').nullish()),
}

type ModeFields = {
  mode?: InterviewMode
  location?: string | null
  meeting_url?: string | null
  start_at?: Date
  available_until?: Date | null
}

/** What each mode needs: a link for a video call, a place for an in-person meeting. */
export function modeProblems(v: ModeFields): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = []
  if (v.mode === 'video' && !v.meeting_url)
    problems.push({ field: 'meeting_url', message: 'Please enter Meeting link' })
  if (v.mode === 'in_person' && !v.location) problems.push({ field: 'location', message: 'Please enter Location' })
  if (v.mode === 'online_exam' && v.available_until && v.start_at && v.available_until <= v.start_at)
    problems.push({ field: 'available_until', message: 'Available until must be after the start' })
  return problems
}

const checkMode = (v: ModeFields, ctx: z.RefinementCtx) => {
  for (const p of modeProblems(v)) ctx.addIssue({ code: 'custom', message: p.message, path: [p.field] })
}

const scheduleFields = z.object({ ...interviewFields, round: z.coerce.number().int().min(1).max(50).optional() })

/** POST /interviews: an interview for one application (or a candidate and a job). */
export const scheduleInterview = scheduleFields
  .extend({
    application_id: z.uuid().describe('Application').optional(),
    candidate_id: z.uuid().describe('Candidate').optional(),
    opportunity_id: z.uuid().describe('Job').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.application_id && !v.candidate_id)
      ctx.addIssue({ code: 'custom', message: 'Please select Application', path: ['application_id'] })
    checkMode(v, ctx)
  })
export type ScheduleInterview = z.infer<typeof scheduleInterview>

/** POST /candidates/:id/schedule-interview: the candidate is in the path; the job defaults to their latest open application. */
export const scheduleForCandidate = scheduleFields
  .extend({ opportunity_id: z.uuid().describe('Job').optional() })
  .superRefine(checkMode)
export type ScheduleForCandidate = z.infer<typeof scheduleForCandidate>

/** POST /candidate_interviews/:id/new_round: the next round of this process. */
export const newRoundInput = z.object(interviewFields).superRefine(checkMode)
export type NewRoundInput = z.infer<typeof newRoundInput>

/** PUT /interviews/:id: any of the fields (the merged interview is checked again); a reschedule may say why. */
export const updateInterview = z
  .object(interviewFields)
  .partial()
  .extend({ reason: z.preprocess(blankIsNull, text(1000, 'Reason').nullish()) })
  .refine((v) => Object.entries(v).some(([k, value]) => k !== 'reason' && value !== undefined), {
    message: 'Please change at least one field',
    path: ['start_at'],
  })
export type UpdateInterview = z.infer<typeof updateInterview>

/** Cancelling or rejecting says why. */
export const reasonInput = z.object({ reason: z.string().trim().min(3).max(1000).describe('Reason') })

/** PUT /interviews/:id/status: cancelling and rejecting need a reason. */
export const interviewStatusInput = z
  .object({
    status: z.enum(INTERVIEW_STATES).describe('Status'),
    reason: z.preprocess(blankIsNull, z.string().trim().min(3).max(1000).describe('Reason').nullish()),
  })
  .refine((v) => !(v.status === 'cancelled' || v.status === 'rejected') || !!v.reason, {
    message: 'Please enter Reason',
    path: ['reason'],
  })
export type InterviewStatusInput = z.infer<typeof interviewStatusInput>

export const candidateInterviewStatusInput = z
  .object({
    status: z.enum(CANDIDATE_INTERVIEW_STATES).describe('Status'),
    reason: z.preprocess(blankIsNull, z.string().trim().min(3).max(1000).describe('Reason').nullish()),
  })
  .refine((v) => v.status !== 'rejected' || !!v.reason, { message: 'Please enter Reason', path: ['reason'] })
export type CandidateInterviewStatusInput = z.infer<typeof candidateInterviewStatusInput>

/** A query parameter left empty ('' or null) is not given. */
const queryParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')
/** A day ('2030-03-11', in the business's zone) or an instant. */
const dayOrInstant = z.union([calendarDate(), z.iso.datetime({ offset: true })])

export const INTERVIEW_SORTS = ['scheduled_at', 'created_at', 'title', 'status'] as const

/** GET /interviews: a date range (the calendar's week), status, interviewer, job, mode, "mine". */
export const interviewListQuery = listQuery(PAGE_SIZE.default).extend({
  from: queryParam(dayOrInstant.describe('From')),
  to: queryParam(dayOrInstant.describe('To')),
  status: queryParam(z.enum(INTERVIEW_STATES).describe('Status')),
  mode: queryParam(z.enum(INTERVIEW_MODES).describe('Mode')),
  interviewer_id: queryParam(z.uuid().describe('Interviewer')),
  opportunity_id: queryParam(z.uuid().describe('Job')),
  candidate_id: queryParam(z.uuid().describe('Candidate')),
  mine: queryParam(flag),
  sort: queryParam(z.enum(INTERVIEW_SORTS)),
})
export type InterviewListQuery = z.infer<typeof interviewListQuery>

export const candidateInterviewListQuery = listQuery(PAGE_SIZE.default).extend({
  status: queryParam(z.enum(CANDIDATE_INTERVIEW_STATES).describe('Status')),
  opportunity_id: queryParam(z.uuid().describe('Job')),
  candidate_id: queryParam(z.uuid().describe('Candidate')),
})
export type CandidateInterviewListQuery = z.infer<typeof candidateInterviewListQuery>

/** `detail/:x` and `review/:x`: a round number, or the id of one of the process's interviews. */
export const roundParam = z.object({
  x: z.union([z.coerce.number().int().min(1).max(50), z.uuid()]).describe('Round'),
})

/** POST /interviews/:id/feedback: the interviewer's scorecard (written again while the interview is open). */
export const scorecardInput = z.object({
  ratings: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(60).describe('Attribute'),
        rating: z.coerce.number().int().min(1).max(4).describe('Rating'),
      }),
    )
    .min(1)
    .max(20)
    .describe('Ratings')
    .refine(
      (list) => new Set(list.map((r) => r.key.toLowerCase())).size === list.length,
      'Each attribute can be rated once',
    ),
  recommendation: z.enum(RECOMMENDATIONS).describe('Recommendation'),
  strengths: z.preprocess(blankIsNull, text(4000, 'Strengths').nullish()),
  concerns: z.preprocess(blankIsNull, text(4000, 'Concerns').nullish()),
  notes: z.preprocess(blankIsNull, text(4000, 'Notes').nullish()),
})
export type ScorecardInput = z.infer<typeof scorecardInput>

/** PUT /opportunities/:id/scorecard-attributes: the whole list, in order. */
export const scorecardAttributesInput = z.object({
  attributes: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(80).describe('Attribute'),
        description: z.preprocess(blankIsNull, text(300, 'Description').nullish()),
      }),
    )
    .min(1)
    .max(20)
    .describe('Attributes')
    .refine(
      (list) => new Set(list.map((a) => attributeKey(a.name))).size === list.length,
      'Each attribute needs its own name',
    ),
})
export type ScorecardAttributesInput = z.infer<typeof scorecardAttributesInput>

const MAX_SLOT_DAYS = 14
/** GET /interviews/free-slots: the slots every chosen interviewer has free. */
export const freeSlotsQuery = z
  .object({
    interviewer_ids: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(z.uuid().describe('Interviewer')).min(1).max(MAX_INTERVIEWERS),
      )
      .describe('Interviewers'),
    start_date: calendarDate().describe('Start date'),
    end_date: calendarDate().describe('End date'),
    duration: z.coerce.number().int().min(MIN_DURATION).max(MAX_DURATION).default(60),
    interval: z.coerce.number().int().min(5).max(240).default(30),
    /** The interview being moved: its own time is not "busy". */
    exclude_interview_id: queryParam(z.uuid()),
    /** The candidate's own interviews are busy too. */
    candidate_id: queryParam(z.uuid()),
  })
  .refine((v) => v.end_date >= v.start_date, {
    message: 'End date must be on or after the start date',
    path: ['end_date'],
  })
  .refine((v) => (Date.parse(v.end_date) - Date.parse(v.start_date)) / 86_400_000 + 1 <= MAX_SLOT_DAYS, {
    message: `The date range cannot be longer than ${MAX_SLOT_DAYS} days`,
    path: ['end_date'],
  })
export type FreeSlotsQuery = z.infer<typeof freeSlotsQuery>

/** When an interview ends (ms). */
export const endOf = (i: { scheduledAt: Date | string | number; durationMinutes: number }) =>
  new Date(i.scheduledAt).getTime() + i.durationMinutes * 60_000
