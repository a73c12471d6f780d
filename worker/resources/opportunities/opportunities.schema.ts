/**
 * The opportunities (jobs) contract: what the API accepts and what the job form and the list's
 * search params use. One schema per operation.
 */

import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { EMPLOYMENT_TYPES, OPPORTUNITY_STATES, WORKPLACES } from './job-enums.schema'
import {
  currency,
  isoDate,
  isPastEverywhere,
  optionalRef,
  optionalText,
  optionalWhole,
  orNull,
  queryParam,
  refinePartialRanges,
  refineRanges,
  skillList,
  wholeNumber,
} from './job-fields.schema'

/** Job codes: 'ENG-104', upper-cased, unique in the business. */
export const jobCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/, 'Code may hold letters, digits, dots, dashes and underscores (at most 40)')
  .describe('Code')
  .nullish()
  .or(z.literal(''))
  .transform(orNull)

const fields = {
  title: z.string().trim().min(2).max(160).describe('Title'),
  code: jobCode,
  department_id: optionalRef('Department'),
  branch_id: optionalRef('Branch'),
  hiring_manager_id: optionalRef('Hiring manager'),
  employment_type: z.enum(EMPLOYMENT_TYPES).describe('Employment type'),
  workplace: z.enum(WORKPLACES).describe('Workplace'),
  location: optionalText(160),
  salary_min: optionalWhole('Minimum salary', 100_000_000),
  salary_max: optionalWhole('Maximum salary', 100_000_000),
  salary_currency: currency,
  openings: wholeNumber('Openings', 1, 1000),
  skills: skillList,
  experience_min: optionalWhole('Minimum experience', 60),
  experience_max: optionalWhole('Maximum experience', 60),
  description: optionalText(20_000),
  deadline: isoDate('Deadline'),
  email_template_id: optionalRef('E-mail template'),
}

/** On-site and hybrid jobs say where. */
const locationRule = (v: { workplace?: string; location?: string | null }, ctx: z.RefinementCtx) => {
  if (v.workplace && v.workplace !== 'remote' && !v.location)
    ctx.addIssue({ code: 'custom', message: 'Please enter Location', path: ['location'] })
}

/** A whole job, as the job form holds it. */
const wholeJob = z.object({
  ...fields,
  employment_type: fields.employment_type.default('full_time'),
  workplace: fields.workplace.default('on_site'),
  openings: fields.openings.default(1),
  skills: fields.skills.default([]),
})

export const createOpportunity = wholeJob.superRefine((v, ctx) => {
  refineRanges(v, ctx)
  locationRule(v, ctx)
  if (v.deadline && isPastEverywhere(v.deadline))
    ctx.addIssue({ code: 'custom', message: 'Deadline cannot be in the past', path: ['deadline'] })
})
export type CreateOpportunity = z.infer<typeof createOpportunity>

/**
 * The edit form: every field of the job, checked as a new job is except that it may keep a
 * deadline that has passed; the form sends it as an edit (`updateOpportunity`), which the API
 * checks against the merged job.
 */
export const editOpportunityForm = wholeJob.superRefine((v, ctx) => {
  refineRanges(v, ctx)
  locationRule(v, ctx)
})

/** An edit: any of the fields (absent = unchanged, null = cleared); the merged job is checked again. */
export const updateOpportunity = z.object(fields).partial().superRefine(refinePartialRanges)
export type UpdateOpportunity = z.infer<typeof updateOpportunity>

export const changeOpportunityStatus = z.object({
  status: z.enum(OPPORTUNITY_STATES).describe('Status'),
  reason: optionalText(1000),
})
export type ChangeOpportunityStatus = z.infer<typeof changeOpportunityStatus>

export const OPPORTUNITY_SORTS = ['created_at', 'title', 'deadline', 'status', 'candidates', 'published_at'] as const

export const opportunityFilters = z.object({
  status: queryParam(z.enum(OPPORTUNITY_STATES)),
  department_id: queryParam(z.uuid()),
  branch_id: queryParam(z.uuid()),
  employment_type: queryParam(z.enum(EMPLOYMENT_TYPES)),
  workplace: queryParam(z.enum(WORKPLACES)),
  sort: queryParam(z.enum(OPPORTUNITY_SORTS)),
})

export const opportunityListQuery = listQuery(PAGE_SIZE.default).extend(opportunityFilters.shape)
export type OpportunityListQuery = z.infer<typeof opportunityListQuery>

/** The list's filters and order, as a file: XLSX unless `format=csv` (as the candidates export). */
export const opportunityExportQuery = opportunityListQuery.extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx').describe('Format'),
})

export const shortlistQuery = listQuery(PAGE_SIZE.candidates).extend({
  include_later: queryParam(z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')),
})
export type ShortlistQuery = z.infer<typeof shortlistQuery>
