import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { adminAuditLogRoutes } from '../resources/audit-logs/audit-logs.admin.routes'
import { adminAuthRoutes } from '../resources/auth/auth.admin.routes'
import { adminBusinessRoutes } from '../resources/businesses/businesses.admin.routes'
import { adminDashboardRoutes } from '../resources/dashboard/dashboard.admin.routes'
import { healthRoutes } from '../resources/health-check/health-check.shared.routes'
import { adminPaymentRoutes } from '../resources/payments/payments.admin.routes'
import { adminPlanRoutes } from '../resources/plans/plans.admin.routes'
import { adminProfileRoutes } from '../resources/profile/profile.admin.routes'
import { signUpRoutes } from '../resources/registration/registration.admin.routes'
import { adminSettingsRoutes } from '../resources/settings/settings.admin.routes'
import { adminUserRoutes } from '../resources/users/users.admin.routes'

/** /api/v1/admin: the platform admin's API, on the main domain. */
export const adminRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/auth', adminAuthRoutes)
  .route('/', signUpRoutes)
  .route('/profile', adminProfileRoutes)
  .route('/settings', adminSettingsRoutes)
  .route('/businesses', adminBusinessRoutes)
  .route('/plans', adminPlanRoutes)
  .route('/users', adminUserRoutes)
  .route('/dashboard', adminDashboardRoutes)
  .route('/transactions', adminPaymentRoutes)
  .route('/audit_logs', adminAuditLogRoutes)
