import { useQuery } from '@tanstack/react-query'
import { addDays, clockIn, dayIn, formatSpan } from '@worker/resources/interviews/when'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { freeSlotsQuery } from '@/lib/queries/interviews'
import { cn } from '@/lib/utils'

const DAYS = 7

/**
 * The times every chosen interviewer has free (their working hours in their own zones, minus
 * their interviews and the candidate's), a week at a time, shown in the viewer's time zone.
 * Each slot's title says what it is for each interviewer locally.
 */
export function SlotPicker({
  interviewerIds,
  duration,
  candidateId,
  excludeInterviewId,
  value,
  onSelect,
  timeZone,
}: {
  interviewerIds: string[]
  duration: number
  candidateId?: string
  excludeInterviewId?: string
  value: string | undefined
  onSelect: (start: string) => void
  timeZone: string
}) {
  const [from, setFrom] = React.useState(() => dayIn(Date.now(), timeZone))
  const to = addDays(from, DAYS - 1)
  const slots = useQuery(
    freeSlotsQuery({ interviewerIds, startDate: from, endDate: to, duration, candidateId, excludeInterviewId }),
  )
  const byDay = new Map<string, NonNullable<typeof slots.data>['slots']>()
  for (const slot of slots.data?.slots ?? []) {
    const day = dayIn(slot.start, timeZone)
    byDay.set(day, [...(byDay.get(day) ?? []), slot])
  }
  const dayLabel = new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const today = dayIn(Date.now(), timeZone)

  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Free times of all interviewers</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">Shown in your time zone ({timeZone}).</p>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-8"
            aria-label="Earlier week"
            disabled={from <= today}
            onClick={() => setFrom((f) => (addDays(f, -DAYS) < today ? today : addDays(f, -DAYS)))}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ‹
            </span>
          </Button>
          <span className="text-xs tabular-nums">
            {dayLabel.format(new Date(`${from}T12:00:00Z`))} – {dayLabel.format(new Date(`${to}T12:00:00Z`))}
          </span>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-8"
            aria-label="Later week"
            onClick={() => setFrom((f) => addDays(f, DAYS))}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ›
            </span>
          </Button>
        </div>
      </div>
      {interviewerIds.length === 0 ? (
        <p className="text-sm text-muted-foreground">Choose the interviewers to see when they are all free.</p>
      ) : slots.isLoading ? (
        <p className="text-sm text-muted-foreground">Finding free times…</p>
      ) : slots.error ? (
        <p role="alert" className="text-sm text-destructive">
          {slots.error.message}
        </p>
      ) : byDay.size === 0 ? (
        <p className="text-sm text-muted-foreground">No common free time this week. Try the next week.</p>
      ) : (
        <div className="grid max-h-64 gap-3 overflow-y-auto pr-1">
          {[...byDay.entries()].map(([day, list]) => (
            <fieldset key={day}>
              <legend className="mb-1 text-xs font-medium text-muted-foreground">
                {dayLabel.format(new Date(`${day}T12:00:00Z`))}
              </legend>
              <div className="flex flex-wrap gap-1.5">
                {list.map((slot) => {
                  const selected = value !== undefined && Date.parse(value) === Date.parse(slot.start)
                  return (
                    <button
                      key={slot.start}
                      type="button"
                      aria-pressed={selected}
                      aria-label={formatSpan(slot.start, slot.end, timeZone)}
                      title={slot.local.map((l) => `${nameOf(slots.data, l.employee_id)}: ${l.label}`).join('\n')}
                      onClick={() => onSelect(slot.start)}
                      className={cn(
                        'rounded-md border px-2 py-1 text-xs tabular-nums outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        selected
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'bg-background hover:bg-accent hover:text-accent-foreground',
                      )}
                    >
                      {clockIn(slot.start, timeZone)}
                    </button>
                  )
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  )
}

const nameOf = (data: { interviewers: { id: string; name: string }[] } | undefined, id: string) =>
  data?.interviewers.find((i) => i.id === id)?.name ?? 'Interviewer'
