import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employeeSignatures, employees } from '../../db/schema'
import type { ActiveState } from '../../db/schema/columns'
import { ApiError, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { containing, orNull } from '../../services/org-helpers'
import { sanitizeRichText, visibleText } from '../../services/rich-text'
import { type Actor, historyInsert } from '../../services/status-history'
import type { SignatureInput, SignatureListQuery } from './employee-signatures.schema'

/** Where a rendered e-mail wants the sender's signature (see email-templates/render.ts). */
export const SIGNATURE_SLOT = '<!--signature-->'

const mine = (businessId: string, id: string) =>
  and(eq(employeeSignatures.businessId, businessId), eq(employeeSignatures.id, id))

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
  employeeName: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`,
  employeeEmail: employees.email,
}

export async function listSignatures(db: Db, businessId: string, q: SignatureListQuery) {
  const where = and(
    eq(employeeSignatures.businessId, businessId),
    q.status ? eq(employeeSignatures.status, q.status) : undefined,
    q.employee_id ? eq(employeeSignatures.employeeId, q.employee_id) : undefined,
    q.search
      ? sql`(${employeeSignatures.name} like ${containing(q.search)} escape '\\' or (${employees.firstName} || ' ' || ${employees.lastName}) like ${containing(q.search)} escape '\\')`
      : undefined,
  )
  const column = q.sort === 'name' ? employeeSignatures.name : employeeSignatures.createdAt
  const [rows, [total]] = await Promise.all([
    db
      .select(withEmployee)
      .from(employeeSignatures)
      .innerJoin(employees, eq(employees.id, employeeSignatures.employeeId))
      .where(where)
      .orderBy(q.order === 'asc' ? asc(column) : desc(column), asc(employeeSignatures.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(employeeSignatures)
      .innerJoin(employees, eq(employees.id, employeeSignatures.employeeId))
      .where(where),
  ])
  return pageOf(rows, total?.n ?? 0, q)
}

export async function getSignature(db: Db, businessId: string, id: string) {
  const [row] = await db
    .select(withEmployee)
    .from(employeeSignatures)
    .innerJoin(employees, eq(employees.id, employeeSignatures.employeeId))
    .where(mine(businessId, id))
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

async function assertEmployee(db: Db, businessId: string, employeeId: string) {
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, businessId), eq(employees.id, employeeId)),
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
export async function createSignature(
  db: Db,
  businessId: string,
  input: SignatureInput,
  callerId: string,
  actor: Actor,
) {
  const employeeId = orNull(input.employee_id) ?? callerId
  if (employeeId !== callerId) await assertEmployee(db, businessId, employeeId)
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
  return getSignature(db, businessId, id)
}

/** Edit a signature's name, text or default flag (outside the contract: PUT /employee-signatures/:id). */
export async function updateSignature(db: Db, businessId: string, id: string, input: SignatureInput) {
  const current = await getSignature(db, businessId, id)
  const body = cleanSignatureBody(input.body)
  const isDefault = input.is_default ?? current.isDefault
  await db.batch([
    db.update(employeeSignatures).set({ name: input.name, body, isDefault }).where(mine(businessId, id)),
    ...(isDefault && !current.isDefault ? [unsetOtherDefaults(db, businessId, current.employeeId, id)] : []),
  ])
  return getSignature(db, businessId, id)
}

export async function setSignatureStatus(db: Db, businessId: string, id: string, to: ActiveState, actor: Actor) {
  const current = await getSignature(db, businessId, id)
  assertTransition(LIFECYCLES.activeInactive, 'signature', current.status, to)
  await db.batch([
    // An inactive signature is nobody's default any more.
    db
      .update(employeeSignatures)
      .set({ status: to, ...(to === 'inactive' ? { isDefault: false } : {}) })
      .where(mine(businessId, id)),
    historyInsert(db, { businessId, entity: 'employee_signature', entityId: id, from: current.status, to, actor }),
  ])
  return getSignature(db, businessId, id)
}

/** The caller's active signatures, default first: what an e-mail composer offers. */
export async function activeSignatureOptions(db: Db, businessId: string, employeeId: string) {
  const rows = await db.query.employeeSignatures.findMany({
    where: and(
      eq(employeeSignatures.businessId, businessId),
      eq(employeeSignatures.employeeId, employeeId),
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
