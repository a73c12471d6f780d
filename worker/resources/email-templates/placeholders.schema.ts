/**
 * The typed placeholders of e-mail templates (`{{candidate_name}}` ...) and which template
 * may use which. Shared by the API (validation, rendering) and the editor (chips, live
 * preview), so both agree on every name.
 */

import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, type TemplateCategory } from './categories.schema'

export { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, type TemplateCategory }

export type PlaceholderType = 'text' | 'multiline' | 'email' | 'url' | 'date' | 'datetime' | 'money' | 'signature'

export type PlaceholderSpec = { type: PlaceholderType; label: string; sample: string }

export const PLACEHOLDERS = {
  candidate_name: { type: 'text', label: 'Candidate name', sample: 'Jamie Rivera' },
  candidate_email: { type: 'email', label: 'Candidate e-mail', sample: 'jamie.rivera@example.com' },
  job_title: { type: 'text', label: 'Job title', sample: 'Senior Backend Engineer' },
  company_name: { type: 'text', label: 'Company name', sample: 'Acme Corporation' },
  sender_name: { type: 'text', label: 'Sender name', sample: 'Ryan Patel' },
  sender_email: { type: 'email', label: 'Sender e-mail', sample: 'recruiter@acme.example' },
  careers_link: { type: 'url', label: 'Careers page link', sample: 'https://acme.example/careers' },
  candidate_portal_link: {
    type: 'url',
    label: 'Candidate portal link',
    sample: 'https://acme-candidate.example/candidates/dashboard',
  },
  interview_title: { type: 'text', label: 'Interview title', sample: 'Technical interview' },
  interview_time: { type: 'datetime', label: 'Interview time', sample: 'Tuesday, April 14, 2026 at 10:00 AM EDT' },
  previous_interview_time: {
    type: 'datetime',
    label: 'Previous interview time',
    sample: 'Monday, April 13, 2026 at 2:00 PM EDT',
  },
  interview_duration: { type: 'text', label: 'Interview duration', sample: '60 minutes' },
  interview_mode: { type: 'text', label: 'Interview mode', sample: 'Video call' },
  interview_location: { type: 'text', label: 'Interview location', sample: 'New York HQ, Room 41B' },
  interview_link: { type: 'url', label: 'Interview link', sample: 'https://meet.example/acme-tech-interview' },
  interviewer_names: { type: 'text', label: 'Interviewers', sample: 'Marcus Chen, Priya Raman' },
  cancellation_reason: { type: 'multiline', label: 'Cancellation reason', sample: 'The interviewer is unwell.' },
  exam_link: { type: 'url', label: 'Exam link', sample: 'https://acme-candidate.example/candidates/interviews/123' },
  exam_deadline: { type: 'datetime', label: 'Exam deadline', sample: 'Friday, April 17, 2026 at 5:00 PM EDT' },
  exam_duration: { type: 'text', label: 'Exam duration', sample: '45 minutes' },
  document_upload_link: {
    type: 'url',
    label: 'Document upload link',
    sample: 'https://acme.example/documents/upload#token=abc',
  },
  document_list: { type: 'multiline', label: 'Requested documents', sample: 'Passport copy\nLatest payslip' },
  offer_link: { type: 'url', label: 'Offer link', sample: 'https://acme-candidate.example/offers/123' },
  offer_expires_at: { type: 'date', label: 'Offer expiry date', sample: 'April 30, 2026' },
  start_date: { type: 'date', label: 'Start date', sample: 'June 1, 2026' },
  signed_at: { type: 'datetime', label: 'Signed at', sample: 'Wednesday, April 22, 2026 at 11:12 AM EDT' },
  salary: { type: 'money', label: 'Salary', sample: '$165,000.00 per year' },
  manager_name: { type: 'text', label: 'Manager', sample: 'Marcus Chen' },
  signature: { type: 'signature', label: 'Signature', sample: 'Jamie Rivera' },
  employee_name: { type: 'text', label: 'Employee name', sample: 'Alex Morgan' },
  role_name: { type: 'text', label: 'Role', sample: 'Recruiter' },
  invitation_link: {
    type: 'url',
    label: 'Invitation link',
    sample: 'https://acme.example/auth/accept-invitation?email=ada%40acme.example#token=abc',
  },
  invitation_expires_at: {
    type: 'datetime',
    label: 'Invitation expiry',
    sample: 'Tuesday, April 21, 2026 at 9:00 AM EDT',
  },
  message: { type: 'multiline', label: 'Message', sample: 'Thanks again for your time this week.' },
} as const satisfies Record<string, PlaceholderSpec>

