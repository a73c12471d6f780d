import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Area, employeeRoles, nodes, permissions, rolePermissions } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import { type Grants, holds } from '../../services/access/grants'
import { assertMayShapeRole, type Caller } from '../../services/access/power'

type PermissionRow = typeof permissions.$inferSelect
type NodeRow = typeof nodes.$inferSelect

async function areaCatalog(db: Db, area: Area) {
  const nodeRows = await db.query.nodes.findMany({
    where: eq(nodes.area, area),
    orderBy: [nodes.sortOrder, nodes.name],
  })
  const permRows = nodeRows.length
    ? await db.query.permissions.findMany({
        where: inArray(
          permissions.nodeId,
          nodeRows.map((n) => n.id),
        ),
        orderBy: [permissions.sortOrder],
      })
    : []
  return { nodeRows, permRows }
}

/** Add every permission the given ones depend on, transitively. */
export function withDependencies(keys: Iterable<string>, all: Pick<PermissionRow, 'key' | 'dependsOn'>[]): Set<string> {
  const byKey = new Map(all.map((p) => [p.key, p]))
  const out = new Set<string>()
  const visit = (key: string) => {
    if (out.has(key)) return
    out.add(key)
    for (const dep of byKey.get(key)?.dependsOn ?? []) visit(dep)
  }
  for (const k of keys) visit(k)
  return out
}

async function roleOf(db: Db, businessId: string, roleId: string) {
  const role = await db.query.employeeRoles.findFirst({
    where: and(eq(employeeRoles.id, roleId), eq(employeeRoles.businessId, businessId)),
  })
  if (!role) throw notFound('Role')
  return role
}

async function roleKeys(db: Db, businessId: string, roleId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: permissions.key })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.businessId, businessId), eq(rolePermissions.roleId, roleId)))
  return new Set(rows.map((r) => r.key))
}

function presentPermission(p: PermissionRow, granted: boolean) {
  return {
    id: p.id,
    key: p.key,
    action: p.action,
    name: p.name,
    dependsOn: p.dependsOn,
    disabled: p.isDisabled,
    granted,
  }
}

/** `permission_rows` (one per node), `dependent_permissions` and `disabled_permissions`, for a role or for the caller. */
export async function permissionMatrix(
  db: Db,
  area: Area,
  opts: { businessId?: string; roleId?: string; grants?: Grants },
) {
  const { nodeRows, permRows } = await areaCatalog(db, area)
  const role = opts.roleId && opts.businessId ? await roleOf(db, opts.businessId, opts.roleId) : null
  const granted = role ? await roleKeys(db, opts.businessId!, role.id) : null
  const isGranted = (key: string) => (granted ? granted.has(key) : opts.grants ? holds(opts.grants, key) : false)
  const permissionRows = nodeRows
    .map((n) => ({
      node: { id: n.id, key: n.key, name: n.name, parentId: n.parentId, path: n.path, icon: n.icon },
      permissions: permRows.filter((p) => p.nodeId === n.id).map((p) => presentPermission(p, isGranted(p.key))),
    }))
    .filter((row) => row.permissions.length > 0)
  return {
    role: role ? { id: role.id, name: role.name } : null,
    permissionRows,
    dependentPermissions: Object.fromEntries(
      permRows.filter((p) => p.dependsOn.length).map((p) => [p.key, p.dependsOn]),
    ),
    disabledPermissions: permRows.filter((p) => p.isDisabled).map((p) => p.key),
  }
}

function tree(rows: NodeRow[], parentId: string | null = null): (NodeRow & { children: unknown[] })[] {
  return rows.filter((n) => (n.parentId ?? null) === parentId).map((n) => ({ ...n, children: tree(rows, n.id) }))
}

export async function nodeTree(db: Db, area: Area) {
  const { nodeRows } = await areaCatalog(db, area)
  return tree(nodeRows)
}

async function nodeOf(db: Db, area: Area, id: string) {
  const node = await db.query.nodes.findFirst({ where: and(eq(nodes.id, id), eq(nodes.area, area)) })
  if (!node) throw notFound('Node')
  return node
}

export async function nodeDetail(
  db: Db,
  area: Area,
  nodeId: string,
  opts: { businessId?: string; roleId?: string; grants?: Grants },
) {
  const node = await nodeOf(db, area, nodeId)
  const matrix = await permissionMatrix(db, area, opts)
  const row = matrix.permissionRows.find((r) => r.node.id === node.id)
  const children = await db.query.nodes.findMany({
    where: and(eq(nodes.area, area), eq(nodes.parentId, node.id)),
    orderBy: [nodes.sortOrder],
  })
  return {
    node,
    children,
    permissions: row?.permissions ?? [],
    role: matrix.role,
    dependentPermissions: matrix.dependentPermissions,
    disabledPermissions: matrix.disabledPermissions,
  }
}

