import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditLogs,
  businesses,
  departments,
  employeeRoles,
  employees,
  interviews,
  opportunities,
  plans,
  sessions,
  statusHistories,
} from '../../../worker/db/schema'
import { as, call, db, HOST, lastMailTo, seed } from '../../setup/http'
import { businessId, employeeByEmail, signInAs, unique } from './helpers'

beforeAll(seed)

const roleId = async (slug: 'acme' | 'globex', name?: string) =>
  (await db().query.employeeRoles.findFirst({
    where: and(eq(employeeRoles.businessId, await businessId(slug)), name ? eq(employeeRoles.name, name) : undefined),
  }))!.id

const newEmployee = async (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Alex',
  last_name: 'Morgan',
  email: `${crypto.randomUUID().slice(0, 8)}@acme.example`,
  phone: '+1 (212) 555-0199',
  role_id: await roleId('acme', 'Recruiter'),
  designation: 'Recruiting Coordinator',
  ...overrides,
})

describe('employees: list and read', () => {
  it('lists 12 a page with role, department and branch, and searches and filters', async () => {
    const cookie = await as.acmeOwner()
    const res = await call(HOST.acme, 'GET', '/wildcard/employees', { cookie })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ limit: 12, page: 1, count: 6 })
    const ryan = res.body.data.rows.find((e: { email: string }) => e.email === 'recruiter@acme.example')
    expect(ryan).toMatchObject({
      name: 'Ryan Patel',
      role: { name: 'Recruiter' },
      department: { name: 'People Operations' },
      branch: { name: 'New York HQ', timezone: 'America/New_York' },
      invitation_pending: false,
    })
    expect(ryan).not.toHaveProperty('password_hash')
    const byPhone = await call(HOST.acme, 'GET', '/wildcard/employees?search=555-0104', { cookie })
    expect(byPhone.body.data.rows.map((e: { name: string }) => e.name)).toEqual(['Priya Raman'])
    const byRole = await call(
      HOST.acme,
      'GET',
      `/wildcard/employees?role_id=${await roleId('acme', 'Hiring Manager')}`,
      { cookie },
    )
    expect(byRole.body.data.count).toBe(3)
    const byBranch = await call(HOST.acme, 'GET', `/wildcard/employees?branch_id=${ryan.branch.id}&search=ryan`, {
      cookie,
    })
    expect(byBranch.body.data.rows).toHaveLength(1)
    const options = await call(HOST.acme, 'GET', '/wildcard/employees/options/all', { cookie })
    expect(options.body.data).toContainEqual(expect.objectContaining({ value: ryan.id, label: 'Ryan Patel' }))
    expect((await call(HOST.acme, 'GET', `/wildcard/employees/${ryan.id}`, { cookie })).body.data.email).toBe(
      'recruiter@acme.example',
    )
  })

  it('answers 401, 403 to the recruiter and 404 for a Globex employee', async () => {
    expect((await call(HOST.acme, 'GET', '/wildcard/employees')).status).toBe(401)
    const recruiter = await as.acmeRecruiter()
    const denied = await call(HOST.acme, 'GET', '/wildcard/employees', { cookie: recruiter })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to view employees.')
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/employees', { cookie: recruiter, body: await newEmployee() })).status,
    ).toBe(403)
    const oliver = await employeeByEmail('globex', 'owner@globex.example')
    const oliverSessions = () =>
      db().$count(
        sessions,
        and(eq(sessions.principalKind, 'employee'), eq(sessions.principalId, oliver.id), isNull(sessions.revokedAt)),
      )
    const liveSessions = await oliverSessions()
    const owner = await as.acmeOwner()
    for (const [method, path, body] of [
      ['GET', `/wildcard/employees/${oliver.id}`, undefined],
      ['PUT', `/wildcard/employees/${oliver.id}`, await newEmployee()],
      ['PUT', `/wildcard/employees/${oliver.id}/status`, { status: 'inactive' }],
      ['GET', `/wildcard/employees/${oliver.id}/dependency`, undefined],
      ['DELETE', `/wildcard/employees/${oliver.id}`, undefined],
      [
        'GET',
        `/wildcard/employees/interviewer-schedule/${oliver.id}?start_date=2030-01-07&end_date=2030-01-08`,
        undefined,
      ],
    ] as const) {
      const res = await call(HOST.acme, method, path, { cookie: owner, body })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    // Re-read Globex's owner: not edited, deactivated, deleted or signed out.
    expect(await employeeByEmail('globex', 'owner@globex.example')).toEqual(oliver)
    expect(await oliverSessions()).toBe(liveSessions)
  })
})

