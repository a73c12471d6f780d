import { eq } from 'drizzle-orm'
import { routes } from '../../db/schema'
import type { Scope } from '../../lib/scope'
import { keysOpening } from '../../services/access/catalog'
import { type Grants, holds } from '../../services/access/grants'

/** 'interviews.view' -> the keys that open that page ('interviews.view', 'interviews.feedback'). */
const openingKeys = (key: string) =>
  key.endsWith('.view') ? keysOpening('wildcard', key.slice(0, -'.view'.length)) : [key]

/** The business portal's routes, each marked with whether these grants open it. */
export async function accessibleRoutes({ db }: Scope, grants: Grants) {
  const rows = await db.query.routes.findMany({ where: eq(routes.area, 'wildcard'), orderBy: [routes.path] })
  return rows.map((r) => ({
    id: r.id,
    path: r.path,
    name: r.name,
    permissionKey: r.permissionKey,
    allowed: !r.permissionKey || openingKeys(r.permissionKey).some((k) => holds(grants, k)),
  }))
}
