/**
 * The candidates contract: what the API accepts and what the candidate screens' forms and
 * search params use. One schema per operation.
 */
import { CANDIDATE_STATES } from '../../db/schema/hiring'
import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { email, phone } from '../auth/auth.schema'

/** A query parameter left empty ('' from a form or a saved filter) means "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const queryOf = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

/** Optional text: empty or null means "not given" and is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null)

/** A whole number; from a form it may come as text ('' = not given). */
const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number().int().min(0).max(max).nullish(),
  )

export const CANDIDATE_SORTS = ['created_at', 'name', 'experience'] as const

/** The list's filters: also what a saved search filter keeps. */
export const candidateFilters = z.object({
  search: queryOf(z.string().trim().max(200)),
  status: queryOf(z.enum(CANDIDATE_STATES)),
  opportunity_id: queryOf(z.uuid()),
  source: queryOf(z.string().trim().max(60)),
  experience_min: queryOf(z.coerce.number().int().min(0).max(80)),
  experience_max: queryOf(z.coerce.number().int().min(0).max(80)),
  qualification: queryOf(z.string().trim().max(160)),
  blacklisted: queryOf(z.enum(['true', 'false']).transform((v) => v === 'true')),
  sort: queryOf(z.enum(CANDIDATE_SORTS)),
  order: queryOf(z.enum(['asc', 'desc'])),
})

export const candidateListQuery = listQuery(PAGE_SIZE.candidates)
  .extend(candidateFilters.shape)
  .extend({
    order: z.enum(['asc', 'desc']).default('desc'),
  })
export type CandidateListQuery = z.infer<typeof candidateListQuery>
export type CandidateFilters = Omit<CandidateListQuery, 'page' | 'limit'>

const education = z.object({
  degree: z.string().trim().min(1).max(160),
  institution: z.string().trim().max(160).optional(),
  year: z.number().int().min(1950).max(2100).optional(),
})
const experience = z.object({
  title: z.string().trim().min(1).max(160),
  company: z.string().trim().max(160).optional(),
  from: z.string().trim().max(20).optional(),
  to: z.string().trim().max(20).optional(),
  summary: z.string().trim().max(2000).optional(),
})

const candidateFields = {
  first_name: z.string().trim().min(1).max(80).describe('First name'),
  last_name: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => v ?? ''),
  email: email.describe('Email'),
  phone: phone
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  opportunity_id: z
    .uuid()
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null)
    .describe('Job'),
  location: optionalText(160),
  current_title: optionalText(160),
  current_company: optionalText(160),
  experience_years: wholeNumber(60).describe('Experience'),
  qualification: optionalText(160),
  skills: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  education: z.array(education).max(20).nullish(),
  experience: z.array(experience).max(30).nullish(),
  summary: optionalText(5000),
  linkedin_url: z
    .url()
    .max(300)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null)
    .describe('LinkedIn URL'),
  expected_salary: wholeNumber(100_000_000),
  notice_period_days: wholeNumber(365).describe('Notice period'),
  source: z.string().trim().min(1).max(60).default('manual'),
}

export const createCandidate = z.object(candidateFields)
export type CreateCandidate = z.infer<typeof createCandidate>

/** An edit: any of the fields; the status has its own endpoint. */
export const updateCandidate = z.object(candidateFields).partial()
export type UpdateCandidate = z.infer<typeof updateCandidate>

/** States that end a candidacy need a reason. */
export const REASON_REQUIRED: readonly string[] = ['rejected', 'withdrawn']

export const changeStatus = z
  .object({ status: z.enum(CANDIDATE_STATES), reason: optionalText(1000) })
  .refine((v) => !REASON_REQUIRED.includes(v.status) || !!v.reason, {
    message: 'Please enter Reason',
    path: ['reason'],
  })
export type ChangeStatus = z.infer<typeof changeStatus>

export const blacklist = z.object({ reason: z.string().trim().min(3).max(1000) })
export const whitelist = z.object({ reason: optionalText(1000) })

export const addComment = z.object({
  body: z.string().trim().min(1).max(5000).describe('Comment'),
  is_shared: z.boolean().default(false),
})
export type AddComment = z.infer<typeof addComment>

export const requestDocuments = z.object({
  documents: z.array(z.string().trim().min(2).max(120)).min(1).max(20),
  message: optionalText(2000),
})
export type RequestDocuments = z.infer<typeof requestDocuments>

export const checkDocuments = z.object({ documents: z.array(z.string().trim().min(1).max(120)).max(20).optional() })

/** Which of the candidate's received documents becomes their resume. */
export const chooseResume = z.object({ document_id: z.string().trim().min(1).max(64).describe('Document') })

/** An e-mail to the candidate: from a template, or a subject and body written for the occasion. */
export const sendEmail = z
  .object({
    template_id: z
      .uuid()
      .nullish()
      .or(z.literal(''))
      .transform((v) => v || null)
      .describe('Template'),
    subject: optionalText(200),
    body: optionalText(20_000),
    signature: z.boolean().default(true),
  })
  .refine((v) => v.template_id || v.subject, { message: 'Please enter Subject', path: ['subject'] })
  .refine((v) => v.template_id || v.body, { message: 'Please enter Body', path: ['body'] })
export type SendEmail = z.infer<typeof sendEmail>

export const saveSearchFilter = z.object({
  name: z.string().trim().min(1).max(80),
  filters: candidateFilters.omit({ order: true }).extend({ order: queryOf(z.enum(['asc', 'desc'])) }),
})
export type SaveSearchFilter = z.infer<typeof saveSearchFilter>

/**
 * File endpoints are asked for their format explicitly: a call without one is answered with
 * a JSON 422, so a client that expects JSON never receives a file it did not ask for.
 */
const requiredChoice = {
  error: (iss: { input?: unknown }) => (iss.input === undefined ? 'Please enter {label}' : undefined),
}
export const exportQuery = candidateListQuery.extend({ format: z.enum(['csv', 'xlsx'], requiredChoice) })
export const reportQuery = candidateListQuery.extend({
  format: z.enum(['pdf'], requiredChoice),
  candidate_id: queryOf(z.uuid()),
})

export const REGISTERED_FILTERS = ['week', 'month', 'year', 'all'] as const
export const registeredQuery = listQuery(PAGE_SIZE.default).extend({
  filter: z.enum(REGISTERED_FILTERS).default('week'),
})

export const DOCUMENT_STATES = ['requested', 'received'] as const
export const documentListQuery = listQuery(PAGE_SIZE.default).extend({
  status: queryOf(z.enum(DOCUMENT_STATES)),
  candidate_id: queryOf(z.uuid()),
})
