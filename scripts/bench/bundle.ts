/**
 * Bundle sizes: the Worker as deployed (wrangler's dry-run output, gzip), every built web asset,
 * and the JavaScript each main route loads on a first visit, measured in Chromium
 * (scripts/bench/first-load.ts). Budgets: Worker ≤ 3 MB gzip, staff first load ≤ 200 KB gzip,
 * public pages no framework JavaScript. npm test checks the same budgets from the build's
 * manifest (tests/build/bundle-budget.test.ts); this section is the browser's view.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoads } from './first-load'
import { table } from './machine'

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const FIRST_LOAD_BUDGET = 200 * 1024
/** More than this on a public page would be a framework, not an island script. */
const ISLAND_LIMIT = 10 * 1024

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path, ext) : path.endsWith(ext) ? [path] : []
  })
}

export async function bundleSizes(): Promise<string> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', '.tmp/bench-deploy'], { stdio: 'ignore' })
  const workerFiles = files('.tmp/bench-deploy', '.js').concat(files('.tmp/bench-deploy', '.wasm'))
  const worker = workerFiles.reduce((sum, f) => sum + gz(f), 0)
  const js = files('dist/client/assets', '.js')
  const all = js.reduce((sum, f) => sum + gz(f), 0)
  const loads = await firstLoads()
  return `${table(
    ['what', 'gzip', 'budget'],
    [
      ['Worker (all modules, as deployed)', kb(worker), '3,072 KB'],
      [`Web app, all ${js.length} JS assets`, kb(all), '—'],
    ],
  )}

First load in Chromium: every JavaScript file a fresh visit (cache off) downloads until the network is idle, gzip -9; staff routes signed in as Acme's owner.

${table(
  ['route', 'JS files', 'JS gzip', 'budget'],
  loads.map((l) => [
    l.route,
    l.files,
    kb(l.gzip),
    // Public pages ship no framework: at most a small island script of our own.
    l.route.startsWith('public')
      ? `no framework: ${l.gzip <= ISLAND_LIMIT ? 'within' : 'OVER'}`
      : `200 KB: ${l.gzip <= FIRST_LOAD_BUDGET ? 'within' : 'OVER'}`,
  ]),
)}`
}
