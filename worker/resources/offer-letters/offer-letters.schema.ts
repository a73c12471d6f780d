/**
 * The offer letters contract (docs/offers.md): states, labels, the e-signature consent text,
 * the audit trail's event kinds and what each endpoint accepts. Browser-safe: the table, the
 * API and the screens (staff and candidate) all import these.
 */
import { formatMoney, PLATFORM_LOCALE } from '../../lib/money'
import { listQuery } from '../../lib/pagination'
import { calendarDate } from '../../schemas/calendar-date'
import { z } from '../../schemas/zod'
import { OFFER_STATES, type OfferState } from './offer-states'

export {
  isSignable,
  OFFER_STATE_LABELS,
  OFFER_STATES,
  type OfferState,
  OPEN_OFFER_STATES,
  SIGNABLE_OFFER_STATES,
} from './offer-states'

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  week: 'per week',
  day: 'per day',
  hour: 'per hour',
}

/**
 * What the candidate agrees to before the code is sent. Every version ever shown stays here:
 * the audit trail and the certificate name the version the signer accepted.
 */
export const ESIGN_CONSENT_TEXTS = {
  '2026-11-01':
    'I agree to sign this offer letter electronically. My electronic signature (my typed full name, confirmed with a one-time code sent to my e-mail address) is as binding as a handwritten signature. I can ask the company for a paper copy, and I can download the signed letter and its completion certificate at any time from the candidate portal.',
} as const
export type ConsentVersion = keyof typeof ESIGN_CONSENT_TEXTS
export const ESIGN_CONSENT_VERSION: ConsentVersion = '2026-11-01'
export const consentText = (version: string) =>
  (ESIGN_CONSENT_TEXTS as Record<string, string>)[version] ?? ESIGN_CONSENT_TEXTS[ESIGN_CONSENT_VERSION]

/** The audit trail's events, in the words the screens use. */
export const OFFER_EVENT_KINDS = [
  'created',
  'updated',
  'sent',
  'reminder_sent',
  'viewed',
  'consent_given',
  'code_sent',
  'code_rejected',
  'code_verified',
  'signed',
  'declined',
  'revoked',
  'expired',
] as const
export type OfferEventKind = (typeof OFFER_EVENT_KINDS)[number]

export const OFFER_EVENT_LABELS: Record<OfferEventKind, string> = {
  created: 'Draft created',
  updated: 'Draft edited',
  sent: 'Sent to the candidate',
  reminder_sent: 'Offer e-mail sent again',
  viewed: 'Opened by the candidate',
  consent_given: 'Consented to sign electronically',
  code_sent: 'Signing code e-mailed',
  code_rejected: 'Wrong or expired code entered',
  code_verified: 'Signing code confirmed',
  signed: 'Signed',
  declined: 'Declined',
  revoked: 'Revoked',
  expired: 'Expired',
}

/** The files of an offer: as sent, the signed letter, and the signed letter with its certificate. */
export const OFFER_FILE_VERSIONS = ['original', 'signed_letter', 'signed'] as const
export type OfferFileVersion = (typeof OFFER_FILE_VERSIONS)[number]

/** The most an offer's salary may be, in major units (a typo guard, not a policy). */
export const MAX_SALARY = 100_000_000

const uuid = (label: string) => z.uuid().describe(label)
/** An ISO 4217 code the platform's Intl knows ('usd' is read as 'USD'). */
const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code)
/** A query parameter left empty means "not given". */
const queryParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())
// Described at each step: a missing day is named by its label ('Please enter Expiry date').
const isoDay = (label: string) => z.string().trim().describe(label).pipe(calendarDate().describe(label))

