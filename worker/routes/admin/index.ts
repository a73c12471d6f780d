import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { requireAuth } from '../../middleware/session'
import { healthRoutes } from '../health'
import { adminAuthRoutes, adminProfileRoutes, signUpRoutes } from './auth'
import { adminConsoleRoutes } from './console'
import { portalLoginHandler } from './portal-login'
import { adminSettingsRoutes } from './settings'

/** /api/v1/admin: the platform admin's API, on the main domain. */
export const adminRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/auth', adminAuthRoutes)
  .route('/', signUpRoutes)
  .route('/profile', adminProfileRoutes)
  .route('/settings', adminSettingsRoutes)
  .route('/', adminConsoleRoutes)
  .post('/businesses/:id/portal_login', requireAuth('admin'), portalLoginHandler('portal_login'))
