/**
 * The matching and job-description contract (docs/matching.md): what the top-candidates,
 * similar-jobs and matching-jobs lists take, and what "Draft with AI" sends. Browser-safe.
 */
import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { EMPLOYMENT_TYPES, WORKPLACES } from './job-enums.schema'
import {
  currency,
  optionalRef,
  optionalText,
  optionalWhole,
  queryParam,
  refineRanges,
  skillList,
} from './job-fields.schema'

/** A job keeps its best 100 candidates: a page of its top candidates is within them. */
export const topCandidatesQuery = listQuery(PAGE_SIZE.default).extend({
  include_excluded: queryParam(z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')),
})
export type TopCandidatesQuery = z.infer<typeof topCandidatesQuery>

/** The most a similar list answers (and what a candidate's kept similar list holds). */
export const SIMILAR_MAX = 50

/** `limit` of the similar lists: 10 unless asked, at most SIMILAR_MAX. */
export const similarQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, SIMILAR_MAX)),
})
export type SimilarQuery = z.infer<typeof similarQuery>

const benefit = z.string().trim().min(2).max(200)

/** What "Draft with AI" sends: the job form's fields as they are, plus the benefits to list (only those). */
export const generateJobDescription = z
  .object({
    title: z.string().trim().min(2).max(160).describe('Title'),
    department_id: optionalRef('Department'),
    employment_type: z.enum(EMPLOYMENT_TYPES).describe('Employment type').default('full_time'),
    workplace: z.enum(WORKPLACES).describe('Workplace').default('on_site'),
    location: optionalText(160),
    skills: skillList.default([]),
    nice_to_have: skillList.default([]),
    experience_min: optionalWhole('Minimum experience', 60),
    experience_max: optionalWhole('Maximum experience', 60),
    salary_min: optionalWhole('Minimum salary', 100_000_000),
    salary_max: optionalWhole('Maximum salary', 100_000_000),
    salary_currency: currency,
    benefits: z.array(benefit).max(20).describe('Benefits').default([]),
  })
  .superRefine(refineRanges)
export type GenerateJobDescription = z.infer<typeof generateJobDescription>
