import { type Context, Hono } from 'hono'
import { employees } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { ApiError } from '../../lib/errors'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { statusInput } from '../../schemas/org-common'
import { toFieldErrors } from '../../schemas/zod'
import { employeeDelete, employeeInput, employeeListQuery, interviewerScheduleQuery } from './employees.schema'
import {
  createEmployee,
  employeeOptions,
  getEmployee,
  listEmployees,
  resendInvitation,
  setEmployeeStatus,
  updateEmployee,
} from './employees.service'
import { interviewerSchedule } from './interviewer-schedule.service'
import { deleteEmployee, employeeDependency } from './removal.service'

/** Who may pick a colleague in a form elsewhere: interviewers, hiring managers, assignees. */
const PICKERS = [
  'interviews.view',
  'interviews.schedule',
  'interviews.update',
  'opportunities.create',
  'opportunities.update',
  'candidates.update',
  'job_requests.approve',
  'candidates.comment',
  // The analytics filters' recruiter picker.
  'analytics.view',
] as const
const own = owned(employees, 'Employee')

/** DELETE takes `reassign_to` in the query or in a JSON body. */
async function reassignTarget(c: Pick<Context, 'req'>, fromQuery: string | undefined) {
  if (fromQuery) return fromQuery
  const raw = await c.req.text()
  if (!raw.trim()) return null
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.')
  }
  const parsed = employeeDelete.safeParse(body)
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error.issues)
    throw new ApiError(422, errors[0]?.message ?? 'The request is not valid.', errors)
  }
  return parsed.data.reassign_to || null
}

/** /wildcard/employees: the business's staff, their invitations, schedules and removal. */
export const employeeRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('employees.view'), validate('query', employeeListQuery), async (c) =>
    ok(c, 'Employees fetched.', await listEmployees(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('employees.create'), validate('json', employeeInput), async (c) => {
    const employee = await createEmployee(c.var, c.req.valid('json'))
    return created(c, `Employee created. An invitation was sent to ${employee.email}.`, employee)
  })
  .get('/options/all', staffCan('employees.view', ...PICKERS), async (c) =>
    ok(c, 'Employees fetched.', await employeeOptions(c.var)),
  )
  .get(
    '/interviewer-schedule/:id',
    staffCan('interviews.schedule', 'interviews.update', 'employees.view'),
    own,
    validate('query', interviewerScheduleQuery),
    async (c) =>
      ok(c, 'Available slots fetched.', await interviewerSchedule(c.var, c.req.param('id'), c.req.valid('query'))),
  )
  .get('/:id', staffCan('employees.view'), own, async (c) =>
    ok(c, 'Employee fetched.', await getEmployee(c.var, c.req.param('id'))),
  )
  .put('/:id', staffCan('employees.update'), own, validate('json', employeeInput), async (c) => {
    const { employee, email } = await updateEmployee(c.var, c.req.param('id'), c.req.valid('json'))
    const message =
      email.change === 'pending'
        ? `Employee updated. We sent a confirmation link to ${email.to}; the e-mail changes once it is confirmed.`
        : email.change === 'reinvited'
          ? `Employee updated. A new invitation was sent to ${email.to}.`
          : 'Employee updated successfully.'
    return ok(c, message, employee)
  })
  .put('/:id/status', staffCan('employees.change_status'), own, validate('json', statusInput), async (c) => {
    const { status, reason } = c.req.valid('json')
    const employee = await setEmployeeStatus(c.var, c.req.param('id'), status, reason)
    return ok(
      c,
      status === 'active'
        ? `${employee.name} is active again.`
        : `${employee.name} was deactivated and signed out everywhere.`,
      employee,
    )
  })
  .get('/:id/dependency', staffCan('employees.view'), own, async (c) =>
    ok(c, 'Employee dependencies fetched.', await employeeDependency(c.var, c.req.param('id'))),
  )
  .delete('/:id', staffCan('employees.delete'), own, validate('query', employeeDelete), async (c) => {
    const target = await reassignTarget(c, c.req.valid('query').reassign_to || undefined)
    const result = await deleteEmployee(c.var, c.req.param('id'), target)
    const moved = result.reassignedTo ? ` Their open work now belongs to ${result.reassignedTo.name}.` : ''
    return ok(
      c,
      result.outcome === 'deleted'
        ? `${result.name} was deleted.${moved}`
        : `${result.name} was removed; their past activity is kept anonymised.${moved}`,
      result,
    )
  })
  // Outside the contract: send a fresh invitation (the earlier link stops working).
  .post('/:id/resend-invitation', staffCan('employees.create', 'employees.update'), own, async (c) => {
    const sent = await resendInvitation(c.var, c.req.param('id'))
    return ok(c, `A new invitation was sent to ${sent.email}.`, sent)
  })
