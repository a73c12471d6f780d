import { integer, text } from 'drizzle-orm/sqlite-core'
import { newId } from '../../lib/ids'

/** Shared column builders. Column names become snake_case through drizzle's `casing` option. */
export const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => newId())
export const createdAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
export const updatedAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date())
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() }
export const timestamp = () => integer({ mode: 'timestamp_ms' })
export const bool = () => integer({ mode: 'boolean' })
export const json = <T>() => text({ mode: 'json' }).$type<T>()

export { ACTIVE_STATES, type ActiveState } from '../../schemas/org-common'
