import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

export type LoadingStateProps = React.ComponentProps<'div'> & { rows?: number; columns?: number; label?: string }

/** Placeholders have no data to key by: their place is their identity ('row-0', 'row-1' …), and they never move. */
const placeholders = (name: string, count: number) => Array.from({ length: count }, (_, i) => `${name}-${i}`)

/** Skeleton rows while a list or page loads; announced once to screen readers. */
export function LoadingState({ rows = 5, columns = 4, label = 'Loading…', className, ...props }: LoadingStateProps) {
  return (
    <div
      data-slot="loading-state"
      role="status"
      aria-live="polite"
      className={cn('space-y-3 py-2', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {placeholders('row', rows).map((row) => (
        <div key={row} className="flex gap-4">
          {placeholders('cell', columns).map((cell, c) => (
            <Skeleton key={cell} className={cn('h-5', c === 0 ? 'flex-[2]' : 'flex-1')} />
          ))}
        </div>
      ))}
    </div>
  )
}
