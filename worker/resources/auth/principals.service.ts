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
import type { PrincipalOf, Scope } from '../../lib/scope'
import { candidateSelfView } from '../candidates/self-view'

export type AdminRow = typeof admins.$inferSelect
export type EmployeeRow = typeof employees.$inferSelect
export type CandidateRow = typeof candidates.$inferSelect

/** The account a sign-in names: platform admins by e-mail; staff and candidates within their business. */
export type Account =
  | { kind: 'admin'; row: AdminRow }
  | { kind: 'employee'; row: EmployeeRow }
  | { kind: 'candidate'; row: CandidateRow }

/** The account of one kind. */
export type AccountOf<K extends PrincipalKind> = Extract<Account, { kind: K }>

/** The one place an account's type is read off its kind (the rows above differ by kind, not by a column). */
const accountOf = <K extends PrincipalKind>(kind: K, row: Account['row'] | undefined): AccountOf<K> | null =>
  row ? ({ kind, row } as AccountOf<K>) : null

export async function findAccount<K extends PrincipalKind>(
  db: Db,
  kind: K,
  email: string,
  businessId: string | null,
): Promise<AccountOf<K> | null> {
  if (kind === 'admin') return accountOf(kind, await db.query.admins.findFirst({ where: eq(admins.email, email) }))
  if (!businessId) return null
  if (kind === 'employee')
    return accountOf(
      kind,
      await db.query.employees.findFirst({
        where: and(eq(employees.businessId, businessId), eq(employees.email, email)),
      }),
    )
  return accountOf(
    kind,
    await db.query.candidates.findFirst({
      where: and(eq(candidates.businessId, businessId), eq(candidates.email, email)),
    }),
  )
}

/** The signed-in principal's own account, within its business (gone: 401, the session no longer names anyone). */
export async function ownAccount<K extends PrincipalKind>(
  { db }: Scope,
  principal: PrincipalOf<K>,
): Promise<AccountOf<K>> {
  const p: PrincipalOf<PrincipalKind> = principal
  const row =
    p.kind === 'admin'
      ? await db.query.admins.findFirst({ where: eq(admins.id, p.id) })
      : p.kind === 'employee'
        ? await db.query.employees.findFirst({
            where: and(eq(employees.businessId, p.businessId), eq(employees.id, p.id)),
          })
        : await db.query.candidates.findFirst({
            where: and(eq(candidates.businessId, p.businessId), eq(candidates.id, p.id)),
          })
  const account = accountOf(principal.kind, row)
  if (!account) throw new ApiError(401, 'Authorization Failed.')
  return account
}

export const displayName = (a: Account) =>
  a.kind === 'admin' ? a.row.name : `${a.row.firstName} ${a.row.lastName}`.trim()

export function tableOf(kind: PrincipalKind) {
  return kind === 'admin' ? admins : kind === 'employee' ? employees : candidates
}

/** The account's own row: by id, and within its business for staff and candidates. */
export function accountRow(account: Account) {
  if (account.kind === 'admin') return eq(admins.id, account.row.id)
  const table = tableOf(account.kind) as typeof employees | typeof candidates
  return and(eq(table.businessId, account.row.businessId), eq(table.id, account.row.id))
}

/** Set a password; `emailProven` when it was set through a link or code sent to the account's e-mail (it then counts as verified). */
export async function setPasswordHash(
  db: Db,
  account: Account,
  passwordHash: string,
  opts: { emailProven?: boolean } = {},
) {
  if (account.kind === 'employee' && opts.emailProven && !account.row.emailVerifiedAt) {
    await db.update(employees).set({ passwordHash, emailVerifiedAt: new Date() }).where(accountRow(account))
    return
  }
  await db.update(tableOf(account.kind)).set({ passwordHash }).where(accountRow(account))
}

export async function touchLastLogin(db: Db, account: Account) {
  await db.update(tableOf(account.kind)).set({ lastLoginAt: new Date() }).where(accountRow(account))
}

/** Public URL of an avatar kept in R2 (served by the media route). */
export const mediaUrl = (key: string | null | undefined) => (key ? `/api/v1/media/${key}` : null)

/** The platform admin as the API answers it: never the password hash. */
export function adminDetail(account: AccountOf<'admin'>) {
  const { passwordHash: _, avatarKey, ...rest } = account.row
  return { ...rest, avatarUrl: mediaUrl(avatarKey), role: 'platform_admin' as const }
}

/** A staff member as the API answers it: their business, role, department and branch by name. */
export async function staffDetail(db: Db, account: AccountOf<'employee'>, extra: { impersonated?: boolean } = {}) {
  const { passwordHash: _, googleSub: __, avatarKey, ...rest } = account.row
  const inBusiness = rest.businessId
  const [business, role, department, branch] = await Promise.all([
    db.query.businesses.findFirst({
      where: eq(businesses.id, inBusiness),
      columns: { id: true, name: true, slug: true, status: true, timezone: true, currency: true },
    }),
    rest.roleId
      ? db.query.employeeRoles.findFirst({
          where: and(eq(employeeRoles.businessId, inBusiness), eq(employeeRoles.id, rest.roleId)),
          columns: { id: true, name: true },
        })
      : null,
    rest.departmentId
      ? db.query.departments.findFirst({
          where: and(eq(departments.businessId, inBusiness), eq(departments.id, rest.departmentId)),
          columns: { id: true, name: true },
        })
      : null,
    rest.branchId
      ? db.query.businessBranches.findFirst({
          where: and(eq(businessBranches.businessId, inBusiness), eq(businessBranches.id, rest.branchId)),
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

/** A candidate as they see themselves (never what the hiring team keeps about them). */
export async function candidateDetail(db: Db, account: AccountOf<'candidate'>) {
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
  return candidateSelfView(row, { business: business ?? null, opportunity: opportunity ?? null })
}

/** What the API says about each kind of principal (the web app reads these through the routes' types). */
export type AccountDetails = {
  admin: ReturnType<typeof adminDetail>
  employee: Awaited<ReturnType<typeof staffDetail>>
  candidate: Awaited<ReturnType<typeof candidateDetail>>
}

/** What the API says about a principal: never the password hash, always the names the UI shows. */
export function accountDetail<K extends PrincipalKind>(
  db: Db,
  account: AccountOf<K>,
  extra: { impersonated?: boolean } = {},
): Promise<AccountDetails[K]> {
  const a: Account = account
  const detail =
    a.kind === 'admin' ? adminDetail(a) : a.kind === 'employee' ? staffDetail(db, a, extra) : candidateDetail(db, a)
  return Promise.resolve(detail) as Promise<AccountDetails[K]>
}
