import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { emailTemplates, employees, templateBodies } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import type { ActiveState } from '../../schemas/org-common'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { isUniqueViolation } from '../../services/org-helpers'
import { sanitizeRichText, visibleText } from '../../services/rich-text'
import { historyInsert } from '../../services/status-history'
import { DEFAULT_TEMPLATES } from './defaults'
import type { EmailTemplateInput, EmailTemplateListQuery, EmailTemplateUpdate } from './email-templates.schema'
import {
  CUSTOM_OFFER_LETTER_PREFIX,
  isOfferLetterKey,
  isSystemKey,
  PLACEHOLDERS,
  placeholderProblems,
  placeholdersFor,
  placeholdersIn,
  SAMPLE_VALUES,
  SYSTEM_TEMPLATES,
} from './placeholders.schema'
import { renderContent } from './render'

const mine = (businessId: string, id: string) =>
  and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.id, id))
const bodyOf = (businessId: string, templateId: string) =>
  and(eq(templateBodies.businessId, businessId), eq(templateBodies.templateId, templateId))
/** A template's body row: the same business on both sides of the join. */
const bodyJoin = and(
  eq(templateBodies.templateId, emailTemplates.id),
  eq(templateBodies.businessId, emailTemplates.businessId),
)
const SORTS = {
  name: emailTemplates.name,
  category: emailTemplates.category,
  status: emailTemplates.status,
  created_at: emailTemplates.createdAt,
  updated_at: emailTemplates.updatedAt,
} as const

const bodyError = (message: string) => new ApiError(422, message, [{ field: 'body', message }])
const tokens = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ')

/** Sanitize a body and hold its placeholders to the template key's registry: 422 naming any problem. */
export function checkedContent(key: string, subject: string, rawBody: string) {
  const body = sanitizeRichText(rawBody)
  if (!visibleText(body)) throw bodyError('Please enter Body')
  const problems = placeholderProblems(key, subject, body)
  if (problems?.unknown.length) {
    throw bodyError(
      `Unknown placeholder${problems.unknown.length === 1 ? '' : 's'} ${tokens(problems.unknown)}. Use only the placeholders listed for this template.`,
    )
  }
  if (problems?.missing.length) throw bodyError(`This template must use ${tokens(problems.missing)}.`)
  return { body, placeholders: placeholdersIn(subject, body) }
}

/** What the editor needs to know about a key's placeholders: name, type, label, required. */
export function placeholderCatalog(key: string) {
  const { allowed, required } = placeholdersFor(key)
  return allowed.map((name) => ({
    name,
    token: `{{${name}}}`,
    ...PLACEHOLDERS[name],
    required: required.includes(name),
  }))
}

