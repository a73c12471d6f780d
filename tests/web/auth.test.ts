import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api'
import {
  authPersisted,
  clearAuth,
  getAuth,
  getGoogleAuth,
  hydrateAuth,
  setAuth,
  setGoogleAuth,
  useAuth,
} from '@/lib/auth'
import { saveSecure } from '@/lib/secure-storage'
import { handleSessionExpired, SESSION_EXPIRED_MESSAGE, startSession } from '@/lib/session'
import { notify } from '@/lib/toast'
import { node, staffSession } from './session-fixtures'

const session = staffSession([node('dashboard', 'Dashboard', '/admin/dashboard', 'dashboard')])

afterEach(async () => {
  clearAuth()
  await authPersisted()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('auth store', () => {
  it('notifies subscribers and persists only encrypted', async () => {
    const { result } = renderHook(() => useAuth())
    expect(result.current).toBeNull()
    act(() => setAuth(session))
    expect(result.current).toEqual(session)
    setGoogleAuth({ token: 'google-token' })
    await authPersisted()
    const raw = localStorage.getItem('hirely.secure.auth')!
    expect(raw).toBeTruthy()
    expect(raw).not.toContain('recruiter@acme.test')
    expect(raw).not.toContain('google-token')
  })

  it('clears the user, nodes and third-party token on logout', async () => {
    setAuth(session)
    setGoogleAuth({ token: 'google-token' })
    clearAuth()
    await authPersisted()
    expect(getAuth()).toBeNull()
    expect(getGoogleAuth()).toBeNull()
    expect(localStorage.getItem('hirely.secure.auth')).toBeNull()
  })

  it('hydrates from the encrypted store and ignores malformed state', async () => {
    await saveSecure('auth', { session, googleAuth: { token: 't' } })
    await hydrateAuth()
    expect(getAuth()).toEqual(session)
    expect(getGoogleAuth()).toEqual({ token: 't' })

    await saveSecure('auth', { session: { principal: 'root', user: {}, nodes: [] }, googleAuth: null })
    await hydrateAuth()
    expect(getAuth()).toBeNull()
  })
})

describe('session expiry', () => {
  it('logs out and shows the notice once, only when someone was signed in', () => {
    const error = vi.spyOn(notify, 'error')
    setAuth(session)
    handleSessionExpired()
    handleSessionExpired()
    expect(getAuth()).toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE)
  })

  it('is wired to the API client by startSession', async () => {
    const error = vi.spyOn(notify, 'error')
    await startSession()
    setAuth(session)
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Session Expired.', errors: [], data: null }), {
          status: 401,
        }),
    )
    await expect(api.post('/wildcard/auth/verify-me')).rejects.toMatchObject({ status: 401 })
    expect(getAuth()).toBeNull()
    expect(error).toHaveBeenCalledWith('Session expired. Please log in again.')
  })
})
