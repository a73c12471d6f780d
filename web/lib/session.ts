import { onSessionExpired } from '@/lib/api'
import { clearAuth, getAuth, hydrateAuth } from '@/lib/auth'
import { notify } from '@/lib/toast'

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.'

/** What a 401 'Authorization Failed.' / 'Session Expired.' does: log out and say so (once). */
export function handleSessionExpired(): void {
  const wasSignedIn = getAuth() !== null
  clearAuth()
  // Several calls failing together must not stack notices for one expiry.
  if (wasSignedIn) notify.error(SESSION_EXPIRED_MESSAGE)
}

/** App start-up: restore the encrypted auth state, then wire the API client's 401 handling. */
export async function startSession(): Promise<void> {
  await hydrateAuth()
  onSessionExpired(handleSessionExpired)
}
