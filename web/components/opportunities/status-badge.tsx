import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { humanize, STATUS_TONES } from './job-labels'

/** A job's or a job request's state, coloured by what it means. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_TONES[status], className)}>
      {humanize(status)}
    </Badge>
  )
}
