/**
 * The candidates contract: what the API accepts and what the candidate screens' forms and
 * search params use. One schema per operation.
 */
import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { email, phone } from '../auth/auth.schema'
import { queryParam } from '../opportunities/job-fields.schema'

/**
 * The pipeline's stages, in order (the `applications.stage` column takes its enum from here).
 * Which moves are allowed is LIFECYCLES.candidate (services/lifecycle.ts).
 */
export const CANDIDATE_STATES = [
  'new',
  'screening',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const
export type CandidateState = (typeof CANDIDATE_STATES)[number]

export const CANDIDATE_STATE_LABELS: Record<CandidateState, string> = {
  new: 'New',
  screening: 'Screening',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
}

/** 'shortlisted' -> 'Shortlisted'; a value outside the list (old data) reads as itself. */
export const candidateStateLabel = (state: string) => CANDIDATE_STATE_LABELS[state as CandidateState] ?? state

/** The states that take a candidate out of the pipeline: the move needs a reason. */
export const REASON_REQUIRED = ['rejected', 'withdrawn'] as const satisfies readonly CandidateState[]
const CLOSING: readonly CandidateState[] = REASON_REQUIRED
export const needsReason = (state: CandidateState) => CLOSING.includes(state)

/** The stages of candidates still in the pipeline (everyone but the rejected and withdrawn). */
export const PIPELINE_STAGES = CANDIDATE_STATES.filter((s) => !needsReason(s))

/** The stages from shortlisted on: a job's shortlist with `include_later=1`. */
export const SHORTLIST_STAGES = [
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
] as const satisfies readonly CandidateState[]

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
  search: queryParam(z.string().trim().max(200)),
  status: queryParam(z.enum(CANDIDATE_STATES)),
  opportunity_id: queryParam(z.uuid()),
  source: queryParam(z.string().trim().max(60)),
  experience_min: queryParam(z.coerce.number().int().min(0).max(80)),
  experience_max: queryParam(z.coerce.number().int().min(0).max(80)),
  qualification: queryParam(z.string().trim().max(160)),
  // 'true' in a URL; true in a saved filter's JSON (what the list answered it was saved as).
  blacklisted: queryParam(
    z
      .preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['true', 'false']))
      .transform((v) => v === 'true'),
  ),
  sort: queryParam(z.enum(CANDIDATE_SORTS)),
  order: queryParam(z.enum(['asc', 'desc'])),
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

/**
 * An edit: any of the fields; the status has its own endpoint. A field left out is left alone:
 * zod 4 applies a default even inside `.partial()`, so the fields with one (skills, source) are
 * optional without it here, or an edit that did not send them would empty them.
 */
export const updateCandidate = z
  .object(candidateFields)
  .partial()
  .extend({ skills: candidateFields.skills.unwrap().optional(), source: candidateFields.source.unwrap().optional() })
export type UpdateCandidate = z.infer<typeof updateCandidate>

/**
 * PUT candidates/:id/status: the move of one of the candidate's applications, the one for
 * `opportunity_id`, or (absent) the only or most recent one.
 */
export const changeStatus = z
  .object({
    status: z.enum(CANDIDATE_STATES),
    reason: optionalText(1000),
    opportunity_id: z
      .uuid()
      .nullish()
      .or(z.literal(''))
      .transform((v) => v || null)
      .describe('Job'),
  })
  .refine((v) => !needsReason(v.status) || !!v.reason, {
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

const emailFields = {
  template_id: z
    .uuid()
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null)
    .describe('Template'),
  subject: optionalText(200),
  body: optionalText(20_000),
  signature: z.boolean().default(true),
}
type EmailFields = { template_id: string | null; subject: string | null; body: string | null }
const emailRules = <T extends z.ZodType<EmailFields>>(schema: T) =>
  schema
    .refine((v) => v.template_id || v.subject, { message: 'Please enter Subject', path: ['subject'] })
    .refine((v) => v.template_id || v.body, { message: 'Please enter Body', path: ['body'] })

/** An e-mail to the candidate: from a template, or a subject and body written for the occasion. */
export const sendEmail = emailRules(z.object(emailFields))
export type SendEmail = z.infer<typeof sendEmail>

/** The most candidates one bulk action takes (the list's selection). */
export const BULK_CANDIDATES_MAX = 100

/** The same e-mail to the candidates selected on the list; their job is `opportunity_id`'s when the list shows one. */
export const bulkEmail = emailRules(
  z.object({
    ...emailFields,
    candidate_ids: z.array(z.uuid()).min(1).max(BULK_CANDIDATES_MAX).describe('Candidates'),
    opportunity_id: z
      .uuid()
      .nullish()
      .or(z.literal(''))
      .transform((v) => v || null)
      .describe('Job'),
  }),
)
export type BulkEmail = z.infer<typeof bulkEmail>

export const saveSearchFilter = z.object({
  name: z.string().trim().min(1).max(80),
  filters: candidateFilters.omit({ order: true }).extend({ order: queryParam(z.enum(['asc', 'desc'])) }),
})
export type SaveSearchFilter = z.infer<typeof saveSearchFilter>
/** What a saved filter keeps (the `filters` JSON column): the list's filters as the API parsed them. */
export type SavedCandidateFilters = SaveSearchFilter['filters']

/**
 * The report is asked for its format explicitly: a call without one is answered with a JSON
 * 422. (The export defaults to XLSX, as the seed's clients call it without one.)
 */
const requiredChoice = {
  error: (iss: { input?: unknown }) => (iss.input === undefined ? 'Please enter {label}' : undefined),
}
/** A selection of the list: comma-separated candidate ids (an export of the chosen rows). */
const idList = queryParam(
  z
    .string()
    .max(40 * BULK_CANDIDATES_MAX)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).min(1).max(BULK_CANDIDATES_MAX))
    .describe('Candidates'),
)
/** The export: a workbook unless CSV is asked for (issue 21: the seed's clients call it without a format). */
export const exportQuery = candidateListQuery.extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  ids: idList,
})
export const reportQuery = candidateListQuery.extend({
  format: z.enum(['pdf'], requiredChoice),
  candidate_id: queryParam(z.uuid()),
})

export const REGISTERED_FILTERS = ['week', 'month', 'year', 'all'] as const
export const registeredQuery = listQuery(PAGE_SIZE.default).extend({
  filter: z.enum(REGISTERED_FILTERS).default('week'),
})

export const DOCUMENT_STATES = ['requested', 'received'] as const
export const documentListQuery = listQuery(PAGE_SIZE.default).extend({
  status: queryParam(z.enum(DOCUMENT_STATES)),
  candidate_id: queryParam(z.uuid()),
})

/**
 * Where candidates come from: the suggestions of the forms and filters and their labels (a
 * candidate's source is free text; these are the usual ones). The careers page's applications
 * say 'careers page' (jobs.service).
 */
export const CANDIDATE_SOURCES = [
  'careers page',
  'referral',
  'linkedin',
  'manual',
  'resume upload',
  'job board',
  'agency',
] as const
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number]
export const CANDIDATE_SOURCE_LABELS: Record<CandidateSource, string> = {
  'careers page': 'Careers page',
  referral: 'Referral',
  linkedin: 'LinkedIn',
  manual: 'Added manually',
  'resume upload': 'Resume upload',
  'job board': 'Job board',
  agency: 'Agency',
}
