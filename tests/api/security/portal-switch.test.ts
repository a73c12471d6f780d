import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { employees } from '../../../worker/db/schema'
import { hashPassword } from '../../../worker/lib/crypto'
import { as, call, db, HOST, lastMailTo, seed, signIn } from '../../setup/http'
import { businessBySlug, employeeIn, linkMailedTo, signUpVerified } from './helpers'

beforeAll(seed)

const slugsOf = (res: { body: { data: { slug: string }[] } }) => res.body.data.map((b) => b.slug)

/** Issue 11, finding 1: a switch between portals must prove it is the same person. */
describe('staff portal switch', () => {
  it('a new business that sets its own e-mail to Acme owner’s address gets nothing of Acme', async () => {
    const acme = await businessBySlug('acme')
    const evil = await signUpVerified('evilcorp', 'eve@evilcorp.example')
    const put = await call(evil.host, 'PUT', `/wildcard/employees/${evil.owner.id}`, {
      cookie: evil.cookie,
      body: { first_name: 'Eve', last_name: 'Mallory', email: 'owner@acme.example', is_business_admin: true },
    })
    // The change waits for the new address to confirm it: the account keeps its own e-mail.
    expect(put.status).toBe(200)
    expect(put.body.data).toMatchObject({ email: 'eve@evilcorp.example', pending_email: 'owner@acme.example' })
    expect((await employeeIn('evilcorp', 'eve@evilcorp.example')).email).toBe('eve@evilcorp.example')

    const list = await call(evil.host, 'GET', '/wildcard/businesses', { cookie: evil.cookie })
    expect(list.status).toBe(200)
    expect(slugsOf(list)).toEqual(['evilcorp'])
    const link = await call(evil.host, 'POST', `/wildcard/businesses/${acme.id}/portal_login`, { cookie: evil.cookie })
    expect(link.status).toBe(404)
    expect(link.body.data).toBeNull()

    // Acme's owner clicking the confirmation (as a phishing mail would ask) confirms nothing:
    // the link works only for someone signed in to the Evilcorp account itself.
    const confirm = await linkMailedTo('owner@acme.example', '/auth/confirm-email')
    const token = new URLSearchParams(confirm.hash.slice(1)).get('token')
    expect((await call(evil.host, 'POST', '/wildcard/auth/confirm-email', { body: { token } })).status).toBe(401)
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/auth/confirm-email', { cookie: await as.acmeOwner(), body: { token } }))
        .status,
    ).toBe(403)
    expect(await employeeIn('evilcorp', 'eve@evilcorp.example')).toMatchObject({ pendingEmail: 'owner@acme.example' })
    expect(slugsOf(await call(evil.host, 'GET', '/wildcard/businesses', { cookie: evil.cookie }))).toEqual(['evilcorp'])
  })

  it('an unverified account with the same e-mail is neither listed nor entered, on either side', async () => {
    const globex = await businessBySlug('globex')
    // As if Globex's admin had added someone with Acme owner's address who never accepted.
    const [twin] = await db()
      .insert(employees)
      .values({
        businessId: globex.id,
        firstName: 'Not',
        lastName: 'Verified',
        email: 'owner@acme.example',
        passwordHash: await hashPassword('Whatever@123'),
      })
      .returning()
    const owner = await as.acmeOwner()
    expect(slugsOf(await call(HOST.acme, 'GET', '/wildcard/businesses', { cookie: owner }))).toEqual(['acme'])
    expect(
      (await call(HOST.acme, 'POST', `/wildcard/businesses/${globex.id}/portal_login`, { cookie: owner })).status,
    ).toBe(404)
    await db().delete(employees).where(eq(employees.id, twin!.id))
  })

  it('a caller whose own e-mail is not verified cannot switch even to a verified account of that e-mail', async () => {
    const globex = await businessBySlug('globex')
    const acmeOwner = await employeeIn('acme', 'owner@acme.example')
    await db()
      .insert(employees)
      .values({
        businessId: globex.id,
        firstName: 'Olivia',
        lastName: 'Both',
        email: 'owner@acme.example',
        passwordHash: await hashPassword('Whatever@123'),
        emailVerifiedAt: new Date(),
      })
    const cookie = await as.acmeOwner()
    await db().update(employees).set({ emailVerifiedAt: null }).where(eq(employees.id, acmeOwner.id))
    try {
      expect(slugsOf(await call(HOST.acme, 'GET', '/wildcard/businesses', { cookie }))).toEqual(['acme'])
      expect((await call(HOST.acme, 'POST', `/wildcard/businesses/${globex.id}/portal_login`, { cookie })).status).toBe(
        404,
      )
    } finally {
      await db()
        .update(employees)
        .set({ emailVerifiedAt: acmeOwner.emailVerifiedAt })
        .where(eq(employees.id, acmeOwner.id))
    }
    // Verified on both sides: the same person, listed and let through.
    expect(slugsOf(await call(HOST.acme, 'GET', '/wildcard/businesses', { cookie }))).toEqual(['acme', 'globex'])
    expect((await call(HOST.acme, 'POST', `/wildcard/businesses/${globex.id}/portal_login`, { cookie })).status).toBe(
      200,
    )
  })

  it('an e-mail changed and confirmed by the new address makes the two accounts one person', async () => {
    const globexOwner = await as.globexOwner()
    const oliver = await employeeIn('globex', 'oliver.grant@globex.example')
    const put = await call(HOST.globex, 'PUT', `/wildcard/employees/${oliver.id}`, {
      cookie: globexOwner,
      body: { first_name: 'Oliver', last_name: 'Grant', email: 'priya.raman@acme.example', role_id: oliver.roleId },
    })
    expect(put.status).toBe(200)
    const link = await linkMailedTo('priya.raman@acme.example', '/auth/confirm-email')
    expect(link.origin).toBe('http://globex.localhost:8787')
    const oliverSession = await signIn(HOST.globex, 'oliver.grant@globex.example', 'Staff@12345')
    const confirmed = await call(HOST.globex, 'POST', '/wildcard/auth/confirm-email', {
      cookie: oliverSession,
      body: { token: new URLSearchParams(link.hash.slice(1)).get('token') },
    })
    expect(confirmed.status).toBe(200)
    expect((await lastMailTo('oliver.grant@globex.example'))!.subject).toMatch(/e-mail/i)
    const row = (await db().query.employees.findFirst({ where: eq(employees.id, oliver.id) }))!
    expect(row).toMatchObject({ email: 'priya.raman@acme.example', pendingEmail: null })
    expect(row.emailVerifiedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000)
  })
})
