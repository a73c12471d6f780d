/**
 * Answers kept until the business's data changes (issue 22): analytics reports
 * (docs/analytics.md, "Kept answers") and candidate search pages (docs/scale.md, "Kept search
 * pages"), each kept with the business's data version read before it was computed, and a job's
 * board (docs/applications.md, "The board, kept"), which also ages with time.
 */
import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { timestamp } from './columns'

/**
 * Each business's data version: a random token every write to what the reports and the search
 * read replaces (triggers of migration kept_answers on applications, their histories, candidates,
 * jobs, departments, staff, interviews, offers, comments and feedback). A kept answer is given
 * only while the version it was computed at is still the business's.
 */
export const dataVersions = sqliteTable('data_versions', {
  businessId: text().primaryKey(),
  version: text().notNull(),
})

/**
 * Answers kept per business and key, with the data version read before they were computed: a
 * report's answer under `report:…` (docs/analytics.md, "Kept answers") and a candidate search
 * page's ids and total under `candidates:…` (docs/scale.md), a job's board under `board:…`
 * (docs/applications.md). `body` is the answer's JSON.
 */
export const keptAnswers = sqliteTable(
  'kept_answers',
  {
    businessId: text().notNull(),
    key: text().notNull(),
    version: text().notNull(),
    body: text().notNull(),
    computedAt: timestamp().notNull(),
    /** When the answer stops being true though nothing was written (a card's days in its stage); null: never. */
    validUntil: timestamp(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
)
