import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import { businessBranches, employees, interviews, OPEN_INTERVIEW_STATES } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import { addDays, parseDate, weekdayOf, zonedToInstant } from '../../services/zoned-time'
import { DEFAULT_WORKING_HOURS, type InterviewerScheduleQuery } from './employees.schema'

const DAY_MS = 86_400_000
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/**
 * An interviewer's free slots between two dates: their working hours (per weekday, in the
 * time zone of their branch, else of the business) minus the interviews they are on that are
 * still scheduled or running, and minus what has already passed. Slots start every
 * `interval` minutes and last `duration`; each carries UTC instants and the local label.
 */
export async function interviewerSchedule(
  { db, business }: BusinessScope,
  employeeId: string,
  q: InterviewerScheduleQuery,
  now = Date.now(),
  /** The interview being moved: its own time is not busy. */
  opts: { excludeInterviewId?: string } = {},
) {
  const businessId = business.id
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.id, employeeId)),
  })
  if (!employee) throw notFound('Employee')
  const name = `${employee.firstName} ${employee.lastName}`.trim()
  if (employee.status !== 'active') throw conflict(`${name} is inactive and cannot be scheduled.`)
  const branch = employee.branchId
    ? await db.query.businessBranches.findFirst({
        where: and(eq(businessBranches.businessId, businessId), eq(businessBranches.id, employee.branchId)),
        columns: { timezone: true },
      })
    : null
  const timeZone = branch?.timezone ?? business.timezone
  const hours = employee.workingHours ?? DEFAULT_WORKING_HOURS

  const rangeStart = zonedToInstant(parseDate(q.start_date), 0, timeZone)
  const rangeEnd = zonedToInstant(parseDate(addDays(q.end_date, 1)), 0, timeZone)
  const busyRows = await db
    .select({
      id: interviews.id,
      title: interviews.title,
      scheduledAt: interviews.scheduledAt,
      durationMinutes: interviews.durationMinutes,
      status: interviews.status,
    })
    .from(interviews)
    .where(
      and(
        eq(interviews.businessId, businessId),
        inArray(interviews.status, [...OPEN_INTERVIEW_STATES]),
        // Online exams are taken alone within a window: they hold no interviewer's time (docs/interviews.md).
        ne(interviews.mode, 'online_exam'),
        opts.excludeInterviewId ? ne(interviews.id, opts.excludeInterviewId) : undefined,
        sql`exists (select 1 from json_each(${interviews.interviewerIds}) where json_each.value = ${employeeId})`,
        // An interview that began the day before may still run into the range.
        gte(interviews.scheduledAt, new Date(rangeStart - DAY_MS)),
        lt(interviews.scheduledAt, new Date(rangeEnd)),
      ),
    )
    .orderBy(asc(interviews.scheduledAt))
  const busy = busyRows
    .map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      start: r.scheduledAt.getTime(),
      end: r.scheduledAt.getTime() + r.durationMinutes * 60_000,
    }))
    .filter((b) => b.end > rangeStart)

  const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' })
  const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
  const zoneFormat = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
  const zoneName = (t: number) =>
    zoneFormat.formatToParts(new Date(t)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone

  const durationMs = q.duration * 60_000
  const slots: { date: string; start: string; end: string; startTime: string; endTime: string; label: string }[] = []
  for (let date = q.start_date; date <= q.end_date; date = addDays(date, 1)) {
    const day = parseDate(date)
    for (const range of hours[String(weekdayOf(date)) as keyof typeof hours] ?? []) {
      const last = minutesOf(range.end)
      const rangeEndsAt = zonedToInstant(day, last, timeZone)
      for (let m = minutesOf(range.start); m + q.duration <= last; m += q.interval) {
        const start = zonedToInstant(day, m, timeZone)
        const end = start + durationMs
        if (end > rangeEndsAt || start < now) continue
        if (busy.some((b) => start < b.end && end > b.start)) continue
        const startTime = timeFormat.format(start)
        const endTime = timeFormat.format(end)
        slots.push({
          date,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          startTime,
          endTime,
          label: `${dayFormat.format(start)}, ${startTime} – ${endTime} ${zoneName(start)}`,
        })
      }
    }
  }
  return {
    employee: { id: employee.id, name },
    timezone: timeZone,
    startDate: q.start_date,
    endDate: q.end_date,
    duration: q.duration,
    interval: q.interval,
    workingHours: hours,
    busy: busy.map((b) => ({
      id: b.id,
      title: b.title,
      status: b.status,
      start: new Date(b.start).toISOString(),
      end: new Date(b.end).toISOString(),
    })),
    slots,
  }
}
