/**
 * What opportunities and job requests share: the records of the business a job may point at
 * (department, branch, hiring manager, e-mail template), checked before anything is written,
 * and a few SQL helpers.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { businessBranches, departments, emailTemplates, employees } from '../../db/schema'
import { ApiError, type FieldError } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import { type RangeFields, rangeIssues, todayIn } from './job-fields.schema'

export type JobRefs = {
  department_id?: string | null
  branch_id?: string | null
  hiring_manager_id?: string | null
  email_template_id?: string | null
}

const MESSAGES: Record<keyof JobRefs, string> = {
  department_id: 'Department must be an active department of this business',
  branch_id: 'Branch must be an active branch of this business',
  hiring_manager_id: 'Hiring manager must be an active employee of this business',
  email_template_id: 'E-mail template must be an active template of this business',
}

/** Every record named must be an active one of this business: otherwise 422 on that field. */
export async function assertJobRefs({ db, business }: BusinessScope, refs: JobRefs): Promise<void> {
  const exists = async (
    table: typeof departments | typeof businessBranches | typeof employees | typeof emailTemplates,
    id: string,
  ) =>
    !!(await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(and(eq(table.id, id), eq(table.businessId, business.id), eq(table.status, 'active')))
      .get())
  const checks: [
    keyof JobRefs,
    typeof departments | typeof businessBranches | typeof employees | typeof emailTemplates,
  ][] = [
    ['department_id', departments],
    ['branch_id', businessBranches],
    ['hiring_manager_id', employees],
    ['email_template_id', emailTemplates],
  ]
  const results = await Promise.all(
    checks.map(async ([field, table]) => {
      const id = refs[field]
      return { field, ok: !id || (await exists(table, id)) }
    }),
  )
  const errors: FieldError[] = results.filter((r) => !r.ok).map((r) => ({ field: r.field, message: MESSAGES[r.field] }))
  if (errors[0]) throw new ApiError(422, errors[0].message, errors)
}

/** The references an edit changes (an unchanged one may have been deactivated since: it stays). */
export function changedRefs(input: JobRefs, current: Record<keyof JobRefs, string | null | undefined>): JobRefs {
  const out: JobRefs = {}
  for (const key of Object.keys(MESSAGES) as (keyof JobRefs)[])
    if (input[key] !== undefined && input[key] !== current[key]) out[key] = input[key]
  return out
}

/** The cross-field rules again, on a job after an edit is merged into it. */
export function assertRanges(merged: RangeFields) {
  const issues = rangeIssues(merged)
  if (issues[0]) throw new ApiError(422, issues[0].message, issues)
}

/** A calendar date that lies before today in the business's time zone: 422 on that field. */
export function assertNotPast(
  date: string | null | undefined,
  { timezone }: { timezone: string },
  field: string,
  label: string,
  now = new Date(),
) {
  if (date && date < todayIn(timezone, now))
    throw new ApiError(422, `${label} cannot be in the past`, [{ field, message: `${label} cannot be in the past` }])
}

/** 'First Last' of an employee (or candidate) row, in SQL. */
export const fullName = (first: SQLiteColumn, last: SQLiteColumn) =>
  sql<string>`trim(${first} || ' ' || coalesce(${last}, ''))`

/** camelCase row of the API's snake_case input: `department_id` -> `departmentId`. */
export function camelInput<T extends Record<string, unknown>>(input: T): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(input))
    if (v !== undefined) out[k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = v
  return out
}
