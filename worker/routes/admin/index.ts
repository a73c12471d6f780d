import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { healthRoutes } from '../health'

/** /api/v1/admin: the platform admin's API, on the main domain. */
export const adminRoutes = new Hono<AppEnv>().route('/', healthRoutes)
