import { email } from '@worker/resources/auth/auth.schema'
import { z } from '@worker/schemas/zod'
import { appHost } from '@/lib/host'

/** The screens of one sign-in flow: the staff's (main and business hosts) or the candidates'. */
export const STAFF_PATHS = {
  login: '/auth/login',
  forgot: '/auth/forgot-password',
  verifyOtp: '/auth/verify-otp',
  reset: '/auth/reset-password',
  home: '/admin/dashboard',
} as const

export const CANDIDATE_PATHS = {
  login: '/candidates/auth/login',
  forgot: '/candidates/auth/forgot-password',
  verifyOtp: '/candidates/auth/verify-otp',
  reset: '/candidates/auth/reset-password',
  home: '/candidates/dashboard',
} as const

export type AuthPaths = typeof STAFF_PATHS | typeof CANDIDATE_PATHS

/** A same-origin path to go back to after signing in ('/admin/x?y'), never another site ('//evil'). */
export const redirectTarget = z
  .string()
  .regex(/^\/(?![/\\])/)
  .optional()
  .catch(undefined)

/** `?email=` carried between the steps; a malformed one is dropped and the form asks for it. */
export const emailParam = email.optional().catch(undefined)

export const loginSearch = z.object({ redirect: redirectTarget })
export const emailSearch = z.object({ email: emailParam })

const protocol = () => (typeof location === 'undefined' ? 'https:' : location.protocol)

/** Origin of the main domain, e.g. for the sign-up link on a business host. */
export const mainOrigin = () => `${protocol()}//${appHost.mainDomain}`

/** Origin of a business's candidate area, from the configured pattern ('{slug}-candidate'). */
export const candidateOrigin = (slug: string) =>
  `${protocol()}//${appHost.candidatePattern.replace('{slug}', slug)}.${appHost.mainDomain}`

/** Origin of a business's staff portal. */
export const businessOrigin = (slug: string) => `${protocol()}//${slug}.${appHost.mainDomain}`

declare module '@tanstack/history' {
  interface HistoryState {
    /** verify-otp -> reset-password: the single-use token, kept out of the address bar. */
    resetToken?: string
    resetEmail?: string
  }
}
