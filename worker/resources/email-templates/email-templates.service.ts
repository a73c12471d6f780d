import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, emailTemplates, employees, templateBodies } from '../../db/schema'
import type { ActiveState } from '../../db/schema/columns'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { containing, isUniqueViolation } from '../../services/org-helpers'
import { sanitizeRichText, visibleText } from '../../services/rich-text'
import { type Actor, historyInsert } from '../../services/status-history'
import { DEFAULT_TEMPLATES } from './defaults'
import type { EmailTemplateInput, EmailTemplateListQuery, EmailTemplateUpdate } from './email-templates.schema'
import {
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

export async function listTemplates(db: Db, businessId: string, q: EmailTemplateListQuery) {
  const pattern = q.search ? containing(q.search) : null
  const where = and(
    eq(emailTemplates.businessId, businessId),
    q.status ? eq(emailTemplates.status, q.status) : undefined,
    q.category ? eq(emailTemplates.category, q.category) : undefined,
    pattern
      ? or(
          sql`${emailTemplates.name} like ${pattern} escape '\\'`,
          sql`${emailTemplates.subject} like ${pattern} escape '\\'`,
          sql`${emailTemplates.key} like ${pattern} escape '\\'`,
        )
      : undefined,
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? emailTemplates.name
  const order = q.sort ? (q.order === 'asc' ? asc(column) : desc(column)) : asc(emailTemplates.name)
  const [rows, count] = await Promise.all([
    db
      .select({ template: emailTemplates, version: templateBodies.version, bodyUpdatedAt: templateBodies.updatedAt })
      .from(emailTemplates)
      .leftJoin(templateBodies, eq(templateBodies.templateId, emailTemplates.id))
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

async function templateRow(db: Db, businessId: string, id: string) {
  const row = await db.query.emailTemplates.findFirst({ where: mine(businessId, id) })
  if (!row) throw notFound('E-mail template')
  return row
}

async function bodyRow(db: Db, businessId: string, templateId: string) {
  return db.query.templateBodies.findFirst({
    where: and(eq(templateBodies.businessId, businessId), eq(templateBodies.templateId, templateId)),
  })
}

/** A template with its body, its placeholders and a preview rendered with sample data. */
export async function getTemplate(db: Db, businessId: string, id: string) {
  const template = await templateRow(db, businessId, id)
  const body = await bodyRow(db, businessId, id)
  const business = (await db.query.businesses.findFirst({
    where: eq(businesses.id, businessId),
    columns: { name: true, timezone: true },
  }))!
  const content = { subject: template.subject, body: body?.body ?? '' }
  const updatedBy = body?.updatedBy
    ? await db.query.employees.findFirst({
        where: and(eq(employees.businessId, businessId), eq(employees.id, body.updatedBy)),
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

async function assertNameFree(db: Db, businessId: string, name: string, exceptId?: string) {
  const taken = await db.query.emailTemplates.findFirst({
    where: and(
      eq(emailTemplates.businessId, businessId),
      sql`lower(${emailTemplates.name}) = lower(${name})`,
      exceptId ? ne(emailTemplates.id, exceptId) : undefined,
    ),
    columns: { id: true },
  })
  if (taken) throw conflict(`An e-mail template named "${name}" already exists.`)
}

/** A business's own template (key 'custom.<name>'): the candidate placeholders are its vocabulary. */
export async function createTemplate(db: Db, businessId: string, input: EmailTemplateInput, actor: Actor) {
  await assertNameFree(db, businessId, input.name)
  const key = `custom.${slugOf(input.name)}_${newId().slice(-6)}`
  const { body, placeholders } = checkedContent(key, input.subject, input.body)
  const id = newId()
  await db
    .batch([
      db
        .insert(emailTemplates)
        .values({
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
  return getTemplate(db, businessId, id)
}

/** Name, subject and category (a system template keeps its category) and, when given, the body. */
export async function updateTemplate(db: Db, businessId: string, id: string, input: EmailTemplateUpdate, actor: Actor) {
  const template = await templateRow(db, businessId, id)
  await assertNameFree(db, businessId, input.name, id)
  const current = await bodyRow(db, businessId, id)
  const { body, placeholders } = checkedContent(template.key, input.subject, input.body ?? current?.body ?? '')
  const bodyChanged = input.body !== undefined && body !== current?.body
  await db.batch([
    db
      .update(emailTemplates)
      .set({
        name: input.name,
        subject: input.subject,
        category: template.isSystem ? template.category : input.category,
      })
      .where(mine(businessId, id)),
    bodyChanged || !current
      ? saveBody(db, businessId, id, body, placeholders, current, actor)
      : db.update(templateBodies).set({ placeholders }).where(eq(templateBodies.templateId, id)),
  ])
  return getTemplate(db, businessId, id)
}

function saveBody(
  db: Db,
  businessId: string,
  templateId: string,
  body: string,
  placeholders: string[],
  current: { version: number } | undefined,
  actor: Actor,
) {
  if (!current)
    return db
      .insert(templateBodies)
      .values({ businessId, templateId, body, placeholders, version: 1, updatedBy: actor.id })
  return db
    .update(templateBodies)
    .set({ body, placeholders, version: sql`${templateBodies.version} + 1`, updatedBy: actor.id })
    .where(and(eq(templateBodies.businessId, businessId), eq(templateBodies.templateId, templateId)))
}

export async function setTemplateStatus(
  db: Db,
  businessId: string,
  id: string,
  to: ActiveState,
  actor: Actor,
  reason?: string,
) {
  const template = await templateRow(db, businessId, id)
  assertTransition(LIFECYCLES.activeInactive, 'e-mail template', template.status, to)
  await db.batch([
    db.update(emailTemplates).set({ status: to }).where(mine(businessId, id)),
    historyInsert(db, { businessId, entity: 'email_template', entityId: id, from: template.status, to, reason, actor }),
  ])
  return getTemplate(db, businessId, id)
}

export async function templateOptions(db: Db, businessId: string) {
  const rows = await db.query.emailTemplates.findMany({
    where: and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.status, 'active')),
    columns: { id: true, name: true, key: true, category: true },
    orderBy: asc(emailTemplates.name),
  })
  return rows.map((r) => ({ value: r.id, label: r.name, key: r.key, category: r.category }))
}

/* ------------------------------------------------------------ template management (bodies) */

export async function listBodies(db: Db, businessId: string, q: ListQuery) {
  const pattern = q.search ? containing(q.search) : null
  const where = and(
    eq(templateBodies.businessId, businessId),
    pattern ? sql`${emailTemplates.name} like ${pattern} escape '\\'` : undefined,
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
      .innerJoin(emailTemplates, eq(emailTemplates.id, templateBodies.templateId))
      .where(where)
      .orderBy(
        q.order === 'asc' ? asc(templateBodies.updatedAt) : desc(templateBodies.updatedAt),
        asc(emailTemplates.id),
      )
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(templateBodies)
      .innerJoin(emailTemplates, eq(emailTemplates.id, templateBodies.templateId))
      .where(where),
  ])
  return pageOf(rows, total?.n ?? 0, q)
}

/** The body of the template `id` (template_managements/:id names the template). */
export async function getBody(db: Db, businessId: string, id: string) {
  const t = await getTemplate(db, businessId, id)
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

export async function updateBody(db: Db, businessId: string, id: string, rawBody: string, actor: Actor) {
  const template = await templateRow(db, businessId, id)
  const { body, placeholders } = checkedContent(template.key, template.subject, rawBody)
  await saveBody(db, businessId, id, body, placeholders, await bodyRow(db, businessId, id), actor)
  return getBody(db, businessId, id)
}
