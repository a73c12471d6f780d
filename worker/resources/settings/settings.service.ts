import { and, eq, inArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../db/client'
import { type Area, employeeRoles, nodes, permissions, rolePermissions } from '../../db/schema'
import { ApiError, notFound } from '../../lib/errors'
import type { PlatformScope, Scope, StaffScope } from '../../lib/scope'
import { type Grants, holds } from '../../services/access/grants'
import { assertMayShapeRole, callerOf } from '../../services/access/power'
import { auditedBy, auditInsert } from '../../services/audit'

/** The platform admin sees the whole catalog as held. */
const ALL: Grants = { all: true }

/** A staff request after a permission guard: its business, and the caller's grants. */
export type GrantedScope = StaffScope & { grants: Grants }

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
async function permissionMatrix(db: Db, area: Area, opts: { businessId?: string; roleId?: string; grants?: Grants }) {
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

/** The matrix of this business: a role's grants (`roleId`, one of the business's roles), else the caller's own. */
export const roleMatrix = (scope: GrantedScope, roleId: string | undefined) =>
  permissionMatrix(scope.db, 'wildcard', { businessId: scope.business.id, roleId, grants: scope.grants })

/** The platform admin's view of an area's catalog. */
export const catalogMatrix = ({ db }: PlatformScope, area: Area) => permissionMatrix(db, area, { grants: ALL })

/** The catalog's nodes of an area, as a tree (the catalog is the platform's, the same for every business). */
export async function nodeTree({ db }: Scope, area: Area) {
  const { nodeRows } = await areaCatalog(db, area)
  return tree(nodeRows)
}

async function nodeOf(db: Db, area: Area, id: string) {
  const node = await db.query.nodes.findFirst({ where: and(eq(nodes.id, id), eq(nodes.area, area)) })
  if (!node) throw notFound('Node')
  return node
}

async function nodeDetail(
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

/** A node with its permissions as a role of this business holds them (`roleId`), else as the caller does. */
export const roleNodeDetail = (scope: GrantedScope, nodeId: string, roleId: string | undefined) =>
  nodeDetail(scope.db, 'wildcard', nodeId, { businessId: scope.business.id, roleId, grants: scope.grants })

/** The platform admin's view of a node of an area's catalog. */
export const catalogNodeDetail = ({ db }: PlatformScope, area: Area, nodeId: string) =>
  nodeDetail(db, area, nodeId, { grants: ALL })

type NodeSettings = {
  name?: string
  icon?: string | null
  sort_order?: number
  is_visible?: boolean
  disabled_actions?: string[]
}

/** Platform admin: rename, reorder, hide a node, and switch its permissions on or off for the area. */
export async function updateNodeSettings({ db }: PlatformScope, area: Area, id: string, input: NodeSettings) {
  await write(db, await nodeSettings(db, area, id, input))
  return nodeOf(db, area, id)
}

/** Platform admin: several nodes at once, all or nothing (any unknown node or action: nothing changes); answers the catalog. */
export async function updateNodesSettings(
  scope: PlatformScope,
  area: Area,
  changes: ({ id: string } & NodeSettings)[],
) {
  const statements: BatchItem<'sqlite'>[] = []
  for (const { id, ...input } of changes) statements.push(...(await nodeSettings(scope.db, area, id, input)))
  await write(scope.db, statements)
  return catalogMatrix(scope, area)
}

const write = async (db: Db, statements: BatchItem<'sqlite'>[]) => {
  if (statements.length) await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
}

/** The writes of one node's change, checked first (404 node, 422 unknown action): nothing is written here. */
async function nodeSettings(db: Db, area: Area, id: string, input: NodeSettings) {
  const node = await nodeOf(db, area, id)
  const statements: BatchItem<'sqlite'>[] = []
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
  return statements
}

/**
 * Give a role of this business exactly these permissions (plus what they depend on), within
 * the caller's own power (power.ts); `opts.nodeId`: the keys are one node's, the role keeps
 * its grants elsewhere; `opts.created`: the role was just made (its audit entry says so).
 * What was added and taken away goes to the audit log with the change.
 */
export async function setRolePermissions(
  scope: StaffScope,
  roleId: string,
  keys: string[],
  opts: { nodeId?: string; created?: boolean } = {},
) {
  const { db, business, actor } = scope
  const businessId = business.id
  const only = opts.nodeId ? { nodeId: opts.nodeId } : undefined
  const caller = await callerOf(db, businessId, actor.id)
  const role = await roleOf(db, businessId, roleId)
  const { permRows } = await areaCatalog(db, 'wildcard')
  const unknown = keys.filter((k) => !permRows.some((p) => p.key === k))
  if (unknown.length)
    throw new ApiError(422, `Unknown permission: ${unknown.join(', ')}.`, [
      { field: 'permissions', message: `Unknown permission: ${unknown.join(', ')}.` },
    ])
  let wanted = withDependencies(keys, permRows)
  if (only) {
    // Changing one node keeps the role's grants elsewhere.
    const elsewhere = [...(await roleKeys(db, businessId, role.id))].filter(
      (k) => permRows.find((p) => p.key === k)?.nodeId !== only.nodeId,
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
  const before = opts.created ? new Set<string>() : await roleKeys(db, businessId, role.id)
  const added = [...wanted].filter((k) => !before.has(k)).sort()
  const removed = [...before].filter((k) => !wanted.has(k)).sort()
  const changed = opts.created || added.length > 0 || removed.length > 0
  await db.batch([
    db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.businessId, businessId), eq(rolePermissions.roleId, role.id))),
    ...chunk(ids, 30).map((part) =>
      db.insert(rolePermissions).values(part.map((permissionId) => ({ businessId, roleId: role.id, permissionId }))),
    ),
    ...(changed
      ? [
          auditInsert(db, {
            ...auditedBy(scope),
            action: opts.created ? 'role.created' : 'role.permissions_changed',
            entity: 'role',
            entityId: role.id,
            details: { name: role.name, added, removed },
          }),
        ]
      : []),
  ])
  return permissionMatrix(db, 'wildcard', { businessId, roleId: role.id })
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** A role's actions on one node of the business portal (the node's own permissions; the role keeps the rest). */
export async function setRoleNodePermissions(scope: StaffScope, nodeId: string, roleId: string, actions: string[]) {
  const node = await nodeOf(scope.db, 'wildcard', nodeId)
  return setRolePermissions(
    scope,
    roleId,
    actions.map((action) => `${node.key}.${action}`),
    { nodeId: node.id },
  )
}

type PageInput = { node_id?: string; path?: string }

/** What a staff member may do on one page of the portal (by node id or path): the buttons the SPA shows. */
export const staffPagePermissions = ({ db }: Scope, grants: Grants, input: PageInput) =>
  selectedPage(db, 'wildcard', grants, input)

/** The same for the platform admin's console (who holds every action). */
export const adminPagePermissions = ({ db }: PlatformScope, input: PageInput) => selectedPage(db, 'admin', ALL, input)

async function selectedPage(db: Db, area: Area, grants: Grants, input: PageInput) {
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
