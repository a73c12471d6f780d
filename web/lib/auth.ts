/**
 * The auth store: who is signed in, their nodes (the sidebar and permission tree returned at
 * login) and the third-party sign-in token. The only client state that persists, and it
 * persists encrypted (see secure-storage).
 */
import { useSyncExternalStore } from 'react'
import { clearSecure, loadSecure, saveSecure } from '@/lib/secure-storage'

export type Principal = 'admin' | 'employee' | 'candidate'

export type NodeTree = {
  id: string
  key: string
  name: string
  path: string | null
  icon: string | null
  children: NodeTree[]
  permissions?: string[]
}

export type AuthSession = { principal: Principal; user: Record<string, unknown>; nodes: NodeTree[] }
export type GoogleAuth = { token: string }
type AuthState = { session: AuthSession | null; googleAuth: GoogleAuth | null }

const STORAGE_NAME = 'auth'
const PRINCIPALS: readonly string[] = ['admin', 'employee', 'candidate']

let state: AuthState = { session: null, googleAuth: null }
const listeners = new Set<() => void>()
let writes: Promise<void> = Promise.resolve()

function persist(next: AuthState): void {
  // Chained so a later write can never land before an earlier one.
  writes = writes
    .then(() => (next.session || next.googleAuth ? saveSecure(STORAGE_NAME, next) : clearSecure(STORAGE_NAME)))
    .catch(() => {
      // Storage unavailable: the state stays in memory for this page.
    })
}

function update(next: AuthState, save = true): void {
  state = next
  if (save) persist(next)
  for (const listener of listeners) listener()
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getAuth = (): AuthSession | null => state.session
export const getGoogleAuth = (): GoogleAuth | null => state.googleAuth

/** Login: stores the user and the nodes. */
export function setAuth(session: AuthSession): void {
  update({ ...state, session })
}

/** Merges fields into the stored user (e.g. after a profile edit or verify-me). */
export function updateAuthUser(patch: Record<string, unknown>): void {
  if (state.session) update({ ...state, session: { ...state.session, user: { ...state.session.user, ...patch } } })
}

export function setGoogleAuth(googleAuth: GoogleAuth | null): void {
  update({ ...state, googleAuth })
}

/** Logout / expired session: clears the user, the nodes and the third-party token. */
export function clearAuth(): void {
  update({ session: null, googleAuth: null })
}

/** Resolves once pending encrypted writes are stored (tests, and before a hard redirect). */
export const authPersisted = (): Promise<void> => writes

function isSession(value: unknown): value is AuthSession {
  const v = value as Partial<AuthSession> | null
  return (
    !!v &&
    typeof v === 'object' &&
    PRINCIPALS.includes(v.principal as string) &&
    typeof v.user === 'object' &&
    v.user !== null &&
    Array.isArray(v.nodes)
  )
}

/** Reads the persisted state; awaited before the first render. */
export async function hydrateAuth(): Promise<void> {
  const stored = await loadSecure<Partial<AuthState>>(STORAGE_NAME)
  const session = isSession(stored?.session) ? stored.session : null
  const token = stored?.googleAuth?.token
  update({ session, googleAuth: typeof token === 'string' ? { token } : null }, false)
}

export function useAuth(): AuthSession | null {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth)
}

export function useGoogleAuth(): GoogleAuth | null {
  return useSyncExternalStore(subscribeAuth, getGoogleAuth, getGoogleAuth)
}
