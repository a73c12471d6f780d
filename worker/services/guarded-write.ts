import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { newId } from '../lib/ids'
import type { StatusChange } from './status-history'

/**
 * The history row of a status change, written only when the statement just before it in the
 * same `db.batch` changed a row. Status updates are guarded by their `from` state
 * (`where status = from`), so of two racing requests only one moves the record, and only that
 * one leaves a history row: SQLite's `changes()` counts the rows of the previous statement.
 */
export function historyIfChanged(db: Db, change: StatusChange, now = new Date()) {
  const at = now.getTime()
  return db.run(sql`insert into status_histories (id, business_id, entity, entity_id, from_status, to_status, reason, actor_kind, actor_id, meta, created_at, updated_at)
    select ${newId(at)}, ${change.businessId}, ${change.entity}, ${change.entityId}, ${change.from}, ${change.to}, ${change.reason ?? null},
      ${change.actor.kind}, ${change.actor.id}, ${change.meta ? JSON.stringify(change.meta) : null}, ${at}, ${at}
    where changes() > 0`)
}

/** How many rows a statement of a D1 batch changed. */
export const changesOf = (result: unknown): number => (result as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0
