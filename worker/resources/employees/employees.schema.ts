import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { calendarDate } from '../../schemas/calendar-date'
import { activeStatus, optionalText, recordId } from '../../schemas/org-common'
import { z } from '../../schemas/zod'
import { email, newPassword, phone } from '../auth/auth.schema'

export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const clock = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time is not a valid time (HH:MM)')
const hoursRange = z
  .object({ start: clock, end: clock })
  .refine((r) => r.start < r.end, { message: 'The end of working hours must be after the start', path: ['end'] })

/** Weekday ('0' = Sunday) -> the day's working ranges, local to the branch's (or business's) time zone. */
export const workingHours = z.partialRecord(z.enum(WEEKDAYS), z.array(hoursRange).max(4))

const day = [{ start: '09:00', end: '17:00' }]
/** What a new employee works unless told otherwise: Monday to Friday, 09:00–17:00. */
export const DEFAULT_WORKING_HOURS: z.infer<typeof workingHours> = { '1': day, '2': day, '3': day, '4': day, '5': day }

const optionalId = recordId.optional().or(z.literal('')).nullable()

export const employeeInput = z
  .object({
    first_name: z.string().trim().min(1).max(80),
    last_name: optionalText(80),
    email,
    phone: phone.optional().or(z.literal('')),
    role_id: optionalId,
    department_id: optionalId,
    branch_id: optionalId,
    designation: optionalText(120),
    employee_code: optionalText(40),
    joined_on: calendarDate().optional().or(z.literal('')),
    working_hours: workingHours.optional(),
    is_business_admin: z.boolean().optional(),
  })
  .refine((v) => v.is_business_admin || !!v.role_id, { message: 'Please select Role', path: ['role_id'] })

export const employeeListQuery = listQuery(PAGE_SIZE.employees).extend({
  status: activeStatus.optional(),
  role_id: recordId.optional(),
  department_id: recordId.optional(),
  branch_id: recordId.optional(),
})

/** DELETE /employees/:id: whom the employee's open work moves to (query or JSON body). */
export const employeeDelete = z.object({ reassign_to: recordId.optional().or(z.literal('')) })

const MAX_SCHEDULE_DAYS = 31
const DAY_MS = 86_400_000

export const interviewerScheduleQuery = z
  .object({
    start_date: calendarDate(),
    end_date: calendarDate(),
    duration: z.coerce.number().int().min(15).max(480).default(60),
    /** Minutes between the starts of two offered slots. */
    interval: z.coerce.number().int().min(5).max(240).default(30),
  })
  .refine((v) => v.end_date >= v.start_date, {
    message: 'End date must be on or after the start date',
    path: ['end_date'],
  })
  .refine((v) => (Date.parse(v.end_date) - Date.parse(v.start_date)) / DAY_MS + 1 <= MAX_SCHEDULE_DAYS, {
    message: `The date range cannot be longer than ${MAX_SCHEDULE_DAYS} days`,
    path: ['end_date'],
  })

/** POST /wildcard/auth/accept-invitation: the invited employee chooses a password. */
export const acceptInvitation = z
  .object({ email, token: z.string().trim().min(20).max(200), password: newPassword, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] })

/** POST /wildcard/auth/confirm-email: the token of the link mailed to a new address. */
export const confirmEmail = z.object({ token: z.string().trim().min(20).max(300) })

export type EmployeeInput = z.infer<typeof employeeInput>
export type EmployeeListQuery = z.infer<typeof employeeListQuery>
export type WorkingHoursInput = z.infer<typeof workingHours>
export type InterviewerScheduleQuery = z.infer<typeof interviewerScheduleQuery>
