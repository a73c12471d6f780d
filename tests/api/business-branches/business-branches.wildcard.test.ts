import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businessBranches, statusHistories } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, unique } from '../employees/helpers'

beforeAll(seed)

const branch = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Boston'),
  city: 'Boston',
  country: 'US',
  timezone: 'America/New_York',
  ...overrides,
})
const acmeBranch = async (name: string) =>
  (await db().query.businessBranches.findFirst({
    where: and(eq(businessBranches.businessId, await businessId('acme')), eq(businessBranches.name, name)),
  }))!

describe('business branches', () => {
  it('creates a branch with a validated IANA time zone and lists 12 a page, headquarters first', async () => {
    const cookie = await as.acmeOwner()
    const made = await call(HOST.acme, 'POST', '/wildcard/business_branches', {
      cookie,
      body: branch({ timezone: 'america/los_angeles', phone: '+1 617 555 0100' }),
    })
    expect(made.status).toBe(201)
    expect(made.body.data).toMatchObject({
      timezone: 'America/Los_Angeles',
      status: 'active',
      is_headquarters: false,
      employee_count: 0,
    })
    const bad = await call(HOST.acme, 'POST', '/wildcard/business_branches', {
      cookie,
      body: branch({ timezone: 'Mars/Olympus_Mons' }),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual([{ field: 'timezone', message: 'Timezone is not a valid time zone' }])
    const offset = await call(HOST.acme, 'POST', '/wildcard/business_branches', {
      cookie,
      body: branch({ timezone: '+05:00' }),
    })
    expect(offset.status).toBe(422)
    const list = await call(HOST.acme, 'GET', '/wildcard/business_branches', { cookie })
    expect(list.body.data).toMatchObject({ limit: 12, page: 1 })
    expect(list.body.data.rows[0]).toMatchObject({
      name: 'New York HQ',
      is_headquarters: true,
      employee_count: expect.any(Number),
    })
    const found = await call(HOST.acme, 'GET', '/wildcard/business_branches?search=austin', { cookie })
    expect(found.body.data.rows.map((b: { name: string }) => b.name)).toEqual(['Austin'])
  })

  it('updates a branch, keeps one headquarters and records status changes', async () => {
    const cookie = await as.acmeOwner()
    const id = (await call(HOST.acme, 'POST', '/wildcard/business_branches', { cookie, body: branch() })).body.data.id
    const hq = await call(HOST.acme, 'PUT', `/wildcard/business_branches/${id}`, {
      cookie,
      body: branch({ name: unique('Boston HQ'), is_headquarters: true }),
    })
    expect(hq.status).toBe(200)
    expect(hq.body.data.is_headquarters).toBe(true)
    expect((await acmeBranch('New York HQ')).isHeadquarters).toBe(false)
    const off = await call(HOST.acme, 'PUT', `/wildcard/business_branches/${id}`, {
      cookie,
      body: branch({ name: hq.body.data.name, status: 'inactive' }),
    })
    expect(off.body.data.status).toBe('inactive')
    const history = await db().query.statusHistories.findMany({
      where: and(eq(statusHistories.entity, 'business_branch'), eq(statusHistories.entityId, id)),
    })
    expect(history.map((h) => h.toStatus).sort()).toEqual(['active', 'inactive'])
    const options = await call(HOST.acme, 'GET', '/wildcard/business_branches/options/all', { cookie })
    expect(options.body.data.map((o: { value: string }) => o.value)).not.toContain(id)
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/business_branches/${id}`, { cookie, body: branch({ name: 'Austin' }) }))
        .status,
    ).toBe(409)
  })

  it('refuses to delete a branch something depends on (409 naming what and how many), deletes an unused one', async () => {
    const cookie = await as.acmeOwner()
    const ny = await acmeBranch('New York HQ')
    const refused = await call(HOST.acme, 'DELETE', `/wildcard/business_branches/${ny.id}`, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^New York HQ cannot be deleted: \d+ employees, \d+ job openings? (and \d+ job requests? )?belong to it\. Move them to another branch first\.$/,
    )
    const id = (await call(HOST.acme, 'POST', '/wildcard/business_branches', { cookie, body: branch() })).body.data.id
    const gone = await call(HOST.acme, 'DELETE', `/wildcard/business_branches/${id}`, { cookie })
    expect(gone.status).toBe(200)
    expect((await call(HOST.acme, 'GET', `/wildcard/business_branches/${id}`, { cookie })).status).toBe(404)
  })

  it('answers 401, 403 to the recruiter and 404 for a Globex branch on Acme’s host', async () => {
    expect((await call(HOST.acme, 'POST', '/wildcard/business_branches', { body: branch() })).status).toBe(401)
    const recruiter = await as.acmeRecruiter()
    const denied = await call(HOST.acme, 'GET', '/wildcard/business_branches', { cookie: recruiter })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to view branches.')
    expect(
      (
        await call(HOST.acme, 'DELETE', `/wildcard/business_branches/${(await acmeBranch('Austin')).id}`, {
          cookie: recruiter,
        })
      ).status,
    ).toBe(403)
    const globex = (await db().query.businessBranches.findFirst({
      where: eq(businessBranches.businessId, await businessId('globex')),
    }))!.id
    const before = await db().query.businessBranches.findFirst({ where: eq(businessBranches.id, globex) })
    const owner = await as.acmeOwner()
    expect((await call(HOST.acme, 'GET', `/wildcard/business_branches/${globex}`, { cookie: owner })).status).toBe(404)
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/business_branches/${globex}`, { cookie: owner, body: branch() })).status,
    ).toBe(404)
    expect((await call(HOST.acme, 'DELETE', `/wildcard/business_branches/${globex}`, { cookie: owner })).status).toBe(
      404,
    )
    expect(await db().query.businessBranches.findFirst({ where: eq(businessBranches.id, globex) })).toEqual(before)
    const list = await call(HOST.acme, 'GET', '/wildcard/business_branches?limit=100', { cookie: owner })
    const options = await call(HOST.acme, 'GET', '/wildcard/business_branches/options/all', { cookie: owner })
    expect(list.body.data.rows.length).toBeGreaterThan(0)
    expect(list.body.data.rows.map((b: { id: string }) => b.id)).not.toContain(globex)
    expect(options.body.data.map((b: { value: string }) => b.value)).not.toContain(globex)
  })
})
