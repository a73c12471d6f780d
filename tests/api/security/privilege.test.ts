import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { candidates, employeeRoles, employees, outboxEmails } from '../../../worker/db/schema'
import { as, call, db, HOST, lastMailTo, seed, signIn } from '../../setup/http'
import { acmeRole, acmeStaff, businessBySlug, employeeIn, linkMailedTo } from './helpers'

beforeAll(seed)

const PEOPLE_OPS = [
  'employees.view',
  'employees.create',
  'employees.update',
  'employees.change_status',
  'employees.delete',
  'employee_roles.view',
  'employee_roles.create',
  'settings.view',
  'settings.manage',
]

const body = (e: typeof employees.$inferSelect, overrides: Record<string, unknown> = {}) => ({
  first_name: e.firstName,
  last_name: e.lastName,
  email: e.email,
  role_id: e.roleId,
  is_business_admin: e.isBusinessAdmin,
  ...overrides,
})

const reread = async (id: string) => (await db().query.employees.findFirst({ where: eq(employees.id, id) }))!
const mailsTo = (to: string) => db().$count(outboxEmails, eq(outboxEmails.to, to))

/** Issue 11, finding 2: nobody edits an account with more power than their own, nor their own. */
describe('a non-admin with employees.update', () => {
  it('cannot take over the business admin by changing their e-mail (403, nothing changes, nothing mailed)', async () => {
    const manager = await acmeStaff((await acmeRole('People ops', PEOPLE_OPS)).id, 'peopleops')
    const owner = await employeeIn('acme', 'owner@acme.example')
    const before = await mailsTo(manager.email)
    const res = await call(HOST.acme, 'PUT', `/wildcard/employees/${owner.id}`, {
      cookie: manager.cookie,
      body: body(owner, { email: manager.email.replace('@', '+x@') }),
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You cannot change the account of a business admin.')
    expect(await reread(owner.id)).toMatchObject({ email: 'owner@acme.example', pendingEmail: null })
    expect(await mailsTo(manager.email.replace('@', '+x@'))).toBe(0)
    expect(await mailsTo(manager.email)).toBe(before)
  })

  it('cannot edit, deactivate, delete or re-invite someone whose role holds permissions they lack', async () => {
    const manager = await acmeStaff((await acmeRole('People ops', PEOPLE_OPS)).id, 'peopleops')
    const recruiter = await employeeIn('acme', 'recruiter@acme.example')
    const expected = 'You cannot change the account of someone whose role holds permissions you do not have.'
    for (const [method, path, payload] of [
      ['PUT', `/wildcard/employees/${recruiter.id}`, body(recruiter, { first_name: 'Renamed' })],
      ['PUT', `/wildcard/employees/${recruiter.id}/status`, { status: 'inactive' }],
      ['DELETE', `/wildcard/employees/${recruiter.id}`, undefined],
      ['POST', `/wildcard/employees/${recruiter.id}/resend-invitation`, undefined],
    ] as const) {
      const res = await call(HOST.acme, method, path, { cookie: manager.cookie, body: payload })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.message).toBe(expected)
    }
    expect(await reread(recruiter.id)).toMatchObject({ firstName: recruiter.firstName, status: 'active' })
  })

  it('cannot give anyone (themselves included) a role with permissions they lack, nor change their own role', async () => {
    const peopleOps = await acmeRole('People ops', PEOPLE_OPS)
    const manager = await acmeStaff(peopleOps.id, 'peopleops')
    const recruiterRole = (await db().query.employeeRoles.findFirst({
      where: and(eq(employeeRoles.businessId, (await businessBySlug('acme')).id), eq(employeeRoles.name, 'Recruiter')),
    }))!
    const viewer = await acmeStaff((await acmeRole('Viewer', ['employees.view'])).id, 'viewer')

    const stronger = await call(HOST.acme, 'PUT', `/wildcard/employees/${viewer.row.id}`, {
      cookie: manager.cookie,
      body: body(viewer.row, { role_id: recruiterRole.id }),
    })
    expect(stronger.status).toBe(403)
    expect(stronger.body.message).toBe('You cannot give a role that holds permissions you do not have.')
    const created = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie: manager.cookie,
      body: { first_name: 'New', email: 'new-hire@acme.example', role_id: recruiterRole.id },
    })
    expect(created.status).toBe(403)
    expect(await db().$count(employees, eq(employees.email, 'new-hire@acme.example'))).toBe(0)

    const own = await call(HOST.acme, 'PUT', `/wildcard/employees/${manager.row.id}`, {
      cookie: manager.cookie,
      body: body(manager.row, { role_id: (await acmeRole('Narrow', ['employees.view'])).id }),
    })
    expect(own.status).toBe(403)
    expect(own.body.message).toBe('You cannot change your own role, status or admin rights.')
    expect((await reread(manager.row.id)).roleId).toBe(peopleOps.id)

    // A weaker or equal account, with a role the manager could hold: allowed.
    const fine = await call(HOST.acme, 'PUT', `/wildcard/employees/${viewer.row.id}`, {
      cookie: manager.cookie,
      body: body(viewer.row, { role_id: peopleOps.id, designation: 'Coordinator' }),
    })
    expect(fine.status).toBe(200)
    expect(fine.body.data).toMatchObject({ role_id: peopleOps.id, designation: 'Coordinator' })
  })

  it('cannot widen roles beyond their own permissions, nor edit their own role', async () => {
    const peopleOps = await acmeRole('People ops', PEOPLE_OPS)
    const manager = await acmeStaff(peopleOps.id, 'peopleops')
    const weak = await acmeRole('Weak', ['employees.view'])

    const self = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie: manager.cookie,
      body: { role_id: peopleOps.id, permission_keys: [...PEOPLE_OPS, 'transactions.manage'] },
    })
    expect(self.status).toBe(403)
    expect(self.body.message).toBe('You cannot change the permissions of your own role.')
    const widen = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie: manager.cookie,
      body: { role_id: weak.id, permission_keys: ['employees.view', 'transactions.manage'] },
    })
    expect(widen.status).toBe(403)
    expect(widen.body.message).toBe(
      'You cannot grant permissions you do not have: transactions.manage, transactions.view.',
    )
    const created = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
      cookie: manager.cookie,
      body: { name: 'Sneaky', permission_keys: ['candidates.view'] },
    })
    expect(created.status).toBe(403)
    expect(await db().$count(employeeRoles, eq(employeeRoles.name, 'Sneaky'))).toBe(0)
    // Within their own permissions they may shape another role.
    const fine = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie: manager.cookie,
      body: { role_id: weak.id, permission_keys: ['employees.view', 'employees.update'] },
    })
    expect(fine.status).toBe(200)
  })
})