describe('employees: create and update', () => {
  it('creates an employee and e-mails a set-password invitation on the business host', async () => {
    const cookie = await as.acmeOwner()
    const input = await newEmployee()
    const res = await call(HOST.acme, 'POST', '/wildcard/employees', { cookie, body: input })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(`Employee created. An invitation was sent to ${input.email}.`)
    expect(res.body.data).toMatchObject({
      email: input.email,
      status: 'active',
      invitation_pending: true,
      role: { name: 'Recruiter' },
      working_hours: { '1': [{ start: '09:00', end: '17:00' }] },
    })
    const mail = await lastMailTo(input.email)
    expect(mail).toMatchObject({
      subject: 'You are invited to join Acme Corporation on Hirely',
      template: 'employee.invitation',
    })
    expect(mail!.html).toMatch(
      /href="http:\/\/acme\.localhost:8787\/auth\/accept-invitation\?email=[^"&#]+#token=[\w-]{20,}"/,
    )
    expect(mail!.html).toContain('Olivia Bennett invited you')
    const history = await db().query.statusHistories.findMany({ where: eq(statusHistories.entityId, res.body.data.id) })
    expect(history.map((h) => h.toStatus)).toEqual(['active'])
  })

  it('refuses a role, department or branch of another business (422) and a duplicate e-mail (409)', async () => {
    const cookie = await as.acmeOwner()
    const globexDept = (await db().query.departments.findFirst({
      where: eq(departments.businessId, await businessId('globex')),
    }))!
    const res = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie,
      body: await newEmployee({ role_id: await roleId('globex'), department_id: globexDept.id }),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([
      { field: 'role_id', message: 'Role not found.' },
      { field: 'department_id', message: 'Department not found.' },
    ])
    const dup = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie,
      body: await newEmployee({ email: 'Marcus.Chen@acme.example' }),
    })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('An employee with the e-mail marcus.chen@acme.example already exists.')
    const invalid = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie,
      body: { first_name: '', email: 'not-an-email', role_id: '' },
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: 'Please enter First name' },
        { field: 'email', message: 'Email is not a valid email' },
      ]),
    )
    const hours = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie,
      body: await newEmployee({ working_hours: { '1': [{ start: '17:00', end: '09:00' }] } }),
    })
    expect(hours.status).toBe(422)
  })

  it('holds creation to the plan’s employee limit', async () => {
    const globexId = await businessId('globex')
    const free = (await db().query.plans.findFirst({ where: eq(plans.isFree, true) }))!
    await db().update(businesses).set({ planId: free.id }).where(eq(businesses.id, globexId))
    const cookie = await as.globexOwner()
    const role = await roleId('globex')
    const add = () =>
      call(HOST.globex, 'POST', '/wildcard/employees', {
        cookie,
        body: { first_name: 'Temp', email: `${crypto.randomUUID().slice(0, 8)}@globex.example`, role_id: role },
      })
    expect((await add()).status).toBe(201)
    const over = await add()
    expect(over.status).toBe(403)
    expect(over.body.message).toBe(`Your ${free.name} plan allows 3 employees. Upgrade your plan to add more.`)
  })

  it('updates an employee; only business admins grant admin rights', async () => {
    const cookie = await as.acmeOwner()
    const priya = await employeeByEmail('acme', 'priya.raman@acme.example')
    const res = await call(HOST.acme, 'PUT', `/wildcard/employees/${priya.id}`, {
      cookie,
      body: {
        first_name: 'Priya',
        last_name: 'Raman',
        email: priya.email,
        role_id: priya.roleId,
        designation: 'Principal Engineer',
        working_hours: { '2': [{ start: '10:00', end: '14:00' }] },
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      designation: 'Principal Engineer',
      working_hours: { '2': [{ start: '10:00', end: '14:00' }] },
    })
    const taken = await call(HOST.acme, 'PUT', `/wildcard/employees/${priya.id}`, {
      cookie,
      body: { first_name: 'Priya', email: 'owner@acme.example', role_id: priya.roleId },
    })
    expect(taken.status).toBe(409)
    const owner = await employeeByEmail('acme', 'owner@acme.example')
    const selfDemote = await call(HOST.acme, 'PUT', `/wildcard/employees/${owner.id}`, {
      cookie,
      body: { first_name: 'Olivia', email: owner.email, role_id: priya.roleId, is_business_admin: false },
    })
    expect(selfDemote.status).toBe(409)
  })
})