/** Platform admin: rename, reorder, hide a node, and switch its permissions on or off for the area. */
export async function updateNodeSettings(
  db: Db,
  area: Area,
  id: string,
  input: {
    name?: string
    icon?: string | null
    sort_order?: number
    is_visible?: boolean
    disabled_actions?: string[]
  },
) {
  const node = await nodeOf(db, area, id)
  const statements = []
  const set: Partial<NodeRow> = {}
  if (input.name !== undefined) set.name = input.name
  if (input.icon !== undefined) set.icon = input.icon
  if (input.sort_order !== undefined) set.sortOrder = input.sort_order
  if (input.is_visible !== undefined) set.isVisible = input.is_visible
  if (Object.keys(set).length) statements.push(db.update(nodes).set(set).where(eq(nodes.id, node.id)))
  if (input.disabled_actions) {
    const perms = await db.query.permissions.findMany({ where: eq(permissions.nodeId, node.id) })
    const unknown = input.disabled_actions.filter((a) => !perms.some((p) => p.action === a))
    if (unknown.length)
      throw new ApiError(422, `Unknown permission: ${unknown.join(', ')}.`, [
        { field: 'disabled_actions', message: `Unknown permission: ${unknown.join(', ')}.` },
      ])
    for (const p of perms)
      statements.push(
        db
          .update(permissions)
          .set({ isDisabled: input.disabled_actions.includes(p.action) })
          .where(eq(permissions.id, p.id)),
      )
  }
  if (statements.length) await db.batch(statements as [never, ...never[]])
  return nodeOf(db, area, id)
}

/** Give a role exactly these permissions (plus what they depend on), within the caller's own power (power.ts). */
export async function setRolePermissions(
  db: Db,
  businessId: string,
  roleId: string,
  keys: string[],
  caller: Caller,
  scope?: { nodeId: string },
) {
  const role = await roleOf(db, businessId, roleId)
  const { permRows } = await areaCatalog(db, 'wildcard')
  const unknown = keys.filter((k) => !permRows.some((p) => p.key === k))
  if (unknown.length)
    throw new ApiError(422, `Unknown permission: ${unknown.join(', ')}.`, [
      { field: 'permissions', message: `Unknown permission: ${unknown.join(', ')}.` },
    ])
  let wanted = withDependencies(keys, permRows)
  if (scope) {
    // Changing one node keeps the role's grants elsewhere.
    const elsewhere = [...(await roleKeys(db, businessId, role.id))].filter(
      (k) => permRows.find((p) => p.key === k)?.nodeId !== scope.nodeId,
    )
    wanted = withDependencies([...elsewhere, ...wanted], permRows)
  }
  await assertMayShapeRole(db, businessId, caller, role.id, wanted)
  const disabled = permRows.filter((p) => p.isDisabled && wanted.has(p.key)).map((p) => p.key)
  if (disabled.length) {
    const message = `These permissions are disabled and cannot be granted: ${disabled.join(', ')}.`
    throw new ApiError(422, message, [{ field: 'permissions', message }])
  }
  const ids = permRows.filter((p) => wanted.has(p.key)).map((p) => p.id)
  await db.batch([
    db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.businessId, businessId), eq(rolePermissions.roleId, role.id))),
    ...chunk(ids, 30).map((part) =>
      db.insert(rolePermissions).values(part.map((permissionId) => ({ businessId, roleId: role.id, permissionId }))),
    ),
  ])
  return permissionMatrix(db, 'wildcard', { businessId, roleId: role.id })
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** What the caller may do on one page (by node id or path): the buttons the SPA shows. */
export async function selectedPage(db: Db, area: Area, grants: Grants, input: { node_id?: string; path?: string }) {
  const node = input.node_id
    ? await db.query.nodes.findFirst({ where: and(eq(nodes.area, area), eq(nodes.id, input.node_id)) })
    : await db.query.nodes.findFirst({ where: and(eq(nodes.area, area), eq(nodes.path, input.path ?? '')) })
  if (!node) throw notFound('Page')
  const perms = await db.query.permissions.findMany({
    where: and(eq(permissions.nodeId, node.id), eq(permissions.isDisabled, false)),
  })
  const held = perms.filter((p) => holds(grants, p.key))
  return {
    node: { id: node.id, key: node.key, name: node.name, path: node.path },
    permissions: held.map((p) => p.action),
    permissionKeys: held.map((p) => p.key),
  }
}
