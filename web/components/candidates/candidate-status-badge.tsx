import { Ban } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { CandidateStatus } from '@/lib/queries/candidates'
import { cn } from '@/lib/utils'
import { STATUS_LABELS, STATUS_TONES } from './candidate-labels'

export function CandidateStatusBadge({ status, className }: { status: CandidateStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_TONES[status], className)}>
      {STATUS_LABELS[status]}
    </Badge>
  )
}

export function BlacklistedBadge({ reason }: { reason?: string | null }) {
  return (
    <Badge variant="outline" className="border-red-300 bg-red-50 text-red-800" title={reason ?? undefined}>
      <Ban aria-hidden="true" />
      Blacklisted
    </Badge>
  )
}
