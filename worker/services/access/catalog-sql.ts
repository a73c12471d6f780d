import { AREAS } from '../../db/schema'
import { catalogRoutes, catalogRows } from './catalog'

const q = (v: string | number | null) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`
const NOW = "(cast(unixepoch('subsec') * 1000 as integer))"

/**
 * The SQL that puts the catalog into D1: upserts by stable id, so running it again (or a
 * later catalog migration) updates names, paths, order and dependencies in place.
 */
export function catalogSql(): string {
  const lines = ['-- Generated from worker/services/access/catalog.ts by `npm run db:catalog`. Do not edit by hand.']
  for (const area of AREAS) {
    const { nodes, permissions } = catalogRows(area)
    for (const n of nodes) {
      lines.push(
        `INSERT INTO nodes (id, area, key, parent_id, name, path, icon, sort_order, is_visible, created_at, updated_at) VALUES (${[n.id, n.area, n.key, n.parentId, n.name, n.path, n.icon, n.sortOrder].map(q).join(', ')}, 1, ${NOW}, ${NOW}) ON CONFLICT(id) DO UPDATE SET parent_id = excluded.parent_id, path = excluded.path, sort_order = excluded.sort_order, updated_at = excluded.updated_at;`,
      )
    }
    for (const p of permissions) {
      lines.push(
        `INSERT INTO permissions (id, node_id, key, action, name, depends_on, sort_order, is_disabled, created_at, updated_at) VALUES (${[p.id, p.nodeId, p.key, p.action, p.name, JSON.stringify(p.dependsOn), p.sortOrder].map(q).join(', ')}, 0, ${NOW}, ${NOW}) ON CONFLICT(id) DO UPDATE SET name = excluded.name, depends_on = excluded.depends_on, sort_order = excluded.sort_order, updated_at = excluded.updated_at;`,
      )
    }
    for (const r of catalogRoutes(area)) {
      lines.push(
        `INSERT INTO routes (id, area, path, name, node_id, permission_key, created_at, updated_at) VALUES (${[r.id, r.area, r.path, r.name, r.nodeId, r.permissionKey].map(q).join(', ')}, ${NOW}, ${NOW}) ON CONFLICT(id) DO UPDATE SET path = excluded.path, name = excluded.name, node_id = excluded.node_id, permission_key = excluded.permission_key, updated_at = excluded.updated_at;`,
      )
    }
  }
  return lines.join('\n--> statement-breakpoint\n') + '\n'
}
