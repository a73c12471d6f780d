/**
 * The permission catalog: every page or section of both portals (nodes), the actions on each
 * (permissions) and what each action needs (dependencies). It is the source of the
 * `nodes`/`permissions` rows (migrations/*_permission_catalog.sql is generated from it by
 * `npm run db:catalog`, and a test keeps the two in step).
 */
import type { Area } from '../../db/schema'

export type CatalogAction = { action: string; name: string; dependsOn?: string[] }
export type CatalogNode = {
  key: string
  name: string
  path?: string
  icon?: string
  parent?: string
  actions?: CatalogAction[]
  /**
   * Actions besides `view` that open the page, for holders who see only what is theirs there
   * (an interviewer with `interviews.feedback` sees the interviews they are on).
   */
  opensWith?: string[]
}

const view = (what: string): CatalogAction => ({ action: 'view', name: `View ${what}` })
const create = (what: string): CatalogAction => ({ action: 'create', name: `Create ${what}`, dependsOn: ['view'] })
const update = (what: string): CatalogAction => ({ action: 'update', name: `Edit ${what}`, dependsOn: ['view'] })
const remove = (what: string): CatalogAction => ({ action: 'delete', name: `Delete ${what}`, dependsOn: ['view'] })
const exportOf = (what: string): CatalogAction => ({ action: 'export', name: `Export ${what}`, dependsOn: ['view'] })
const status = (what: string): CatalogAction => ({
  action: 'change_status',
  name: `Change status of ${what}`,
  dependsOn: ['view', 'update'],
})
const special = (action: string, name: string, dependsOn: string[] = ['view']): CatalogAction => ({
  action,
  name,
  dependsOn,
})

