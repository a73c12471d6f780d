import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { toSnakeKeys } from '../../lib/case'
import { envelope } from '../../lib/envelope'
import { businessOf } from '../../middleware/host'
import { principalOf } from '../../middleware/session'
import type { Actor } from '../../services/status-history'
import { type Duplicate, duplicateMessage } from './duplicates.service'

// Loose on purpose until the candidates resource moves to the scope convention (issue 12).
type C = Context<any>

/** The business the host names, as the candidate services need it. */
export function scopeOf(c: C) {
  const business = businessOf(c.var.host)
  return { businessId: business.id, slug: business.slug, businessName: business.name, timezone: business.timezone }
}

export const employeeIdOf = (c: C) => principalOf(c.var.principal, 'employee').id
export const actorOf = (c: C): Actor => ({ kind: 'employee', id: employeeIdOf(c) })

/** 409 with the record that already exists, so the screen can offer to open it. */
export function duplicateAnswer(c: C, d: Duplicate) {
  const message = duplicateMessage(d)
  return c.json(
    envelope(false, message, toSnakeKeys({ existing: d.existing, matchedOn: d.matchedOn }), [
      { field: d.matchedOn, message },
    ]),
    409,
  )
}
