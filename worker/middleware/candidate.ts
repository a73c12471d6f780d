import type { MiddlewareHandler } from 'hono'
import type { CandidateActor, PrincipalOf } from '../lib/scope'
import { requireAuth } from './session'

/** After the candidate guard the actor is the signed-in candidate (`c.var` is a CandidateScope). */
type Candidate = { Bindings: Env; Variables: { actor: CandidateActor; principal: PrincipalOf<'candidate'> } }

/** A candidate of the business the candidate host names, signed in: the guard of the candidate area. */
export const candidateOnly = (): MiddlewareHandler<Candidate> =>
  requireAuth('candidate') as unknown as MiddlewareHandler<Candidate>
