/**
 * Throwaway local states for the load benchmark, each in its own `--persist-to` directory
 * under .tmp/: migrations applied and the demo data loaded exactly as `npm start` does, then
 * (for the large state) the business grown with node:sqlite while no server runs.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { growBusiness, type LoadSize } from './generate'
import { d1File } from './sqlite'

export const WRANGLER_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { env: WRANGLER_ENV, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

export type BuiltState = { persistTo: string; file: string; rows: Map<string, number>; ms: number }

/**
 * A fresh state with the demo data (or, with `reuse`, the state already in `persistTo`, e.g. a
 * copy of a demo state); with `size`, business `slug` grown to it.
 */
export function buildState(persistTo: string, size?: LoadSize, slug = 'acme', opts = { reuse: false }): BuiltState {
  if (!opts.reuse) {
    rmSync(persistTo, { recursive: true, force: true })
    run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo])
    run('npx', ['tsx', 'scripts/seed.ts', '--persist-to', persistTo])
  }
  const file = d1File(persistTo)
  let rows = new Map<string, number>()
  const started = performance.now()
  if (size) {
    const db = new DatabaseSync(file)
    try {
      rows = growBusiness(db, slug, size)
      db.exec('analyze')
      db.exec('pragma wal_checkpoint(truncate)')
    } finally {
      db.close()
    }
  }
  return { persistTo, file, rows, ms: performance.now() - started }
}

/**
 * A state an earlier run built (BENCH_REUSE=1), brought to today's migrations (a new table or
 * trigger backfills itself as on a deploy); its rows counted for the report. Regenerating 100,000
 * candidates takes minutes on a shared machine, the measurement itself does not need it.
 */
export function existingState(persistTo: string, slug = 'acme'): BuiltState {
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo])
  const file = d1File(persistTo)
  const db = new DatabaseSync(file)
  const rows = new Map<string, number>()
  try {
    const business = db.prepare('select id from businesses where slug = ?').get(slug) as { id: string }
    for (const table of ['candidates', 'status_histories', 'applications']) {
      const row = db.prepare(`select count(*) n from ${table} where business_id = ?`).get(business.id) as { n: number }
      rows.set(table, Number(row.n))
    }
    db.exec('analyze')
  } finally {
    db.close()
  }
  return { persistTo, file, rows, ms: 0 }
}
