import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { healthRoutes } from '../health'
import { candidateAuthRoutes } from './auth'

/** /api/v1/candidate: the candidate area's API, on the business's candidate host. */
export const candidateRoutes = new Hono<AppEnv>().route('/', healthRoutes).route('/auth', candidateAuthRoutes)