export async function listTemplates({ db, business }: BusinessScope, q: EmailTemplateListQuery) {
  const where = and(
    eq(emailTemplates.businessId, business.id),
    q.status ? eq(emailTemplates.status, q.status) : undefined,
    q.category ? eq(emailTemplates.category, q.category) : undefined,
    matchesText(q.search, emailTemplates.name, emailTemplates.subject, emailTemplates.key),
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? emailTemplates.name
  const order = q.sort ? (q.order === 'asc' ? asc(column) : desc(column)) : asc(emailTemplates.name)
  const [rows, count] = await Promise.all([
    db
      .select({ template: emailTemplates, version: templateBodies.version, bodyUpdatedAt: templateBodies.updatedAt })
      .from(emailTemplates)
      .leftJoin(templateBodies, bodyJoin)
      .where(where)
      .orderBy(order, asc(emailTemplates.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(emailTemplates, where),
  ])
  return pageOf(
    rows.map((r) => ({ ...r.template, version: r.version ?? 0, bodyUpdatedAt: r.bodyUpdatedAt })),
    count,
    q,
  )
}

async function templateRow({ db, business }: BusinessScope, id: string) {
  const row = await db.query.emailTemplates.findFirst({ where: mine(business.id, id) })
  if (!row) throw notFound('E-mail template')
  return row
}

async function bodyRow({ db, business }: BusinessScope, templateId: string) {
  return db.query.templateBodies.findFirst({ where: bodyOf(business.id, templateId) })
}

/** A template with its body, its placeholders and a preview rendered with sample data. */
export async function getTemplate(scope: BusinessScope, id: string) {
  const { db, business } = scope
  const template = await templateRow(scope, id)
  const body = await bodyRow(scope, id)
  const content = { subject: template.subject, body: body?.body ?? '' }
  const updatedBy = body?.updatedBy
    ? await db.query.employees.findFirst({
        where: and(eq(employees.businessId, business.id), eq(employees.id, body.updatedBy)),
        columns: { id: true, firstName: true, lastName: true },
      })
    : null
  return {
    ...template,
    body: content.body,
    version: body?.version ?? 0,
    bodyUpdatedAt: body?.updatedAt ?? null,
    updatedBy: updatedBy ? { id: updatedBy.id, name: `${updatedBy.firstName} ${updatedBy.lastName}`.trim() } : null,
    usedPlaceholders: body?.placeholders ?? [],
    placeholders: placeholderCatalog(template.key),
    description: isSystemKey(template.key) ? SYSTEM_TEMPLATES[template.key].description : null,
    hasDefault: isSystemKey(template.key),
    preview: renderContent(content, { ...SAMPLE_VALUES, company_name: business.name }, business),
  }
}

function slugOf(name: string) {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'template'
  )
}

async function assertNameFree({ db, business }: BusinessScope, name: string, exceptId?: string) {
  const taken = await db.query.emailTemplates.findFirst({
    where: and(
      eq(emailTemplates.businessId, business.id),
      sql`lower(${emailTemplates.name}) = lower(${name})`,
      exceptId ? ne(emailTemplates.id, exceptId) : undefined,
    ),
    columns: { id: true },
  })
  if (taken) throw conflict(`An e-mail template named "${name}" already exists.`)
}

/**
 * A business's own template (key 'custom.<name>'): the candidate placeholders are its vocabulary.
 * In the offer category it is an offer letter (key 'offer_letter.<name>', the letter's vocabulary).
 */
export async function createTemplate(scope: StaffScope, input: EmailTemplateInput) {
  const { db, business, actor } = scope
  const businessId = business.id
  await assertNameFree(scope, input.name)
  const prefix = input.category === 'offer' ? CUSTOM_OFFER_LETTER_PREFIX : 'custom.'
  const key = `${prefix}${slugOf(input.name)}_${newId().slice(-6)}`
  const { body, placeholders } = checkedContent(key, input.subject, input.body)
  const id = newId()
  await db
    .batch([
      db.insert(emailTemplates).values({
        id,
        businessId,
        key,
        name: input.name,
        subject: input.subject,
        category: input.category,
        isSystem: false,
        status: 'active',
      }),
      db
        .insert(templateBodies)
        .values({ businessId, templateId: id, body, placeholders, version: 1, updatedBy: actor.id }),
      historyInsert(db, { businessId, entity: 'email_template', entityId: id, from: null, to: 'active', actor }),
    ])
    .catch((err) => {
      if (isUniqueViolation(err)) throw conflict(`An e-mail template named "${input.name}" already exists.`)
      throw err
    })
  return getTemplate(scope, id)
}

/** Name, subject and category (a system template keeps its category) and, when given, the body. */
export async function updateTemplate(scope: StaffScope, id: string, input: EmailTemplateUpdate) {
  const { db, business } = scope
  const template = await templateRow(scope, id)
  await assertNameFree(scope, input.name, id)
  const current = await bodyRow(scope, id)
  const { body, placeholders } = checkedContent(template.key, input.subject, input.body ?? current?.body ?? '')
  const bodyChanged = input.body !== undefined && body !== current?.body
  await db.batch([
    db
      .update(emailTemplates)
      .set({
        name: input.name,
        subject: input.subject,
        // A system template keeps its category, and an offer letter stays one.
        category: template.isSystem || isOfferLetterKey(template.key) ? template.category : input.category,
      })
      .where(mine(business.id, id)),
    bodyChanged || !current
      ? saveBody(scope, id, body, placeholders, current)
      : db.update(templateBodies).set({ placeholders }).where(bodyOf(business.id, id)),
  ])
  return getTemplate(scope, id)
}

function saveBody(
  { db, business, actor }: StaffScope,
  templateId: string,
  body: string,
  placeholders: string[],
  current: { version: number } | undefined,
) {
  if (!current)
    return db
      .insert(templateBodies)
      .values({ businessId: business.id, templateId, body, placeholders, version: 1, updatedBy: actor.id })
  return db
    .update(templateBodies)
    .set({ body, placeholders, version: sql`${templateBodies.version} + 1`, updatedBy: actor.id })
    .where(bodyOf(business.id, templateId))
}

export async function setTemplateStatus(scope: BusinessScope, id: string, to: ActiveState, reason?: string) {
  const { db, business, actor } = scope
  const template = await templateRow(scope, id)
  assertTransition(LIFECYCLES.activeInactive, 'e-mail template', template.status, to)
  await db.batch([
    db.update(emailTemplates).set({ status: to }).where(mine(business.id, id)),
    historyInsert(db, {
      businessId: business.id,
      entity: 'email_template',
      entityId: id,
      from: template.status,
      to,
      reason,
      actor,
    }),
  ])
  return getTemplate(scope, id)
}

export async function templateOptions({ db, business }: BusinessScope) {
  const rows = await db.query.emailTemplates.findMany({
    where: and(eq(emailTemplates.businessId, business.id), eq(emailTemplates.status, 'active')),
    columns: { id: true, name: true, key: true, category: true },
    orderBy: asc(emailTemplates.name),
  })
  return rows.map((r) => ({ value: r.id, label: r.name, key: r.key, category: r.category }))
}

/* ------------------------------------------------------------ template management (bodies) */

export async function listBodies({ db, business }: BusinessScope, q: ListQuery) {
  const where = and(
    eq(templateBodies.businessId, business.id),
    eq(emailTemplates.businessId, business.id),
    matchesText(q.search, emailTemplates.name),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailTemplates.id,
        templateId: emailTemplates.id,
        bodyId: templateBodies.id,
        key: emailTemplates.key,
        name: emailTemplates.name,
        category: emailTemplates.category,
        status: emailTemplates.status,
        isSystem: emailTemplates.isSystem,
        version: templateBodies.version,
        placeholders: templateBodies.placeholders,
        updatedBy: templateBodies.updatedBy,
        updatedAt: templateBodies.updatedAt,
      })
      .from(templateBodies)
      .innerJoin(emailTemplates, bodyJoin)
      .where(where)
      .orderBy(
        q.order === 'asc' ? asc(templateBodies.updatedAt) : desc(templateBodies.updatedAt),
        asc(emailTemplates.id),
      )
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)` }).from(templateBodies).innerJoin(emailTemplates, bodyJoin).where(where),
  ])
  return pageOf(rows, total?.n ?? 0, q)
}

/** The body of the template `id` (template_managements/:id names the template). */
export async function getBody(scope: BusinessScope, id: string) {
  const t = await getTemplate(scope, id)
  return {
    id: t.id,
    templateId: t.id,
    key: t.key,
    name: t.name,
    subject: t.subject,
    body: t.body,
    version: t.version,
    updatedBy: t.updatedBy,
    updatedAt: t.bodyUpdatedAt,
    placeholders: t.placeholders,
    usedPlaceholders: t.usedPlaceholders,
    defaultBody: isSystemKey(t.key) ? DEFAULT_TEMPLATES[t.key].body : null,
    preview: t.preview,
  }
}

export async function updateBody(scope: StaffScope, id: string, rawBody: string) {
  const template = await templateRow(scope, id)
  const { body, placeholders } = checkedContent(template.key, template.subject, rawBody)
  await saveBody(scope, id, body, placeholders, await bodyRow(scope, id))
  return getBody(scope, id)
}
