/**
 * Signed-in sessions as the API answers them (sign-in, me / verify-me), typed by the routes:
 * a field the API stops answering, or answers under another name, fails `tsc` here too.
 */
import type { AuthSession, NodeTree, SessionUser } from '@/lib/auth'

export const node = (
  id: string,
  name: string,
  path: string | null,
  icon: string | null,
  children: NodeTree[] = [],
): NodeTree => ({ id, key: id, name, path, icon, permissions: ['view'], children })

const at = '2026-11-02T09:00:00.000Z'

export const staffUser = (patch: Partial<SessionUser<'employee'>> = {}): SessionUser<'employee'> => ({
  id: 'u1',
  business_id: 'b1',
  first_name: 'Riley',
  last_name: 'Recruiter',
  name: 'Riley Recruiter',
  email: 'recruiter@acme.test',
  phone: null,
  avatar_url: null,
  is_business_admin: false,
  role_id: 'r1',
  department_id: null,
  branch_id: null,
  designation: 'Recruiter',
  employee_code: null,
  joined_on: null,
  working_hours: null,
  status: 'active',
  email_verified_at: at,
  pending_email: null,
  notification_email: 'instant',
  digest_sent_at: null,
  last_login_at: at,
  created_at: at,
  updated_at: at,
  business: { id: 'b1', name: 'Acme', slug: 'acme', status: 'active', timezone: 'Europe/London', currency: 'GBP' },
  role: { id: 'r1', name: 'Recruiter' },
  department: null,
  branch: null,
  impersonated: false,
  ...patch,
})

export const adminUser = (patch: Partial<SessionUser<'admin'>> = {}): SessionUser<'admin'> => ({
  id: 'a1',
  name: 'Ada Admin',
  email: 'admin@example.com',
  phone: null,
  avatar_url: null,
  status: 'active',
  last_login_at: at,
  created_at: at,
  updated_at: at,
  role: 'platform_admin',
  ...patch,
})

export const staffSession = (nodes: NodeTree[] = [], patch: Partial<SessionUser<'employee'>> = {}): AuthSession => ({
  principal: 'employee',
  user: staffUser(patch),
  nodes,
})

export const adminSession = (nodes: NodeTree[] = [], patch: Partial<SessionUser<'admin'>> = {}): AuthSession => ({
  principal: 'admin',
  user: adminUser(patch),
  nodes,
})
