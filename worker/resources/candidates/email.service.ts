import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailTemplates } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { sendMail } from '../../providers/mail'
import { meter } from '../../services/plan-limits'
import { sanitizeRichText } from '../../services/rich-text'
import { businessEmailLayout, renderContent, type TemplateVars, templateContent } from '../email-templates/render'
import { appendSignature, SIGNATURE_SLOT } from '../employee-signatures/employee-signatures.service'
import type { SendEmail } from './candidates.schema'
import { candidatePortalUrl, portalOrigin } from './links'
import { findCandidateRow, type PresentedRow } from './query.service'

type MailEnv = Parameters<typeof sendMail>[0] & Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>
type Ctx = { businessId: string; businessName: string; slug: string; timezone: string }

/** The placeholders every candidate e-mail can use ({{candidate_name}}, {{job_title}} ...). */
export function candidateVars(
  env: MailEnv,
  ctx: Pick<Ctx, 'slug'>,
  candidate: Pick<PresentedRow, 'name' | 'firstName' | 'email' | 'opportunityTitle'>,
): TemplateVars {
  return {
    candidate_name: candidate.name,
    candidate_first_name: candidate.firstName,
    candidate_email: candidate.email,
    job_title: candidate.opportunityTitle ?? 'open',
    careers_link: `${portalOrigin(env, ctx.slug)}/jobs`,
    candidate_portal_link: candidatePortalUrl(env, ctx.slug),
  }
}

/** Plain typed text becomes escaped paragraphs; a body from a rich editor (it starts with a tag) is sanitized. */
export const bodyHtml = (body: string) =>
  /^\s*<[a-z]/i.test(body)
    ? sanitizeRichText(body)
    : body
        .split(/\n{2,}/)
        .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
        .join('')

/**
 * A business e-mail to a candidate, in the business's frame, with the sender's default
 * signature (or none), ready for sendMail.
 */
export async function composeCandidateMail(
  db: Db,
  ctx: Ctx,
  content: { subject: string; body: string },
  vars: TemplateVars,
  senderId: string | null,
) {
  const { subject, body } = renderContent(content, vars, { name: ctx.businessName, timezone: ctx.timezone })
  const html = businessEmailLayout(ctx.businessName, body)
  return {
    subject,
    html: senderId ? await appendSignature(db, ctx.businessId, senderId, html) : html.replace(SIGNATURE_SLOT, ''),
  }
}

/**
 * E-mail a candidate: one of the business's templates (the body, when given, fills its
 * {{message}}), or a subject and body written for the occasion (placeholders work there too).
 * The sender's signature is appended; the mail goes through the outbox and the queue and
 * counts against the 'email' meter.
 */
export async function sendCandidateEmail(
  db: Db,
  env: MailEnv,
  ctx: Ctx,
  candidateId: string,
  input: SendEmail,
  senderId: string,
) {
  const candidate = await findCandidateRow(db, ctx.businessId, candidateId)
  if (!candidate) throw notFound('Candidate')
  const vars: TemplateVars = {
    ...candidateVars(env, ctx, candidate),
    message: input.body && input.template_id ? input.body : undefined,
  }
  let content: { subject: string; body: string }
  let key = 'candidate.custom'
  if (input.template_id) {
    const template = await db.query.emailTemplates.findFirst({
      where: and(eq(emailTemplates.businessId, ctx.businessId), eq(emailTemplates.id, input.template_id)),
    })
    if (!template)
      throw new ApiError(422, 'The selected template does not exist.', [
        { field: 'template_id', message: 'The selected template does not exist.' },
      ])
    const stored = await templateContent(db, ctx.businessId, template.key)
    content = { subject: input.subject ?? stored.subject, body: stored.body }
    key = template.key
  } else {
    content = { subject: input.subject!, body: bodyHtml(input.body!) }
  }
  const mail = await composeCandidateMail(db, ctx, content, vars, input.signature ? senderId : null)
  await meter(db, ctx.businessId, 'email')
  const outboxId = await sendMail(env, db, {
    to: candidate.email,
    subject: mail.subject,
    html: mail.html,
    businessId: ctx.businessId,
    template: key,
  })
  return { outboxId, to: candidate.email, subject: mail.subject, template: key }
}
