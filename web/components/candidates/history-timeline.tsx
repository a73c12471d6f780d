import { candidateStateLabel } from '@worker/resources/candidates/candidates.schema'
import { Ban, CircleCheck, FileText, MoveRight, ShieldCheck, UserPlus } from 'lucide-react'
import type { HistoryItem } from '@/lib/queries/candidates'
import { formatRelativeTime } from '@/lib/relative-time'

/** A history row: the person's own events and their applications' moves (the job named when known). */
type TimelineItem = Omit<HistoryItem, 'opportunity_title'> & { opportunity_title?: string | null }

const label = (s: string | null) => (s ? candidateStateLabel(s) : '')

function describe(h: TimelineItem): { icon: typeof MoveRight; text: string } {
  const event = h.meta?.event
  if (event === 'blacklisted') return { icon: Ban, text: 'Blacklisted' }
  if (event === 'whitelisted') return { icon: ShieldCheck, text: 'Whitelisted' }
  if (event === 'applied')
    return { icon: FileText, text: h.from_status ? 'Applied again' : 'Applied on the careers page' }
  if (!h.from_status) return { icon: UserPlus, text: `Added as ${label(h.to_status).toLowerCase()}` }
  if (h.to_status === 'hired') return { icon: CircleCheck, text: `${label(h.from_status)} → Hired` }
  return { icon: MoveRight, text: `${label(h.from_status)} → ${label(h.to_status)}` }
}

/** The pipeline history, newest first: what happened, who did it, why, and how long ago. */
export function HistoryTimeline({ items }: { items: TimelineItem[] }) {
  if (!items.length) return <p className="text-sm text-muted-foreground">No history yet.</p>
  return (
    <ol className="relative grid gap-4 border-l pl-5" aria-label="Status history">
      {[...items].reverse().map((h) => {
        const { icon: Icon, text } = describe(h)
        return (
          <li key={h.id} className="relative">
            <span className="absolute top-0.5 -left-[1.95rem] grid size-6 place-items-center rounded-full border bg-background text-primary">
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            <p className="text-sm font-medium">
              {text}
              {h.opportunity_title && (
                <span className="font-normal text-muted-foreground"> · {h.opportunity_title}</span>
              )}
            </p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={h.created_at} title={new Date(h.created_at).toLocaleString()}>
                {formatRelativeTime(h.created_at)}
              </time>
              {h.actor_name && ` · ${h.actor_name}`}
            </p>
            {h.reason && <p className="mt-1 rounded-md bg-muted px-2 py-1 text-sm whitespace-pre-wrap">{h.reason}</p>}
          </li>
        )
      })}
    </ol>
  )
}
