/**
 * The letter's words: an offer letter template (the business's 'offer.letter' or one of its own
 * in the offer category) filled with the candidate, the job and the terms. `{{signature}}`
 * becomes the place the PDF draws the signature box.
 */
import { and, eq } from 'drizzle-orm'
import { emailTemplates, employees } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import type { BusinessScope } from '../../lib/scope'
import type { TemplateContent } from '../email-templates/defaults'
import { isOfferLetterKey, OFFER_LETTER_KEY } from '../email-templates/placeholders.schema'
import { renderContent, templateContent } from '../email-templates/render'
import { type SalaryPeriod, salaryText } from './offer-letters.schema'
import { SIGNATURE_TAG } from './pdf/letter-blocks'

const SIGNATURE_TOKEN = /\{\{\s*signature\s*\}\}/g

export type LetterFacts = {
  candidate: { name: string; email: string }
  jobTitle: string
  terms: {
    salaryMinor: number
    currency: string
    salaryPeriod: SalaryPeriod
    startDate: string
    expiresOn: string
    managerId: string | null
    templateId: string | null
  }
  /** The staff member sending it (the letter's "Sincerely"). */
  senderId: string | null
}

const templateError = (message: string) => new ApiError(422, message, [{ field: 'template_id', message }])

/** The offer letter template to use: the one asked for (an active offer letter of this business) or the business's default. */
export async function letterTemplate({ db, business }: BusinessScope, templateId: string | null) {
  if (!templateId) {
    const own = await db.query.emailTemplates.findFirst({
      where: and(eq(emailTemplates.businessId, business.id), eq(emailTemplates.key, OFFER_LETTER_KEY)),
      columns: { id: true },
    })
    return { id: own?.id ?? null, key: OFFER_LETTER_KEY }
  }
  const row = await db.query.emailTemplates.findFirst({
    where: and(eq(emailTemplates.businessId, business.id), eq(emailTemplates.id, templateId)),
    columns: { id: true, key: true, status: true, name: true },
  })
  if (!row || !isOfferLetterKey(row.key)) throw templateError('The selected template is not an offer letter.')
  if (row.status !== 'active') throw templateError(`The template "${row.name}" is inactive. Activate it first.`)
  return { id: row.id, key: row.key }
}

/** A staff member's name and title, for the letter (null when not this business's). */
export async function staffName({ db, business }: BusinessScope, id: string | null) {
  if (!id) return null
  const row = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, business.id), eq(employees.id, id)),
    columns: { id: true, firstName: true, lastName: true, email: true, designation: true },
  })
  return row
    ? { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, title: row.designation ?? '' }
    : null
}

export type LetterValues = {
  candidate: { name: string; email: string }
  jobTitle: string
  salaryMinor: number
  currency: string
  salaryPeriod: SalaryPeriod
  startDate: string
  expiresOn: string
  manager: { name: string; title: string } | null
  sender: { name: string; email: string } | null
}

/** The default letter's clause naming the manager (and a business's copy of it). */
const MANAGER_CLAUSE = /,?\s*reporting to\s*\{\{\s*manager_name\s*\}\}/gi

/**
 * A template's subject and body filled for one offer: values escaped (render.ts), dates in words,
 * the salary through Intl.NumberFormat in its currency, and the first `{{signature}}` turned into
 * the signature box's tag (any other is dropped: a letter is signed once).
 */
export function fillLetter(content: TemplateContent, v: LetterValues, business: { name: string; timezone: string }) {
  let first = true
  // With no manager named, the clause that would name them goes (", reporting to {{manager_name}}").
  const text = v.manager ? content.body : content.body.replace(MANAGER_CLAUSE, '')
  const body = text.replace(SIGNATURE_TOKEN, () => {
    const tag = first ? `<${SIGNATURE_TAG}></${SIGNATURE_TAG}>` : ''
    first = false
    return tag
  })
  const filled = renderContent(
    { subject: content.subject, body },
    {
      candidate_name: v.candidate.name,
      candidate_email: v.candidate.email,
      job_title: v.jobTitle,
      salary: salaryText(v.salaryMinor, v.currency, v.salaryPeriod),
      start_date: v.startDate,
      offer_expires_at: v.expiresOn,
      // The manager as a letter names them: "Marcus Chen, Engineering Manager".
      manager_name: v.manager ? [v.manager.name, v.manager.title].filter(Boolean).join(', ') : '',
      sender_name: v.sender?.name ?? `The ${business.name} team`,
      sender_email: v.sender?.email ?? '',
    },
    business,
  )
  return { title: filled.subject || `Offer of employment: ${v.jobTitle}`, body: filled.body }
}

/** Title and HTML body of an offer's letter, from its template and terms (the sender signs it off). */
export async function composeLetter(scope: BusinessScope, facts: LetterFacts) {
  const { db, business } = scope
  const template = await letterTemplate(scope, facts.terms.templateId)
  // The business's own wording when active, else the product's default (templateContent decides).
  const content = await templateContent(db, business.id, template.key)
  const [manager, sender] = await Promise.all([
    staffName(scope, facts.terms.managerId),
    staffName(scope, facts.senderId),
  ])
  const letter = fillLetter(
    content,
    { candidate: facts.candidate, jobTitle: facts.jobTitle, ...facts.terms, manager, sender },
    business,
  )
  return { ...letter, templateId: template.id }
}
