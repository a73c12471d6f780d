import type { MiddlewareHandler } from 'hono'
import type { CandidateActor, PrincipalOf } from '../lib/scope'
import { requireAuth } from './session'

/** After the candidate guard the actor is a candidate of this business (`c.var` is a CandidateScope). */
type Candidate = { Bindings: Env; Variables: { actor: CandidateActor; principal: PrincipalOf<'candidate'> } }

/**
 * A signed-in candidate of the business the candidate host names: the guard of every
 * candidate-area endpoint. What they may reach is their own records only; services scope every
 * query by the business and by `actor.id`.
 */
export const candidateOnly = (): MiddlewareHandler<Candidate> =>
  requireAuth('candidate') as unknown as MiddlewareHandler<Candidate>
