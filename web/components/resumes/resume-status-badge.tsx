import { RESUME_STATE_LABELS, type ResumeState } from '@worker/resources/resumes/resumes.schema'
import { CircleAlert, CircleCheck, Clock, LoaderCircle, UserCheck } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

const TONES: Record<ResumeState, string> = {
  queued: 'border-slate-300 bg-slate-50 text-slate-700',
  processing: 'border-sky-300 bg-sky-50 text-sky-800',
  extracted: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  failed: 'border-red-300 bg-red-50 text-red-800',
  saved: 'border-violet-300 bg-violet-50 text-violet-800',
}

const ICONS = { queued: Clock, processing: LoaderCircle, extracted: CircleCheck, failed: CircleAlert, saved: UserCheck }

/** A record's state, as the list and the upload queue show it (the labels are the API's). */
export function ResumeStatusBadge({ status, className }: { status: ResumeState; className?: string }) {
  const Icon = ICONS[status]
  return (
    <Badge variant="outline" className={cn(TONES[status], className)} data-status={status}>
      <Icon aria-hidden="true" className={cn(status === 'processing' && 'animate-spin')} />
      {RESUME_STATE_LABELS[status]}
    </Badge>
  )
}
