import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bool, id, json, timestamps } from './columns'
import { employeeRoles } from './org'
import { businesses } from './platform'

export const AREAS = ['admin', 'wildcard'] as const
export type Area = (typeof AREAS)[number]

/** A permission-controlled page or section of a portal, in a tree. */
export const nodes = sqliteTable(
  'nodes',
  {
    id: id(),
    area: text({ enum: AREAS }).notNull(),
    key: text().notNull(),
    parentId: text(),
    name: text().notNull(),
    /** The SPA route the node opens, if it is a page. */
    path: text(),
    icon: text(),
    sortOrder: integer().notNull().default(0),
    isVisible: bool().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('nodes_area_key_unique').on(t.area, t.key), index('nodes_parent_idx').on(t.parentId)],
)

/** One action on a node: view, create, update, delete, export, blacklist, send_offer ... */
export const permissions = sqliteTable(
  'permissions',
  {
    id: id(),
    nodeId: text()
      .notNull()
      .references(() => nodes.id),
    /** '<node key>.<action>', e.g. 'candidates.update'. */
    key: text().notNull().unique(),
    action: text().notNull(),
    name: text().notNull(),
    /** Keys of the permissions this one needs (update needs view). */
    dependsOn: json<string[]>().notNull(),
    /** Switched off for the area: cannot be granted to any role. */
    isDisabled: bool().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('permissions_node_idx').on(t.nodeId)],
)

export const rolePermissions = sqliteTable(
  'role_permissions',
  {
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    roleId: text()
      .notNull()
      .references(() => employeeRoles.id),
    permissionId: text()
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_business_idx').on(t.businessId, t.roleId),
  ],
)

/** The SPA routes of a portal and the permission each needs (GET /wildcard/routes). */
export const routes = sqliteTable(
  'routes',
  {
    id: id(),
    area: text({ enum: AREAS }).notNull(),
    path: text().notNull(),
    name: text().notNull(),
    nodeId: text().references(() => nodes.id),
    permissionKey: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('routes_area_path_unique').on(t.area, t.path)],
)
