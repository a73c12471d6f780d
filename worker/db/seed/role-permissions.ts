/**
 * What each demo role may do: the recruiter is the "limited role" of the demo sign-ins (the
 * hiring pages, not the organisation, analytics, billing or settings).
 */

import { withDependencies } from '../../resources/settings/settings.service'
import { catalogRows, permissionId } from '../../services/access/catalog'
import { rolePermissions } from '../schema'
import { rowsOf, type SeedEntry } from './batch'

export const DEMO_ROLE_PERMISSIONS = {
  recruiter: [
    'dashboard.view',
    'opportunities.create',
    'opportunities.update',
    'job_requests.create',
    'candidates.create',
    'candidates.update',
    'candidates.change_status',
    'candidates.blacklist',
    'candidates.send_email',
    'candidates.comment',
    'candidates.request_documents',
    'candidates.send_offer',
    'resumes.save',
    'interviews.schedule',
    'interviews.update',
    'interviews.change_status',
    'interviews.cancel',
    'interviews.feedback',
  ],
  hiringManager: [
    'dashboard.view',
    'opportunities.view',
    'job_requests.create',
    'job_requests.approve',
    'candidates.view',
    'candidates.comment',
    'interviews.view',
    'interviews.feedback',
    'interviews.review',
    'analytics.view',
  ],
  // Interviewers see the interviews they are on, write their scorecards and score the exams they
  // are assigned to (docs/interviews.md, docs/exams.md).
  interviewer: ['dashboard.view', 'candidates.view', 'interviews.feedback', 'interviews.review'],
} as const

export function rolePermissionEntry(businessId: string, roleId: string, keys: readonly string[]): SeedEntry {
  const { permissions } = catalogRows('wildcard')
  const granted = withDependencies(keys, permissions)
  return rowsOf(
    rolePermissions,
    [...granted].map((key) => ({ businessId, roleId, permissionId: permissionId('wildcard', key) })),
  )
}