describe('employees: status', () => {
  it('deactivates (ending the employee’s sessions) and reactivates with history', async () => {
    const owner = await as.acmeOwner()
    const priyaSession = await signInAs('priya.raman@acme.example')
    const priya = await employeeByEmail('acme', 'priya.raman@acme.example')
    const off = await call(HOST.acme, 'PUT', `/wildcard/employees/${priya.id}/status`, {
      cookie: owner,
      body: { status: 'inactive' },
    })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('Priya Raman was deactivated and signed out everywhere.')
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: priyaSession })).status).toBe(401)
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/employees/${priya.id}/status`, {
          cookie: owner,
          body: { status: 'inactive' },
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/employees/${priya.id}/status`, {
          cookie: owner,
          body: { status: 'active' },
        })
      ).status,
    ).toBe(200)
    const history = await db().query.statusHistories.findMany({
      where: and(eq(statusHistories.entity, 'employee'), eq(statusHistories.entityId, priya.id)),
      orderBy: statusHistories.createdAt,
    })
    expect(history.map((h) => h.toStatus)).toEqual(['inactive', 'active'])
  })

  it('never deactivates yourself nor the last active business admin', async () => {
    const owner = await as.acmeOwner()
    const me = await employeeByEmail('acme', 'owner@acme.example')
    const self = await call(HOST.acme, 'PUT', `/wildcard/employees/${me.id}/status`, {
      cookie: owner,
      body: { status: 'inactive' },
    })
    expect(self.status).toBe(409)
    expect(self.body.message).toBe('You cannot deactivate your own account.')
    // A people manager whose role may change statuses still cannot remove the last admin.
    const roleRes = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
      cookie: owner,
      body: { name: unique('People manager'), permission_keys: ['employees.change_status', 'employees.delete'] },
    })
    const marcus = await employeeByEmail('acme', 'marcus.chen@acme.example')
    await db().update(employees).set({ roleId: roleRes.body.data.id }).where(eq(employees.id, marcus.id))
    const manager = await signInAs('marcus.chen@acme.example')
    const last = await call(HOST.acme, 'PUT', `/wildcard/employees/${me.id}/status`, {
      cookie: manager,
      body: { status: 'inactive' },
    })
    expect(last.status).toBe(409)
    expect(last.body.message).toBe(
      'Olivia Bennett is the last active business admin and cannot be deactivated. Make someone else a business admin first.',
    )
    expect((await call(HOST.acme, 'DELETE', `/wildcard/employees/${me.id}`, { cookie: manager })).status).toBe(409)
  })
})

