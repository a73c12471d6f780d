import { and, eq } from 'drizzle-orm'
import { emailTemplates } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { meter } from '../../services/plan-limits'
import { sanitizeRichText } from '../../services/rich-text'
import { businessEmailLayout, renderContent, type TemplateVars, templateContent } from '../email-templates/render'
import { appendSignature, SIGNATURE_SLOT } from '../employee-signatures/employee-signatures.service'
import type { BulkEmail, SendEmail } from './candidates.schema'
import { candidatePortalUrl, portalOrigin } from './links'
import { allFilteredCandidates, candidateRow, type PresentedRow } from './query.service'

/** The placeholders every candidate e-mail can use ({{candidate_name}}, {{job_title}} ...). */
export function candidateVars(
  { env, business }: Pick<BusinessScope, 'env' | 'business'>,
  candidate: Pick<PresentedRow, 'name' | 'firstName' | 'email' | 'opportunityTitle'>,
): TemplateVars {
  return {
    candidate_name: candidate.name,
    candidate_first_name: candidate.firstName,
    candidate_email: candidate.email,
    job_title: candidate.opportunityTitle ?? 'open',
    careers_link: `${portalOrigin(env, business.slug)}/jobs`,
    candidate_portal_link: candidatePortalUrl(env, business.slug),
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
  { db, business }: BusinessScope,
  content: { subject: string; body: string },
  vars: TemplateVars,
  senderId: string | null,
) {
  const { subject, body } = renderContent(content, vars, { name: business.name, timezone: business.timezone })
  const html = businessEmailLayout(business.name, body)
  return {
    subject,
    html: senderId ? await appendSignature(db, business.id, senderId, html) : html.replace(SIGNATURE_SLOT, ''),
  }
}

/** What an e-mail says before its placeholders are filled: a template's, or written for the occasion. */
async function contentOf({ db, business }: BusinessScope, input: SendEmail) {
  if (!input.template_id) {
    // The schema requires a subject and a body when no template is chosen.
    return { content: { subject: input.subject ?? '', body: bodyHtml(input.body ?? '') }, key: 'candidate.custom' }
  }
  const template = await db.query.emailTemplates.findFirst({
    where: and(eq(emailTemplates.businessId, business.id), eq(emailTemplates.id, input.template_id)),
  })
  if (!template)
    throw new ApiError(422, 'The selected template does not exist.', [
      { field: 'template_id', message: 'The selected template does not exist.' },
    ])
  const stored = await templateContent(db, business.id, template.key)
  return { content: { subject: input.subject ?? stored.subject, body: stored.body }, key: template.key }
}

async function deliver(
  scope: StaffScope,
  candidate: PresentedRow,
  input: SendEmail,
  { content, key }: Awaited<ReturnType<typeof contentOf>>,
) {
  const { db, env, business } = scope
  const vars: TemplateVars = {
    ...candidateVars(scope, candidate),
    message: input.body && input.template_id ? input.body : undefined,
  }
  const mail = await composeCandidateMail(scope, content, vars, input.signature ? scope.actor.id : null)
  await meter(db, business.id, 'email')
  const outboxId = await sendMail(env, db, {
    to: candidate.email,
    subject: mail.subject,
    html: mail.html,
    businessId: business.id,
    template: key,
  })
  return { outboxId, to: candidate.email, subject: mail.subject, template: key }
}

/**
 * E-mail a candidate: one of the business's templates (the body, when given, fills its
 * {{message}}), or a subject and body written for the occasion (placeholders work there too).
 * The sender's signature is appended; the mail goes through the outbox and the queue and
 * counts against the 'email' meter.
 */
export async function sendCandidateEmail(scope: StaffScope, candidateId: string, input: SendEmail) {
  const candidate = await candidateRow(scope, candidateId)
  return deliver(scope, candidate, input, await contentOf(scope, input))
}

/**
 * The same e-mail to several candidates (the list's bulk action), each with their own
 * placeholders; {{job_title}} is the job of `opportunity_id` when they applied for it, else
 * their most recent application's. Every candidate must be this business's (404, nothing sent).
 */
export async function sendBulkEmail(scope: StaffScope, input: BulkEmail) {
  const ids = [...new Set(input.candidate_ids)]
  const people = await allFilteredCandidates(scope, { ids, opportunity_id: undefined }, ids.length)
  if (people.length !== ids.length) throw notFound('Candidate')
  const content = await contentOf(scope, input)
  const sent = []
  for (const person of people) {
    const row = input.opportunity_id ? { ...person, ...contextOf(person, input.opportunity_id) } : person
    sent.push(await deliver(scope, row, input, content))
  }
  return { sent: sent.length, to: sent.map((s) => s.to), template: content.key }
}

/** The row's job fields for one job the person applied for (unchanged when they did not). */
function contextOf(person: PresentedRow, opportunityId: string) {
  const app = person.applications.find((a) => a.opportunityId === opportunityId)
  return app ? { opportunityId, opportunity: app.opportunity, opportunityTitle: app.opportunity.title } : {}
}
