import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { changePasswordRoute, resetRoutes, sessionRoutes } from './auth.shared.routes'

/** /wildcard/auth: business staff sign in on their business's host. */
export const staffAuthRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes('employee', '/verify-me'))
  .route('/', resetRoutes('employee', { verify: '/verify-otp', resend: '/resend-otp', reset: '/reset-password' }))
  .route('/', changePasswordRoute('employee', 'post', '/change-password'))