export type PlaceholderName = keyof typeof PLACEHOLDERS

const COMMON = [
  'company_name',
  'sender_name',
  'sender_email',
  'careers_link',
] as const satisfies readonly PlaceholderName[]
const CANDIDATE = [
  'candidate_name',
  'candidate_email',
  'job_title',
  'candidate_portal_link',
  ...COMMON,
] as const satisfies readonly PlaceholderName[]
const INTERVIEW = [
  'interview_title',
  'interview_time',
  'interview_duration',
  'interview_mode',
  'interview_location',
  'interview_link',
  'interviewer_names',
] as const satisfies readonly PlaceholderName[]

export type TemplateKind = {
  name: string
  category: TemplateCategory
  description: string
  placeholders: readonly PlaceholderName[]
  /** A system template must keep these: without them the e-mail cannot do its job. */
  required: readonly PlaceholderName[]
}

/** Every e-mail the product sends, by template key. */
export const SYSTEM_TEMPLATES = {
  'candidate.application_received': {
    name: 'Application received',
    category: 'candidate',
    description: 'Sent to a candidate right after they apply.',
    placeholders: CANDIDATE,
    required: ['candidate_name'],
  },
  'interview.scheduled': {
    name: 'Interview scheduled',
    category: 'interview',
    description: 'Sent to the candidate when an interview is scheduled.',
    placeholders: [...CANDIDATE, ...INTERVIEW],
    required: ['interview_time'],
  },
  'interview.rescheduled': {
    name: 'Interview rescheduled',
    category: 'interview',
    description: 'Sent to the candidate when an interview moves to a new time.',
    placeholders: [...CANDIDATE, ...INTERVIEW, 'previous_interview_time'],
    required: ['interview_time'],
  },
  'interview.cancelled': {
    name: 'Interview cancelled',
    category: 'interview',
    description: 'Sent to the candidate when an interview is cancelled.',
    placeholders: [...CANDIDATE, ...INTERVIEW, 'cancellation_reason'],
    required: ['interview_time'],
  },
  'interview.reminder': {
    name: 'Interview reminder',
    category: 'interview',
    description: 'Sent to the candidate a day before an interview.',
    placeholders: [...CANDIDATE, ...INTERVIEW],
    required: ['interview_time'],
  },
  'exam.invitation': {
    name: 'Online exam invitation',
    category: 'interview',
    description: 'Invites the candidate to a proctored online exam.',
    placeholders: [...CANDIDATE, 'interview_title', 'exam_link', 'exam_deadline', 'exam_duration'],
    required: ['exam_link'],
  },
  'candidate.document_request': {
    name: 'Document request',
    category: 'candidate',
    description: 'Asks the candidate to upload documents through a secure link.',
    placeholders: [...CANDIDATE, 'document_list', 'document_upload_link'],
    required: ['document_upload_link'],
  },
  'offer.sent': {
    name: 'Offer letter sent',
    category: 'offer',
    description: 'Sends the candidate their offer letter to review and sign.',
    placeholders: [...CANDIDATE, 'offer_link', 'offer_expires_at', 'start_date'],
    required: ['offer_link'],
  },
  'offer.letter': {
    name: 'Offer letter (PDF)',
    category: 'offer',
    description: 'The letter the candidate signs.',
    // The candidate, the job and the terms; `{{signature}}` is where the candidate signs.
    placeholders: [...CANDIDATE, 'salary', 'start_date', 'offer_expires_at', 'manager_name', 'signature'],
    required: ['salary', 'signature'],
  },
  'offer.signed': {
    name: 'Offer signed',
    category: 'offer',
    description: 'Confirms to the candidate that their signed offer was received.',
    placeholders: [...CANDIDATE, 'signed_at', 'start_date'],
    required: ['candidate_name'],
  },
  'candidate.rejected': {
    name: 'Application unsuccessful',
    category: 'candidate',
    description: 'Tells a candidate, kindly, that the business will not move forward.',
    placeholders: CANDIDATE,
    required: ['candidate_name'],
  },
  'employee.invitation': {
    name: 'Employee invitation',
    category: 'employee',
    description: 'Invites a new employee to set a password for the portal.',
    placeholders: ['employee_name', 'role_name', 'invitation_link', 'invitation_expires_at', ...COMMON],
    required: ['invitation_link'],
  },
  'general.message': {
    name: 'General message',
    category: 'general',
    description: 'A free-form message to a candidate.',
    placeholders: [...CANDIDATE, 'message'],
    required: ['message'],
  },
} as const satisfies Record<string, TemplateKind>

