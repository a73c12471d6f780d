import { REVIEW_BELOW } from '@worker/providers/resume/fields.schema'
import { TriangleAlert } from 'lucide-react'
import { cn } from '@/lib/utils'

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 })

/** Whether a value should be checked before saving (the extractor's own threshold). */
export const needsReview = (confidence: number | undefined) => confidence !== undefined && confidence < REVIEW_BELOW

/**
 * How sure the extractor is of a value: its calibrated confidence as a percentage, marked
 * "Check" below the review threshold.
 */
export function ConfidenceBadge({ confidence, className }: { confidence: number | undefined; className?: string }) {
  if (confidence === undefined) return <span className={cn('text-xs text-muted-foreground', className)}>Not found</span>
  const low = needsReview(confidence)
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium tabular-nums',
        low
          ? 'bg-amber-100 text-amber-900'
          : confidence >= 0.9
            ? 'bg-emerald-50 text-emerald-800'
            : 'bg-slate-100 text-slate-700',
        className,
      )}
      title={`The extractor is ${percent.format(confidence)} sure of this value.`}
    >
      {low && <TriangleAlert aria-hidden="true" className="size-3" />}
      {low ? `Check · ${percent.format(confidence)}` : percent.format(confidence)}
    </span>
  )
}
