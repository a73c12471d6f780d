import type { PipelineCounts } from '@/lib/queries/opportunities'
import { cn } from '@/lib/utils'
import { STAGE_COLORS, STAGE_LABELS, STAGES } from './job-labels'

/** Candidates per stage as one stacked bar; the numbers are spelled out for screen readers. */
export function PipelineBar({ counts, className }: { counts: PipelineCounts; className?: string }) {
  const present = STAGES.filter((s) => counts[s] > 0)
  const summary = present.length
    ? present.map((s) => `${counts[s]} ${STAGE_LABELS[s].toLowerCase()}`).join(', ')
    : 'no candidates yet'
  return (
    <div className={cn('flex min-w-24 flex-col gap-1', className)}>
      <div
        role="img"
        aria-label={`Pipeline: ${summary}`}
        className="flex h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        {present.map((s) => (
          <span
            key={s}
            title={`${STAGE_LABELS[s]}: ${counts[s]}`}
            style={{ width: `${(counts[s] / counts.total) * 100}%`, backgroundColor: STAGE_COLORS[s] }}
          />
        ))}
      </div>
    </div>
  )
}