export type SystemTemplateKey = keyof typeof SYSTEM_TEMPLATES

/** What a business's own (non-system) template may use: the candidate's and sender's details. */
export const CUSTOM_TEMPLATE_PLACEHOLDERS: readonly PlaceholderName[] = [...CANDIDATE, 'message']

export const isSystemKey = (key: string): key is SystemTemplateKey => Object.hasOwn(SYSTEM_TEMPLATES, key)

/**
 * A business's own offer letters (category offer) have keys with this prefix and the offer
 * letter's vocabulary; the system one is 'offer.letter'. Both are offered when drafting an offer.
 */
export const OFFER_LETTER_KEY = 'offer.letter'
export const CUSTOM_OFFER_LETTER_PREFIX = 'offer_letter.'
export const isOfferLetterKey = (key: string) => key === OFFER_LETTER_KEY || key.startsWith(CUSTOM_OFFER_LETTER_PREFIX)

export function placeholdersFor(key: string): {
  allowed: readonly PlaceholderName[]
  required: readonly PlaceholderName[]
} {
  if (isSystemKey(key)) return { allowed: SYSTEM_TEMPLATES[key].placeholders, required: SYSTEM_TEMPLATES[key].required }
  if (key.startsWith(CUSTOM_OFFER_LETTER_PREFIX)) return placeholdersFor(OFFER_LETTER_KEY)
  return { allowed: CUSTOM_TEMPLATE_PLACEHOLDERS, required: [] }
}

const TOKEN = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g

/** The placeholder names a text uses, each once, in order of first use. */
export function placeholdersIn(...texts: string[]): string[] {
  const seen = new Set<string>()
  for (const text of texts) for (const [, name = ''] of text.matchAll(TOKEN)) seen.add(name)
  return [...seen]
}

/** Why a template's subject and body cannot be saved, or null. */
export function placeholderProblems(
  key: string,
  subject: string,
  body: string,
): { unknown: string[]; missing: string[] } | null {
  const { allowed, required } = placeholdersFor(key)
  const used = placeholdersIn(subject, body)
  const unknown = used.filter((p) => !(allowed as readonly string[]).includes(p))
  const missing = required.filter((p) => !used.includes(p))
  return unknown.length || missing.length ? { unknown, missing } : null
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch)

/**
 * Put values in a template's tokens. In HTML every value is escaped (a multi-line value's
 * line breaks become <br>); a URL that is not http(s) becomes '#'. Tokens without a value
 * are left empty. `html: false` is for the subject: plain text on one line.
 */
export function fillTokens(template: string, values: Partial<Record<string, string>>, opts: { html: boolean }): string {
  return template.replace(TOKEN, (_, name: string) => {
    let value = values[name] ?? ''
    const spec = (PLACEHOLDERS as Record<string, PlaceholderSpec>)[name]
    if (spec?.type === 'url' && value && !/^https?:\/\//i.test(value)) value = '#'
    if (!opts.html) return value.replace(/\s*[\r\n]+\s*/g, ' ')
    const escaped = escapeHtml(value)
    return spec?.type === 'multiline' ? escaped.replace(/\r?\n/g, '<br>') : escaped
  })
}

/** Sample values of every placeholder (the preview). */
export const SAMPLE_VALUES: Record<string, string> = Object.fromEntries(
  Object.entries(PLACEHOLDERS).map(([k, v]) => [k, v.sample]),
)
