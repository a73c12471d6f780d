import { ACTIVE_STATE_LABELS, type ActiveState } from '@worker/schemas/org-common'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

/** Active (green) or inactive (grey). */
export function ActiveBadge({ status, className }: { status: ActiveState; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        status === 'active'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
          : 'border-zinc-300 bg-zinc-100 text-zinc-700',
        className,
      )}
    >
      {ACTIVE_STATE_LABELS[status]}
    </Badge>
  )
}
