/**
 * npm run train:resume-tagger — trains the resume tagger (worker/providers/resume/tagger/) on
 * the labelled resumes in ../shared/data/resume-ner-train/ and writes
 * worker/providers/resume/tagger/resume-tagger.json (and its rows in resume-tagger-rows-N.json).
 * Dev-time only: nothing at build, run or test time reads the data. The shipped model is trained
 * on the odd-numbered half (`--split odd`, the default); the bench's two-fold cross-validation
 * trains one model per half (`--split odd|even --out DIR`) and measures each on the other half.
 *
 * 1. Five-fold cross-validation over the split: each fold's model is trained on four
 *    fifths and tags the fifth; the epoch with the best mean span F1 is kept (early stopping),
 *    and the out-of-fold spans calibrate confidence (probability → share right, per entity).
 * 2. The model is trained on the whole split for that many epochs, its small weights
 *    pruned, the rest quantised (export.ts).
 *
 * Options: --epochs N (skip the search), --prune X, --folds-only, --oof FILE (write the
 * out-of-fold spans, for developing the parser's combination rules).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { canonicalSkill } from '../worker/providers/resume/parse/skills'
import { type TaggedSpan, tagWith } from '../worker/providers/resume/tagger'
import { ENTITIES, type Entity } from '../worker/providers/resume/tagger/crf'
import { CompactWeights, calibrate } from '../worker/providers/resume/tagger/model'
import { loadLabelled, matches, norm } from './bench/resume'
import { fitCalibration } from './resume-tagger/calibration'
import { dropRare, train } from './resume-tagger/crf-train'
import { DATA_NOW, ENTITY_OF, type TaggedDoc, tagged, trainingFingerprint } from './resume-tagger/data'
import { matchSets } from './resume-tagger/evaluate'
import { compact, shippedFiles } from './resume-tagger/export'

const { values: args } = parseArgs({
  options: {
    epochs: { type: 'string' },
    prune: { type: 'string', default: '0.05' },
    'folds-only': { type: 'boolean', default: false },
    oof: { type: 'string' },
    // Which labelled resumes to train on: the odd-numbered half (the default: the shipped model, which
    // is then also the bench's odd fold model), the even half (the other fold), or all 310 (a model
    // too large for the Worker's budget unless pruned harder, which cost more than the extra data
    // gained: docs/resume-extraction.md).
    split: { type: 'string', default: 'odd' },
    // Where the model files go (default: the shipped ones in worker/providers/resume/tagger/).
    out: { type: 'string' },
  },
})

const BITS = 20
const LAMBDA = 1
const ETA = 0.1
const MAX_EPOCHS = 10
/** Features seen in fewer training tokens than this are dropped. */
const MIN_COUNT = 3
const FOLDS = 5
const OUT = args.out
  ? pathToFileURL(`${resolve(args.out)}/`)
  : new URL('../worker/providers/resume/tagger/', import.meta.url)
const SPLITS: Record<string, (id: number) => boolean> = {
  odd: (id) => id % 2 === 1,
  even: (id) => id % 2 === 0,
  all: () => true,
}
const inSplit = SPLITS[args.split]
if (!inSplit) {
  console.error(`--split must be one of ${Object.keys(SPLITS).join(', ')}.`)
  process.exit(2)
}

const all = loadLabelled()
if (!all) {
  console.error('The labelled resumes (../shared/data/resume-ner-train/) are not on this machine: nothing to train on.')
  process.exit(2)
}
const started = performance.now()
const odd = all.filter((d) => inSplit(d.id)).map((l) => tagged(l, BITS))
console.log(
  `${odd.length} resumes (${args.split}), ${odd.reduce((n, d) => n + d.doc.tokens.length, 0)} tokens; features in ${s(started)}`,
)

const normFor = (e: Entity) => (e === 'SKL' ? (x: string) => norm(canonicalSkill(x) ?? x) : norm)
const goldOf = (d: TaggedDoc, e: Entity) => [
  ...new Set(
    d.labelled.spans
      .filter((x) => ENTITY_OF[x.type] === e)
      .map((x) => normFor(e)(d.labelled.text.slice(x.start, x.end)))
      .filter(Boolean),
  ),
]

/** Out-of-fold spans of every odd resume, tagged by the fold model that did not see it. */
const oof = new Map<number, TaggedSpan[]>()
const foldOf = (d: TaggedDoc) => odd.indexOf(d) % FOLDS
const perEpoch: number[][] = []
let epochs = args.epochs ? Number(args.epochs) : 0
const oofByEpoch: Map<number, TaggedSpan[]>[] = []

