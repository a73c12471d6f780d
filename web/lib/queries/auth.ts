/**
 * Sign-in, sign-up, password reset and own-profile calls. Which API area answers depends on
 * the host the page was served on: the platform admin on the main domain (/admin), staff on a
 * business's sub-domain (/wildcard), candidates on the candidate host (/candidate).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type * as schemas from '@worker/resources/auth/auth.schema'
import type { z } from '@worker/schemas/zod'
import { type ApiResult, api, apiLegacy, type UploadProgress } from '@/lib/api'
import type { ApiData } from '@/lib/api-contract'
import {
  type AuthSession,
  authPersisted,
  clearAuth,
  getAuth,
  type NodeTree,
  type Principal,
  setAuth,
  subscribeAuth,
  updateAuthUser,
} from '@/lib/auth'
import { appHost } from '@/lib/host'
import { notify } from '@/lib/toast'

export type AuthArea = 'admin' | 'wildcard' | 'candidate'

/** The area this host's sign-in belongs to, and who signs in there. */
export const authArea: AuthArea =
  appHost.host === 'main' ? 'admin' : appHost.host === 'business' ? 'wildcard' : 'candidate'
export const hostPrincipal: Principal =
  authArea === 'admin' ? 'admin' : authArea === 'wildcard' ? 'employee' : 'candidate'

const AUTH_PATHS = {
  admin: {
    login: '/admin/auth/login',
    logout: '/admin/auth/logout',
    me: '/admin/auth/me',
    forgot: '/admin/auth/forgot-password',
    verifyCode: '/admin/auth/verify-forgot-password-otp',
    resendCode: '/admin/auth/resend-forgot-password-otp',
    reset: '/admin/auth/change-password',
  },
  wildcard: {
    login: '/wildcard/auth/login',
    logout: '/wildcard/auth/logout',
    me: '/wildcard/auth/verify-me',
    forgot: '/wildcard/auth/forgot-password',
    verifyCode: '/wildcard/auth/verify-otp',
    resendCode: '/wildcard/auth/resend-otp',
    reset: '/wildcard/auth/reset-password',
  },
  candidate: {
    login: '/candidate/auth/login',
    logout: '/candidate/auth/logout',
    me: '/candidate/auth/verify-me',
    forgot: '/candidate/auth/forgot-password',
    verifyCode: '/candidate/auth/verify-forgot-password-otp',
    resendCode: '/candidate/auth/resend-forgot-password-otp',
    reset: '/candidate/auth/change-password',
  },
} as const satisfies Record<AuthArea, Record<string, string>>

const PROFILE_PATHS = {
  admin: {
    details: '/admin/profile/update-profile',
    password: '/admin/profile/update-password',
    picture: '/admin/profile/update-profile-picture',
  },
  wildcard: {
    details: '/wildcard/profile/update-profile',
    password: '/wildcard/profile/update-password',
    picture: '/wildcard/profile/update-profile-picture',
  },
} as const

const paths = AUTH_PATHS[authArea]

/** The detail object the API answers for a principal (snake_case); only what the screens read is named. */
export type AccountDetail = Record<string, unknown> & {
  id: string
  email: string
  name: string
  phone?: string | null
  avatar_url?: string | null
  first_name?: string
  last_name?: string
  designation?: string | null
  is_business_admin?: boolean
  role?: { id: string; name: string } | string | null
  business?: { id: string; name: string; slug: string } | null
  department?: { id: string; name: string } | null
  opportunity?: { id: string; title: string } | null
}

/** What login and me / verify-me answer: the detail under the principal's key, and its nodes. */
export type AuthAnswer = Partial<Record<Principal, AccountDetail>> & { nodes: NodeTree[] }

export function sessionFrom(answer: AuthAnswer, principal: Principal = hostPrincipal): AuthSession {
  const user = answer[principal]
  if (!user) throw new Error(`The sign-in answer has no ${principal}.`)
  return { principal, user, nodes: answer.nodes ?? [] }
}

/** The signed-in user of this host, typed as the API's detail. */
export const currentUser = (session: AuthSession | null): AccountDetail | null =>
  session?.principal === hostPrincipal ? (session.user as AccountDetail) : null

// --- the stored session, checked once per app start --------------------------------------

let verification: Promise<boolean> | null = null

