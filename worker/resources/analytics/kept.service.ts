/**
 * Reports' answers, kept until the business's data changes (docs/analytics.md, "Kept answers";
 * services/kept-answers.ts). A report reads only the business's own rows, its filters and the
 * range they resolve to, so its answer holds while none of those rows has changed.
 */
import type { JsonOf } from '../../lib/envelope'
import { keptJson } from '../../services/kept-answers'
import type { Report } from './query.service'

/** What tells one answer from another: the report, its filters, the range they resolved to, and any page. */
const keyOf = (name: string, r: Report, page: unknown) => {
  const { startDate, endDate, start, end, timeZone } = r.range
  return `report:${JSON.stringify([name, r.filters, startDate, endDate, start, end, timeZone, page ?? null])}`
}

/**
 * The report's answer as it leaves in JSON (snake_case keys, dates as ISO text), to be sent as it
 * is: the kept one when the business's data has not changed since, else computed now and kept.
 */
export const keptReport = <P extends Promise<unknown>>(
  r: Report,
  name: string,
  compute: () => P,
  page?: unknown,
): Promise<JsonOf<Awaited<P>>> =>
  keptJson(r.scope.db, r.businessId, keyOf(name, r, page), async () => ({ answer: await compute() }))
