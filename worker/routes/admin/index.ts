import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { healthRoutes } from '../health'
import { adminAuthRoutes, adminProfileRoutes, signUpRoutes } from './auth'

/** /api/v1/admin: the platform admin's API, on the main domain. */
export const adminRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/auth', adminAuthRoutes)
  .route('/', signUpRoutes)
  .route('/profile', adminProfileRoutes)