/**
 * Only the session restored from storage needs the check: one signed in during this page's life
 * (login, a portal opened from the platform console) is fresh. The first change the store
 * announces is that restore (lib/session hydrates before the first render); after it, a new
 * session counts as verified and a cleared one must be checked again next time.
 */
let restored = false
subscribeAuth(() => {
  if (!restored) {
    restored = true
    return
  }
  if (!getAuth()) verification = null
  else verification ??= Promise.resolve(true)
})

/**
 * The first time a guarded screen opens, ask the API whether the stored session still holds
 * (me / verify-me) and refresh the stored user and nodes. A failure clears the stored session;
 * a 401 'Authorization Failed.' / 'Session Expired.' also says so (see lib/session).
 */
export function ensureSessionVerified(): Promise<boolean> {
  const stored = getAuth()
  if (!stored || stored.principal !== hostPrincipal) return Promise.resolve(false)
  verification ??= apiLegacy.post<AuthAnswer>(paths.me).then(
    (answer) => {
      setAuth(sessionFrom(answer))
      return true
    },
    () => {
      clearAuth()
      return false
    },
  )
  return verification
}

// --- mutations ----------------------------------------------------------------------------

type Input<S extends z.ZodType> = z.output<S>

const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<ApiResult<T>> =>
  apiLegacy.request<T>(path, { method, body, skipAuthRedirect: true })

/** Every auth call shows the server's message: green on success, red on failure. */
const toasts = {
  onSuccess: (result: ApiResult<unknown>) => {
    if (result.message) notify.success(result.message)
  },
  onError: (error: Error) => notify.error(error.message),
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.login>) => send<AuthAnswer>('POST', paths.login, input),
    onSuccess: async (result) => {
      setAuth(sessionFrom(result.data))
      toasts.onSuccess(result)
      await authPersisted()
    },
    onError: toasts.onError,
  })
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiLegacy.request<null>(paths.logout, { method: 'DELETE', skipAuthRedirect: true }),
    onSuccess: toasts.onSuccess,
    // Signed out either way: a session the server no longer knows is as good as revoked.
    onSettled: async () => {
      clearAuth()
      queryClient.clear()
      await authPersisted()
    },
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.forgotPassword>) => send<null>('POST', paths.forgot, input),
    ...toasts,
  })
}

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.verifyOtp>) =>
      send<{ reset_token: string }>('POST', paths.verifyCode, input),
    ...toasts,
  })
}

export function useResendResetCode() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.resendOtp>) => send<null>('POST', paths.resendCode, input),
    ...toasts,
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.resetPassword>) => send<null>('POST', paths.reset, input),
    ...toasts,
  })
}

// --- business sign-up (main domain only) ----------------------------------------------------

export type RegisterAnswer = ApiData<'post', '/admin/register'>
export type VerifyAccountAnswer = ApiData<'put', '/admin/verify-account'>

export function useRegisterBusiness() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.registerBusiness>) =>
      api.send('post', '/admin/register', { json: input }, { skipAuthRedirect: true }),
    ...toasts,
  })
}

export function useVerifyAccount() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.verifyAccount>) =>
      api.send('put', '/admin/verify-account', { json: input }, { skipAuthRedirect: true }),
    ...toasts,
  })
}

export function useResendVerifyEmail() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.resendVerifyEmail>) =>
      api.send('post', '/admin/resend-verify-email', { json: input }, { skipAuthRedirect: true }),
    ...toasts,
  })
}

// --- own profile (platform admin and staff) -------------------------------------------------

const profilePaths = () => PROFILE_PATHS[authArea === 'admin' ? 'admin' : 'wildcard']

export type ProfileInput = Input<typeof schemas.updateAdminProfile> | Input<typeof schemas.updateStaffProfile>

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiLegacy.request<AccountDetail>(profilePaths().details, { method: 'PUT', body: input }),
    onSuccess: (result) => {
      updateAuthUser(result.data)
      toasts.onSuccess(result)
    },
    onError: toasts.onError,
  })
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.changePassword>) =>
      apiLegacy.request<null>(profilePaths().password, { method: 'PUT', body: input }),
    ...toasts,
  })
}

export function useUpdateProfilePicture(onProgress?: (progress: UploadProgress) => void) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('image', file)
      return apiLegacy.upload<AccountDetail>(profilePaths().picture, form, { method: 'PATCH', onProgress })
    },
    onSuccess: (result) => {
      updateAuthUser(result.data)
      toasts.onSuccess(result)
    },
    onError: toasts.onError,
  })
}
