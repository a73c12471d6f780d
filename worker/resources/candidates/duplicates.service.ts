import { and, eq, like, ne, type SQL, sql } from 'drizzle-orm'
import { candidates } from '../../db/schema'
import type { BusinessScope } from '../../lib/scope'
import { candidateRow, digitsOf, type PresentedRow, phoneDigitsSql } from './query.service'

/** Phones match when one's digits end with the other's (a country code may be missing) and 7+ digits agree. */
export const MIN_PHONE_DIGITS = 7

export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = digitsOf(a)
  const y = digitsOf(b)
  if (x.length < MIN_PHONE_DIGITS || y.length < MIN_PHONE_DIGITS) return false
  return x.endsWith(y) || y.endsWith(x)
}

export type Duplicate = { matchedOn: 'email' | 'phone'; existing: PresentedRow }

/**
 * The candidate of this business who already has this e-mail or phone number (digits only),
 * if any: a recruiter should open that record rather than create a second one.
 */
export async function findDuplicate(
  scope: BusinessScope,
  input: { email?: string | null; phone?: string | null },
  exceptId?: string,
): Promise<Duplicate | null> {
  const { db, business } = scope
  const others = (cond: SQL) =>
    and(eq(candidates.businessId, business.id), cond, exceptId ? ne(candidates.id, exceptId) : undefined)
  if (input.email) {
    const byEmail = await db.query.candidates.findFirst({
      where: others(eq(sql`lower(${candidates.email})`, input.email.toLowerCase())),
      columns: { id: true },
    })
    if (byEmail) return { matchedOn: 'email', existing: await candidateRow(scope, byEmail.id) }
  }
  const digits = digitsOf(input.phone)
  if (digits.length >= MIN_PHONE_DIGITS) {
    const tail = digits.slice(-MIN_PHONE_DIGITS)
    const near = await db.query.candidates.findMany({
      // Digits only: nothing in the pattern is a LIKE wildcard.
      where: others(like(phoneDigitsSql, `%${tail}`)),
      columns: { id: true, phone: true },
      limit: 20,
    })
    const match = near.find((c) => samePhone(c.phone, input.phone))
    if (match) return { matchedOn: 'phone', existing: await candidateRow(scope, match.id) }
  }
  return null
}

export const duplicateMessage = (d: Duplicate) =>
  `A candidate with this ${d.matchedOn === 'email' ? 'e-mail address' : 'phone number'} already exists: ${d.existing.name}.`
