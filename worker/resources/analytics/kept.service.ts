/**
 * Reports' answers, kept until the business's data changes (docs/analytics.md, "Kept answers").
 *
 * A report reads only the business's own rows, its filters and the range they resolve to. So
 * its answer holds for as long as none of those rows has changed: the business's data version
 * (data_versions), which triggers replace on every write to a table the reports read (migration
 * kept_reports). An answer is kept with the version read before it was computed; it is given
 * again only while that version is still the business's. A write made while a report is being
 * computed therefore never leaves an old answer standing: the version it replaced is not the
 * current one any more.
 */
import { and, eq, ne } from 'drizzle-orm'
import { dataVersions, keptReports } from '../../db/schema'
import { type SnakeKeys, toSnakeKeys } from '../../lib/case'
import type { Report } from './query.service'

/** What tells one answer from another: the report, its filters, the range they resolved to, and any page. */
const keyOf = (name: string, r: Report, page: unknown) => {
  const { startDate, endDate, start, end, timeZone } = r.range
  return JSON.stringify([name, r.filters, startDate, endDate, start, end, timeZone, page ?? null])
}

/**
 * The report's answer as it leaves in JSON (snake_case keys, dates as ISO text): the kept one
 * when the business's data has not changed since, else computed now and kept.
 */
export async function keptReport<P extends Promise<unknown>>(
  r: Report,
  name: string,
  compute: () => P,
  page?: unknown,
): Promise<SnakeKeys<Awaited<P>>> {
  const { db } = r.scope
  const key = keyOf(name, r, page)
  const [found] = await db
    .select({ version: dataVersions.version, body: keptReports.body })
    .from(dataVersions)
    .leftJoin(
      keptReports,
      and(
        eq(keptReports.businessId, dataVersions.businessId),
        eq(keptReports.key, key),
        eq(keptReports.version, dataVersions.version),
      ),
    )
    .where(eq(dataVersions.businessId, r.businessId))
    .limit(1)
  if (found?.body) return JSON.parse(found.body) as SnakeKeys<Awaited<P>>
  const answer = toSnakeKeys(await compute())
  // A business none of whose reported rows was ever written has no version, and nothing to keep.
  if (found) {
    const kept = { version: found.version, body: JSON.stringify(answer), computedAt: new Date() }
    await db.batch([
      db
        .insert(keptReports)
        .values({ businessId: r.businessId, key, ...kept })
        .onConflictDoUpdate({ target: [keptReports.businessId, keptReports.key], set: kept }),
      // Answers kept at an older version can never be given again.
      db
        .delete(keptReports)
        .where(and(eq(keptReports.businessId, r.businessId), ne(keptReports.version, found.version))),
    ])
  }
  return answer
}
