import { useNavigate, useRouterState } from '@tanstack/react-router'
import * as React from 'react'
import { useAuth } from '@/lib/auth'
import { useLogout } from '@/lib/queries/auth'

type LoginPath = '/auth/login' | '/candidates/auth/login'

/** Set while an explicit sign-out runs, so no layout mistakes it for an expired session. */
let signingOut = false

/**
 * For the signed-in screens: sign-out (the host's logout call, clear the store, go to the login
 * screen), and the way back to sign-in when the session is cleared under us (a 401 anywhere).
 */
export function useSignOut(loginPath: LoginPath) {
  const navigate = useNavigate()
  const logout = useLogout()
  const auth = useAuth()
  const href = useRouterState({ select: (s) => s.location.href })

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the session matters here, not every navigation.
  React.useEffect(() => {
    if (!auth && !signingOut) void navigate({ to: loginPath, search: { redirect: href }, replace: true })
  }, [auth])

  const signOut = React.useCallback(async () => {
    signingOut = true
    try {
      await logout.mutateAsync()
    } catch {
      // Signed out locally all the same (see useLogout).
    } finally {
      // Awaited outside React's lifecycle: the screen that asked may already be gone.
      await navigate({ to: loginPath, replace: true })
      signingOut = false
    }
  }, [logout, navigate, loginPath])

  return { signOut, pending: logout.isPending }
}