describe('changing someone’s e-mail', () => {
  it('waits for the new address to confirm, tells the old one, and only then takes effect', async () => {
    const owner = await as.acmeOwner()
    const priya = await employeeIn('acme', 'priya.raman@acme.example')
    const res = await call(HOST.acme, 'PUT', `/wildcard/employees/${priya.id}`, {
      cookie: owner,
      body: body(priya, { email: 'priya@newmail.example' }),
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'Employee updated. We sent a confirmation link to priya@newmail.example; the e-mail changes once it is confirmed.',
    )
    expect(res.body.data).toMatchObject({ email: 'priya.raman@acme.example', pending_email: 'priya@newmail.example' })
    const notice = (await lastMailTo('priya.raman@acme.example'))!
    expect(notice.subject).toBe('Your e-mail address at Acme Corporation is being changed')
    expect(notice.html).toContain('priya@newmail.example')

    // Until confirmed the old address still signs in; the new one does not exist yet.
    expect((await reread(priya.id)).email).toBe('priya.raman@acme.example')
    const link = await linkMailedTo('priya@newmail.example', '/auth/confirm-email')
    expect(link.origin).toBe('http://acme.localhost:8787')
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!
    // Opened while signed in to the account itself, with its current address: not by anyone else.
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', { body: { token } })).status).toBe(401)
    const other = await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', { cookie: owner, body: { token } })
    expect(other.status).toBe(403)
    expect(other.body.message).toBe(
      'This link confirms the e-mail of another account. Sign in to that account, then open the link again.',
    )
    const priyaSession = await signIn(HOST.acme, 'priya.raman@acme.example', 'Staff@12345')
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', {
          cookie: priyaSession,
          body: { token: 'short' },
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', {
          cookie: priyaSession,
          body: { token: `${priya.id}.${'x'.repeat(43)}` },
        })
      ).status,
    ).toBe(400)
    const confirmed = await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', {
      cookie: priyaSession,
      body: { token },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe('Your e-mail address is now priya@newmail.example.')
    expect(await reread(priya.id)).toMatchObject({ email: 'priya@newmail.example', pendingEmail: null })
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', { cookie: priyaSession, body: { token } })).status,
    ).toBe(400)
    expect(await signIn(HOST.acme, 'priya@newmail.example', 'Staff@12345')).toBeTruthy()
  })

  it('stays pending through other edits, and setting the current address back cancels it', async () => {
    const owner = await as.acmeOwner()
    const sofia = await employeeIn('acme', 'sofia.alvarez@acme.example')
    await call(HOST.acme, 'PUT', `/wildcard/employees/${sofia.id}`, {
      cookie: owner,
      body: body(sofia, { email: 'sofia@elsewhere.example' }),
    })
    const link = await linkMailedTo('sofia@elsewhere.example', '/auth/confirm-email')
    const mails = await mailsTo('sofia@elsewhere.example')
    // The form sends the pending address back with other edits: still pending, nothing re-sent.
    const edit = await call(HOST.acme, 'PUT', `/wildcard/employees/${sofia.id}`, {
      cookie: owner,
      body: body(sofia, { email: 'sofia@elsewhere.example', designation: 'Design Lead' }),
    })
    expect(edit.body.message).toBe('Employee updated successfully.')
    expect(edit.body.data).toMatchObject({
      email: sofia.email,
      pending_email: 'sofia@elsewhere.example',
      designation: 'Design Lead',
    })
    expect(await mailsTo('sofia@elsewhere.example')).toBe(mails)
    const back = await call(HOST.acme, 'PUT', `/wildcard/employees/${sofia.id}`, { cookie: owner, body: body(sofia) })
    expect(back.body.data.pending_email).toBeNull()
    const sofiaSession = await signIn(HOST.acme, sofia.email, 'Staff@12345')
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', {
          cookie: sofiaSession,
          body: { token: new URLSearchParams(link.hash.slice(1)).get('token') },
        })
      ).status,
    ).toBe(400)
    expect((await reread(sofia.id)).email).toBe(sofia.email)
  })

  it('of someone who never verified an address takes effect at once and re-sends the invitation there', async () => {
    const owner = await as.acmeOwner()
    const recruiterRole = (await db().query.employeeRoles.findFirst({
      where: and(eq(employeeRoles.businessId, (await businessBySlug('acme')).id), eq(employeeRoles.name, 'Recruiter')),
    }))!
    const created = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie: owner,
      body: { first_name: 'Typo', email: 'tpyo@acme.example', role_id: recruiterRole.id },
    })
    expect(created.status).toBe(201)
    const fixed = await call(HOST.acme, 'PUT', `/wildcard/employees/${created.body.data.id}`, {
      cookie: owner,
      body: { first_name: 'Typo', email: 'typo@acme.example', role_id: recruiterRole.id },
    })
    expect(fixed.status).toBe(200)
    expect(fixed.body.data).toMatchObject({ email: 'typo@acme.example', pending_email: null, invitation_pending: true })
    expect((await lastMailTo('typo@acme.example'))!.template).toBe('employee.invitation')
  })
})

describe('a candidate with a portal account', () => {
  it('keeps the e-mail they sign in with: staff cannot re-address it and reset their password', async () => {
    const recruiter = await as.acmeRecruiter()
    const candidate = (await db().query.candidates.findFirst({
      where: eq(candidates.email, 'candidate@acme.example'),
    }))!
    const res = await call(HOST.acme, 'PUT', `/wildcard/candidates/${candidate.id}`, {
      cookie: recruiter,
      body: { email: 'recruiter+cand@acme.example' },
    })
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual([
      {
        field: 'email',
        message: `${candidate.firstName} ${candidate.lastName} signs in to the candidate portal with this e-mail; only they can change it.`,
      },
    ])
    expect((await db().query.candidates.findFirst({ where: eq(candidates.id, candidate.id) }))!.email).toBe(
      'candidate@acme.example',
    )
  })
})