for (let fold = 0; fold < FOLDS; fold++) {
  const dev = odd.filter((d) => foldOf(d) === fold)
  const rest = odd.filter((d) => foldOf(d) !== fold)
  const t0 = performance.now()
  train(
    dropRare(
      rest.map((d) => d.example),
      BITS,
      MIN_COUNT,
    ),
    {
      bits: BITS,
      epochs: epochs || MAX_EPOCHS,
      lambda: LAMBDA,
      eta: ETA,
      seed: fold + 1,
      onEpoch: (epoch, w) => {
        const tagger = tagWith(w, {})
        const spans = new Map(dev.map((d) => [d.labelled.id, tagger(d.labelled.text, DATA_NOW)]))
        oofByEpoch[epoch] ??= new Map()
        for (const [id, list] of spans) oofByEpoch[epoch].set(id, list)
        let mean = 0
        for (const e of ENTITIES) {
          const c = { tp: 0, fp: 0, fn: 0 }
          for (const d of dev) {
            const pred = [
              ...new Set(
                (spans.get(d.labelled.id) ?? [])
                  .filter((x) => x.entity === e && x.best)
                  .map((x) => normFor(e)(x.text))
                  .filter(Boolean),
              ),
            ]
            const m = matchSets(pred, goldOf(d, e))
            c.tp += m.tp
            c.fp += m.fp
            c.fn += m.fn
          }
          mean += (2 * c.tp) / (2 * c.tp + c.fp + c.fn || 1) / ENTITIES.length
        }
        perEpoch[epoch] ??= []
        perEpoch[epoch].push(mean)
      },
    },
  )
  console.log(`fold ${fold}: ${perEpoch.map((p) => (p[fold] ?? 0).toFixed(3)).join(' ')} (${s(t0)})`)
}
if (!epochs) {
  const means = perEpoch.map((p) => p.reduce((a, b) => a + b, 0) / p.length)
  epochs = means.indexOf(Math.max(...means)) + 1
  console.log(`mean span F1 by epoch: ${means.map((m) => m.toFixed(3)).join(' ')} → ${epochs} epochs`)
}
for (const [id, spans] of oofByEpoch[epochs - 1] ?? []) oof.set(id, spans)
oofByEpoch.length = 0

// Calibration: each out-of-fold span is right when its text matches a labelled value of its entity in that resume.
const points: Record<string, [number, boolean][]> = {}
for (const d of odd) {
  for (const sp of oof.get(d.labelled.id) ?? []) {
    const gold = goldOf(d, sp.entity)
    const v = normFor(sp.entity)(sp.text)
    const list = points[sp.entity] ?? []
    points[sp.entity] = list
    list.push([sp.p, gold.some((g) => matches(v, g, 'overlap'))])
  }
}
const calibration = Object.fromEntries(ENTITIES.map((e) => [e, fitCalibration(points[e] ?? [])]))
for (const e of ENTITIES)
  console.log(`calibration ${e}: ${calibration[e]?.map(([p, c]) => `${p.toFixed(2)}→${c.toFixed(2)}`).join(' ')}`)
if (args.oof) {
  const rows = odd.map((d) => ({
    id: d.labelled.id,
    spans: (oof.get(d.labelled.id) ?? []).map((x) => ({ ...x, confidence: calibrate(calibration[x.entity], x.p) })),
  }))
  writeFileSync(args.oof, JSON.stringify(rows))
  console.log(`wrote ${args.oof}`)
}
if (args['folds-only']) process.exit(0)

const t1 = performance.now()
const final = train(
  dropRare(
    odd.map((d) => d.example),
    BITS,
    MIN_COUNT,
  ),
  { bits: BITS, epochs, lambda: LAMBDA, eta: ETA, seed: 99 },
)
const producedBy = [
  'scripts/train-resume-tagger.ts',
  `on the ${odd.length} ${args.split === 'all' ? '' : `${args.split}-numbered `}resumes of resume-ner-train (dotin Inc. "Resume Dataset with NER annotations", CC0 1.0)`,
  `linear-chain CRF, ${BITS}-bit hashed features seen in ≥ ${MIN_COUNT} tokens, AdaGrad eta ${ETA}, L2 lambda ${LAMBDA}, ${epochs} epochs (5-fold early stopping), averaged`,
  `weights below ${args.prune} pruned, int8; calibration from out-of-fold spans`,
  new Date().toISOString().slice(0, 10),
].join('; ')
const model = compact(final, Number(args.prune), producedBy, calibration)
const files = shippedFiles(model)
mkdirSync(OUT, { recursive: true })
for (const f of files) writeFileSync(new URL(f.name, OUT), f.json)
// The bench reuses a fold model only while its resumes' features and the training code are unchanged.
writeFileSync(new URL('fingerprint.txt', OUT), `${trainingFingerprint(odd)}\n`)
const kb = files.reduce((n, f) => n + f.json.length, 0) / 1024
console.log(
  `trained in ${s(t1)}; ${new CompactWeights(model).size} weight rows; wrote ${files.map((f) => f.name).join(', ')} in ${OUT.pathname} (${kb.toFixed(0)} KB)`,
)

function s(t: number) {
  return `${((performance.now() - t) / 1000).toFixed(1)} s`
}
