import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { businesses, employeeRoles, employees } from '../../../worker/db/schema'
import { hashPassword } from '../../../worker/lib/crypto'
import { as, call, db, HOST, lastCodeTo, lastMailTo, signIn } from '../../setup/http'

let ipCounter = 0
/** A fresh client IP per call site, so per-IP limits of one test never spill into another. */
export const freshIp = () => `100.64.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

export const businessBySlug = async (slug: string) =>
  (await db().query.businesses.findFirst({ where: eq(businesses.slug, slug) }))!

export async function employeeIn(slug: string, email: string) {
  const business = await businessBySlug(slug)
  return (await db().query.employees.findFirst({
    where: and(eq(employees.businessId, business.id), eq(employees.email, email)),
  }))!
}

/** Sign a business up on the main domain and verify it with the mailed code, as a stranger would. */
export async function signUpVerified(slug: string, email: string, password = 'Stranger@123') {
  const res = await call(HOST.main, 'POST', '/admin/register', {
    ip: freshIp(),
    body: { business_name: `Biz ${slug}`, slug, name: 'Eve Mallory', email, password, confirm_password: password },
  })
  expect(res.status).toBe(201)
  const verified = await call(HOST.main, 'PUT', '/admin/verify-account', {
    body: { email, otp: await lastCodeTo(email) },
    ip: freshIp(),
  })
  expect(verified.status).toBe(200)
  const host = `${slug}.localhost:8787`
  return {
    host,
    cookie: await signIn(host, email, password),
    business: await businessBySlug(slug),
    owner: await employeeIn(slug, email),
  }
}

/** An Acme role made of exactly these permissions (plus their dependencies), created by the owner. */
export async function acmeRole(name: string, permissionKeys: string[]) {
  const owner = await as.acmeOwner()
  const res = await call(HOST.acme, 'POST', '/wildcard/employee_roles', {
    cookie: owner,
    body: { name: `${name} ${crypto.randomUUID().slice(0, 6)}`, permission_keys: permissionKeys },
  })
  expect(res.status).toBe(201)
  return (await db().query.employeeRoles.findFirst({ where: eq(employeeRoles.id, res.body.data.id) }))!
}

/** A verified, signed-in Acme employee holding `roleId`. */
export async function acmeStaff(roleId: string, label = 'staff') {
  const acme = await businessBySlug('acme')
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@acme.example`
  const password = 'Staffer@12345'
  const [row] = await db()
    .insert(employees)
    .values({
      businessId: acme.id,
      firstName: label,
      lastName: 'Tester',
      email,
      passwordHash: await hashPassword(password),
      roleId,
      emailVerifiedAt: new Date(),
    })
    .returning()
  return { row: row!, email, password, cookie: await signIn(HOST.acme, email, password) }
}

/** The link of the newest e-mail to `to` whose href contains `path`. */
export async function linkMailedTo(to: string, path: string) {
  const mail = await lastMailTo(to)
  const href = mail?.html.match(new RegExp(`href="([^"]*${path}[^"]*)"`))?.[1]
  if (!href) throw new Error(`no ${path} link mailed to ${to}`)
  return new URL(href.replaceAll('&amp;', '&'))
}
