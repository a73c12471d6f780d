/** How candidates, their states and their sources read on screen. */
import {
  CANDIDATE_SOURCE_LABELS,
  CANDIDATE_SOURCES,
  CANDIDATE_STATE_LABELS,
  CANDIDATE_STATES,
  type CandidateState,
  needsReason,
} from '@worker/resources/candidates/candidates.schema'

/** The states and their labels are the API's (candidates.schema), written once. */
export const STATUS_LABELS = CANDIDATE_STATE_LABELS
export const STATUSES = CANDIDATE_STATES

/** Badge colours: cool while early, warm while deciding, green when hired, red/grey when out. */
export const STATUS_TONES: Record<CandidateState, string> = {
  new: 'border-slate-300 bg-slate-50 text-slate-700',
  screening: 'border-sky-300 bg-sky-50 text-sky-800',
  shortlisted: 'border-violet-300 bg-violet-50 text-violet-800',
  interviewing: 'border-amber-300 bg-amber-50 text-amber-800',
  offered: 'border-teal-300 bg-teal-50 text-teal-800',
  hired: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  rejected: 'border-red-300 bg-red-50 text-red-800',
  withdrawn: 'border-zinc-300 bg-zinc-100 text-zinc-700',
}

/** States that end a candidacy: the move needs a reason. */
export { needsReason }

/** The sources a candidate is suggested with, and their labels, are the API's (candidates.schema). */
export const SOURCES = CANDIDATE_SOURCES
export const SOURCE_LABELS: Record<string, string> = CANDIDATE_SOURCE_LABELS

export const sourceLabel = (s: string) => SOURCE_LABELS[s] ?? s.charAt(0).toUpperCase() + s.slice(1)

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('')
