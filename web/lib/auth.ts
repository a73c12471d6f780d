/**
 * The auth store: who is signed in, their nodes (the sidebar and permission tree returned at
 * login) and the third-party sign-in token. The only client state that persists, and it
 * persists encrypted (see secure-storage).
 */
import { PRINCIPALS } from '@worker/resources/auth/auth.schema'
import type { NodeTree as ServiceNodeTree } from '@worker/services/access/grants'
import { useSyncExternalStore } from 'react'
import type { ApiData } from '@/lib/api-contract'
import { clearSecure, loadSecure, saveSecure } from '@/lib/secure-storage'

/** What me / verify-me answer on each principal's host, read from the routes (sign-in answers the same). */
export type SessionAnswers = {
  admin: ApiData<'post', '/admin/auth/me'>
  employee: ApiData<'post', '/wildcard/auth/verify-me'>
  candidate: ApiData<'post', '/candidate/auth/verify-me'>
}

export type Principal = keyof SessionAnswers

type Under<A, K extends PropertyKey> = A extends { [Key in K]: infer U } ? U : never

/** The signed-in account as the API answers it: the platform admin, a staff member or a candidate. */
export type SessionUser<P extends Principal = Principal> = { [K in P]: Under<SessionAnswers[K], K> }[P]

/**
 * A node of the sidebar and permission tree. The answer's `nodes` are the service's tree as it
 * is (its keys are single words, so the snake_case conversion changes nothing); Hono's JSON
 * typing stops at a recursive type (a node's `children`), so the tree's type is the service's.
 * tests/types checks that a node's own fields, as the routes answer them, are these.
 */
export type NodeTree = ServiceNodeTree

/** Who is signed in: the principal tells which account the user is. */
export type AuthSession = { [P in Principal]: { principal: P; user: SessionUser<P>; nodes: NodeTree[] } }[Principal]
export type GoogleAuth = { token: string }
type AuthState = { session: AuthSession | null; googleAuth: GoogleAuth | null }

const STORAGE_NAME = 'auth'

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

/** The stored user after a profile edit (the API answers the account's whole detail). */
export function updateAuthUser<P extends Principal>(principal: P, user: SessionUser<P>): void {
  const session = state.session
  if (session?.principal !== principal) return
  update({ ...state, session: { ...session, user } as AuthSession })
}

/** The signed-in user when it is of this kind (this host's principal), else null. */
export function userOf<P extends Principal>(session: AuthSession | null, principal: P): SessionUser<P> | null {
  return session?.principal === principal ? (session.user as SessionUser<P>) : null
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
    (PRINCIPALS as readonly string[]).includes(v.principal as string) &&
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
