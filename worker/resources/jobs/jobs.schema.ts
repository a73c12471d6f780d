/** The public careers API of a business: the open jobs and the application form. */
import { EMPLOYMENT_TYPES, WORKPLACES } from '../../db/schema/hiring'
import { listQuery } from '../../lib/pagination'
import { z } from '../../schemas/zod'
import { email, phone } from '../auth/auth.schema'

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const queryOf = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

export const publicJobsQuery = listQuery().extend({
  department_id: queryOf(z.uuid()),
  workplace: queryOf(z.enum(WORKPLACES)),
  employment_type: queryOf(z.enum(EMPLOYMENT_TYPES)),
  location: queryOf(z.string().trim().max(120)),
  sort: queryOf(z.enum(['published_at', 'title', 'deadline'])),
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
