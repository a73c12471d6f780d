/**
 * The states and kinds of jobs and job requests, for the contracts the web app imports too.
 * They mirror the columns' enums in db/schema/hiring.ts, checked at compile time, so the
 * browser bundle does not pull in the database schema (and drizzle) to get a few strings.
 */
import type * as db from '../../db/schema/hiring'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const same = <A, B>(ok: Same<A, B>) => ok

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const
export const WORKPLACES = ['on_site', 'remote', 'hybrid'] as const
export const OPPORTUNITY_STATES = ['draft', 'open', 'on_hold', 'closed', 'filled'] as const
export const JOB_REQUEST_STATES = ['pending', 'approved', 'rejected', 'converted'] as const
export const CANDIDATE_STAGES = [
  'new',
  'screening',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const

same<(typeof EMPLOYMENT_TYPES)[number], (typeof db.EMPLOYMENT_TYPES)[number]>(true)
same<(typeof WORKPLACES)[number], (typeof db.WORKPLACES)[number]>(true)
same<(typeof OPPORTUNITY_STATES)[number], (typeof db.OPPORTUNITY_STATES)[number]>(true)
same<(typeof JOB_REQUEST_STATES)[number], (typeof db.JOB_REQUEST_STATES)[number]>(true)
same<(typeof CANDIDATE_STAGES)[number], (typeof db.CANDIDATE_STATES)[number]>(true)
