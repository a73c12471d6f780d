/**
 * A business's audit log (issue 21: "Audit logs and impersonation controls"): every support
 * sign-in with who, when, from which IP and browser; role, permission, account and e-mail
 * changes and exports by colleagues; filters by days in the viewer's time zone, event and actor;
 * its owner's control over support access. Another business's entries never appear.
 */
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLogs, businesses, employeeRoles, employees } from '../../../worker/db/schema'
import { DEMO_ADMIN_NAME } from '../../../worker/db/seed/platform'
import { as, call, db, HOST, seed } from '../../setup/http'

const SUPPORT_IP = '203.0.113.77'
const SUPPORT_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15'

let acmeId: string
let globexId: string
let owner: string
let recruiter: string
let globex: string
let admin: string
let ownerId: string
let recruiterId: string

type Entry = {
  id: string
  created_at: string
  event: string | null
  label: string
  summary: string
  lines: string[]
  actor: { kind: string; id: string | null; name: string; email: string | null }
  signed_in_as: { id: string; name: string } | null
  ip: string | null
  user_agent: string | null
}

const list = async (query = '', cookie = owner, host: string = HOST.acme) => {
  const res = await call<{ rows: Entry[]; count: number; page: number; limit: number }>(
    host,
    'GET',
    `/wildcard/audit_logs${query}`,
    { cookie },
  )
  expect(res.status, res.body.message).toBe(200)
  return res.body.data
}

/** Platform support opens Acme's portal from the console and signs in with the link (a real browser's IP and UA). */
async function supportSignsIn() {
  const link = await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, {
    cookie: admin,
    ip: SUPPORT_IP,
    headers: { 'user-agent': SUPPORT_BROWSER },
  })
  expect(link.status, link.body.message).toBe(200)
  const session = await call(HOST.acme, 'POST', '/wildcard/auth/impersonate', {
    body: { token: link.body.data.token },
    ip: SUPPORT_IP,
    headers: { 'user-agent': SUPPORT_BROWSER },
  })
  expect(session.status, session.body.message).toBe(200)
  return session.cookie!
}

beforeAll(async () => {
  await seed()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  globexId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'globex') }))!.id
  ;[owner, recruiter, globex, admin] = await Promise.all([
    as.acmeOwner(),
    as.acmeRecruiter(),
    as.globexOwner(),
    as.admin(),
  ])
  ownerId = (await db().query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!.id
  recruiterId = (await db().query.employees.findFirst({ where: eq(employees.email, 'recruiter@acme.example') }))!.id
})

