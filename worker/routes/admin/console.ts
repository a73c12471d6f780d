import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { adminBusinessRoutes } from './businesses'
import { adminDashboardRoutes } from './dashboard'
import { adminPlanRoutes } from './plans'
import { adminTransactionRoutes } from './transactions'
import { adminUserRoutes } from './users'

/** The platform admin console: businesses, plans, users, dashboard and transactions. */
export const adminConsoleRoutes = new Hono<AppEnv>()
  .route('/businesses', adminBusinessRoutes)
  .route('/plans', adminPlanRoutes)
  .route('/users', adminUserRoutes)
  .route('/dashboard', adminDashboardRoutes)
  .route('/transactions', adminTransactionRoutes)
