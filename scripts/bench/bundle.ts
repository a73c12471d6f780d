/**
 * Bundle sizes: the Worker as deployed (wrangler's dry-run output, gzip) and the staff app's
 * JavaScript (every built asset, gzip). Budgets: Worker ≤ 3 MB gzip, first load ≤ 200 KB gzip.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { table } from './machine'

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

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
  return table(
    ['what', 'gzip', 'budget'],
    [
      ['Worker (all modules, as deployed)', kb(worker), '3,072 KB'],
      [`Web app, all ${js.length} JS assets`, kb(all), '—'],
    ],
  )
}
