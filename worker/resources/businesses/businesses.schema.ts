import { listQuery } from '../../lib/pagination'
import { currencyCode, optionalText, timeZone } from '../../schemas/intl'
import { z } from '../../schemas/zod'
import { email, phone, slug } from '../auth/auth.schema'

export const BUSINESS_STATUSES = ['pending_verification', 'active', 'suspended', 'inactive'] as const
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number]
export const BUSINESS_STATUS_LABELS: Record<BusinessStatus, string> = {
  pending_verification: 'Pending verification',
  active: 'Active',
  suspended: 'Suspended',
  inactive: 'Inactive',
}
export const BUSINESS_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const

export const businessListQuery = listQuery().extend({ status: z.enum(BUSINESS_STATUSES).optional() })

const optionalPhone = phone
  .optional()
  .or(z.literal(''))
  .nullable()
  .transform((v) => v || null)
const website = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'Website is not a valid url')
  .nullish()
  .transform((v) => v || null)

/** The platform admin creates a business and its owner; the owner verifies and sets a password by e-mail. */
export const createBusiness = z.object({
  business_name: z.string().trim().min(2).max(120).describe('Business name'),
  slug: slug.describe('Sub-domain'),
  name: z.string().trim().min(2).max(120).describe('Owner name'),
  email,
  phone: optionalPhone,
  industry: optionalText(120),
  size: z.enum(BUSINESS_SIZES).nullish(),
  country: optionalText(80),
  timezone: timeZone.default('UTC'),
  currency: currencyCode.default('USD'),
})

export const updateBusiness = z.object({
  name: z.string().trim().min(2).max(120),
  email,
  phone: optionalPhone,
  website,
  industry: optionalText(120),
  size: z.enum(BUSINESS_SIZES).nullish(),
  address: optionalText(300),
  country: optionalText(80),
  timezone: timeZone,
  currency: currencyCode,
})

export const businessStatus = z.object({ status: z.enum(BUSINESS_STATUSES), reason: optionalText(500) })

/** A payment made outside the platform (bank transfer, cheque) recorded by the platform admin. */
export const manualPayment = z.object({
  plan_id: z.string().trim().min(1).max(64).describe('Plan'),
  amount_cents: z.number().int().min(0).max(100_000_000).describe('Amount'),
  currency: currencyCode,
  reference: z.string().trim().min(2).max(120),
})

export type CreateBusiness = z.infer<typeof createBusiness>
export type UpdateBusiness = z.infer<typeof updateBusiness>
export type BusinessListQuery = z.infer<typeof businessListQuery>
export type ManualPayment = z.infer<typeof manualPayment>
