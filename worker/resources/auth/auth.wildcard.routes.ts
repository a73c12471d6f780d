import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { changePasswordRoute, resetRoutes, sessionRoutes } from './auth.shared.routes'

/** /wildcard/auth: business staff sign in on their business's host. */
export const staffAuthRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes('employee', '/verify-me'))
  .route('/', resetRoutes('employee', '/verify-otp', '/resend-otp', '/reset-password'))
  .route('/', changePasswordRoute('employee', 'POST', '/change-password'))
