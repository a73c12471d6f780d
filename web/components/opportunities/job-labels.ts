/** How jobs, their states and their pipeline read on screen. */
import { LIFECYCLES } from '@worker/services/lifecycle'
import type { CandidateStage, OpportunityStatus } from '@/lib/queries/opportunities'

export const EMPLOYMENT_TYPE_LABELS: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
}

export const WORKPLACE_LABELS: Record<string, string> = { on_site: 'On-site', remote: 'Remote', hybrid: 'Hybrid' }

export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  on_hold: 'On hold',
  closed: 'Closed',
  filled: 'Filled',
}

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
export const STAGES: CandidateStage[] = [
  'new',
  'screening',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
]
export const OPEN_STAGES: CandidateStage[] = ['new', 'screening', 'shortlisted', 'interviewing', 'offered', 'hired']

export const STAGE_LABELS: Record<CandidateStage, string> = {
  new: 'New',
  screening: 'Screening',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
}

/** One colour per stage, shared by the pipeline bars and the dashboard's charts. */
export const STAGE_COLORS: Record<CandidateStage, string> = {
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
export const nextStates = (status: OpportunityStatus): OpportunityStatus[] => [
  ...(LIFECYCLES.opportunity[status] ?? []),
]

export const STATUS_ACTIONS: Record<OpportunityStatus, string> = {
  open: 'Publish',
  on_hold: 'Put on hold',
  closed: 'Close',
  filled: 'Mark as filled',
  draft: 'Back to draft',
}
export const REOPEN_LABEL = 'Reopen'

export const humanize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ')

/** '$140,000 – $175,000', 'From €50,000', or null without a salary. */
export function formatSalary(
  min: number | null,
  max: number | null,
  currency: string | null,
  locale?: string,
): string | null {
  if (min == null && max == null) return null
  const format = (n: number) => {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency ?? 'USD',
        maximumFractionDigits: 0,
      }).format(n)
    } catch {
      return `${n.toLocaleString(locale)} ${currency ?? ''}`.trim()
    }
  }
  if (min != null && max != null) return min === max ? format(min) : `${format(min)} – ${format(max)}`
  return min != null ? `From ${format(min)}` : `Up to ${format(max!)}`
}

/** '3–6 years', '5+ years', 'Up to 2 years'. */
export function formatExperience(min: number | null, max: number | null): string | null {
  if (min == null && max == null) return null
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`
  if (min != null && max != null) return min === max ? years(min) : `${min}–${years(max)}`
  return min != null ? `${min}+ years` : `Up to ${years(max!)}`
}

/** '12 Mar 2026' from an ISO date or timestamp. */
export function formatDate(value: string | null, locale?: string): string {
  if (!value) return '—'
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value)
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date)
}
