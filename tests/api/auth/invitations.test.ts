import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { employeeRoles, oneTimeCodes } from '../../../worker/db/schema'
import { as, call, db, HOST, lastMailTo, seed, signIn } from '../../setup/http'
import { businessId } from '../employees/helpers'

beforeAll(seed)

/** The invitation token rides in the link's fragment (#token=), never in its query. */
const tokenOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('token')!

async function invite() {
  const cookie = await as.acmeOwner()
  const role = (await db().query.employeeRoles.findFirst({
    where: and(eq(employeeRoles.businessId, await businessId('acme')), eq(employeeRoles.name, 'Recruiter')),
  }))!
  const email = `${crypto.randomUUID().slice(0, 8)}@acme.example`
  const res = await call(HOST.acme, 'POST', '/wildcard/employees', {
    cookie,
    body: { first_name: 'Nia', last_name: 'Long', email, role_id: role.id },
  })
  expect(res.status).toBe(201)
  const html = (await lastMailTo(email))!.html
  const url = new URL(html.match(/href="([^"]*accept-invitation[^"]*)"/)![1]!.replaceAll('&amp;', '&'))
  return { id: res.body.data.id as string, email, token: tokenOf(url), url, cookie }
}

const accept = (body: Record<string, unknown>, host: string = HOST.acme) =>
  call(host, 'POST', '/wildcard/auth/accept-invitation', { body, ip: `192.0.2.${Math.floor(Math.random() * 250)}` })
const PASSWORD = 'Welcome@2030'

describe('accepting an invitation', () => {
  it('sets the password once, verifies the e-mail, and the employee signs in', async () => {
    const { email, token, url } = await invite()
    expect(url.origin).toBe('http://acme.localhost:8787')
    expect(url.pathname).toBe('/auth/accept-invitation')
    expect(url.searchParams.get('email')).toBe(email)
    const ok = await accept({ email, token, password: PASSWORD, confirm_password: PASSWORD })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      success: true,
      message: 'Your password is set. Please sign in.',
      data: { email, login_path: '/auth/login' },
    })
    const session = await signIn(HOST.acme, email, PASSWORD)
    const me = await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: session })
    expect(me.body.data.employee).toMatchObject({ email, role: { name: 'Recruiter' } })
    expect(me.body.data.employee.email_verified_at).toBeTruthy()
    const reused = await accept({ email, token, password: 'Another@2030', confirm_password: 'Another@2030' })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe(
      'This invitation link is invalid or has already been used. Ask your administrator to send a new one.',
    )
  })

  it('refuses an expired link and a wrong token; a resent invitation works and replaces the old one', async () => {
    const { id, email, token, cookie } = await invite()
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.purpose, 'invitation'), eq(oneTimeCodes.principalId, id)))
    const late = await accept({ email, token, password: PASSWORD, confirm_password: PASSWORD })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This invitation has expired. Ask your administrator to send a new one.')

    const resent = await call(HOST.acme, 'POST', `/wildcard/employees/${id}/resend-invitation`, { cookie })
    expect(resent.status).toBe(200)
    const fresh = tokenOf(
      new URL(
        (await lastMailTo(email))!.html.match(/href="([^"]*accept-invitation[^"]*)"/)![1]!.replaceAll('&amp;', '&'),
      ),
    )
    expect(fresh).not.toBe(token)
    expect(
      (await accept({ email, token: 'x'.repeat(43), password: PASSWORD, confirm_password: PASSWORD })).status,
    ).toBe(400)
    expect((await accept({ email, token: fresh, password: PASSWORD, confirm_password: PASSWORD })).status).toBe(200)
  })

  it('validates the password and is bound to the business of the host', async () => {
    const { email, token } = await invite()
    const weak = await accept({ email, token, password: 'short', confirm_password: 'other' })
    expect(weak.status).toBe(422)
    expect(weak.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['password', 'confirm_password']),
    )
    expect((await accept({ email, token, password: PASSWORD, confirm_password: PASSWORD }, HOST.globex)).status).toBe(
      400,
    )
    // Still unused after the attempts above.
    expect((await accept({ email, token, password: PASSWORD, confirm_password: PASSWORD })).status).toBe(200)
  })
})
