import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

describe('platform admin sign-in', () => {
  it('answers the admin, the node tree and an HttpOnly session cookie', async () => {
    const res = await call(HOST.main, 'POST', '/admin/auth/login', {
      body: { email: 'ADMIN@example.com ', password: 'Admin@12345' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Signed in successfully.', errors: [] })
    expect(res.body.data.admin).toMatchObject({ email: 'admin@example.com', name: expect.any(String) })
    expect(res.body.data.admin).not.toHaveProperty('password_hash')
    expect(Array.isArray(res.body.data.nodes)).toBe(true)
    const setCookie = res.headers.get('set-cookie')!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Domain=/i)
  })

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await call(HOST.main, 'POST', '/admin/auth/login', {
      body: { email: 'admin@example.com', password: 'nope' },
      ip: '192.0.2.1',
    })
    const unknown = await call(HOST.main, 'POST', '/admin/auth/login', {
      body: { email: 'who@example.com', password: 'nope' },
      ip: '192.0.2.1',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.message).toBe('Invalid e-mail or password.')
    expect(unknown.body.message).toBe(wrong.body.message)
    expect(wrong.cookie).toBeNull()
  })

  it('answers malformed bodies with the validation envelope', async () => {
    const res = await call(HOST.main, 'POST', '/admin/auth/login', { body: { email: 'not-an-email' } })
    expect(res.status).toBe(422)
    expect(res.body.success).toBe(false)
    const bad = await call(HOST.main, 'POST', '/admin/auth/login', { body: '{"email":' })
    expect(bad.status).toBe(400)
  })

  it('me answers the signed-in admin; without a session it is 401 Authorization Failed.', async () => {
    const cookie = await as.admin()
    const me = await call(HOST.main, 'POST', '/admin/auth/me', { cookie })
    expect(me.status).toBe(200)
    expect(me.body.data.admin.email).toBe('admin@example.com')
    const anonymous = await call(HOST.main, 'POST', '/admin/auth/me')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('Authorization Failed.')
  })

  it('logout revokes the session', async () => {
    const cookie = await as.admin()
    const out = await call(HOST.main, 'DELETE', '/admin/auth/logout', { cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/i)
    const me = await call(HOST.main, 'POST', '/admin/auth/me', { cookie })
    expect(me.status).toBe(401)
    expect(me.body.message).toBe('Authorization Failed.')
  })

  it("an expired session answers 'Session Expired.'", async () => {
    const cookie = await as.admin()
    const me = await call(HOST.main, 'POST', '/admin/auth/me', { cookie })
    const adminId = me.body.data.admin.id
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.principalId, adminId))
    const expired = await call(HOST.main, 'POST', '/admin/auth/me', { cookie })
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBe('Session Expired.')
  })

  it('slides: an idle-for-an-hour session is renewed on use', async () => {
    const cookie = await as.admin()
    const me = await call(HOST.main, 'POST', '/admin/auth/me', { cookie })
    const rows = await db().query.sessions.findMany({ where: eq(sessions.principalId, me.body.data.admin.id) })
    const live = rows.find((r) => !r.revokedAt && r.expiresAt.getTime() > Date.now())!
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await db()
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, live.id))
    expect((await call(HOST.main, 'POST', '/admin/auth/me', { cookie })).status).toBe(200)
    const renewed = await db().query.sessions.findFirst({ where: eq(sessions.id, live.id) })
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000)
  })
})

describe('sessions belong to the host that issued them', () => {
  it("an Acme staff session is worthless on Globex's host", async () => {
    const cookie = await as.acmeOwner()
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie })).status).toBe(200)
    const elsewhere = await call(HOST.globex, 'POST', '/wildcard/auth/verify-me', { cookie })
    expect(elsewhere.status).toBe(401)
    expect(elsewhere.body.message).toBe('Authorization Failed.')
  })

  it("a platform admin session does not open a business's staff API", async () => {
    const cookie = await as.admin()
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie })).status).toBe(401)
  })

  it("Acme's owner cannot sign in on Globex's host", async () => {
    const res = await call(HOST.globex, 'POST', '/wildcard/auth/login', {
      body: { email: 'owner@acme.example', password: 'Owner@12345' },
    })
    expect(res.status).toBe(401)
  })

  it('a candidate session works only on the candidate host', async () => {
    const cookie = await as.acmeCandidate()
    expect((await call(HOST.acmeCandidate, 'POST', '/candidate/auth/verify-me', { cookie })).status).toBe(200)
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie })).status).toBe(401)
  })
})
