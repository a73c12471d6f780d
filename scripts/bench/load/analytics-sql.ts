/**
 * Each analytics report's own statements, timed on a load state's SQLite file with node:sqlite
 * (docs/analytics.md, "Speed"): the last 7 days, 3 months and 12 months, and the quarter with
 * every filter, as Acme's owner. No server, no HTTP: the exact SQL of each report, through the
 * Worker's own service code (sqliteD1 times every statement).
 *
 *   npx tsx scripts/bench/load/analytics-sql.ts [.tmp/bench-load/large] [runs=20]
 *
 * The state is the one `npm run bench -- load` grows (BENCH_REUSE=1 keeps it); run this with no
 * other work on the file (it reads it, never writes).
 */
import { DatabaseSync } from 'node:sqlite'
import { and, eq, isNotNull } from 'drizzle-orm'
import { createDb } from '../../../worker/db/client'
import { businesses, employees, opportunities } from '../../../worker/db/schema'
import type { StaffScope } from '../../../worker/lib/scope'
import { analyticsFilters } from '../../../worker/resources/analytics/analytics.schema'
import { reportOf } from '../../../worker/resources/analytics/query.service'
import { runReport } from '../../../worker/resources/analytics/reports'
import { percentile } from '../machine'
import { d1File, sqliteD1 } from './sqlite'

const [dir = '.tmp/bench-load/large', runsArg = '20'] = process.argv.slice(2)
const runs = Number(runsArg) || 20
const sqlite = new DatabaseSync(d1File(dir), { readOnly: true })
const { d1, timing } = sqliteD1(sqlite)
const db = createDb(d1)
const business = (await db.query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
const owner = (await db.query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!
// A job with a department, so that every filter keeps something.
const job = (await db.query.opportunities.findFirst({
  where: and(eq(opportunities.businessId, business.id), isNotNull(opportunities.departmentId)),
}))!
const scope = { db, env: {} as Env, business, actor: { kind: 'employee', id: owner.id }, grants: { all: true } }

const periods: [string, Record<string, string>][] = [
  ['last 7 days', { filter: 'week' }],
  ['last 3 months', { filter: 'quarter' }],
  ['last 12 months', { filter: 'year' }],
  [
    '3 months, every filter',
    {
      filter: 'quarter',
      department_id: job.departmentId ?? '',
      opportunity_id: job.id,
      recruiter_id: owner.id,
      source: 'linkedin',
    },
  ],
]
const ms = (n: number) => (n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : String(Math.round(n)))

console.log(`| report | ${periods.map(([p]) => `${p} (median / p99 ms)`).join(' | ')} |`)
console.log(`| --- | ${periods.map(() => '---').join(' | ')} |`)
for (const [key, run] of Object.entries(runReport)) {
  const cells: string[] = []
  for (const [, query] of periods) {
    const filters = analyticsFilters.parse(Object.fromEntries(Object.entries(query).filter(([, v]) => v)))
    const samples: number[] = []
    for (let i = 0; i <= runs; i++) {
      timing.ms = 0
      const report = await reportOf(scope as StaffScope & { grants: { all: true } }, filters)
      await (run as (r: typeof report, page: { page: number; limit: number }) => Promise<unknown>)(report, {
        page: 1,
        limit: 10,
      })
      if (i > 0) samples.push(timing.ms)
    }
    cells.push(`${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`)
  }
  console.log(`| ${key} | ${cells.join(' | ')} |`)
}
sqlite.close()
