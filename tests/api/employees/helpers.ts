import { and, eq } from 'drizzle-orm'
import { businesses, employees } from '../../../worker/db/schema'
import { hashPassword } from '../../../worker/lib/crypto'
import { db, HOST, signIn } from '../../setup/http'

export const businessId = async (slug: 'acme' | 'globex') =>
  (await db().query.businesses.findFirst({ where: eq(businesses.slug, slug) }))!.id

export async function employeeByEmail(slug: 'acme' | 'globex', email: string) {
  return (await db().query.employees.findFirst({
    where: and(eq(employees.businessId, await businessId(slug)), eq(employees.email, email)),
  }))!
}

/** Give an Acme employee a password and sign them in. */
export async function signInAs(email: string, password = 'Staff@12345') {
  const row = await employeeByEmail('acme', email)
  await db()
    .update(employees)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(employees.id, row.id))
  return signIn(HOST.acme, email, password)
}

/** A fresh name, so tests never collide with one another or the demo data. */
export const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`
