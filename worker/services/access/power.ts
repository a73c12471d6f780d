/**
 * Who may act on whose account (docs/security.md, "Accounts, sessions and one-time codes").
 *
 * The power of an account is what it may do: every permission for a business admin, else
 * the enabled permissions of its role. A caller has at least the power of a target when the
 * caller is a business admin, or when the target is not one and every permission of the
 * target's role is also the caller's. A caller who is not a business admin
 *   - acts (edit, e-mail, status, delete, invitation) only on accounts with no more power;
 *   - gives only roles with no more power than their own;
 *   - shapes only roles with no more power than their own, never their own role, and grants
 *     only permissions they hold.
 * Nobody changes their own role, status or admin rights.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employees } from '../../db/schema'
import { ApiError, forbidden } from '../../lib/errors'
import { type Grants, holds, powerOf, roleGrantKeys } from './grants'

/** Who is asking, with what they may do. */
export type Caller = { id: string; name: string; isBusinessAdmin: boolean; roleId: string | null; power: Grants }

export async function callerOf(db: Db, businessId: string, employeeId: string): Promise<Caller> {
  const row = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.id, employeeId)),
    columns: { id: true, firstName: true, lastName: true, isBusinessAdmin: true, roleId: true },
  })
  if (!row) throw new ApiError(401, 'Authorization Failed.')
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    isBusinessAdmin: row.isBusinessAdmin,
    roleId: row.roleId,
    power: await powerOf(db, businessId, row),
  }
}

/** The keys among `keys` the caller does not hold, sorted (empty: none). */
export function lacking(caller: Caller, keys: Iterable<string>): string[] {
  return [...new Set(keys)].filter((k) => !holds(caller.power, k)).sort()
}

/** Refuse (403) unless the caller has at least the power of the target account. */
export async function assertMayManage(
  db: Db,
  businessId: string,
  caller: Caller,
  target: { isBusinessAdmin: boolean; roleId: string | null },
) {
  if (caller.isBusinessAdmin) return
  if (target.isBusinessAdmin) throw forbidden('You cannot change the account of a business admin.')
  if (target.roleId && lacking(caller, await roleGrantKeys(db, businessId, target.roleId)).length) {
    throw forbidden('You cannot change the account of someone whose role holds permissions you do not have.')
  }
}

/** Refuse (403) giving a role with more power than the caller's. */
export async function assertMayGiveRole(db: Db, businessId: string, caller: Caller, roleId: string | null | undefined) {
  if (caller.isBusinessAdmin || !roleId) return
  if (lacking(caller, await roleGrantKeys(db, businessId, roleId)).length)
    throw forbidden('You cannot give a role that holds permissions you do not have.')
}

/** Refuse (403) shaping a role into `wanted` (the final keys, dependencies included) beyond the caller's power. */
export async function assertMayShapeRole(
  db: Db,
  businessId: string,
  caller: Caller,
  roleId: string | null,
  wanted: Iterable<string>,
) {
  if (caller.isBusinessAdmin) return
  if (roleId && roleId === caller.roleId) throw forbidden('You cannot change the permissions of your own role.')
  if (roleId && lacking(caller, await roleGrantKeys(db, businessId, roleId)).length)
    throw forbidden('You cannot change a role that holds permissions you do not have.')
  const missing = lacking(caller, wanted)
  if (missing.length) throw forbidden(`You cannot grant permissions you do not have: ${missing.join(', ')}.`)
}
