/**
 * The slots every chosen interviewer has free (GET /interviews/free-slots): each interviewer's
 * own free slots (employees' interviewer-schedule: working hours in the zone of their branch,
 * minus their interviews, DST included) intersected as UTC instants, minus the candidate's own
 * interviews. Each slot carries every interviewer's local label; the screen shows the slot in
 * the viewer's zone.
 */
import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm'
import { interviews } from '../../db/schema'
import { ApiError, type FieldError } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import { interviewerSchedule } from '../employees/interviewer-schedule.service'
import { endOf, type FreeSlotsQuery, OPEN_INTERVIEW_STATES } from './interviews.schema'

export async function freeSlots(scope: BusinessScope, q: FreeSlotsQuery, now = Date.now()) {
  const { db, business } = scope
  const ids = [...new Set(q.interviewer_ids)]
  const errors: FieldError[] = []
  const schedules = await Promise.all(
    ids.map((id) =>
      interviewerSchedule(
        scope,
        id,
        { start_date: q.start_date, end_date: q.end_date, duration: q.duration, interval: q.interval },
        now,
        { excludeInterviewId: q.exclude_interview_id },
      ).catch((err) => {
        // A query naming someone who cannot interview is bad input, not a missing page.
        if (err instanceof ApiError && (err.status === 404 || err.status === 409)) {
          errors.push({
            field: 'interviewer_ids',
            message: err.status === 404 ? 'Interviewer not found.' : err.message,
          })
          return null
        }
        throw err
      }),
    ),
  )
  if (errors.length) throw new ApiError(422, errors[0]!.message, errors)
  const all = schedules.filter((s) => s !== null)
  const key = (s: { start: string; end: string }) => `${s.start}|${s.end}`
  const byInterviewer = all.map((s) => new Map(s.slots.map((slot) => [key(slot), slot])))
  let common = all[0]!.slots.filter((slot) => byInterviewer.every((m) => m.has(key(slot))))

  if (q.candidate_id && common.length) {
    const from = new Date(Date.parse(common[0]!.start) - 86_400_000)
    const to = new Date(Date.parse(common.at(-1)!.end))
    const busy = await db
      .select({ scheduledAt: interviews.scheduledAt, durationMinutes: interviews.durationMinutes })
      .from(interviews)
      .where(
        and(
          eq(interviews.businessId, business.id),
          eq(interviews.candidateId, q.candidate_id),
          inArray(interviews.status, [...OPEN_INTERVIEW_STATES]),
          ne(interviews.mode, 'online_exam'),
          q.exclude_interview_id ? ne(interviews.id, q.exclude_interview_id) : undefined,
          gte(interviews.scheduledAt, from),
          lt(interviews.scheduledAt, to),
        ),
      )
    common = common.filter(
      (slot) => !busy.some((b) => Date.parse(slot.start) < endOf(b) && Date.parse(slot.end) > b.scheduledAt.getTime()),
    )
  }

  return {
    startDate: q.start_date,
    endDate: q.end_date,
    duration: q.duration,
    interval: q.interval,
    interviewers: all.map((s) => ({
      id: s.employee.id,
      name: s.employee.name,
      timezone: s.timezone,
      busy: s.busy,
    })),
    slots: common.map((slot) => ({
      start: slot.start,
      end: slot.end,
      local: all.map((s, i) => ({
        employeeId: s.employee.id,
        timezone: s.timezone,
        label: byInterviewer[i]!.get(key(slot))!.label,
      })),
    })),
  }
}
