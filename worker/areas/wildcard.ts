import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { analyticsRoutes } from '../resources/analytics/analytics.wildcard.routes'
import { applicationRoutes } from '../resources/applications/applications.wildcard.routes'
import { auditLogRoutes } from '../resources/audit-logs/audit-logs.wildcard.routes'
import { staffAuthRoutes } from '../resources/auth/auth.wildcard.routes'
import { portalTokenRoutes } from '../resources/auth/impersonate.wildcard.routes'
import { invitationRoutes } from '../resources/auth/invitations.wildcard.routes'
import { businessBranchRoutes } from '../resources/business-branches/business-branches.wildcard.routes'
import { staffBusinessRoutes } from '../resources/businesses/businesses.wildcard.routes'
import {
  candidateDocumentListRoutes,
  candidateDocumentUploadRoutes,
} from '../resources/candidate-documents/candidate-documents.wildcard.routes'
import { candidateInterviewRoutes } from '../resources/candidate-interviews/candidate-interviews.wildcard.routes'
import { candidateRoutes } from '../resources/candidates/candidates.wildcard.routes'
import { candidateExamRoutes } from '../resources/candidates/exams.wildcard.routes'
import { dashboardRoutes } from '../resources/dashboard/dashboard.wildcard.routes'
import { departmentRoutes } from '../resources/departments/departments.wildcard.routes'
import {
  emailTemplateRoutes,
  templateManagementRoutes,
} from '../resources/email-templates/email-templates.wildcard.routes'
import { employeeRoleRoutes } from '../resources/employee-roles/employee-roles.wildcard.routes'
import { employeeSignatureRoutes } from '../resources/employee-signatures/employee-signatures.wildcard.routes'
import { employeeRoutes } from '../resources/employees/employees.wildcard.routes'
import { healthRoutes } from '../resources/health-check/health-check.shared.routes'
import { examLiveRoutes } from '../resources/interviews/exam-live.wildcard.routes'
import { examQuestionRoutes } from '../resources/interviews/exam-questions.wildcard.routes'
import { examResultRoutes } from '../resources/interviews/exam-results.wildcard.routes'
import { interviewRoutes } from '../resources/interviews/interviews.wildcard.routes'
import { proctoringRoutes } from '../resources/interviews/proctoring.wildcard.routes'
import { jobRequestRoutes } from '../resources/job-requests/job-requests.wildcard.routes'
import { publicJobRoutes } from '../resources/jobs/jobs.wildcard.routes'
import { notificationRoutes } from '../resources/notifications/notifications.wildcard.routes'
import { offerLetterRoutes } from '../resources/offer-letters/offer-letters.wildcard.routes'
import { opportunityRoutes } from '../resources/opportunities/opportunities.wildcard.routes'
import { paymentRoutes } from '../resources/payments/payments.wildcard.routes'
import { staffProfileRoutes } from '../resources/profile/profile.wildcard.routes'
import { resumeRoutes } from '../resources/resumes/resumes.wildcard.routes'
import { staffRouteList } from '../resources/routes/routes.wildcard.routes'
import { searchRoutes } from '../resources/search/search.wildcard.routes'
import { staffSettingsRoutes } from '../resources/settings/settings.wildcard.routes'

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
  .route('/resumes', resumeRoutes)
  .route('/candidates', candidateRoutes)
  .route('/candidates', candidateExamRoutes)
  .route('/applications', applicationRoutes)
  .route('/candidate', candidateDocumentListRoutes)
  .route('/candidate-documents', candidateDocumentUploadRoutes)
  .route('/jobs', publicJobRoutes)
  .route('/opportunities', opportunityRoutes)
  .route('/job_requests', jobRequestRoutes)
  .route('/dashboard', dashboardRoutes)
  .route('/interviews', interviewRoutes)
  .route('/candidate_interviews', candidateInterviewRoutes)
  .route('/offer_letters', offerLetterRoutes)
  // The online exam's staff side (issue 15) beside the interviews resource's own routes.
  .route('/interviews', examQuestionRoutes)
  .route('/interviews', examResultRoutes)
  .route('/interviews', examLiveRoutes)
  // Proctoring's staff side (issue 16): the integrity review, recordings and evidence.
  .route('/interviews', proctoringRoutes)
  .route('/notifications', notificationRoutes)
  .route('/search', searchRoutes)
  .route('/analytics', analyticsRoutes)
  .route('/audit_logs', auditLogRoutes)
