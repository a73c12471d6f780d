import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, employees, statusHistories } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

let admin: string
let acmeId: string

beforeAll(async () => {
  await seed()
  admin = await as.admin()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
})

type User = {
  email: string
  business_name: string
  type: string
  role: string
  status: string
  last_login_at: string | null
}

describe('GET /admin/users', () => {
  it('lists staff of every business with business, role, status and last sign-in, 10 a page', async () => {
    const res = await call(HOST.main, 'GET', '/admin/users', { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, limit: 10 })
    const total = await db().$count(employees)
    expect(res.body.data.count).toBe(total)
    const all = await call(HOST.main, 'GET', '/admin/users?limit=100', { cookie: admin })
    const businessesSeen = new Set(all.body.data.rows.map((u: User) => u.business_name))
    expect(businessesSeen.size).toBeGreaterThanOrEqual(2)
    const owner = all.body.data.rows.find((u: User) => u.email === 'owner@acme.example')
    expect(owner).toMatchObject({ type: 'business_admin', role: 'Business admin', status: 'active' })
    const recruiter = all.body.data.rows.find((u: User) => u.email === 'recruiter@acme.example')
    expect(recruiter).toMatchObject({ type: 'employee', role: 'Recruiter' })
    expect(JSON.stringify(all.body)).not.toContain('password')
  })

  it('filters by business, type, status and search', async () => {
    const acme = await call(HOST.main, 'GET', `/admin/users?business_id=${acmeId}&limit=100`, { cookie: admin })
    expect(acme.body.data.rows.every((u: User) => u.business_name === 'Acme Corporation')).toBe(true)
    const admins = await call(HOST.main, 'GET', '/admin/users?type=business_admin&limit=100', { cookie: admin })
    expect(admins.body.data.rows.every((u: User) => u.type === 'business_admin')).toBe(true)
    const search = await call(HOST.main, 'GET', '/admin/users?search=recruiter@acme', { cookie: admin })
    expect(search.body.data.rows.map((u: User) => u.email)).toEqual(['recruiter@acme.example'])
    expect((await call(HOST.main, 'GET', '/admin/users?type=robot', { cookie: admin })).status).toBe(422)
  })

  it('answers 401 without a session and to a staff session', async () => {
    expect((await call(HOST.main, 'GET', '/admin/users')).status).toBe(401)
    expect((await call(HOST.main, 'GET', '/admin/users', { cookie: await as.acmeRecruiter() })).status).toBe(401)
  })
})

describe('PATCH /admin/users/:id/status', () => {
  it('deactivating signs the user out and refuses sign-in; reactivating lets them back; history rows', async () => {
    const session = await as.acmeRecruiter()
    const recruiter = (await db().query.employees.findFirst({ where: eq(employees.email, 'recruiter@acme.example') }))!
    const res = await call(HOST.main, 'PATCH', `/admin/users/${recruiter.id}/status`, {
      cookie: admin,
      body: { status: 'inactive', reason: 'Left the company' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toMatch(/is deactivated and has been signed out\.$/)
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: session })).status).toBe(401)
    const login = await call(HOST.acme, 'POST', '/wildcard/auth/login', {
      body: { email: 'recruiter@acme.example', password: 'Recruiter@12345' },
    })
    expect(login.status).toBe(403)
    const again = await call(HOST.main, 'PATCH', `/admin/users/${recruiter.id}/status`, {
      cookie: admin,
      body: { status: 'inactive' },
    })
    expect(again.status).toBe(409)
    const back = await call(HOST.main, 'PATCH', `/admin/users/${recruiter.id}/status`, {
      cookie: admin,
      body: { status: 'active' },
    })
    expect(back.status).toBe(200)
    await as.acmeRecruiter()
    const rows = await db().query.statusHistories.findMany({
      where: and(eq(statusHistories.entity, 'employee'), eq(statusHistories.entityId, recruiter.id)),
    })
    expect(rows.map((r) => `${r.fromStatus}->${r.toStatus}:${r.actorKind}`)).toEqual([
      'active->inactive:admin',
      'inactive->active:admin',
    ])
  })

  it('keeps the last active business admin (409), refuses bad input (422) and unknown users (404)', async () => {
    const globexOwner = (await db().query.employees.findFirst({ where: eq(employees.email, 'owner@globex.example') }))!
    const last = await call(HOST.main, 'PATCH', `/admin/users/${globexOwner.id}/status`, {
      cookie: admin,
      body: { status: 'inactive' },
    })
    expect(last.status).toBe(409)
    expect(
      (
        await call(HOST.main, 'PATCH', `/admin/users/${globexOwner.id}/status`, {
          cookie: admin,
          body: { status: 'banned' },
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await call(HOST.main, 'PATCH', '/admin/users/00000000-0000-7000-8000-000000000000/status', {
          cookie: admin,
          body: { status: 'inactive' },
        })
      ).status,
    ).toBe(404)
  })
})
