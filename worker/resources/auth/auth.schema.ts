import { z } from '../../schemas/zod'

/** Who signs in: the platform admin, a business's staff member, a business's candidate (sessions, codes, devices). */
export const PRINCIPALS = ['admin', 'employee', 'candidate'] as const
export type PrincipalKind = (typeof PRINCIPALS)[number]

/** Lower-cased, trimmed e-mail. */
export const email = z.string().trim().toLowerCase().pipe(z.email().max(254))

export const PASSWORD_RULES = [
  { test: /[a-z]/, message: 'Password must contain a lowercase letter' },
  { test: /[A-Z]/, message: 'Password must contain an uppercase letter' },
  { test: /\d/, message: 'Password must contain a digit' },
  { test: /[^A-Za-z0-9]/, message: 'Password must contain a special character' },
] as const

/** The password policy: 8–128 characters with lower, upper, digit and special character. */
export const newPassword = z
  .string()
  .min(8)
  .max(128)
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES)
      if (!rule.test.test(value)) ctx.addIssue({ code: 'custom', message: rule.message })
  })

export const otp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code must be 6 digits')

/**
 * Sign-in: e-mail and password, or a Google ID token. One object (not a union), so a missing
 * field is named as the seed names it ('Please enter Password') instead of 'Invalid input' on
 * the whole body; the service still receives one of the two shapes.
 */
export const login = z
  .object({
    email: email.optional(),
    password: z.string().max(128).optional(),
    google_id_token: z.string().min(20).max(4096).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.google_id_token !== undefined) return
    if (v.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter Email' })
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Please enter Password' })
  })
  .transform((v): { email: string; password: string } | { google_id_token: string } =>
    v.google_id_token !== undefined
      ? { google_id_token: v.google_id_token }
      : { email: v.email ?? '', password: v.password ?? '' },
  )

/** The one-minute portal sign-in token from the platform console or the business switcher. */
export const portalToken = z.object({ token: z.string().trim().min(20).max(300) })

export const forgotPassword = z.object({ email })
export const verifyOtp = z.object({ email, otp })
export const resendOtp = z.object({ email })

const matching = <T extends { password: string; confirm_password: string }>(v: T) => v.password === v.confirm_password
const mismatch = { message: 'Passwords do not match', path: ['confirm_password'] }

/** Last step of a password reset: the token verify-otp answered, and the new password. */
export const resetPassword = z
  .object({ email, reset_token: z.string().min(20).max(200), password: newPassword, confirm_password: z.string() })
  .refine(matching, mismatch)

/** A signed-in user changes their password. */
export const changePassword = z
  .object({ current_password: z.string().min(1).max(128), password: newPassword, confirm_password: z.string() })
  .refine(matching, mismatch)
  .refine((v) => v.current_password !== v.password, {
    message: 'The new password must differ from the current one',
    path: ['password'],
  })

export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Phone is not a valid phone number')

export const updateAdminProfile = z.object({
  name: z.string().trim().min(2).max(120),
  phone: phone.optional().or(z.literal('')),
})
export const updateStaffProfile = z.object({
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().max(80).optional(),
  phone: phone.optional().or(z.literal('')),
  designation: z.string().trim().max(120).optional(),
})

export const slug = z.string().trim().toLowerCase().min(2).max(63)

export const registerBusiness = z
  .object({
    business_name: z.string().trim().min(2).max(120),
    slug,
    name: z.string().trim().min(2).max(120),
    email,
    phone: phone.optional().or(z.literal('')),
    password: newPassword,
    confirm_password: z.string(),
  })
  .refine(matching, mismatch)

export const verifyAccount = z.object({ email, otp })
export const resendVerifyEmail = z.object({ email })

export type Login = z.infer<typeof login>
export type RegisterBusiness = z.infer<typeof registerBusiness>
export type UpdateAdminProfile = z.infer<typeof updateAdminProfile>
export type UpdateStaffProfile = z.infer<typeof updateStaffProfile>