/** The business portal (wildcard): what staff roles are made of. */
export const WILDCARD_NODES: CatalogNode[] = [
  {
    key: 'dashboard',
    name: 'Dashboard',
    path: '/admin/dashboard',
    icon: 'layout-dashboard',
    actions: [view('the dashboard')],
  },
  { key: 'hiring', name: 'Hiring', icon: 'briefcase' },
  {
    key: 'opportunities',
    name: 'Jobs',
    path: '/admin/opportunities',
    icon: 'briefcase',
    parent: 'hiring',
    actions: [
      view('jobs'),
      create('jobs'),
      update('jobs'),
      status('jobs'),
      exportOf('jobs'),
      special('generate_description', 'Generate job descriptions with AI', ['view', 'create']),
    ],
  },
  {
    key: 'job_requests',
    name: 'Job requests',
    path: '/admin/job_requests',
    icon: 'clipboard-list',
    parent: 'hiring',
    actions: [
      view('job requests'),
      create('job requests'),
      update('job requests'),
      special('approve', 'Approve, reject and convert job requests', ['view', 'update']),
    ],
  },
  {
    key: 'candidates',
    name: 'Candidates',
    path: '/admin/candidates',
    icon: 'users',
    parent: 'hiring',
    actions: [
      view('candidates'),
      create('candidates'),
      update('candidates'),
      remove('candidates'),
      exportOf('candidates'),
      status('candidates'),
      special('blacklist', 'Blacklist and whitelist candidates', ['view', 'update']),
      special('send_email', 'E-mail candidates'),
      special('comment', 'Comment on candidates'),
      special('request_documents', 'Request documents from candidates'),
      special('send_offer', 'Send offer letters', ['view', 'update']),
    ],
  },
  {
    key: 'resumes',
    name: 'Resume extraction',
    path: '/admin/resumes/extraction',
    icon: 'file-scan',
    parent: 'hiring',
    actions: [
      view('resume extraction'),
      special('upload', 'Upload resumes for extraction'),
      special('save', 'Save extracted candidates', ['view', 'upload']),
    ],
  },
  {
    key: 'interviews',
    name: 'Interviews',
    path: '/admin/interviews',
    icon: 'calendar-clock',
    parent: 'hiring',
    actions: [
      view('interviews'),
      special('schedule', 'Schedule interviews'),
      update('interviews'),
      status('interviews'),
      special('cancel', 'Cancel and reject interviews', ['view', 'update']),
      // Without `view` an interviewer sees only the interviews they are on (docs/interviews.md).
      special('feedback', 'Give interview feedback', []),
      // Like feedback: a reviewer without `view` scores the exams they are assigned to.
      special('review', 'Review exam submissions', []),
    ],
    opensWith: ['feedback', 'review'],
  },
  { key: 'organisation', name: 'Organisation', icon: 'building-2' },
  {
    key: 'departments',
    name: 'Departments',
    path: '/admin/departments',
    icon: 'network',
    parent: 'organisation',
    actions: [view('departments'), create('departments'), update('departments'), status('departments')],
  },
  {
    key: 'business_branches',
    name: 'Branches',
    path: '/admin/business_branches',
    icon: 'map-pin',
    parent: 'organisation',
    actions: [view('branches'), create('branches'), update('branches'), remove('branches')],
  },
  {
    key: 'employees',
    name: 'Employees',
    path: '/admin/employees',
    icon: 'user-cog',
    parent: 'organisation',
    actions: [view('employees'), create('employees'), update('employees'), remove('employees'), status('employees')],
  },
  {
    key: 'employee_roles',
    name: 'Roles',
    path: '/admin/employee_roles',
    icon: 'shield',
    parent: 'organisation',
    actions: [view('roles'), create('roles'), update('roles')],
  },
  {
    key: 'signature_managements',
    name: 'Signatures',
    path: '/admin/signature_managements',
    icon: 'signature',
    parent: 'organisation',
    actions: [view('signatures'), create('signatures'), special('change_status', 'Activate and deactivate signatures')],
  },
  {
    key: 'email_templates',
    name: 'E-mail templates',
    path: '/admin/email_templates',
    icon: 'mail',
    parent: 'organisation',
    actions: [
      view('e-mail templates'),
      create('e-mail templates'),
      update('e-mail templates'),
      status('e-mail templates'),
    ],
  },
  {
    key: 'analytics',
    name: 'Analytics',
    path: '/admin/analytics_management',
    icon: 'chart-column',
    actions: [view('analytics'), exportOf('analytics')],
  },
  {
    key: 'transactions',
    name: 'Billing',
    path: '/admin/transactions',
    icon: 'receipt',
    actions: [view('plans, transactions and invoices'), special('manage', 'Change the plan and pay', ['view'])],
  },
  {
    key: 'audit_logs',
    name: 'Audit log',
    path: '/admin/audit_logs',
    icon: 'scroll-text',
    actions: [view('the audit log'), special('manage', 'Allow or refuse platform support access', ['view'])],
  },
  {
    key: 'settings',
    name: 'Settings',
    path: '/admin/settings',
    icon: 'settings',
    actions: [view('settings'), special('manage', 'Manage role permissions', ['view'])],
  },
]

/** The platform admin console. The platform admin holds everything here. */
export const ADMIN_NODES: CatalogNode[] = [
  {
    key: 'dashboard',
    name: 'Dashboard',
    path: '/admin/dashboard',
    icon: 'layout-dashboard',
    actions: [view('the platform dashboard')],
  },
  {
    key: 'business',
    name: 'Businesses',
    path: '/admin/business',
    icon: 'building-2',
    actions: [
      view('businesses'),
      create('businesses'),
      update('businesses'),
      status('businesses'),
      special('portal_login', 'Open a business portal as the business'),
    ],
  },
  {
    key: 'users',
    name: 'Users',
    path: '/admin/users',
    icon: 'users',
    actions: [view('users'), special('change_status', 'Activate and deactivate users')],
  },
  {
    key: 'plans',
    name: 'Plans',
    path: '/admin/plans',
    icon: 'badge-dollar-sign',
    actions: [view('plans'), create('plans'), update('plans'), status('plans')],
  },
  {
    key: 'transactions',
    name: 'Transactions',
    path: '/admin/transactions',
    icon: 'receipt',
    actions: [view('transactions'), special('charge', 'Buy plans for businesses')],
  },
  {
    key: 'audit_logs',
    name: 'Audit log',
    path: '/admin/audit_logs',
    icon: 'scroll-text',
    actions: [view('the audit log of every business')],
  },
  {
    key: 'settings',
    name: 'Settings',
    path: '/admin/settings',
    icon: 'settings',
    actions: [view('settings'), special('manage', 'Manage nodes and permissions')],
  },
]

