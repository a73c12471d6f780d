/**
 * Answers kept until the business's data changes (issue 22): analytics reports
 * (docs/analytics.md, "Kept answers") and candidate search pages (docs/scale.md, "Kept search
 * pages"), each kept with the business's data version read before it was computed.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { timestamp } from './columns'

/**
 * Each business's data version: a random token every write to what the reports and the search
 * read replaces (triggers of migration kept_reports on applications, their histories, candidates,
 * jobs, departments, staff, interviews, offers, comments and feedback). A kept answer is given
 * only while the version it was computed at is still the business's.
 */
export const dataVersions = sqliteTable('data_versions', {
  businessId: text().primaryKey(),
  version: text().notNull(),
})

/**
 * Reports' answers kept per business and request (the report's name, its filters and resolved
 * range), with the data version read before they were computed (docs/analytics.md, "Kept answers").
 */
export const keptReports = sqliteTable(
  'kept_reports',
  {
    businessId: text().notNull(),
    key: text().notNull(),
    version: text().notNull(),
    body: text().notNull(),
    computedAt: timestamp().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
)

/**
 * Candidate search pages kept per business and request (the list's query: search, filters, sort,
 * page and size): the page's candidate ids in order and the search's total, with the data version
 * read before they were computed. The rows themselves are read fresh by id.
 */
export const keptSearches = sqliteTable(
  'kept_searches',
  {
    businessId: text().notNull(),
    key: text().notNull(),
    version: text().notNull(),
    ids: text().notNull(),
    total: integer().notNull(),
    computedAt: timestamp().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
)
