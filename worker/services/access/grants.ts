import { and, eq, inArray, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { type Area, employees, nodes, permissions, rolePermissions, sessions } from '../../db/schema'
import type { Principal } from '../../lib/scope'
import { keysOpening } from './catalog'

/** Every permission key a principal holds in its area ('*' = all of them). */
export type Grants = { all: true } | { all: false; keys: Set<string> }

export async function grantsOf(db: Db, principal: Principal): Promise<Grants> {
  if (principal.kind === 'admin') return { all: true }
  if (principal.kind === 'candidate') return { all: false, keys: new Set() }
  const employee = await db.query.employees.findFirst({
    where: and(eq(employees.id, principal.id), eq(employees.businessId, principal.businessId)),
    columns: { isBusinessAdmin: true, roleId: true, status: true },
  })
  if (!employee || employee.status !== 'active') return { all: false, keys: new Set() }
  return powerOf(db, principal.businessId, employee)
}

/** No permission at all (a candidate, an inactive or missing employee). */
const none = (): Grants => ({ all: false, keys: new Set() })

/**
 * The staff member behind a session token and the permission keys of their role, as one
 * statement: the request's first batch reads it beside the host's business and the session
 * (lib/request-context.ts), so a staff request learns who it is and what they may do in one
 * round trip. Read per request, never cached: a changed role or status counts at once.
 */
export const sessionGrantsQuery = builtOnce((db: Db) =>
  db
    .select({
      employeeId: employees.id,
      businessId: employees.businessId,
      isBusinessAdmin: employees.isBusinessAdmin,
      roleId: employees.roleId,
      status: employees.status,
      // The role's keys as a JSON array, as roleGrantKeys reads them (switched-off ones excluded).
      keys: sql<string | null>`(select json_group_array(${permissions.key}) from ${rolePermissions}
        inner join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
        where ${rolePermissions.roleId} = ${employees.roleId} and ${rolePermissions.businessId} = ${employees.businessId}
        and ${permissions.isDisabled} = 0)`,
    })
    .from(sessions)
    .innerJoin(employees, and(eq(employees.id, sessions.principalId), eq(employees.businessId, sessions.businessId)))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.principalKind, 'employee'))),
)

export type SessionGrantsRow = ReturnType<ReturnType<typeof sessionGrantsQuery>['rows']>[number]

/** The grants of a principal from the row of sessionGrantsQuery (what grantsOf would read). */
export function grantsFromRow(principal: Principal, row: SessionGrantsRow | undefined): Grants {
  if (principal.kind === 'admin') return { all: true }
  if (principal.kind === 'candidate') return none()
  if (!row || row.employeeId !== principal.id || row.businessId !== principal.businessId) return none()
  if (row.status !== 'active') return none()
  if (row.isBusinessAdmin) return { all: true }
  return { all: false, keys: new Set(row.roleId && row.keys ? (JSON.parse(row.keys) as string[]) : []) }
}

/** What an employee's account may do by itself, whatever its status: everything for a business admin, else its role's grants. */
export async function powerOf(
  db: Db,
  businessId: string,
  employee: { isBusinessAdmin: boolean; roleId: string | null },
): Promise<Grants> {
  if (employee.isBusinessAdmin) return { all: true }
  return { all: false, keys: employee.roleId ? await roleGrantKeys(db, businessId, employee.roleId) : new Set() }
}

/** The permission keys a role grants (those switched off platform-wide count for nobody). */
export async function roleGrantKeys(db: Db, businessId: string, roleId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: permissions.key })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(rolePermissions.roleId, roleId),
        eq(rolePermissions.businessId, businessId),
        eq(permissions.isDisabled, false),
      ),
    )
  return new Set(rows.map((r) => r.key))
}

export const holds = (grants: Grants, key: string) => grants.all || grants.keys.has(key)

export type NodeTree = {
  id: string
  key: string
  name: string
  path: string | null
  icon: string | null
  permissions: string[]
  children: NodeTree[]
}

export const areaOf = (principal: Principal): Area => (principal.kind === 'admin' ? 'admin' : 'wildcard')

/**
 * The principal's tree of nodes: what its sidebar shows and what the SPA lets it open. A node
 * appears when the principal may view it (or any of its children); each carries the actions
 * the principal holds on it.
 */
export async function nodeTreeFor(db: Db, principal: Principal, grants?: Grants): Promise<NodeTree[]> {
  if (principal.kind === 'candidate') return []
  return grantedNodeTree(db, areaOf(principal), grants ?? (await grantsOf(db, principal)))
}

/** The node tree of an area as these grants see it (see nodeTreeFor). */
export async function grantedNodeTree(db: Db, area: Area, g: Grants): Promise<NodeTree[]> {
  const all = await db.query.nodes.findMany({
    where: and(eq(nodes.area, area), eq(nodes.isVisible, true)),
    orderBy: [nodes.sortOrder, nodes.name],
  })
  if (!all.length) return []
  const perms = await db.query.permissions.findMany({
    where: and(
      inArray(
        permissions.nodeId,
        all.map((n) => n.id),
      ),
      eq(permissions.isDisabled, false),
    ),
    columns: { nodeId: true, key: true, action: true },
  })
  const actionsByNode = new Map<string, string[]>()
  for (const p of perms) {
    if (!holds(g, p.key)) continue
    actionsByNode.set(p.nodeId, [...(actionsByNode.get(p.nodeId) ?? []), p.action])
  }
  // A node shows when its actions include one that opens its page (view, or e.g. interviews' feedback).
  const opens = (key: string, actions: string[]) =>
    keysOpening(area, key).some((k) => actions.includes(k.slice(k.lastIndexOf('.') + 1)))
  const build = (parentId: string | null): NodeTree[] =>
    all
      .filter((n) => (n.parentId ?? null) === parentId)
      .map((n) => ({
        id: n.id,
        key: n.key,
        name: n.name,
        path: n.path,
        icon: n.icon,
        permissions: actionsByNode.get(n.id) ?? [],
        children: build(n.id),
      }))
      .filter((n) => opens(n.key, n.permissions) || n.children.length > 0)
  return build(null)
}
