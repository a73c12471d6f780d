import { useQuery } from '@tanstack/react-query'
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_STATE_LABELS,
  type InterviewMode,
  type InterviewState,
} from '@worker/resources/interviews/interview-states'
import { deviceTimeZone, formatLong } from '@worker/resources/interviews/when'
import { Skeleton } from '@/components/ui/skeleton'
import { type InterviewHistory, interviewHistoryQuery } from '@/lib/queries/interviews'
import { formatRelativeTime } from '@/lib/relative-time'

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  mode: 'Mode',
  start_at: 'Time',
  duration_minutes: 'Duration',
  timezone: 'Time zone',
  interviewer_ids: 'Interviewers',
  location: 'Location',
  meeting_url: 'Meeting link',
  available_until: 'Open until',
}

function describe(row: InterviewHistory): string {
  if (row.event === 'created' || (!row.from_status && row.to_status === 'scheduled')) return 'Scheduled'
  if (row.event === 'rescheduled') return 'Rescheduled'
  if (row.event === 'updated') return 'Changed'
  return INTERVIEW_STATE_LABELS[row.to_status as InterviewState] ?? row.to_status
}

function value(field: string, v: unknown, zone: string): string {
  if (v === null || v === undefined || v === '') return '—'
  if (field === 'start_at' || field === 'available_until') return formatLong(String(v), zone)
  if (field === 'duration_minutes') return `${v} minutes`
  if (field === 'mode') return INTERVIEW_MODE_LABELS[v as InterviewMode] ?? String(v)
  if (Array.isArray(v)) return `${v.length} people`
  return String(v)
}

/** What happened to the interview, oldest first: scheduled, moved (from → to), started, cancelled … */
export function InterviewHistoryList({ interviewId }: { interviewId: string }) {
  const { data, isLoading } = useQuery(interviewHistoryQuery(interviewId))
  const zone = deviceTimeZone()
  if (isLoading) return <Skeleton className="h-16 w-full" />
  if (!data?.length) return <p className="text-sm text-muted-foreground">No history yet.</p>
  return (
    <ol className="grid gap-3 border-l pl-4" aria-label="Interview history">
      {data.map((row) => (
        <li key={row.id} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-primary" />
          <p>
            <span className="font-medium">{describe(row)}</span> by {row.actor.name}{' '}
            <span className="text-muted-foreground">· {formatRelativeTime(row.created_at)}</span>
          </p>
          {row.changes && (
            <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
              {Object.entries(row.changes).map(([field, change]) => (
                <li key={field}>
                  {FIELD_LABELS[field] ?? field}: {value(field, change.from, zone)} → {value(field, change.to, zone)}
                </li>
              ))}
            </ul>
          )}
          {row.reason && <p className="mt-0.5 text-xs text-muted-foreground">Reason: {row.reason}</p>}
        </li>
      ))}
    </ol>
  )
}
