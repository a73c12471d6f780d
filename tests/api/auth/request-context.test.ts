/**
 * Issue 22: a staff request learns its business, its session and its grants in one round trip
 * to D1 (middleware/request-context.ts), and nothing of it is cached: a changed role, a
 * deactivated account, a revoked session or a suspended business counts on the next request.
 */
import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, employees, permissions, rolePermissions, sessions } from '../../../worker/db/schema'
import type { AppEnv } from '../../../worker/env'
import { sha256Hex } from '../../../worker/lib/crypto'
import { requestContext } from '../../../worker/middleware/request-context'
import { sessionMiddleware } from '../../../worker/middleware/session'
import { staffCan } from '../../../worker/middleware/staff'
import { as, call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

/** A D1 binding that counts its round trips: each first/all/run/raw of a statement, and each batch. */
function counting(d1: D1Database) {
  const calls: string[] = []
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, key) {
        const value = Reflect.get(target, key)
        if (key === 'bind') return (...args: unknown[]) => wrap(target.bind(...args))
        if (typeof key === 'string' && ['first', 'all', 'run', 'raw'].includes(key))
          return (...args: unknown[]) => {
            calls.push(key)
            return (value as (...a: unknown[]) => unknown).apply(target, args)
          }
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const binding = new Proxy(d1, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql))
      if (key === 'batch')
        return (stmts: D1PreparedStatement[]) => {
          calls.push(`batch of ${stmts.length}`)
          return target.batch(stmts)
        }
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { binding, calls }
}

/** The Worker's own first middleware and session middleware in front of a guarded route. */
const app = new Hono<AppEnv>()
  .use(requestContext)
  .use(sessionMiddleware)
  .get('/api/v1/wildcard/probe', staffCan('candidates.view'), (c) => c.json({ grants: c.var.grants?.all }))
  .get('/api/v1/wildcard/open', (c) => c.json({ host: c.var.host.kind }))

async function probe(path: string, cookie?: string) {
  const { binding, calls } = counting(env.DB)
  const res = await app.request(
    `http://${HOST.acme}${path}`,
    { headers: { host: HOST.acme, ...(cookie ? { cookie } : {}) } },
    { ...env, DB: binding },
  )
  return { status: res.status, calls }
}

describe('one round trip before the route', () => {
  it("a staff member's request reads the business, the session and the grants in one batch", async () => {
    const cookie = await as.acmeRecruiter()
    const { status, calls } = await probe('/api/v1/wildcard/probe', cookie)
    expect(status).toBe(200)
    expect(calls).toEqual(['batch of 3'])
  })

  it('a request without a session reads the business alone', async () => {
    const { status, calls } = await probe('/api/v1/wildcard/open')
    expect(status).toBe(200)
    expect(calls).toHaveLength(1)
    expect(calls[0]).not.toMatch(/batch/)
  })
})

describe('nothing is cached across requests', () => {
  const recruiterCan = async (cookie: string) =>
    (await call(HOST.acme, 'GET', '/wildcard/candidates?page=1&limit=1', { cookie })).status

  it("a permission taken from the recruiter's role refuses the next request", async () => {
    const cookie = await as.acmeRecruiter()
    expect(await recruiterCan(cookie)).toBe(200)
    const recruiter = (await db().query.employees.findFirst({ where: eq(employees.email, 'recruiter@acme.example') }))!
    const view = (await db().query.permissions.findFirst({ where: eq(permissions.key, 'candidates.view') }))!
    await db()
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, recruiter.roleId!), eq(rolePermissions.permissionId, view.id)))
    expect(await recruiterCan(cookie)).toBe(403)
    await db()
      .insert(rolePermissions)
      .values({ businessId: recruiter.businessId, roleId: recruiter.roleId!, permissionId: view.id })
    expect(await recruiterCan(cookie)).toBe(200)
  })

  it('a deactivated staff member holds nothing on the next request', async () => {
    const cookie = await as.acmeRecruiter()
    expect(await recruiterCan(cookie)).toBe(200)
    const recruiter = eq(employees.email, 'recruiter@acme.example')
    await db().update(employees).set({ status: 'inactive' }).where(recruiter)
    expect(await recruiterCan(cookie)).toBe(403)
    await db().update(employees).set({ status: 'active' }).where(recruiter)
  })

  it('a revoked session is signed out on the next request', async () => {
    const cookie = await as.acmeRecruiter()
    expect(await recruiterCan(cookie)).toBe(200)
    const [, token] = cookie.split('=')
    const revoked = await db()
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, await sha256Hex(token!)))
      .returning()
    expect(revoked).toHaveLength(1)
    expect(await recruiterCan(cookie)).toBe(401)
  })

  it('a suspended business is closed on the next request', async () => {
    const cookie = await as.acmeOwner()
    expect((await call(HOST.acme, 'GET', '/wildcard/candidates?page=1&limit=1', { cookie })).status).toBe(200)
    const acme = eq(businesses.slug, 'acme')
    await db().update(businesses).set({ status: 'suspended' }).where(acme)
    expect((await call(HOST.acme, 'GET', '/wildcard/candidates?page=1&limit=1', { cookie })).status).toBe(403)
    await db().update(businesses).set({ status: 'active' }).where(acme)
  })
})
