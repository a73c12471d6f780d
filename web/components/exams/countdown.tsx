import { EXAM_URGENT_MS } from '@worker/resources/interviews/exam.schema'
import { Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cn } from '@/lib/utils'

/** 'mm:ss' or 'h:mm:ss'. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}

/** The time left, from the server's deadline and the server's clock (offset), never this computer's alone. */
export function useRemaining(clock: { deadline: number; offset: number }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(t)
  }, [])
  return Math.max(0, clock.deadline - (now + clock.offset))
}

export function Countdown({ remaining }: { remaining: number }) {
  const urgent = remaining <= EXAM_URGENT_MS
  const minutes = Math.ceil(remaining / 60_000)
  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-md border px-3 py-1.5 font-mono text-lg tabular-nums',
        urgent ? 'border-red-300 bg-red-50 text-red-800' : 'bg-background',
      )}
    >
      <Clock aria-hidden="true" className="size-4" />
      <span data-testid="exam-countdown" aria-hidden="true">
        {formatRemaining(remaining)}
      </span>
      {/* Screen readers hear the minutes when they change, not every second. */}
      <span className="sr-only" aria-live="polite">
        {minutes} minute{minutes === 1 ? '' : 's'} left
      </span>
    </div>
  )
}
