import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { statusHistories } from '../db/schema'
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
  // Columns in the table's order: id, business, entity, entity id, from, to, reason, actor kind, actor id, meta, created, updated.
  return db
    .insert(statusHistories)
    .select(sql`select ${newId(at)}, ${change.businessId}, ${change.entity}, ${change.entityId}, ${change.from}, ${change.to}, ${change.reason ?? null},
      ${change.actor.kind}, ${change.actor.id}, ${change.meta ? JSON.stringify(change.meta) : null}, ${at}, ${at}
    where changes() > 0`)
}

/** How many rows a statement of a D1 batch changed. */
export const changesOf = (result: unknown): number =>
  (result as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0
