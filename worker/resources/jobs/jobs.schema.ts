/** The public careers API of a business: the open jobs and the application form. */
import { listQuery } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { email, phone } from '../auth/auth.schema'
import { EMPLOYMENT_TYPES, WORKPLACES } from '../opportunities/job-enums.schema'
import { queryParam } from '../opportunities/job-fields.schema'

export const publicJobsQuery = listQuery().extend({
  department_id: queryParam(z.uuid()),
  workplace: queryParam(z.enum(WORKPLACES)),
  employment_type: queryParam(z.enum(EMPLOYMENT_TYPES)),
  location: queryParam(z.string().trim().max(120)),
  sort: queryParam(z.enum(['published_at', 'title', 'deadline'])),
})
export type PublicJobsQuery = z.infer<typeof publicJobsQuery>

/**
 * The text fields of an application (multipart; the resume travels as the file field
 * `resume`). `website` is a honeypot: people never see it, so a value marks a bot.
 */
export const applyFields = z.object({
  first_name: z.string().trim().min(1).max(80).describe('First name'),
  last_name: z.string().trim().min(1).max(80).describe('Last name'),
  email: email.describe('Email'),
  phone: phone.describe('Phone'),
  cover_letter: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((v) => v || null)
    .describe('Cover letter'),
  website: z.string().max(500).nullish(),
})
export type ApplyFields = z.infer<typeof applyFields>

export const APPLY_FIELD_NAMES = ['first_name', 'last_name', 'email', 'phone', 'cover_letter', 'website'] as const
