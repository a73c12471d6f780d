import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { healthRoutes } from '../health'
import { staffAuthRoutes, staffProfileRoutes } from './auth'
import { portalTokenRoutes, staffBusinessRoutes } from './businesses'
import { candidateDocumentListRoutes, candidateDocumentUploadRoutes } from './candidate-documents'
import { candidateRoutes } from './candidates'
import { publicJobRoutes } from './careers'
import { dashboardRoutes } from './dashboard'
import { employeeRoleRoutes } from './employee-roles'
import { businessBranchRoutes } from './business-branches'
import { departmentRoutes } from './departments'
import { emailTemplateRoutes, templateManagementRoutes } from './email-templates'
import { employeeSignatureRoutes } from './employee-signatures'
import { employeeRoutes } from './employees'
import { invitationRoutes } from './invitations'
import { jobRequestRoutes } from './job-requests'
import { opportunityRoutes } from './opportunities'
import { paymentRoutes } from './payments'
import { staffRouteList, staffSettingsRoutes } from './settings'

/** /api/v1/wildcard: business staff's API, on the business's sub-domain. */
export const wildcardRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/auth', staffAuthRoutes)
  .route('/auth', portalTokenRoutes)
  .route('/profile', staffProfileRoutes)
  .route('/settings', staffSettingsRoutes)
  .route('/routes', staffRouteList)
  .route('/employee_roles', employeeRoleRoutes)
  .route('/auth', invitationRoutes)
  .route('/departments', departmentRoutes)
  .route('/business_branches', businessBranchRoutes)
  .route('/employees', employeeRoutes)
  .route('/employee-signatures', employeeSignatureRoutes)
  .route('/email_templates', emailTemplateRoutes)
  .route('/template_managements', templateManagementRoutes)
  .route('/businesses', staffBusinessRoutes)
  .route('/payments', paymentRoutes)
  .route('/candidates', candidateRoutes)
  .route('/candidate/documents', candidateDocumentListRoutes)
  .route('/candidate-documents', candidateDocumentUploadRoutes)
  .route('/jobs', publicJobRoutes)
  .route('/opportunities', opportunityRoutes)
  .route('/job_requests', jobRequestRoutes)
  .route('/dashboard', dashboardRoutes)