describe('GET /wildcard/audit_logs', () => {
  it('shows every support sign-in: who, as whom, when, from which IP and browser', async () => {
    const support = await supportSignsIn()
    // What support does inside the portal is support's too, signed in as the owner.
    const exported = await call(HOST.acme, 'GET', '/wildcard/candidates/export/details?format=csv', {
      cookie: support,
      ip: SUPPORT_IP,
      headers: { 'user-agent': SUPPORT_BROWSER },
    })
    expect(exported.status).toBe(200)
    const { rows, count } = await list()
    expect(count).toBeGreaterThanOrEqual(3)
    const [exportEntry, signedIn, issued] = rows
    expect(signedIn).toMatchObject({
      event: 'support_signed_in',
      label: 'Support signed in',
      summary: 'Signed in to the portal as Olivia Bennett',
      actor: { kind: 'support', name: DEMO_ADMIN_NAME, email: null },
      ip: SUPPORT_IP,
      user_agent: SUPPORT_BROWSER,
    })
    expect(issued).toMatchObject({
      event: 'support_link_issued',
      summary: 'Asked for a one-minute link to sign in as Olivia Bennett',
      actor: { kind: 'support', name: DEMO_ADMIN_NAME },
      ip: SUPPORT_IP,
    })
    expect(exportEntry).toMatchObject({
      event: 'candidates_exported',
      actor: { kind: 'support', name: DEMO_ADMIN_NAME },
      signed_in_as: { id: ownerId, name: 'Olivia Bennett' },
      user_agent: SUPPORT_BROWSER,
    })
    expect(exportEntry!.summary).toMatch(/^Exported [\d,]+ candidates as CSV$/)
    expect(Date.parse(signedIn!.created_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it("records colleagues' role, permission, account and e-mail changes, named", async () => {
    const role = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
      cookie: owner,
      body: { name: 'Sourcer', permission_keys: ['candidates.view', 'candidates.create'] },
    })
    expect(role.status, role.body.message).toBe(201)
    const changed = await call(HOST.acme, 'POST', '/wildcard/settings/nodes/bulk_update', {
      cookie: owner,
      body: { role_id: role.body.data.id, permission_keys: ['candidates.view', 'opportunities.view'] },
    })
    expect(changed.status, changed.body.message).toBe(200)
    const recruiterRow = (await db().query.employees.findFirst({ where: eq(employees.id, recruiterId) }))!
    const moved = await call(HOST.acme, 'PUT', `/wildcard/employees/${recruiterId}`, {
      cookie: owner,
      body: { first_name: 'Ryan', last_name: 'Patel', email: recruiterRow.email, role_id: role.body.data.id },
    })
    expect(moved.status, moved.body.message).toBe(200)
    const priya = (await db().query.employees.findFirst({ where: eq(employees.email, 'priya.raman@acme.example') }))!
    const off = await call(HOST.acme, 'PUT', `/wildcard/employees/${priya.id}/status`, {
      cookie: owner,
      body: { status: 'inactive', reason: 'On leave' },
    })
    expect(off.status, off.body.message).toBe(200)

    const { rows } = await list('?action=role_permissions_changed')
    expect(rows[0]).toMatchObject({
      summary: 'Changed the permissions of the role Sourcer',
      lines: ['Granted: View jobs', 'Taken away: Create candidates'],
      actor: { kind: 'staff', id: ownerId, name: 'Olivia Bennett', email: 'owner@acme.example' },
      signed_in_as: null,
    })
    expect((await list('?action=role_created')).rows[0]).toMatchObject({
      summary: 'Created the role Sourcer with 2 permissions',
      lines: ['Granted: Create candidates, View candidates'],
    })
    const recruiterRole = (await db().query.employeeRoles.findFirst({
      where: and(eq(employeeRoles.businessId, acmeId), eq(employeeRoles.name, 'Recruiter')),
    }))!
    expect(recruiterRow.roleId).toBe(recruiterRole.id)
    expect((await list('?action=employee_role_changed')).rows[0]).toMatchObject({
      summary: 'Changed the role of Ryan Patel from Recruiter to Sourcer',
    })
    expect((await list('?action=employee_status_changed')).rows[0]).toMatchObject({
      summary: 'Deactivated the account of Priya Raman',
      lines: ['Reason: On leave'],
    })
    // Put Ryan back so the other tests meet the demo's recruiter.
    await db().update(employees).set({ roleId: recruiterRole.id }).where(eq(employees.id, recruiterId))
  })

  it('filters by event, by who (support, a colleague) and pages', async () => {
    const bySupport = await list('?actor=support')
    expect(bySupport.rows.length).toBeGreaterThan(0)
    expect(bySupport.rows.every((r) => r.actor.kind === 'support')).toBe(true)
    const byOwner = await list(`?actor=${ownerId}`)
    expect(byOwner.rows.length).toBeGreaterThan(0)
    // The owner's own changes and what support did signed in as the owner are apart.
    expect(byOwner.rows.every((r) => r.actor.id === ownerId && r.actor.kind === 'staff')).toBe(true)
    const signIns = await list('?action=support_signed_in')
    expect(signIns.rows.map((r) => r.event)).toEqual(signIns.rows.map(() => 'support_signed_in'))
    const all = await list('?limit=100')
    const second = await list('?limit=2&page=2')
    expect(second).toMatchObject({ page: 2, limit: 2, count: all.count })
    expect(second.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id))
    const oldest = await list('?limit=100&order=asc')
    expect(oldest.rows.map((r) => r.id)).toEqual([...all.rows].reverse().map((r) => r.id))
  })

  it("filters by days in the viewer's time zone", async () => {
    // 23:30 UTC on 10 March 2026 is 19:30 that day in New York, 08:30 on the 11th in Tokyo.
    const [row] = await db()
      .insert(auditLogs)
      .values({
        businessId: acmeId,
        actorKind: 'employee',
        actorId: ownerId,
        action: 'candidates.exported',
        details: { format: 'xlsx', rows: 7 },
        createdAt: new Date(Date.UTC(2026, 2, 10, 23, 30)),
      })
      .returning()
    const ids = async (query: string) => (await list(query)).rows.map((r) => r.id)
    expect(await ids('?start_date=2026-03-10&end_date=2026-03-10&time_zone=America/New_York')).toEqual([row!.id])
    expect(await ids('?start_date=2026-03-10&end_date=2026-03-10&time_zone=Asia/Tokyo')).toEqual([])
    expect(await ids('?start_date=2026-03-11&end_date=2026-03-11&time_zone=Asia/Tokyo')).toEqual([row!.id])
    expect(
      await ids('?start_date=2026-03-11&time_zone=Asia/Tokyo&end_date=2026-03-11&action=support_signed_in'),
    ).toEqual([])
    // Without a time zone, the business's own (Acme: New York).
    const acme = (await db().query.businesses.findFirst({ where: eq(businesses.id, acmeId) }))!
    expect(acme.timezone).toBe('America/New_York')
    expect(await ids('?start_date=2026-03-10&end_date=2026-03-10')).toEqual([row!.id])
    expect((await list('?start_date=2026-03-10&end_date=2026-03-10')).rows[0]!.summary).toBe(
      'Exported 7 candidates as XLSX',
    )
  })

  it('refuses bad filters with 422', async () => {
    for (const query of [
      'start_date=2026-13-01',
      'start_date=2026-03-12&end_date=2026-03-10',
      'start_date=2020-01-01&end_date=2026-01-01',
      'time_zone=Mars/Olympus_Mons',
      'time_zone=%2B01:00',
      'action=deleted_everything',
      'actor=someone',
      'order=sideways',
      'page=0',
    ]) {
      const res = await call(HOST.acme, 'GET', `/wildcard/audit_logs?${query}`, { cookie: owner })
      expect(res.status, query).toBe(422)
      expect(res.body.success).toBe(false)
      expect(res.body.errors.length, query).toBeGreaterThan(0)
    }
    const backwards = await call(HOST.acme, 'GET', '/wildcard/audit_logs?start_date=2026-03-12&end_date=2026-03-10', {
      cookie: owner,
    })
    expect(backwards.body.errors).toEqual([{ field: 'end_date', message: 'End date cannot be before the start date' }])
  })

  it('is for those who hold audit_logs.view: 403 for the recruiter, 401 without a session', async () => {
    const denied = await call(HOST.acme, 'GET', '/wildcard/audit_logs', { cookie: recruiter })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to view the audit log.')
    expect((await call(HOST.acme, 'GET', '/wildcard/audit_logs/actors', { cookie: recruiter })).status).toBe(403)
    expect((await call(HOST.acme, 'GET', '/wildcard/audit_logs')).status).toBe(401)
    // A staff session of Acme is worthless on the console's list.
    expect((await call(HOST.main, 'GET', '/admin/audit_logs', { cookie: owner })).status).toBe(401)
  })

  it("keeps each business's log to itself", async () => {
    // Globex's own entry (an export by its owner).
    expect(
      (await call(HOST.globex, 'GET', '/wildcard/candidates/export/details?format=csv', { cookie: globex })).status,
    ).toBe(200)
    const globexRows = await db().query.auditLogs.findMany({ where: eq(auditLogs.businessId, globexId) })
    const acmeRows = await db().query.auditLogs.findMany({ where: eq(auditLogs.businessId, acmeId) })
    expect(globexRows.length).toBeGreaterThan(0)
    const acmeSeen = new Set((await list('?limit=100')).rows.map((r) => r.id))
    for (const r of globexRows) expect(acmeSeen.has(r.id)).toBe(false)
    const globexSeen = (await list('?limit=100', globex, HOST.globex)).rows
    expect(globexSeen.map((r) => r.id).sort()).toEqual(globexRows.map((r) => r.id).sort())
    for (const r of acmeRows) expect(globexSeen.some((g) => g.id === r.id)).toBe(false)
    // Naming someone of Acme in Globex's filter finds nothing of Acme's.
    expect((await list(`?actor=${ownerId}`, globex, HOST.globex)).rows).toEqual([])
  })
})

describe('GET /wildcard/audit_logs/actors', () => {
  it("offers support, the platform and the business's own staff, nobody else's", async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/audit_logs/actors', { cookie: owner })
    expect(res.status).toBe(200)
    const values = res.body.data.map((o: { value: string }) => o.value)
    expect(res.body.data.slice(0, 2)).toEqual([
      { value: 'support', label: 'Platform support' },
      { value: 'system', label: 'Automatic' },
    ])
    expect(values).toContain(ownerId)
    const globexStaff = await db().query.employees.findMany({ where: eq(employees.businessId, globexId) })
    for (const e of globexStaff) expect(values).not.toContain(e.id)
  })
})