describe('employees: dependency and delete', () => {
  it('shows what would be orphaned, refuses to orphan it, and moves it all to the chosen colleague', async () => {
    const cookie = await as.acmeOwner()
    const sofia = await employeeByEmail('acme', 'sofia.alvarez@acme.example')
    const marcus = await employeeByEmail('acme', 'marcus.chen@acme.example')
    const dep = await call(HOST.acme, 'GET', `/wildcard/employees/${sofia.id}/dependency`, { cookie })
    expect(dep.status).toBe(200)
    expect(dep.body.data.counts.interviews).toBeGreaterThan(0)
    expect(dep.body.data.counts.opportunities).toBeGreaterThan(0)
    expect(dep.body.data).toMatchObject({ requires_reassignment: true, employee: { name: 'Sofia Alvarez' } })
    expect(dep.body.data.interviews[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        candidate_name: expect.any(String),
        scheduled_at: expect.any(String),
      }),
    )

    const refused = await call(HOST.acme, 'DELETE', `/wildcard/employees/${sofia.id}`, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Sofia Alvarez still has \d+ open interviews? and \d+ job openings?\. Choose an active employee to reassign them to before deleting\.$/,
    )
    const self = await call(HOST.acme, 'DELETE', `/wildcard/employees/${sofia.id}?reassign_to=${sofia.id}`, { cookie })
    expect(self.status).toBe(422)
    expect(self.body.errors).toEqual([
      { field: 'reassign_to', message: 'Reassign to must be another active employee of this business.' },
    ])
    const foreign = await employeeByEmail('globex', 'owner@globex.example')
    expect(
      (
        await call(HOST.acme, 'DELETE', `/wildcard/employees/${sofia.id}`, {
          cookie,
          body: { reassign_to: foreign.id },
        })
      ).status,
    ).toBe(422)

    const openInterviewIds = dep.body.data.interviews.map((i: { id: string }) => i.id)
    const done = await call(HOST.acme, 'DELETE', `/wildcard/employees/${sofia.id}`, {
      cookie,
      body: { reassign_to: marcus.id },
    })
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({
      outcome: 'anonymised',
      reassigned_to: { id: marcus.id, name: 'Marcus Chen' },
    })
    for (const id of openInterviewIds) {
      const row = (await db().query.interviews.findFirst({ where: eq(interviews.id, id) }))!
      expect(row.interviewerIds).toContain(marcus.id)
      expect(row.interviewerIds).not.toContain(sofia.id)
    }
    const managed = await db().query.opportunities.findMany({ where: eq(opportunities.hiringManagerId, sofia.id) })
    expect(managed.every((o) => o.status === 'closed' || o.status === 'filled')).toBe(true)
    const after = (await db().query.employees.findFirst({ where: eq(employees.id, sofia.id) }))!
    expect(after).toMatchObject({
      status: 'inactive',
      firstName: 'Former employee',
      lastName: 'S.A.',
      phone: null,
      passwordHash: null,
    })
    expect(after.email).toMatch(/@removed\.invalid$/)
    const list = await call(HOST.acme, 'GET', '/wildcard/employees?search=former', { cookie })
    expect(list.body.data.count).toBe(0)
    const audit = await db().query.auditLogs.findFirst({
      where: and(eq(auditLogs.entityId, sofia.id), eq(auditLogs.action, 'employee.anonymised')),
    })
    expect(audit?.details).toMatchObject({ reassignedTo: marcus.id })
  })

  it('deletes outright an employee nothing references', async () => {
    const cookie = await as.acmeOwner()
    const id = (await call(HOST.acme, 'POST', '/wildcard/employees', { cookie, body: await newEmployee() })).body.data
      .id
    const dep = await call(HOST.acme, 'GET', `/wildcard/employees/${id}/dependency`, { cookie })
    expect(dep.body.data).toMatchObject({ total: 0, requires_reassignment: false })
    const res = await call(HOST.acme, 'DELETE', `/wildcard/employees/${id}`, { cookie })
    expect(res.status).toBe(200)
    expect(res.body.data.outcome).toBe('deleted')
    expect(await db().query.employees.findFirst({ where: eq(employees.id, id) })).toBeUndefined()
    expect(
      (
        await call(
          HOST.acme,
          'DELETE',
          `/wildcard/employees/${(await employeeByEmail('acme', 'owner@acme.example')).id}`,
          { cookie },
        )
      ).body.message,
    ).toBe('You cannot delete your own account.')
  })
})