/** The terms of an offer: what a draft holds and the template's placeholders are filled from. */
export const offerTerms = z
  .object({
    template_id: uuid('Template').nullish(),
    salary: z.coerce.number().positive().max(MAX_SALARY).describe('Salary'),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrency, 'Currency is not a valid ISO currency code')
      .describe('Currency'),
    salary_period: z.enum(SALARY_PERIODS).default('year').describe('Salary period'),
    start_date: isoDay('Start date'),
    /** The last day the candidate may sign (the offer expires at the end of it, in the business's time zone). */
    expires_on: isoDay('Expiry date'),
    manager_id: uuid('Manager').nullish(),
  })
  .strict()
export type OfferTerms = z.infer<typeof offerTerms>

/** POST /wildcard/offer_letters: a draft for one application. */
export const createOfferDraft = offerTerms.extend({ application_id: uuid('Application') }).strict()
export type CreateOfferDraft = z.infer<typeof createOfferDraft>

/** PUT /wildcard/offer_letters/:id: the draft's terms (its application stays). */
export const updateOfferDraft = offerTerms
export type UpdateOfferDraft = z.infer<typeof updateOfferDraft>

const offerTermLabels = { salary: 'Salary', currency: 'Currency', start_date: 'Start date', expires_on: 'Expiry date' }

/**
 * POST /wildcard/candidates/:id/offer_letter/send: send a draft of this candidate
 * (`offer_letter_id`; an offer already sent gets its e-mail again), or give the terms and the
 * draft is made and sent at once, for the application to `opportunity_id` (else the candidate's
 * most recent application).
 */
export const sendOffer = z
  .object({
    offer_letter_id: uuid('Offer letter').optional(),
    opportunity_id: uuid('Job').optional(),
  })
  .extend(offerTerms.partial().shape)
  .strict()
  .superRefine((v, ctx) => {
    if (v.offer_letter_id) return
    for (const field of ['salary', 'currency', 'start_date', 'expires_on'] as const) {
      if (v[field] === undefined || v[field] === null)
        ctx.addIssue({ code: 'custom', path: [field], message: `Please enter ${offerTermLabels[field]}` })
    }
  })
export type SendOffer = z.infer<typeof sendOffer>

export const reasonInput = z.object({ reason: z.string().trim().min(3).max(1000).describe('Reason') }).strict()
export type ReasonInput = z.infer<typeof reasonInput>

/** otp/generate: the candidate consents, types their name, and asks for the code. */
export const esignGenerate = z
  .object({
    offer_letter_id: uuid('Offer letter'),
    full_name: z.string().trim().min(2).max(120).describe('Full name'),
    consent: z.literal(true, 'Please agree to sign electronically'),
    consent_version: z.string().trim().min(1).max(40).describe('Consent version'),
  })
  .strict()
export type EsignGenerate = z.infer<typeof esignGenerate>

export const esignVerify = z
  .object({
    offer_letter_id: uuid('Offer letter'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code is 6 digits')
      .describe('Code'),
  })
  .strict()
export type EsignVerify = z.infer<typeof esignVerify>

export const esignResend = z.object({ offer_letter_id: uuid('Offer letter') }).strict()

export const offerListQuery = listQuery(20).extend({
  candidate_id: queryParam(z.uuid()),
  application_id: queryParam(z.uuid()),
  status: queryParam(z.enum(OFFER_STATES)),
})
export type OfferListQuery = z.infer<typeof offerListQuery>

export const offerOptionsQuery = z.object({ candidate_id: z.uuid().describe('Candidate') })

/** Which file: the original as sent, the signed letter, or the signed letter with its certificate (the default once signed). */
export const offerFileQuery = z.object({ version: z.enum(OFFER_FILE_VERSIONS).optional() })
export type OfferFileQuery = z.infer<typeof offerFileQuery>

/** "$165,000.00 per year", with the platform's Intl (web and PDF alike). */
export function salaryText(amountMinor: number, currency: string, period: SalaryPeriod, locale = PLATFORM_LOCALE) {
  return `${formatMoney(amountMinor, currency, { locale })} ${SALARY_PERIOD_LABELS[period]}`
}
