/** How jobs, their states and their pipeline read on screen. */
import {
  CANDIDATE_STATE_LABELS,
  CANDIDATE_STATES,
  type CandidateState,
  PIPELINE_STAGES,
} from '@worker/resources/candidates/candidates.schema'
import {
  EMPLOYMENT_TYPE_LABELS,
  formatExperienceRange,
  formatSalaryRange,
  OPPORTUNITY_STATE_LABELS,
  type OpportunityState,
  WORKPLACE_LABELS,
} from '@worker/resources/opportunities/job-enums.schema'
import { LIFECYCLES } from '@worker/services/lifecycle'

// The kinds, states and their labels are the API's (job-enums.schema, candidates.schema), written once.
export { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS }
export const OPPORTUNITY_STATUS_LABELS = OPPORTUNITY_STATE_LABELS

/** Badge colours per state: green while hiring, amber when paused, grey when finished. */
export const STATUS_TONES: Record<string, string> = {
  draft: 'border-slate-300 bg-slate-50 text-slate-700',
  open: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  on_hold: 'border-amber-300 bg-amber-50 text-amber-800',
  closed: 'border-zinc-300 bg-zinc-100 text-zinc-700',
  filled: 'border-sky-300 bg-sky-50 text-sky-800',
  pending: 'border-amber-300 bg-amber-50 text-amber-800',
  approved: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  rejected: 'border-red-300 bg-red-50 text-red-800',
  converted: 'border-sky-300 bg-sky-50 text-sky-800',
}

/** The pipeline in order; rejected and withdrawn leave it. */
export const STAGES = CANDIDATE_STATES
export const OPEN_STAGES = PIPELINE_STAGES
export const STAGE_LABELS = CANDIDATE_STATE_LABELS

/** One colour per stage, shared by the pipeline bars and the dashboard's charts. */
export const STAGE_COLORS: Record<CandidateState, string> = {
  new: '#94a3b8',
  screening: '#60a5fa',
  shortlisted: '#a78bfa',
  interviewing: '#f59e0b',
  offered: '#2dd4bf',
  hired: '#16a34a',
  rejected: '#f87171',
  withdrawn: '#d4d4d8',
}

/** Where a job may go from its state, and what the button says. */
export const nextStates = (status: OpportunityState): readonly OpportunityState[] => LIFECYCLES.opportunity[status]

export const STATUS_ACTIONS: Record<OpportunityState, string> = {
  open: 'Publish',
  on_hold: 'Put on hold',
  closed: 'Close',
  filled: 'Mark as filled',
  draft: 'Back to draft',
}
export const REOPEN_LABEL = 'Reopen'

export const humanize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ')

/** '$140,000 – $175,000', 'From €50,000', or null without a salary. */
export const formatSalary = (min: number | null, max: number | null, currency: string | null) =>
  formatSalaryRange({ min, max, currency })

/** '3–6 years', '5+ years', 'Up to 2 years'. */
export const formatExperience = formatExperienceRange

/** '12 Mar 2026' from an ISO date or timestamp. */
export function formatDate(value: string | null, locale?: string): string {
  if (!value) return '—'
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value)
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date)
}
