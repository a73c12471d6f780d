/**
 * npm run bench [-- section ...]: runs the benchmark sections (scripts/bench/sections.ts),
 * keeps each section's latest result in docs/benchmarks/<section>.md and assembles
 * docs/benchmarks.md from them, with the machine and date of each run.
 * Timings never gate `npm test`; budgets that are sizes (bundles) are checked there instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { machineLine } from './bench/machine'
import { SECTIONS } from './bench/sections'

const docs = new URL('../docs/', import.meta.url)
const dir = new URL('benchmarks/', docs)
mkdirSync(dir, { recursive: true })

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const unknown = wanted.filter((w) => !SECTIONS.some((s) => s.id === w))
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.map((s) => s.id).join(', ')}`)
  process.exit(2)
}

let failed = false
for (const section of SECTIONS.filter((s) => !wanted.length || wanted.includes(s.id))) {
  console.log(`\n== ${section.title} (${section.id})`)
  const started = Date.now()
  // Other work on the machine squeezes every figure (the ratios to a baseline of the same run
  // less so): the report says how busy it was.
  const busy = loadavg()[0]!
  try {
    const body = await section.run()
    const shared =
      busy > cpus().length / 2
        ? ` The machine was shared: load average ${busy.toFixed(1)} on ${cpus().length} cores when it began.`
        : ''
    const stamp = `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine()}; took ${Math.round((Date.now() - started) / 1000)} s.${shared}_`
    writeFileSync(new URL(`${section.id}.md`, dir), `## ${section.title}\n\n${stamp}\n\n${body.trim()}\n`)
    console.log(body)
  } catch (err) {
    failed = true
    console.error(`Section ${section.id} failed:`, err)
  }
}

const parts = SECTIONS.map((s) => new URL(`${s.id}.md`, dir))
  .filter((u) => existsSync(u))
  .map((u) => readFileSync(u, 'utf8').trim())
writeFileSync(
  new URL('benchmarks.md', docs),
  `# Benchmarks\n\nWritten by \`npm run bench\` (\`scripts/bench.ts\`); each section keeps the result of its latest run\n(\`npm run bench -- <section>\` re-runs one). Ratios are against a baseline measured in the same run.\n\n${parts.join('\n\n')}\n`,
)
console.log('\nWrote docs/benchmarks.md')
process.exit(failed ? 1 : 0)
