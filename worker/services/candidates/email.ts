import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailTemplates, employees, employeeSignatures, templateBodies } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { sendMail } from '../../providers/mail'
import type { SendEmail } from '../../schemas/candidates'
import { emailLayout } from '../mail/layout'
import { meter } from '../plan-limits'
import { findCandidateRow } from './query'

type MailEnv = Parameters<typeof sendMail>[0]
type Ctx = { businessId: string; businessName: string }

/** The placeholders a candidate e-mail may use: {{candidate_name}}, {{job_title}} ... */
export function candidateVars(candidate: { firstName: string; lastName: string; email: string; opportunityTitle: string | null }, businessName: string, senderName: string) {
  return {
    candidate_name: `${candidate.firstName} ${candidate.lastName}`.trim(),
    candidate_first_name: candidate.firstName,
    first_name: candidate.firstName,
    last_name: candidate.lastName,
    candidate_email: candidate.email,
    job_title: candidate.opportunityTitle ?? '',
    opportunity_title: candidate.opportunityTitle ?? '',
    company_name: businessName,
    business_name: businessName,
    sender_name: senderName,
    recruiter_name: senderName,
  }
}

/** {{name}} -> the value, HTML-escaped in bodies; unknown placeholders are left out. */
export const fill = (text: string, vars: Record<string, string>, html: boolean) =>
  text.replace(/\{\{\s*([a-z_]+)\s*\}\}/gi, (_m, key: string) => {
    const v = vars[key.toLowerCase()] ?? ''
    return html ? escapeHtml(v) : v
  })

/** Plain text typed in the compose box -> paragraphs; HTML (from a rich editor) is kept. */
const bodyHtml = (body: string) => (/<[a-z][\s\S]*>/i.test(body) ? body : body.split(/\n{2,}/).map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join(''))

/** A template of this business (active), with its current body. */
async function templateOf(db: Db, businessId: string, id: string) {
  const template = await db.query.emailTemplates.findFirst({ where: and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.id, id)) })
  if (!template) {
    throw new ApiError(422, 'The selected template does not exist.', [{ field: 'template_id', message: 'The selected template does not exist.' }])
  }
  if (template.status !== 'active') throw new ApiError(422, 'The selected template is inactive.', [{ field: 'template_id', message: 'The selected template is inactive.' }])
  const body = await db.query.templateBodies.findFirst({ where: and(eq(templateBodies.businessId, businessId), eq(templateBodies.templateId, id)) })
  return { template, body: body?.body ?? '' }
}

/** The sender's default active signature (sanitized HTML kept by the signatures feature). */
async function signatureOf(db: Db, businessId: string, employeeId: string) {
  const rows = await db.query.employeeSignatures.findMany({ where: and(eq(employeeSignatures.businessId, businessId), eq(employeeSignatures.employeeId, employeeId), eq(employeeSignatures.status, 'active')) })
  return (rows.find((r) => r.isDefault) ?? rows[0])?.body ?? null
}

/**
 * E-mail a candidate: from one of the business's templates (placeholders filled) or from a
 * subject and body written for the occasion; the sender's signature is appended; the mail
 * goes through the outbox and the queue and counts against the 'email' meter.
 */
export async function sendCandidateEmail(db: Db, env: MailEnv, ctx: Ctx, candidateId: string, input: SendEmail, senderId: string) {
  const candidate = await findCandidateRow(db, ctx.businessId, candidateId)
  if (!candidate) throw notFound('Candidate')
  const sender = await db.query.employees.findFirst({ where: and(eq(employees.businessId, ctx.businessId), eq(employees.id, senderId)), columns: { firstName: true, lastName: true, email: true } })
  const senderName = sender ? `${sender.firstName} ${sender.lastName}`.trim() : ctx.businessName
  const vars = candidateVars(candidate, ctx.businessName, senderName)
  let subject: string
  let content: string
  let templateKey = 'candidate.custom'
  if (input.template_id) {
    const { template, body } = await templateOf(db, ctx.businessId, input.template_id)
    subject = fill(input.subject ?? template.subject, vars, false)
    content = input.body ? bodyHtml(fill(input.body, vars, true)) : fill(body, vars, true)
    templateKey = template.key
  } else {
    subject = fill(input.subject!, vars, false)
    content = bodyHtml(fill(input.body!, vars, true))
  }
  const signature = input.signature ? await signatureOf(db, ctx.businessId, senderId) : null
  const html = emailLayout(subject, content + (signature ? `<div style="margin-top:24px">${signature}</div>` : ''), `You received this e-mail from ${ctx.businessName} about your application.`)
  await meter(db, ctx.businessId, 'email')
  const outboxId = await sendMail(env, db, { to: candidate.email, subject, html, businessId: ctx.businessId, template: templateKey })
  return { outboxId, to: candidate.email, subject, template: templateKey, signed: !!signature }
}
