import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { adminOnly } from '../../middleware/admin'
import { portalLoginHandler } from '../businesses/portal-login.handler'
import { resetRoutes, sessionRoutes } from './auth.shared.routes'

/** /admin/auth: the platform admin signs in; the reset's last step is change-password. */
export const adminAuthRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes('admin', '/me'))
  .post('/business_login/:id', adminOnly(), portalLoginHandler('business_login'))
  .route('/', resetRoutes('admin', '/verify-forgot-password-otp', '/resend-forgot-password-otp', '/change-password'))
