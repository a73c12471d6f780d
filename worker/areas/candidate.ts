import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { candidateAuthRoutes } from '../resources/auth/auth.candidate.routes'
import { codingRoundRoutes } from '../resources/coding-rounds/coding-rounds.candidate.routes'
import { candidateDashboardRoutes } from '../resources/dashboard/dashboard.candidate.routes'
import { healthRoutes } from '../resources/health-check/health-check.shared.routes'
import { candidateInterviewRoutes } from '../resources/interviews/interviews.candidate.routes'
import { candidateJobRoutes } from '../resources/jobs/jobs.candidate.routes'
import { candidateOfferLetterRoutes } from '../resources/offer-letters/offer-letters.candidate.routes'
import { candidateOpportunityRoutes } from '../resources/opportunities/opportunities.candidate.routes'
import { candidateProfileRoutes } from '../resources/profile/profile.candidate.routes'

/** /api/v1/candidate: the candidate area's API, on the business's candidate host. */
export const candidateRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/auth', candidateAuthRoutes)
  .route('/dashboard', candidateDashboardRoutes)
  .route('/profile', candidateProfileRoutes)
  .route('/jobs', candidateJobRoutes)
  .route('/opportunities', candidateOpportunityRoutes)
  .route('/offer_letters', candidateOfferLetterRoutes)
  .route('/interviews', candidateInterviewRoutes)
  .route('/coding_rounds', codingRoundRoutes)
