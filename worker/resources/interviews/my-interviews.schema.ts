/** The candidate's interview list and how the candidate area names interviews (browser-safe). */
import { listQuery } from '../../lib/pagination'
import { z } from '../../schemas/zod'

export const MY_INTERVIEW_WHEN = ['upcoming', 'past', 'all'] as const

export const myInterviewsQuery = listQuery(10).extend({
  when: z.enum(MY_INTERVIEW_WHEN).default('all'),
  opportunity_id: z.string().trim().max(40).optional(),
})
export type MyInterviewsQuery = z.infer<typeof myInterviewsQuery>

export const MY_INTERVIEW_MODE_LABELS = {
  online_exam: 'Online exam',
  video: 'Video call',
  in_person: 'In person',
  phone: 'Phone call',
} as const

export const MY_INTERVIEW_STATE_LABELS = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Closed',
  no_show: 'Missed',
} as const
