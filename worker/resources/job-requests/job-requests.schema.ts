/**
 * The job requests (requisitions) contract: a manager asks for a position, an approver
 * decides, and an approved request is converted into the opportunity it asked for.
 */

import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { EMPLOYMENT_TYPES, JOB_REQUEST_STATES } from '../opportunities/job-enums.schema'
import {
  currency,
  isoDate,
  isPastEverywhere,
  optionalRef,
  optionalText,
  optionalWhole,
  queryParam,
  refinePartialRanges,
  refineRanges,
  skillList,
  wholeNumber,
} from '../opportunities/job-fields.schema'

const fields = {
  title: z.string().trim().min(2).max(160).describe('Title'),
  department_id: optionalRef('Department'),
  branch_id: optionalRef('Branch'),
  employment_type: z.enum(EMPLOYMENT_TYPES).describe('Employment type'),
  openings: wholeNumber('Openings', 1, 1000),
  justification: z.string().trim().min(10).max(4000).describe('Justification'),
  skills: skillList,
  experience_min: optionalWhole('Minimum experience', 60),
  experience_max: optionalWhole('Maximum experience', 60),
  salary_min: optionalWhole('Minimum salary', 100_000_000),
  salary_max: optionalWhole('Maximum salary', 100_000_000),
  salary_currency: currency,
  needed_by: isoDate('Needed by'),
}

/** A whole request, as the request form holds it. */
const wholeRequest = z.object({
  ...fields,
  employment_type: fields.employment_type.default('full_time'),
  openings: fields.openings.default(1),
  skills: fields.skills.default([]),
})

export const createJobRequest = wholeRequest.superRefine((v, ctx) => {
  refineRanges(v, ctx)
  if (v.needed_by && isPastEverywhere(v.needed_by))
    ctx.addIssue({ code: 'custom', message: 'Needed by cannot be in the past', path: ['needed_by'] })
})
export type CreateJobRequest = z.infer<typeof createJobRequest>

/**
 * The edit form: every field, checked as a new request is except that it may keep a date that
 * has passed; sent as an edit (`updateJobRequest`), which the API checks against the merged request.
 */
export const editJobRequestForm = wholeRequest.superRefine(refineRanges)

/** An edit while the request is pending: any of the fields; the merged request is checked again. */
export const updateJobRequest = z.object(fields).partial().superRefine(refinePartialRanges)
export type UpdateJobRequest = z.infer<typeof updateJobRequest>

/** Rejecting says why; approving or converting may add a note. */
export const changeJobRequestStatus = z
  .object({ status: z.enum(JOB_REQUEST_STATES).describe('Status'), reason: optionalText(1000) })
  .refine((v) => v.status !== 'rejected' || !!v.reason, { message: 'Please enter Reason', path: ['reason'] })
export type ChangeJobRequestStatus = z.infer<typeof changeJobRequestStatus>

export const JOB_REQUEST_SORTS = ['created_at', 'title', 'needed_by', 'status'] as const

export const jobRequestFilters = z.object({
  status: queryParam(z.enum(JOB_REQUEST_STATES)),
  department_id: queryParam(z.uuid()),
  mine: queryParam(z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')),
  sort: queryParam(z.enum(JOB_REQUEST_SORTS)),
})

export const jobRequestListQuery = listQuery(PAGE_SIZE.default).extend(jobRequestFilters.shape)
export type JobRequestListQuery = z.infer<typeof jobRequestListQuery>
