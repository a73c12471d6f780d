import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { healthRoutes } from '../health'
import { staffAuthRoutes, staffProfileRoutes } from './auth'

/** /api/v1/wildcard: business staff's API, on the business's sub-domain. */
export const wildcardRoutes = new Hono<AppEnv>().route('/', healthRoutes).route('/auth', staffAuthRoutes).route('/profile', staffProfileRoutes)
