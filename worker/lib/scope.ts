import type { Db } from '../db/client'
import type { Business } from '../hosts'

/** Who a session belongs to. Services own this type; the session middleware produces it. */
export type Principal =
  | { kind: 'admin'; id: string; sessionId: string }
  | { kind: 'employee'; id: string; businessId: string; sessionId: string; impersonatedBy: string | null }
  | { kind: 'candidate'; id: string; businessId: string; sessionId: string }

export type PrincipalKind = Principal['kind']

/** The principal of one kind ('employee' -> its businessId and impersonation). */
export type PrincipalOf<K extends PrincipalKind> = Extract<Principal, { kind: K }>

/** Who did something, as history rows and audit logs record it. */
export type Actor = { kind: 'admin' | 'employee' | 'candidate' | 'system'; id: string | null }
export type StaffActor = { kind: 'employee'; id: string }
export type AdminActor = { kind: 'admin'; id: string }
export type CandidateActor = { kind: 'candidate'; id: string }

export const SYSTEM: Actor = { kind: 'system', id: null }

export const actorOf = (principal: Principal | null): Actor =>
  principal ? { kind: principal.kind, id: principal.id } : SYSTEM

/**
 * Where a request came from, as the audit log records it: the caller's IP and browser, and the
 * platform admin behind an impersonated staff session. Filled by the session middleware.
 */
export type RequestContext = { ip: string | null; userAgent: string | null; impersonatedBy: string | null }

/**
 * What every service gets first: the database, the bindings and who is acting. Routes pass
 * `c.var`, which the scope middleware fills; services never see Hono's Context. `request` is
 * there for a request (not for queue consumers, webhooks or the seed).
 */
export type Scope = { db: Db; env: Env; actor: Actor; request?: RequestContext }

/** A service of one business: the business comes from the host and session, never from a body. */
export type BusinessScope = Scope & { business: Business }

/** A staff member acting in their business (after `staffCan` / `staffOnly`). */
export type StaffScope = BusinessScope & { actor: StaffActor }

/** A candidate acting on their own record (after `candidateOnly`). */
export type CandidateScope = BusinessScope & { actor: CandidateActor }

/** The platform console (after `adminOnly`): no business, every query says which one it means. */
export type PlatformScope = Scope & { actor: AdminActor }

/**
 * Anonymous calls of any host (sign-in, sign-up, password reset, public forms): the business
 * when the host names one (business and candidate hosts), none on the main domain.
 */
export type HostScope = Scope & { business?: Business }

/**
 * The scope of code that acts on a business by itself rather than for a request: queue
 * consumers, payment webhooks, the seed. History rows name the system (or `actor`).
 */
export const systemScope = (db: Db, env: Env, business: Business, actor: Actor = SYSTEM): BusinessScope => ({
  db,
  env,
  business,
  actor,
})
