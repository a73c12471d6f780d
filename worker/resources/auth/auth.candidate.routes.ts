import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { changePasswordRoute, resetRoutes, sessionRoutes } from './auth.shared.routes'

/** /candidate/auth: candidates sign in on their business's candidate host. */
export const candidateAuthRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes('candidate', '/verify-me'))
  .route(
    '/',
    resetRoutes('candidate', '/verify-forgot-password-otp', '/resend-forgot-password-otp', '/change-password'),
  )
  .route('/', changePasswordRoute('candidate', 'PUT', '/update-password'))
