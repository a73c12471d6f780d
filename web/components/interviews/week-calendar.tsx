import { Link } from '@tanstack/react-router'
import { INTERVIEW_MODE_LABELS, INTERVIEW_STATE_LABELS } from '@worker/resources/interviews/interview-states'
import { addDays, clockIn, dayIn, timeIn } from '@worker/resources/interviews/when'
import type { Interview } from '@/lib/queries/interviews'
import { cn } from '@/lib/utils'
import { EVENT_TONES, MODE_ICONS } from './interview-labels'

const HOUR_PX = 48
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

type Placed = { interview: Interview; top: number; height: number; lane: number; lanes: number }

/** Side by side when they overlap: each event takes the first free lane of its cluster. */
function place(events: { interview: Interview; from: number; to: number }[], firstHour: number): Placed[] {
  const sorted = [...events].sort((a, b) => a.from - b.from || b.to - a.to)
  const placed: (Placed & { from: number; to: number })[] = []
  let cluster: typeof placed = []
  let clusterEnd = -1
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((p) => p.lane + 1))
    for (const p of cluster) p.lanes = lanes
    cluster = []
  }
  for (const e of sorted) {
    if (e.from >= clusterEnd) close()
    const busy = new Set(cluster.filter((p) => p.to > e.from).map((p) => p.lane))
    let lane = 0
    while (busy.has(lane)) lane++
    const item = {
      interview: e.interview,
      from: e.from,
      to: e.to,
      top: ((e.from - firstHour * 60) / 60) * HOUR_PX,
      height: Math.max(((e.to - e.from) / 60) * HOUR_PX, 20),
      lane,
      lanes: 1,
    }
    cluster.push(item)
    placed.push(item)
    clusterEnd = Math.max(clusterEnd, e.to)
  }
  close()
  return placed
}

/**
 * A week of interviews, Monday to Sunday, in the viewer's time zone: each day a column, each
 * interview a block from its start to its end that opens the interview. Office hours are shown;
 * the range grows to fit an earlier or later interview.
 */
export function WeekCalendar({
  weekStart,
  timeZone,
  interviews,
}: {
  weekStart: string
  timeZone: string
  interviews: Interview[]
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i))
  const today = dayIn(new Date(), timeZone)
  const dayLabel = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const spans = interviews.map((interview) => {
    const day = dayIn(interview.scheduled_at, timeZone)
    const endDay = dayIn(interview.ends_at, timeZone)
    const from = minutesOf(timeIn(interview.scheduled_at, timeZone))
    const to = endDay === day ? minutesOf(timeIn(interview.ends_at, timeZone)) || 24 * 60 : 24 * 60
    return { interview, day, from, to: Math.max(to, from + 15) }
  })
  const firstHour = Math.min(8, ...spans.map((s) => Math.floor(s.from / 60)))
  const lastHour = Math.max(19, ...spans.map((s) => Math.ceil(s.to / 60)))
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i)
  const hourLabel = (h: number) =>
    new Intl.DateTimeFormat(undefined, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2030, 0, 1, h))

  return (
    <div className="overflow-x-auto rounded-lg border bg-card" data-slot="week-calendar">
      <div className="grid min-w-[56rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
        <div aria-hidden="true" className="border-b" />
        {days.map((d) => (
          <div
            key={d}
            className={cn(
              'border-b border-l px-2 py-2 text-center text-sm font-medium',
              d === today && 'bg-primary/10 text-primary',
            )}
          >
            {dayLabel.format(new Date(`${d}T12:00:00Z`))}
          </div>
        ))}
        <div aria-hidden="true" className="relative">
          {hours.map((h) => (
            <div key={h} style={{ height: HOUR_PX }} className="pr-1 text-right text-[11px] text-muted-foreground">
              {hourLabel(h)}
            </div>
          ))}
        </div>
        {days.map((d) => {
          const todays = spans.filter((s) => s.day === d)
          return (
            <section
              key={d}
              aria-label={dayLabel.format(new Date(`${d}T12:00:00Z`))}
              className="relative border-l"
              style={{ height: hours.length * HOUR_PX }}
            >
              {hours.map((h) => (
                <div key={h} aria-hidden="true" style={{ height: HOUR_PX }} className="border-b border-dashed" />
              ))}
              {todays.length === 0 ? (
                <p className="sr-only">No interviews</p>
              ) : (
                <ul>
                  {place(todays, firstHour).map((p) => (
                    <EventBlock key={p.interview.id} placed={p} timeZone={timeZone} />
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
    </div>
  )
}

function EventBlock({ placed, timeZone }: { placed: Placed; timeZone: string }) {
  const i = placed.interview
  const Icon = MODE_ICONS[i.mode]
  const time = `${clockIn(i.scheduled_at, timeZone)} – ${clockIn(i.ends_at, timeZone)}`
  const width = 100 / placed.lanes
  return (
    <li
      className="absolute px-0.5"
      style={{ top: placed.top, height: placed.height, left: `${placed.lane * width}%`, width: `${width}%` }}
    >
      <Link
        to="/admin/interviews/$id"
        params={{ id: i.id }}
        aria-label={`${i.title} with ${i.candidate.name}, ${time}, ${INTERVIEW_MODE_LABELS[i.mode]}, ${INTERVIEW_STATE_LABELS[i.status]}`}
        className={cn(
          'block h-full overflow-hidden rounded-md border px-1.5 py-1 text-[11px] leading-tight shadow-xs outline-none hover:brightness-95 focus-visible:ring-[3px] focus-visible:ring-ring/50',
          EVENT_TONES[i.status],
          i.is_mine && 'ring-1 ring-primary/60',
        )}
      >
        <span className="flex items-center gap-1 font-medium">
          <Icon aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">{i.candidate.name}</span>
        </span>
        <span className="block truncate">{i.title}</span>
        <span className="block truncate opacity-80">{time}</span>
      </Link>
    </li>
  )
}
