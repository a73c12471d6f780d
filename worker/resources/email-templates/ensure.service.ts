import { eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../db/client'
import { emailTemplates, templateBodies } from '../../db/schema'
import { newId } from '../../lib/ids'
import { DEFAULT_TEMPLATES } from './defaults'
import { placeholdersIn, SYSTEM_TEMPLATES, type SystemTemplateKey } from './placeholders.schema'

type TemplateRow = typeof emailTemplates.$inferInsert
type BodyRow = typeof templateBodies.$inferInsert

/** The rows of a business's default templates (one template and one body per key). */
export function defaultTemplateRows(
  businessId: string,
  keys: readonly SystemTemplateKey[] = Object.keys(SYSTEM_TEMPLATES) as SystemTemplateKey[],
  at = new Date(),
) {
  const templates: TemplateRow[] = []
  const bodies: BodyRow[] = []
  for (const key of keys) {
    const kind = SYSTEM_TEMPLATES[key]
    const content = DEFAULT_TEMPLATES[key]
    const id = newId(at.getTime())
    templates.push({
      id,
      businessId,
      key,
      name: kind.name,
      subject: content.subject,
      category: kind.category,
      isSystem: true,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    })
    bodies.push({
      businessId,
      templateId: id,
      body: content.body,
      placeholders: placeholdersIn(content.subject, content.body),
      version: 1,
      createdAt: at,
      updatedAt: at,
    })
  }
  return { templates, bodies }
}

/**
 * Give a business every system template it does not have yet (a new business gets all of
 * them; a new kind of e-mail reaches existing businesses the next time this runs). Idempotent.
 */
export async function ensureDefaultTemplates(db: Db, businessId: string) {
  const existing = await db.query.emailTemplates.findMany({
    where: eq(emailTemplates.businessId, businessId),
    columns: { key: true },
  })
  const have = new Set(existing.map((t) => t.key))
  const missing = (Object.keys(SYSTEM_TEMPLATES) as SystemTemplateKey[]).filter((k) => !have.has(k))
  if (!missing.length) return 0
  const { templates, bodies } = defaultTemplateRows(businessId, missing)
  const statements: BatchItem<'sqlite'>[] = []
  // One statement per row keeps every insert far below D1's 100 bound parameters.
  for (const t of templates) statements.push(db.insert(emailTemplates).values(t).onConflictDoNothing())
  for (const b of bodies) statements.push(db.insert(templateBodies).values(b).onConflictDoNothing())
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  return missing.length
}
