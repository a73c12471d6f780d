import { eq } from 'drizzle-orm'
import { routes } from '../../db/schema'
import type { Scope } from '../../lib/scope'
import { type Grants, holds } from '../../services/access/grants'

/** The business portal's routes, each marked with whether these grants open it. */
export async function accessibleRoutes({ db }: Scope, grants: Grants) {
  const rows = await db.query.routes.findMany({ where: eq(routes.area, 'wildcard'), orderBy: [routes.path] })
  return rows.map((r) => ({
    id: r.id,
    path: r.path,
    name: r.name,
    permissionKey: r.permissionKey,
    allowed: !r.permissionKey || holds(grants, r.permissionKey),
  }))
}
