/**
 * Development aid: the extractor's misses and wrong values per field, for one half of the
 * labelled resumes, each read by a tagger trained on the other half only (a fold model in
 * .tmp/resume-tagger-folds/<split>/, made by the bench or by
 * `npm run train:resume-tagger -- --split <split> --out …`). Prints to stdout; nothing is
 * written into the repository. Develop on the odd half (`--half odd`, read by the even
 * model): the even half is the bench's held-out figure.
 *
 *   npx tsx scripts/resume-tagger/errors.ts --half odd [--field companies] [--model DIR] [--rules]
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { extractResumeText } from '../../worker/providers/resume/embedded'
import { canonicalSkill } from '../../worker/providers/resume/parse/skills'
import { tagWith } from '../../worker/providers/resume/tagger'
import { CompactWeights } from '../../worker/providers/resume/tagger/model'
import { FIELDS, type Field, loadLabelled, matches, norm, predicted, score } from '../bench/resume'
import { readShippedFiles } from './export'

const { values: args } = parseArgs({
  options: {
    half: { type: 'string', default: 'odd' },
    field: { type: 'string' },
    model: { type: 'string' },
    rules: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
})
const NOW = new Date('2018-12-31T00:00:00Z')
const half = args.half === 'even' ? 0 : 1
const other = half === 1 ? 'even' : 'odd'
const dir = args.model ?? new URL(`../../.tmp/resume-tagger-folds/${other}/`, import.meta.url).pathname
const model = args.rules ? null : readShippedFiles(pathToFileURL(`${resolve(dir)}/`))
const tagger = model ? tagWith(new CompactWeights(model), model.calibration) : null
const docs = (loadLabelled() ?? []).filter((d) => d.id % 2 === half)
const fields = (args.field ? [args.field] : FIELDS) as Field[]
const sum = Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }]))
const started = performance.now()
for (const d of docs) {
  const out = (await extractResumeText(d.text, { now: NOW, tagger })).fields
  const s = score(d, out)
  for (const f of FIELDS) {
    const c = s.counts.overlap[f]
    sum[f]!.tp += c.tp
    sum[f]!.fp += c.fp
    sum[f]!.fn += c.fn
  }
  if (args.quiet) continue
  const pred = predicted(out)
  for (const f of fields) {
    const n = f === 'skills' ? (x: string) => norm(canonicalSkill(x) ?? x) : norm
    const gold = [...new Set(d.gold[f].map(n).filter(Boolean))]
    const guess = [...new Set(pred[f].map((p) => n(p.value)).filter(Boolean))]
    const fp = guess.filter((g) => !gold.some((x) => matches(g, x, 'overlap')))
    const fn = gold.filter((g) => !guess.some((x) => matches(g, x, 'overlap')))
    if (fp.length || fn.length)
      console.log(
        `#${d.id} ${f}\n  FP: ${fp.map((x) => JSON.stringify(x)).join(' ')}\n  FN: ${fn.map((x) => JSON.stringify(x)).join(' ')}`,
      )
  }
}
const prf = (c: { tp: number; fp: number; fn: number }) => {
  const p = c.tp / (c.tp + c.fp || 1)
  const r = c.tp / (c.tp + c.fn || 1)
  return `P ${p.toFixed(3)} R ${r.toFixed(3)} F ${((2 * p * r) / (p + r || 1)).toFixed(3)}`
}
for (const f of FIELDS)
  console.log(`${f.padEnd(13)} ${prf(sum[f]!)}  (tp ${sum[f]!.tp} fp ${sum[f]!.fp} fn ${sum[f]!.fn})`)
console.log(`${docs.length} resumes in ${((performance.now() - started) / 1000).toFixed(1)} s`)
