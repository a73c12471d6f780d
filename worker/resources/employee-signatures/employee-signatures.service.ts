import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employeeSignatures, employees } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import type { ActiveState } from '../../schemas/org-common'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { orNull } from '../../services/org-helpers'
import { sanitizeRichText, visibleText } from '../../services/rich-text'
import { historyInsert } from '../../services/status-history'
import type { SignatureInput, SignatureListQuery } from './employee-signatures.schema'

/** Where a rendered e-mail wants the sender's signature (see email-templates/render.ts). */
export const SIGNATURE_SLOT = '<!--signature-->'

const mine = (businessId: string, id: string) =>
  and(eq(employeeSignatures.businessId, businessId), eq(employeeSignatures.id, id))

/** A signature's employee: the same business on both sides of the join. */
const employeeJoin = and(
  eq(employees.id, employeeSignatures.employeeId),
  eq(employees.businessId, employeeSignatures.businessId),
)
const fullName = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`

const withEmployee = {
  id: employeeSignatures.id,
  businessId: employeeSignatures.businessId,
  employeeId: employeeSignatures.employeeId,
  name: employeeSignatures.name,
  body: employeeSignatures.body,
  isDefault: employeeSignatures.isDefault,
  status: employeeSignatures.status,
  createdAt: employeeSignatures.createdAt,
  updatedAt: employeeSignatures.updatedAt,
  employeeName: fullName,
  employeeEmail: employees.email,
}

export async function listSignatures({ db, business }: BusinessScope, q: SignatureListQuery) {
  const where = and(
    eq(employeeSignatures.businessId, business.id),
    q.status ? eq(employeeSignatures.status, q.status) : undefined,
    q.employee_id ? eq(employeeSignatures.employeeId, q.employee_id) : undefined,
    matchesText(q.search, employeeSignatures.name, fullName),
  )
  const column = q.sort === 'name' ? employeeSignatures.name : employeeSignatures.createdAt
  const [rows, [total]] = await Promise.all([
    db
      .select(withEmployee)
      .from(employeeSignatures)
      .innerJoin(employees, employeeJoin)
      .where(where)
      .orderBy(q.order === 'asc' ? asc(column) : desc(column), asc(employeeSignatures.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)` }).from(employeeSignatures).innerJoin(employees, employeeJoin).where(where),
  ])
  return pageOf(rows, total?.n ?? 0, q)
}

export async function getSignature({ db, business }: BusinessScope, id: string) {
  const [row] = await db
    .select(withEmployee)
    .from(employeeSignatures)
    .innerJoin(employees, employeeJoin)
    .where(mine(business.id, id))
  if (!row) throw notFound('Signature')
  return row
}

/** The stored form of a signature's rich text; nothing visible left is a 422. */
export function cleanSignatureBody(html: string) {
  const body = sanitizeRichText(html)
  if (!visibleText(body) && !/<img\b/i.test(body))
    throw new ApiError(422, 'Please enter Body', [{ field: 'body', message: 'Please enter Body' }])
  return body
}

async function assertEmployee({ db, business }: BusinessScope, employeeId: string) {
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, business.id), eq(employees.id, employeeId)),
    columns: { id: true },
  })
  if (!employee)
    throw new ApiError(422, 'Employee not found.', [{ field: 'employee_id', message: 'Employee not found.' }])
}

const unsetOtherDefaults = (db: Db, businessId: string, employeeId: string, keepId: string) =>
  db
    .update(employeeSignatures)
    .set({ isDefault: false })
    .where(
      and(
        eq(employeeSignatures.businessId, businessId),
        eq(employeeSignatures.employeeId, employeeId),
        ne(employeeSignatures.id, keepId),
        eq(employeeSignatures.isDefault, true),
      ),
    )

