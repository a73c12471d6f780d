import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, emailTemplates, employees, templateBodies } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { appendSignature, SIGNATURE_SLOT } from '../employee-signatures/employee-signatures.service'
import { DEFAULT_TEMPLATES, type TemplateContent } from './defaults'
import { fillTokens, isSystemKey, PLACEHOLDERS, type PlaceholderSpec } from './placeholders.schema'

export type TemplateValue = string | number | Date | null | undefined
export type TemplateVars = Partial<Record<string, TemplateValue>>
export type RenderOptions = {
  /** The employee sending it: fills {{sender_name}}/{{sender_email}} and appends their default signature. */
  senderId?: string | null
}

type BusinessInfo = { name: string; timezone: string }

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

/** A value as the reader sees it: times in the business's zone, dates as words. */
export function formatValue(name: string, value: TemplateValue, timeZone: string): string {
  if (value === null || value === undefined) return ''
  const type = (PLACEHOLDERS as Record<string, PlaceholderSpec>)[name]?.type
  if (
    type === 'datetime' &&
    (value instanceof Date || typeof value === 'number' || /^\d{4}-\d{2}-\d{2}T/.test(String(value)))
  ) {
    const date = value instanceof Date ? value : new Date(value)
    if (!Number.isNaN(date.getTime()))
      return new Intl.DateTimeFormat('en-US', { ...DATE_TIME, timeZone })
        .format(date)
        .replace(/, (\d{1,2}:\d{2})/, ' at $1')
  }
  if (type === 'date') {
    const iso = value instanceof Date ? value.toISOString().slice(0, 10) : String(value)
    if (/^\d{4}-\d{2}-\d{2}$/.test(iso))
      return new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`))
  }
  return value instanceof Date ? value.toISOString() : String(value)
}

/** The frame of a business's e-mails: its name on top, the content, and a short footer. */
export function businessEmailLayout(businessName: string, contentHtml: string) {
  const name = escapeHtml(businessName)
  return `<!doctype html><html><body style="margin:0;background:#f0fdf4;font-family:Arial,Helvetica,sans-serif;color:#14532d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px;line-height:1.5">
<tr><td style="font-size:20px;font-weight:bold;color:#15803d;padding-bottom:16px">${name}</td></tr>
<tr><td>${contentHtml}${SIGNATURE_SLOT}</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#4b5563">Sent by ${name} with Hirely.</td></tr>
</table></td></tr></table></body></html>`
}

/** Subject and body with their tokens filled (values escaped in the body). */
export function renderContent(content: TemplateContent, vars: TemplateVars, business: BusinessInfo) {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(vars)) values[name] = formatValue(name, value, business.timezone)
  values.company_name ||= business.name
  return {
    subject: fillTokens(content.subject, values, { html: false }).trim(),
    body: fillTokens(content.body, values, { html: true }),
  }
}

/** The wording a business sends for a key: its own when active, else the product's default. */
export async function templateContent(db: Db, businessId: string, key: string): Promise<TemplateContent> {
  const template = await db.query.emailTemplates.findFirst({
    where: and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.key, key)),
  })
  if (template?.status === 'active') {
    const body = await db.query.templateBodies.findFirst({
      where: and(eq(templateBodies.businessId, businessId), eq(templateBodies.templateId, template.id)),
    })
    if (body) return { subject: template.subject, body: body.body }
  }
  if (isSystemKey(key)) return DEFAULT_TEMPLATES[key]
  if (!template) throw notFound('E-mail template')
  throw new ApiError(409, `The e-mail template "${template.name}" is inactive. Activate it before sending it.`)
}

/**
 * Render the e-mail `key` of a business with `vars` ({ candidate_name: 'Jamie', interview_time:
 * new Date(...) ...}): values are escaped, times shown in the business's time zone, and the
 * sender's default signature appended. Falls back to the default wording when the business's
 * template is inactive. Ready for `sendMail({ to, subject, html, businessId, template: key })`.
 */
export async function renderTemplate(
  db: Db,
  businessId: string,
  key: string,
  vars: TemplateVars,
  opts: RenderOptions = {},
): Promise<{ subject: string; html: string }> {
  const business = await db.query.businesses.findFirst({
    where: eq(businesses.id, businessId),
    columns: { name: true, timezone: true },
  })
  if (!business) throw notFound('Business')
  const sender = opts.senderId
    ? await db.query.employees.findFirst({
        where: and(eq(employees.businessId, businessId), eq(employees.id, opts.senderId)),
        columns: { firstName: true, lastName: true, email: true },
      })
    : null
  const withSender: TemplateVars = sender
    ? { sender_name: `${sender.firstName} ${sender.lastName}`.trim(), sender_email: sender.email, ...vars }
    : { ...vars }
  if (!withSender.sender_name) withSender.sender_name = `The ${business.name} team`
  const { subject, body } = renderContent(await templateContent(db, businessId, key), withSender, business)
  const html = businessEmailLayout(business.name, body)
  return { subject, html: opts.senderId ? await appendSignature(db, businessId, opts.senderId, html) : html }
}
