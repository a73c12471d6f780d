/** How interview states, modes and recommendations look on screen (their words are the schema's). */
import type {
  CandidateInterviewState,
  InterviewMode,
  InterviewState,
  Recommendation,
} from '@worker/resources/interviews/interview-states'
import { Handshake, type LucideIcon, MonitorPlay, PhoneCall, Video } from 'lucide-react'

export const STATE_TONES: Record<InterviewState, string> = {
  scheduled: 'border-sky-200 bg-sky-50 text-sky-800',
  in_progress: 'border-amber-200 bg-amber-50 text-amber-800',
  completed: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  cancelled: 'border-slate-200 bg-slate-50 text-slate-600',
  rejected: 'border-red-200 bg-red-50 text-red-800',
  no_show: 'border-orange-200 bg-orange-50 text-orange-800',
}

/** The calendar's event colours by state. */
export const EVENT_TONES: Record<InterviewState, string> = {
  scheduled: 'border-sky-300 bg-sky-100 text-sky-950',
  in_progress: 'border-amber-300 bg-amber-100 text-amber-950',
  completed: 'border-emerald-300 bg-emerald-100 text-emerald-950',
  cancelled: 'border-slate-300 bg-slate-100 text-slate-600 line-through',
  rejected: 'border-red-300 bg-red-100 text-red-900',
  no_show: 'border-orange-300 bg-orange-100 text-orange-900',
}

export const PROCESS_TONES: Record<CandidateInterviewState, string> = {
  pending: 'border-slate-200 bg-slate-50 text-slate-700',
  in_progress: 'border-amber-200 bg-amber-50 text-amber-800',
  passed: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  failed: 'border-red-200 bg-red-50 text-red-800',
  rejected: 'border-red-200 bg-red-50 text-red-800',
}

export const MODE_ICONS: Record<InterviewMode, LucideIcon> = {
  video: Video,
  phone: PhoneCall,
  in_person: Handshake,
  online_exam: MonitorPlay,
}

export const RECOMMENDATION_TONES: Record<Recommendation, string> = {
  strong_yes: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  yes: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  no: 'border-red-200 bg-red-50 text-red-700',
  strong_no: 'border-red-300 bg-red-50 text-red-800',
}
