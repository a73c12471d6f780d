/**
 * Sign-in, sign-up, password reset and own-profile calls. Which API area answers depends on
 * the host the page was served on: the platform admin on the main domain (/admin), staff on a
 * business's sub-domain (/wildcard), candidates on the candidate host (/candidate).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type * as schemas from '@worker/resources/auth/auth.schema'
import type { z } from '@worker/schemas/zod'
import { type ApiResult, api, type UploadProgress } from '@/lib/api'
import type { ApiData } from '@/lib/api-contract'
import {
  type AuthSession,
  authPersisted,
  clearAuth,
  getAuth,
  type NodeTree,
  type Principal,
  type SessionAnswers,
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

/**
 * This host's route of a call each area has under its own name (the contract keeps the seed's
 * names): the union of the three literal routes, so each is checked against the API and the
 * answer is typed as theirs.
 */
const byArea = <A extends string, W extends string, C extends string>(paths: {
  admin: A
  wildcard: W
  candidate: C
}): A | W | C => paths[authArea]

const paths = {
  login: byArea({ admin: '/admin/auth/login', wildcard: '/wildcard/auth/login', candidate: '/candidate/auth/login' }),
  logout: byArea({
    admin: '/admin/auth/logout',
    wildcard: '/wildcard/auth/logout',
    candidate: '/candidate/auth/logout',
  }),
  me: byArea({ admin: '/admin/auth/me', wildcard: '/wildcard/auth/verify-me', candidate: '/candidate/auth/verify-me' }),
  forgot: byArea({
    admin: '/admin/auth/forgot-password',
    wildcard: '/wildcard/auth/forgot-password',
    candidate: '/candidate/auth/forgot-password',
  }),
  verifyCode: byArea({
    admin: '/admin/auth/verify-forgot-password-otp',
    wildcard: '/wildcard/auth/verify-otp',
    candidate: '/candidate/auth/verify-forgot-password-otp',
  }),
  resendCode: byArea({
    admin: '/admin/auth/resend-forgot-password-otp',
    wildcard: '/wildcard/auth/resend-otp',
    candidate: '/candidate/auth/resend-forgot-password-otp',
  }),
  reset: byArea({
    admin: '/admin/auth/change-password',
    wildcard: '/wildcard/auth/reset-password',
    candidate: '/candidate/auth/change-password',
  }),
}

/** What login, me / verify-me and the portal sign-in answer on any host. */
export type SessionAnswer = SessionAnswers[Principal]

/** The stored session of an answer: the account under its principal's key, and its nodes. */
export function sessionFrom(answer: SessionAnswer): AuthSession {
  // The tree's recursion is typed by the service (see NodeTree in lib/auth).
  const nodes = answer.nodes as NodeTree[]
  if ('admin' in answer) return { principal: 'admin', user: answer.admin, nodes }
  if ('employee' in answer) return { principal: 'employee', user: answer.employee, nodes }
  return { principal: 'candidate', user: answer.candidate, nodes }
}

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
  verification ??= api.post(paths.me).then(
    (answer) => {
      const session = sessionFrom(answer)
      if (session.principal !== hostPrincipal) throw new Error(`The session answer has no ${hostPrincipal}.`)
      setAuth(session)
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

/** The sign-in calls themselves: a 401 there is a wrong password or code, not an expired session. */
const signInCall = { skipAuthRedirect: true }

/** Every auth call shows the server's message: green on success, red on failure. */
const toasts = {
  onSuccess: (result: ApiResult<unknown>) => {
    if (result.message) notify.success(result.message)
  },
  onError: (error: Error) => notify.error(error.message),
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.login>) => api.send('post', paths.login, { json: input }, signInCall),
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
    mutationFn: () => api.send('delete', paths.logout, {}, signInCall),
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
    mutationFn: (input: Input<typeof schemas.forgotPassword>) =>
      api.send('post', paths.forgot, { json: input }, signInCall),
    ...toasts,
  })
}

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.verifyOtp>) =>
      api.send('post', paths.verifyCode, { json: input }, signInCall),
    ...toasts,
  })
}

export function useResendResetCode() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.resendOtp>) =>
      api.send('post', paths.resendCode, { json: input }, signInCall),
    ...toasts,
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.resetPassword>) =>
      api.send('post', paths.reset, { json: input }, signInCall),
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

/** The platform admin's own name and phone; the stored user becomes the API's answer. */
export function useUpdateAdminProfile() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.updateAdminProfile>) =>
      api.send('put', '/admin/profile/update-profile', { json: input }),
    onSuccess: (result) => {
      updateAuthUser('admin', result.data)
      toasts.onSuccess(result)
    },
    onError: toasts.onError,
  })
}

/** A staff member's own name, phone and designation. */
export function useUpdateStaffProfile() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.updateStaffProfile>) =>
      api.send('put', '/wildcard/profile/update-profile', { json: input }),
    onSuccess: (result) => {
      updateAuthUser('employee', result.data)
      toasts.onSuccess(result)
    },
    onError: toasts.onError,
  })
}

/** Each host's own password change: the console's, a business's staff's, its candidates'. */
const passwordPath = (
  {
    admin: '/admin/profile/update-password',
    wildcard: '/wildcard/profile/update-password',
    candidate: '/candidate/auth/update-password',
  } as const
)[authArea]

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: Input<typeof schemas.changePassword>) => api.send('put', passwordPath, { json: input }),
    ...toasts,
  })
}

/** Upload a new picture (with progress); the stored user becomes the API's answer. */
export function useUpdateProfilePicture(onProgress?: (progress: UploadProgress) => void) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('image', file)
      const options = { method: 'patch', onProgress } as const
      if (authArea === 'admin') {
        const result = await api.upload('/admin/profile/update-profile-picture', form, options)
        updateAuthUser('admin', result.data)
        return result
      }
      const result = await api.upload('/wildcard/profile/update-profile-picture', form, options)
      updateAuthUser('employee', result.data)
      return result
    },
    onSuccess: toasts.onSuccess,
    onError: toasts.onError,
  })
}
