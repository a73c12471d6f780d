/**
 * The resume-extraction contract (browser-safe: the review screen imports it): a resume's
 * states, the upload's limits, the list's query and the bodies of save_records and
 * save_candidate/:id.
 */
import { listQuery } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { updateCandidate } from '../candidates/candidates.schema'
import { queryParam } from '../opportunities/job-fields.schema'

/**
 * queued → processing → extracted | failed; extracted → saved (a candidate was created from
 * it, or it was attached to one). A delivery that died mid-way leaves `processing`, which the
 * queue's retry takes up again.
 */
export const RESUME_STATES = ['queued', 'processing', 'extracted', 'failed', 'saved'] as const
export type ResumeState = (typeof RESUME_STATES)[number]

export const RESUME_STATE_LABELS: Record<ResumeState, string> = {
  queued: 'Queued',
  processing: 'Extracting',
  extracted: 'Ready to review',
  failed: 'Failed',
  saved: 'Saved',
}

/** States in which extraction has not finished yet (the screen keeps asking). */
export const PENDING_RESUME_STATES = ['queued', 'processing'] as const satisfies readonly ResumeState[]
export const isPendingResume = (s: ResumeState) => (PENDING_RESUME_STATES as readonly ResumeState[]).includes(s)

export const MAX_RESUMES_PER_BATCH = 50
export const MAX_RESUME_MB = 25
/** What the file input offers; the server decides by the file's bytes, never by this. */
export const RESUME_ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain'
export const RESUME_FILES_TEXT = `PDF, Word (DOCX) or plain-text resumes, up to ${MAX_RESUME_MB} MB each and ${MAX_RESUMES_PER_BATCH} at a time`

export const resumeListQuery = listQuery(20).extend({
  status: queryParam(z.enum(RESUME_STATES)),
  batch_id: queryParam(z.string().trim().min(1).max(64)),
})
export type ResumeListQuery = z.infer<typeof resumeListQuery>

/**
 * What a recruiter may correct on a record before saving: the candidate's own fields (the
 * candidate form's), every one optional. A field sent wins over what was extracted; a field
 * sent empty is cleared.
 */
export const resumeCorrections = updateCandidate.omit({ opportunity_id: true })
export type ResumeCorrections = z.infer<typeof resumeCorrections>

const resumeId = z.string().trim().min(1).max(64).describe('Resume')
const jobId = z
  .uuid()
  .nullish()
  .or(z.literal(''))
  .transform((v) => v || null)
  .describe('Job')

/** POST resumes/save_records: new candidates from reviewed records, optionally applying to one job. */
export const saveRecords = z.object({
  opportunity_id: jobId,
  source: z.string().trim().min(1).max(60).default('resume upload'),
  records: z
    .array(z.object({ id: resumeId, fields: resumeCorrections.optional() }))
    .min(1)
    .max(MAX_RESUMES_PER_BATCH)
    .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'Each resume can be saved once')
    .describe('Resumes'),
})
export type SaveRecords = z.infer<typeof saveRecords>

/** The candidate's fields a resume can fill (and, when asked, overwrite). */
export const MERGEABLE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'current_title',
  'current_company',
  'experience_years',
  'qualification',
  'skills',
  'education',
  'experience',
  'summary',
  'linkedin_url',
] as const
export type MergeableField = (typeof MERGEABLE_FIELDS)[number]

export const MERGEABLE_FIELD_LABELS: Record<MergeableField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  current_title: 'Current title',
  current_company: 'Current company',
  experience_years: 'Experience (years)',
  qualification: 'Qualification',
  skills: 'Skills',
  education: 'Education',
  experience: 'Experience',
  summary: 'Summary',
  linkedin_url: 'LinkedIn URL',
}

/**
 * POST resumes/save_candidate/:id (the candidate's id): attach a record to someone already on
 * file. Empty fields of theirs are filled; a field that differs is a conflict, answered and left
 * alone unless named in `overwrite`. The resume file becomes their resume.
 */
export const saveToCandidate = z.object({
  resume_id: resumeId,
  fields: resumeCorrections.optional(),
  overwrite: z.array(z.enum(MERGEABLE_FIELDS)).max(MERGEABLE_FIELDS.length).default([]),
  opportunity_id: jobId,
})
export type SaveToCandidate = z.infer<typeof saveToCandidate>
