import { and, asc, desc, eq, ne, notLike, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businessBranches, departments, employeeRoles, employees } from '../../db/schema'
import type { ActiveState } from '../../db/schema/columns'
import { ApiError, conflict, type FieldError, forbidden, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { assertMayGiveRole, assertMayManage, type Caller, callerOf } from '../../services/access/power'
import { auditedBy, auditInsert } from '../../services/audit'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { isUniqueViolation, orNull } from '../../services/org-helpers'
import { assertWithinLimit } from '../../services/plan-limits'
import { revokeSessionsOf } from '../../services/sessions'
import { historyInsert } from '../../services/status-history'
import { assertEmailFree, cancelEmailChange, emailTaken, requestEmailChange } from './email-change.service'
import { DEFAULT_WORKING_HOURS, type EmployeeInput, type EmployeeListQuery } from './employees.schema'
import { sendInvitation } from './invitations.service'

/** Removed employees whose history keeps them are anonymised to an address here (see employee-removal.ts). */
export const REMOVED_EMAIL_DOMAIN = 'removed.invalid'
export const notRemoved = () => notLike(employees.email, `%@${REMOVED_EMAIL_DOMAIN}`)

export type EmployeeRow = typeof employees.$inferSelect
/** Who is asking, with what they may do (who may act on whom: access/power.ts). */
export { type Caller, callerOf } from '../../services/access/power'

const mine = (businessId: string, id: string) => and(eq(employees.businessId, businessId), eq(employees.id, id))

const fullName = (e: Pick<EmployeeRow, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`.trim()

/** What the API tells about an employee: never secrets; whether the invitation is still open. */
function present(e: EmployeeRow, refs: { role: Ref; department: Ref; branch: (Ref & { timezone: string }) | null }) {
  const { passwordHash, googleSub: _g, ...rest } = e
  return {
    ...rest,
    name: fullName(e),
    invitationPending: !passwordHash && !e.googleSub && e.status === 'active',
    ...refs,
  }
}
type Ref = { id: string; name: string } | null

const ref = (id: string | null, name: string | null): Ref => (id && name !== null ? { id, name } : null)

function selectWithRefs(db: Db) {
  return db
    .select({
      employee: employees,
      roleName: employeeRoles.name,
      departmentName: departments.name,
      branchName: businessBranches.name,
      branchTimezone: businessBranches.timezone,
    })
    .from(employees)
    .leftJoin(employeeRoles, eq(employeeRoles.id, employees.roleId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(businessBranches, eq(businessBranches.id, employees.branchId))
}

type Joined = {
  employee: EmployeeRow
  roleName: string | null
  departmentName: string | null
  branchName: string | null
  branchTimezone: string | null
}
const presentJoined = (r: Joined) =>
  present(r.employee, {
    role: ref(r.employee.roleId, r.roleName),
    department: ref(r.employee.departmentId, r.departmentName),
    branch:
      r.employee.branchId && r.branchName !== null
        ? { id: r.employee.branchId, name: r.branchName, timezone: r.branchTimezone ?? 'UTC' }
        : null,
  })

const SORTS = {
  name: employees.firstName,
  email: employees.email,
  status: employees.status,
  created_at: employees.createdAt,
  joined_on: employees.joinedOn,
} as const

export async function listEmployees({ db, business }: BusinessScope, q: EmployeeListQuery) {
  const businessId = business.id
  const where = and(
    eq(employees.businessId, businessId),
    notRemoved(),
    q.status ? eq(employees.status, q.status) : undefined,
    q.role_id ? eq(employees.roleId, q.role_id) : undefined,
    q.department_id ? eq(employees.departmentId, q.department_id) : undefined,
    q.branch_id ? eq(employees.branchId, q.branch_id) : undefined,
    matchesText(
      q.search,
      sql`(${employees.firstName} || ' ' || ${employees.lastName})`,
      employees.email,
      employees.phone,
      employees.employeeCode,
    ),
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? employees.createdAt
  const [rows, count] = await Promise.all([
    selectWithRefs(db)
      .where(where)
      .orderBy(
        ...(q.sort
          ? [q.order === 'asc' ? asc(column) : desc(column)]
          : [asc(employees.firstName), asc(employees.lastName)]),
        asc(employees.id),
      )
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(employees, where),
  ])
  return pageOf(rows.map(presentJoined), count, q)
}

export async function getEmployee({ db, business }: BusinessScope, id: string) {
  const [row] = await selectWithRefs(db).where(mine(business.id, id))
  if (!row) throw notFound('Employee')
  return presentJoined(row)
}

export async function employeeOptions({ db, business }: BusinessScope) {
  const rows = await db.query.employees.findMany({
    where: and(eq(employees.businessId, business.id), eq(employees.status, 'active'), notRemoved()),
    columns: { id: true, firstName: true, lastName: true, email: true, designation: true },
    orderBy: [asc(employees.firstName), asc(employees.lastName)],
  })
  return rows.map((r) => ({ value: r.id, label: fullName(r), email: r.email, designation: r.designation }))
}

/** Role, department and branch must be this business's (and active when newly chosen): 422 per field otherwise. */
async function checkReferences(db: Db, businessId: string, input: EmployeeInput, current?: EmployeeRow) {
  const errors: FieldError[] = []
  const check = async (
    field: string,
    label: string,
    id: string | null | undefined,
    currentId: string | null | undefined,
    lookup: (id: string) => Promise<{ status: string } | undefined>,
  ) => {
    if (!id) return
    const row = await lookup(id)
    if (!row) errors.push({ field, message: `${label} not found.` })
    else if (row.status !== 'active' && id !== currentId) errors.push({ field, message: `${label} is inactive.` })
  }
  await Promise.all([
    check('role_id', 'Role', input.role_id, current?.roleId, (id) =>
      db.query.employeeRoles.findFirst({
        where: and(eq(employeeRoles.businessId, businessId), eq(employeeRoles.id, id)),
        columns: { status: true },
      }),
    ),
    check('department_id', 'Department', input.department_id, current?.departmentId, (id) =>
      db.query.departments.findFirst({
        where: and(eq(departments.businessId, businessId), eq(departments.id, id)),
        columns: { status: true },
      }),
    ),
    check('branch_id', 'Branch', input.branch_id, current?.branchId, (id) =>
      db.query.businessBranches.findFirst({
        where: and(eq(businessBranches.businessId, businessId), eq(businessBranches.id, id)),
        columns: { status: true },
      }),
    ),
  ])
  if (errors.length) throw new ApiError(422, errors[0]!.message, errors)
}

const fields = (input: EmployeeInput) => ({
  firstName: input.first_name,
  lastName: input.last_name ?? '',
  phone: orNull(input.phone),
  roleId: orNull(input.role_id),
  departmentId: orNull(input.department_id),
  branchId: orNull(input.branch_id),
  designation: orNull(input.designation),
  employeeCode: orNull(input.employee_code),
  joinedOn: orNull(input.joined_on),
})

/** Other active business admins than `id`: the business must always keep one. */
const otherActiveAdmins = (db: Db, businessId: string, id: string) =>
  db.$count(
    employees,
    and(
      eq(employees.businessId, businessId),
      eq(employees.isBusinessAdmin, true),
      eq(employees.status, 'active'),
      ne(employees.id, id),
    ),
  )

export async function assertNotLastAdmin(
  { db, business }: BusinessScope,
  employee: Pick<EmployeeRow, 'id' | 'isBusinessAdmin' | 'status' | 'firstName' | 'lastName'>,
  doing: string,
) {
  if (
    employee.isBusinessAdmin &&
    employee.status === 'active' &&
    (await otherActiveAdmins(db, business.id, employee.id)) === 0
  ) {
    throw conflict(
      `${fullName(employee)} is the last active business admin and cannot be ${doing}. Make someone else a business admin first.`,
    )
  }
}

/** A new employee, active, and invited by e-mail (invitations.service.ts). */
export async function createEmployee(scope: StaffScope, input: EmployeeInput) {
  const { db, business, actor } = scope
  const businessId = business.id
  const caller = await callerOf(db, businessId, actor.id)
  if (input.is_business_admin && !caller.isBusinessAdmin)
    throw forbidden('Only a business admin can make someone a business admin.')
  await assertMayGiveRole(db, businessId, caller, input.role_id)
  await checkReferences(db, businessId, input)
  await assertEmailFree(scope, input.email)
  await assertWithinLimit(db, businessId, 'employees')
  const id = newId()
  await db
    .batch([
      db.insert(employees).values({
        id,
        businessId,
        ...fields(input),
        email: input.email,
        isBusinessAdmin: input.is_business_admin ?? false,
        workingHours: input.working_hours ?? DEFAULT_WORKING_HOURS,
        status: 'active',
      }),
      historyInsert(db, { businessId, entity: 'employee', entityId: id, from: null, to: 'active', actor }),
      auditInsert(db, {
        ...auditedBy(scope),
        action: 'employee.created',
        entity: 'employee',
        entityId: id,
        details: { roleId: orNull(input.role_id) ?? null, isBusinessAdmin: input.is_business_admin ?? false },
      }),
    ])
    .catch((err) => {
      if (isUniqueViolation(err)) throw emailTaken(input.email)
      throw err
    })
  await sendInvitation(scope, id, actor.id)
  return getEmployee(scope, id)
}

/** What an update did to the e-mail: nothing, waits for the new address to confirm, or changed at once (never verified: re-invited there). */
export type EmailOutcome = { change: 'none' } | { change: 'pending'; to: string } | { change: 'reinvited'; to: string }

/**
 * Edit an employee within the caller's power (access/power.ts). A new e-mail waits for the
 * new address to confirm it (email-change.ts), except on an account whose address was never
 * verified (an open invitation): that one changes at once and the invitation goes there.
 */
export async function updateEmployee(scope: StaffScope, id: string, input: EmployeeInput) {
  const { db, business, actor } = scope
  const businessId = business.id
  const caller = await callerOf(db, businessId, actor.id)
  const current = await db.query.employees.findFirst({ where: mine(businessId, id) })
  if (!current) throw notFound('Employee')
  const makeAdmin = input.is_business_admin ?? current.isBusinessAdmin
  if (makeAdmin !== current.isBusinessAdmin) {
    if (!caller.isBusinessAdmin) throw forbidden('Only a business admin can grant or remove business admin rights.')
    if (!makeAdmin && id === caller.id) throw conflict('You cannot remove your own business admin rights.')
    if (!makeAdmin) await assertNotLastAdmin(scope, current, 'demoted')
  }
  const roleId = orNull(input.role_id)
  if (id === caller.id && roleId !== current.roleId)
    throw forbidden('You cannot change your own role, status or admin rights.')
  if (id !== caller.id) await assertMayManage(db, businessId, caller, current)
  if (roleId !== current.roleId) await assertMayGiveRole(db, businessId, caller, roleId)
  await checkReferences(db, businessId, input, current)
  // The pending address again changes nothing (the form shows it); the current one again cancels it.
  const newEmail = input.email !== current.email && input.email !== current.pendingEmail ? input.email : null
  if (newEmail) await assertEmailFree(scope, newEmail, id)
  const applyNow = !!newEmail && !current.emailVerifiedAt
  // What changed someone's access (their role, admin rights) or sign-in address goes to the audit log.
  const entry = { ...auditedBy(scope), entity: 'employee' as const, entityId: id }
  await db
    .batch([
      db
        .update(employees)
        .set({
          ...fields(input),
          ...(applyNow ? { email: newEmail, pendingEmail: null } : {}),
          isBusinessAdmin: makeAdmin,
          ...(input.working_hours ? { workingHours: input.working_hours } : {}),
        })
        .where(mine(businessId, id)),
      ...(roleId !== current.roleId
        ? [
            auditInsert(db, {
              ...entry,
              action: 'employee.role_changed',
              details: { from: current.roleId, to: roleId },
            }),
          ]
        : []),
      ...(makeAdmin !== current.isBusinessAdmin
        ? [auditInsert(db, { ...entry, action: makeAdmin ? 'employee.admin_granted' : 'employee.admin_revoked' })]
        : []),
      ...(applyNow
        ? [
            auditInsert(db, {
              ...entry,
              action: 'employee.email_changed',
              details: { from: current.email, to: newEmail, via: 'invitation' },
            }),
          ]
        : []),
    ])
    .catch((err) => {
      if (isUniqueViolation(err)) throw emailTaken(input.email)
      throw err
    })
  let email: EmailOutcome = { change: 'none' }
  if (applyNow) {
    if (current.status === 'active') await sendInvitation(scope, id, caller.id)
    email = { change: 'reinvited', to: newEmail }
  } else if (newEmail) {
    await requestEmailChange(scope, current, newEmail, caller.name)
    email = { change: 'pending', to: newEmail }
  } else if (current.pendingEmail && input.email === current.email) {
    await cancelEmailChange(scope, id)
  }
  return { employee: await getEmployee(scope, id), email }
}

/** active ⇄ inactive; deactivation ends every session of the employee. */
export async function setEmployeeStatus(scope: StaffScope, id: string, to: ActiveState, reason?: string) {
  const { db, business, actor } = scope
  const businessId = business.id
  const caller = await callerOf(db, businessId, actor.id)
  const current = await db.query.employees.findFirst({ where: mine(businessId, id) })
  if (!current) throw notFound('Employee')
  assertTransition(LIFECYCLES.activeInactive, 'employee', current.status, to)
  if (to === 'inactive') {
    if (id === caller.id) throw conflict('You cannot deactivate your own account.')
    await assertNotLastAdmin(scope, current, 'deactivated')
  } else {
    await assertWithinLimit(db, businessId, 'employees')
  }
  await assertMayManage(db, businessId, caller, current)
  await db.batch([
    db.update(employees).set({ status: to }).where(mine(businessId, id)),
    historyInsert(db, { businessId, entity: 'employee', entityId: id, from: current.status, to, reason, actor }),
    auditInsert(db, {
      ...auditedBy(scope),
      action: to === 'active' ? 'employee.activated' : 'employee.deactivated',
      entity: 'employee',
      entityId: id,
      details: reason ? { reason } : {},
    }),
  ])
  if (to === 'inactive') await revokeSessionsOf(db, 'employee', id)
  return getEmployee(scope, id)
}

/** A fresh invitation (the earlier link stops working), to an account within the caller's power. */
export async function resendInvitation(scope: StaffScope, id: string) {
  const { db, business, actor } = scope
  const businessId = business.id
  const caller = await callerOf(db, businessId, actor.id)
  const target = await db.query.employees.findFirst({
    where: mine(businessId, id),
    columns: { isBusinessAdmin: true, roleId: true },
  })
  if (!target) throw notFound('Employee')
  await assertMayManage(db, businessId, caller, target)
  return sendInvitation(scope, id, caller.id)
}
