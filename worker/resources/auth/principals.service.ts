import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { PrincipalKind } from '../../db/schema'
import {
  admins,
  applications,
  businessBranches,
  businesses,
  candidates,
  departments,
  employeeRoles,
  employees,
  opportunities,
} from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { candidateSelfView } from '../candidates/self-view'

export type AdminRow = typeof admins.$inferSelect
export type EmployeeRow = typeof employees.$inferSelect
export type CandidateRow = typeof candidates.$inferSelect

/** The account a sign-in names: platform admins by e-mail; staff and candidates within their business. */
export type Account =
  | { kind: 'admin'; row: AdminRow }
  | { kind: 'employee'; row: EmployeeRow }
  | { kind: 'candidate'; row: CandidateRow }

export async function findAccount(
  db: Db,
  kind: PrincipalKind,
  email: string,
  businessId: string | null,
): Promise<Account | null> {
  if (kind === 'admin') {
    const row = await db.query.admins.findFirst({ where: eq(admins.email, email) })
    return row ? { kind, row } : null
  }
  if (!businessId) return null
  if (kind === 'employee') {
    const row = await db.query.employees.findFirst({
      where: and(eq(employees.businessId, businessId), eq(employees.email, email)),
    })
    return row ? { kind, row } : null
  }
  const row = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, businessId), eq(candidates.email, email)),
  })
  return row ? { kind, row } : null
}

export async function getAccount(db: Db, kind: PrincipalKind, id: string): Promise<Account> {
  const row =
    kind === 'admin'
      ? await db.query.admins.findFirst({ where: eq(admins.id, id) })
      : kind === 'employee'
        ? await db.query.employees.findFirst({ where: eq(employees.id, id) })
        : await db.query.candidates.findFirst({ where: eq(candidates.id, id) })
  if (!row) throw new ApiError(401, 'Authorization Failed.')
  return { kind, row } as Account
}

export const displayName = (a: Account) =>
  a.kind === 'admin' ? a.row.name : `${a.row.firstName} ${a.row.lastName}`.trim()

export function tableOf(kind: PrincipalKind) {
  return kind === 'admin' ? admins : kind === 'employee' ? employees : candidates
}

/** Set a password; `emailProven` when it was set through a link or code sent to the account's e-mail (it then counts as verified). */
export async function setPasswordHash(
  db: Db,
  account: Account,
  passwordHash: string,
  opts: { emailProven?: boolean } = {},
) {
  if (account.kind === 'employee' && opts.emailProven && !account.row.emailVerifiedAt) {
    await db
      .update(employees)
      .set({ passwordHash, emailVerifiedAt: new Date() })
      .where(eq(employees.id, account.row.id))
    return
  }
  const table = tableOf(account.kind)
  await db.update(table).set({ passwordHash }).where(eq(table.id, account.row.id))
}

export async function touchLastLogin(db: Db, account: Account) {
  const table = tableOf(account.kind)
  await db.update(table).set({ lastLoginAt: new Date() }).where(eq(table.id, account.row.id))
}

/** Public URL of an avatar kept in R2 (served by the media route). */
export const mediaUrl = (key: string | null | undefined) => (key ? `/api/v1/media/${key}` : null)

/** What the API says about a principal: never the password hash, always the names the UI shows. */
export async function accountDetail(db: Db, account: Account, extra: { impersonated?: boolean } = {}) {
  if (account.kind === 'admin') {
    const { passwordHash: _, avatarKey, ...rest } = account.row
    return { ...rest, avatarUrl: mediaUrl(avatarKey), role: 'platform_admin' }
  }
  if (account.kind === 'employee') {
    const { passwordHash: _, googleSub: __, avatarKey, ...rest } = account.row
    const [business, role, department, branch] = await Promise.all([
      db.query.businesses.findFirst({
        where: eq(businesses.id, rest.businessId),
        columns: { id: true, name: true, slug: true, status: true, timezone: true, currency: true },
      }),
      rest.roleId
        ? db.query.employeeRoles.findFirst({
            where: eq(employeeRoles.id, rest.roleId),
            columns: { id: true, name: true },
          })
        : null,
      rest.departmentId
        ? db.query.departments.findFirst({
            where: eq(departments.id, rest.departmentId),
            columns: { id: true, name: true },
          })
        : null,
      rest.branchId
        ? db.query.businessBranches.findFirst({
            where: eq(businessBranches.id, rest.branchId),
            columns: { id: true, name: true },
          })
        : null,
    ])
    return {
      ...rest,
      name: displayName(account),
      avatarUrl: mediaUrl(avatarKey),
      business: business ?? null,
      role: role ?? null,
      department: department ?? null,
      branch: branch ?? null,
      impersonated: extra.impersonated ?? false,
    }
  }
  const row = account.row
  const [business, opportunity] = await Promise.all([
    db.query.businesses.findFirst({
      where: eq(businesses.id, row.businessId),
      columns: { id: true, name: true, slug: true },
    }),
    // The job of their most recent application.
    db
      .select({ id: opportunities.id, title: opportunities.title })
      .from(applications)
      .innerJoin(
        opportunities,
        and(eq(opportunities.businessId, row.businessId), eq(opportunities.id, applications.opportunityId)),
      )
      .where(and(eq(applications.businessId, row.businessId), eq(applications.candidateId, row.id)))
      .orderBy(desc(applications.appliedAt), desc(applications.id))
      .get(),
  ])
  // A candidate sees their own profile, never what the hiring team keeps about them.
  return candidateSelfView(row, { business: business ?? null, opportunity: opportunity ?? null })
}
