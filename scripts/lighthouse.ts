/**
 * Lighthouse 12 over the public site: every public page on the main domain and Acme's careers
 * page, with the mobile (default) and desktop presets. Serves the existing build (run
 * `npm run build` first) with demo data, like the browser tests, prints a table of the four
 * category scores, writes docs/lighthouse.md, and exits non-zero if any score is below 0.9.
 *
 *   npm run lighthouse                      # both presets
 *   LH_PRESETS=mobile npm run lighthouse    # one preset
 *   LH_PAGES=/,/pricing-plans npm run lighthouse
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { startServer, type Server } from '../tests/e2e/server'
import { PUBLIC_PAGES } from '../worker/ssr/pages/catalog'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const THRESHOLD = 0.9
type Preset = 'mobile' | 'desktop'
type Row = { label: string; url: string; preset: Preset; scores: Record<(typeof CATEGORIES)[number], number | null>; error?: string; failing: string[] }

function freePort(): Promise<number> {
  if (process.env.LH_PORT) return Promise.resolve(Number(process.env.LH_PORT))
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

const pct = (score: number | null) => (score === null ? '—' : String(Math.round(score * 100)))

async function main() {
  const presets = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',').map((p) => p.trim()) as Preset[]
  const only = process.env.LH_PAGES?.split(',').map((p) => p.trim())
  const port = await freePort()
  console.log(`Starting the built app with demo data on port ${port} ...`)
  const server: Server = await startServer(port, `.tmp/lighthouse-state-${port}`)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const targets = [
    ...PUBLIC_PAGES.map((p) => ({ label: p.path, url: `http://localhost:${port}${p.path}` })),
    { label: 'acme /jobs', url: `http://acme.localhost:${port}/jobs` },
  ].filter((t) => !only || only.includes(t.label))

  const rows: Row[] = []
  try {
    for (const preset of presets) {
      for (const target of targets) {
        const result = await lighthouse(
          target.url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          preset === 'desktop' ? desktopConfig : undefined,
        )
        const lhr = result?.lhr
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr?.categories[c]?.score ?? null])) as Row['scores']
        const failing = lhr
          ? Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
              .filter((a) => CATEGORIES.some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
              .map((a) => `${a.id} (${a.score})`)
          : []
        const row: Row = { ...target, preset, scores, failing, error: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : result ? undefined : 'no result' }
        rows.push(row)
        console.log(`${preset.padEnd(8)} ${target.label.padEnd(24)} ${CATEGORIES.map((c) => pct(scores[c]).padStart(4)).join(' ')}${row.error ? `  ERROR ${row.error}` : ''}${failing.length ? `  below 100: ${failing.join(', ')}` : ''}`)
      }
    }
  } finally {
    chrome.kill()
    await server.stop()
  }

  const bad = rows.filter((r) => r.error || CATEGORIES.some((c) => r.scores[c] === null || r.scores[c]! < THRESHOLD))
  const table = [
    '| Page | Preset | Performance | Accessibility | Best practices | SEO |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| \`${r.label}\` | ${r.preset} | ${CATEGORIES.map((c) => pct(r.scores[c])).join(' | ')} |`),
  ].join('\n')
  const notes = rows.filter((r) => r.error || r.failing.length).map((r) => `- \`${r.label}\` (${r.preset}): ${r.error ?? `audits below 100: ${r.failing.join(', ')}`}`)
  const doc = `# Lighthouse scores of the public site

Lighthouse ${lighthouseVersion()} run by \`npm run lighthouse\` (scripts/lighthouse.ts) against the built app served by
\`wrangler dev\` with the demo data, in headless Chromium. Mobile is Lighthouse's default preset (simulated
slow 4G and a 4x slower CPU); desktop is its desktop preset. Generated ${new Date().toISOString().slice(0, 10)}.

${table}
${notes.length ? `\n## Audits that did not score 100\n\n${notes.join('\n')}\n` : '\nEvery audit that counts towards a score passed.\n'}`
  writeFileSync('docs/lighthouse.md', doc)
  console.log(`\n${table}\n\nWrote docs/lighthouse.md`)
  if (bad.length) {
    console.error(`\n${bad.length} run(s) scored below ${THRESHOLD * 100} or failed.`)
    process.exit(1)
  }
}

function lighthouseVersion(): string {
  try {
    return (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version
  } catch {
    return '12'
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