describe('support access (the impersonation control)', () => {
  it('answers whether support may sign in, and how many support sessions are open', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/audit_logs/support-access', { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data.allowed).toBe(true)
    expect(res.body.data.open_support_sessions).toBeGreaterThanOrEqual(1)
  })

  it("turned off by the owner: support's sessions end, the console's links are refused, all audited", async () => {
    const support = await supportSignsIn()
    const open = (await call(HOST.acme, 'GET', '/wildcard/audit_logs/support-access', { cookie: owner })).body.data
      .open_support_sessions as number
    expect(open).toBeGreaterThanOrEqual(2) // this one and the first test's
    // Support cannot decide for the business.
    const bySupport = await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', {
      cookie: support,
      body: { allowed: false },
    })
    expect(bySupport.status).toBe(403)
    expect(bySupport.body.message).toBe("Only the business's own staff can change support access.")
    // Nor can a colleague without audit_logs.manage; nor a malformed body.
    expect(
      (
        await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', {
          cookie: recruiter,
          body: { allowed: false },
        })
      ).status,
    ).toBe(403)
    for (const body of [{}, { allowed: 'no' }, { allowed: null }]) {
      const bad = await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', { cookie: owner, body })
      expect(bad.status, JSON.stringify(body)).toBe(422)
    }
    expect((await db().query.businesses.findFirst({ where: eq(businesses.id, acmeId) }))!.supportAccess).toBe(true)

    const off = await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', {
      cookie: owner,
      body: { allowed: false },
    })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({
      message: 'Platform support access is turned off.',
      data: { allowed: false, open_support_sessions: 0 },
    })
    // The open support session has ended ...
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: support })).status).toBe(401)
    // ... and the console can no longer open the portal.
    const refused = await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, { cookie: admin })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      "Acme Corporation does not allow support access. One of its administrators can allow it on the portal's Audit log page.",
    )
    expect((await call(HOST.main, 'POST', `/admin/auth/business_login/${acmeId}`, { cookie: admin })).status).toBe(403)
    // Globex is untouched.
    expect((await db().query.businesses.findFirst({ where: eq(businesses.id, globexId) }))!.supportAccess).toBe(true)
    expect(
      (await call(HOST.main, 'POST', `/admin/businesses/${globexId}/portal_login`, { cookie: admin })).status,
    ).toBe(200)
    const [entry] = (await list('?action=support_access_changed')).rows
    expect(entry).toMatchObject({
      summary: 'Turned platform support access off',
      lines: [`Ended ${open} support sessions`],
      actor: { kind: 'staff', id: ownerId },
    })
    // The same answer again changes nothing and writes nothing.
    await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', { cookie: owner, body: { allowed: false } })
    expect((await list('?action=support_access_changed')).count).toBe(1)
  })

  it('refuses a link issued before access was turned off', async () => {
    await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', { cookie: owner, body: { allowed: true } })
    const link = await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, { cookie: admin })
    expect(link.status).toBe(200)
    await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', { cookie: owner, body: { allowed: false } })
    const late = await call(HOST.acme, 'POST', '/wildcard/auth/impersonate', { body: { token: link.body.data.token } })
    expect(late.status).toBe(403)
    // Allowed again: support signs in as before.
    const on = await call(HOST.acme, 'PUT', '/wildcard/audit_logs/support-access', {
      cookie: owner,
      body: { allowed: true },
    })
    expect(on.body).toMatchObject({ message: 'Platform support may sign in to your portal.', data: { allowed: true } })
    await supportSignsIn()
    const entries = await db().query.auditLogs.findMany({
      where: and(eq(auditLogs.businessId, acmeId), eq(auditLogs.action, 'support_access.changed')),
      orderBy: desc(auditLogs.createdAt),
    })
    expect(entries.map((e) => (e.details as { allowed: boolean }).allowed)).toEqual([true, false, true, false])
  })
})