export const CATALOG: Record<Area, CatalogNode[]> = { admin: ADMIN_NODES, wildcard: WILDCARD_NODES }

/** Stable ids, so the migration, the code and every deployment name the same rows. */
export const nodeId = (area: Area, key: string) => `node_${area}_${key}`
export const permissionId = (area: Area, key: string) => `perm_${area}_${key.replace('.', '_')}`
export const permissionKey = (nodeKey: string, action: string) => `${nodeKey}.${action}`

export type CatalogPermission = {
  id: string
  nodeId: string
  key: string
  action: string
  name: string
  dependsOn: string[]
  sortOrder: number
}

export function catalogRows(area: Area) {
  const nodes = CATALOG[area].map((n, i) => ({
    id: nodeId(area, n.key),
    area,
    key: n.key,
    parentId: n.parent ? nodeId(area, n.parent) : null,
    name: n.name,
    path: n.path ?? null,
    icon: n.icon ?? null,
    sortOrder: i * 10,
  }))
  const permissions: CatalogPermission[] = CATALOG[area].flatMap((n) =>
    (n.actions ?? []).map((a, i) => ({
      id: permissionId(area, permissionKey(n.key, a.action)),
      nodeId: nodeId(area, n.key),
      key: area === 'admin' ? `admin:${permissionKey(n.key, a.action)}` : permissionKey(n.key, a.action),
      action: a.action,
      name: a.name,
      dependsOn: (a.dependsOn ?? []).map((d) =>
        area === 'admin' ? `admin:${permissionKey(n.key, d)}` : permissionKey(n.key, d),
      ),
      sortOrder: i,
    })),
  )
  return { nodes, permissions }
}

/** The permission keys that open a node's page: its `view`, and its `opensWith` actions. */
export function keysOpening(area: Area, nodeKey: string): string[] {
  const prefix = area === 'admin' ? 'admin:' : ''
  const node = CATALOG[area].find((n) => n.key === nodeKey)
  return ['view', ...(node?.opensWith ?? [])].map((a) => `${prefix}${permissionKey(nodeKey, a)}`)
}

/** Pages of a portal that need only a signed-in user (no node). */
const OPEN_ROUTES: Record<Area, { path: string; name: string }[]> = {
  admin: [{ path: '/admin/profile', name: 'Profile' }],
  wildcard: [{ path: '/admin/profile', name: 'Profile' }],
}

/** The SPA routes of a portal and the permission each needs (GET /wildcard/routes). */
export function catalogRoutes(area: Area) {
  const prefix = area === 'admin' ? 'admin:' : ''
  const fromNodes = CATALOG[area]
    .filter((n) => n.path)
    .map((n) => ({
      id: `route_${area}_${n.key}`,
      area,
      path: n.path!,
      name: n.name,
      nodeId: nodeId(area, n.key),
      permissionKey: `${prefix}${n.key}.view`,
    }))
  const open = OPEN_ROUTES[area].map((r) => ({
    id: `route_${area}_${r.path.replace(/\W+/g, '_')}`,
    area,
    path: r.path,
    name: r.name,
    nodeId: null,
    permissionKey: null,
  }))
  return [...fromNodes, ...open]
}
