import type { Db } from '../db/client'
import { type HistoryMeta, statusHistories } from '../db/schema'

import type { Actor } from '../lib/scope'

export type { Actor }

export type StatusChange = {
  businessId: string | null
  entity: string
  entityId: string
  from: string | null
  to: string
  reason?: string | null
  actor: Actor
  meta?: HistoryMeta
}

/** The history row of a status change: who, when, from, to, why. Put it in the same batch as the change. */
export function historyInsert(db: Db, change: StatusChange) {
  return db.insert(statusHistories).values({
    businessId: change.businessId,
    entity: change.entity,
    entityId: change.entityId,
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason ?? null,
    actorKind: change.actor.kind,
    actorId: change.actor.id,
    meta: change.meta ?? null,
  })
}