/** A new signature for an employee (the caller by default); their first one becomes their default. */
export async function createSignature(scope: StaffScope, input: SignatureInput) {
  const { db, business, actor } = scope
  const businessId = business.id
  const employeeId = orNull(input.employee_id) ?? actor.id
  if (employeeId !== actor.id) await assertEmployee(scope, employeeId)
  const body = cleanSignatureBody(input.body)
  const hasDefault = await db.query.employeeSignatures.findFirst({
    where: and(
      eq(employeeSignatures.businessId, businessId),
      eq(employeeSignatures.employeeId, employeeId),
      eq(employeeSignatures.isDefault, true),
      eq(employeeSignatures.status, 'active'),
    ),
    columns: { id: true },
  })
  const isDefault = input.is_default ?? !hasDefault
  const id = newId()
  await db.batch([
    db
      .insert(employeeSignatures)
      .values({ id, businessId, employeeId, name: input.name, body, isDefault, status: 'active' }),
    ...(isDefault ? [unsetOtherDefaults(db, businessId, employeeId, id)] : []),
    historyInsert(db, { businessId, entity: 'employee_signature', entityId: id, from: null, to: 'active', actor }),
  ])
  return getSignature(scope, id)
}

/** Edit a signature's name, text or default flag (outside the contract: PUT /employee-signatures/:id). */
export async function updateSignature(scope: BusinessScope, id: string, input: SignatureInput) {
  const { db, business } = scope
  const businessId = business.id
  const current = await getSignature(scope, id)
  const body = cleanSignatureBody(input.body)
  const isDefault = input.is_default ?? current.isDefault
  await db.batch([
    db.update(employeeSignatures).set({ name: input.name, body, isDefault }).where(mine(businessId, id)),
    ...(isDefault && !current.isDefault ? [unsetOtherDefaults(db, businessId, current.employeeId, id)] : []),
  ])
  return getSignature(scope, id)
}

export async function setSignatureStatus(scope: BusinessScope, id: string, to: ActiveState) {
  const { db, business, actor } = scope
  const businessId = business.id
  const current = await getSignature(scope, id)
  assertTransition(LIFECYCLES.activeInactive, 'signature', current.status, to)
  await db.batch([
    // An inactive signature is nobody's default any more.
    db
      .update(employeeSignatures)
      .set({ status: to, ...(to === 'inactive' ? { isDefault: false } : {}) })
      .where(mine(businessId, id)),
    historyInsert(db, { businessId, entity: 'employee_signature', entityId: id, from: current.status, to, actor }),
  ])
  return getSignature(scope, id)
}

/** The caller's active signatures, default first: what an e-mail composer offers. */
export async function activeSignatureOptions({ db, business, actor }: StaffScope) {
  const rows = await db.query.employeeSignatures.findMany({
    where: and(
      eq(employeeSignatures.businessId, business.id),
      eq(employeeSignatures.employeeId, actor.id),
      eq(employeeSignatures.status, 'active'),
    ),
    orderBy: [desc(employeeSignatures.isDefault), asc(employeeSignatures.name)],
  })
  return rows.map((r) => ({ value: r.id, label: r.name, isDefault: r.isDefault, body: r.body }))
}

/** The signature an employee's e-mails carry: their default active one, else their newest active one. */
export async function signatureOf(db: Db, businessId: string, employeeId: string) {
  return db.query.employeeSignatures.findFirst({
    where: and(
      eq(employeeSignatures.businessId, businessId),
      eq(employeeSignatures.employeeId, employeeId),
      eq(employeeSignatures.status, 'active'),
    ),
    orderBy: [desc(employeeSignatures.isDefault), desc(employeeSignatures.createdAt)],
  })
}

/**
 * Add an employee's signature to an e-mail's HTML: into the signature slot of a rendered
 * template, else before </body>, else at the end. Without an active signature the HTML comes
 * back unchanged. The stored signature was sanitized when it was saved.
 */
export async function appendSignature(db: Db, businessId: string, employeeId: string, html: string): Promise<string> {
  const signature = await signatureOf(db, businessId, employeeId)
  if (!signature) return html
  const block = `<div class="signature" style="margin-top:24px;padding-top:12px;border-top:1px solid #e5e7eb">${signature.body}</div>`
  if (html.includes(SIGNATURE_SLOT)) return html.replace(SIGNATURE_SLOT, () => block)
  const end = html.search(/<\/body>/i)
  return end >= 0 ? `${html.slice(0, end)}${block}${html.slice(end)}` : `${html}${block}`
}
