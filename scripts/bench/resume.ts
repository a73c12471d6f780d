/**
 * Resume extraction accuracy on labelled resumes that no one here wrote:
 * ../shared/data/resume-ner-train/*.xml (read its README). Each file is a resume whose spans
 * are tagged inline; the tags are stripped to get the text the extractor reads, and the tagged
 * spans are the truth.
 *
 * Matching (also in docs/resume-extraction.md):
 * - Values are normalised: lowercase, "&" → "and", punctuation other than + and # dropped,
 *   whitespace collapsed; skills are mapped through the extractor's synonym list on both sides
 *   (so "ReactJS" and "React.js" are one skill).
 * - Per resume, the labelled values of a field form a set (duplicates merged) and so do the
 *   extracted ones; the two sets are matched one-to-one, greedily by best score.
 * - A pair matches when the normalised strings are equal ("exact"), or — the headline rule —
 *   when their token overlap F1 is at least 0.5 ("overlap": "B.Tech in Computer Science" matches
 *   "B.Tech in Computer Science and Engineering"; "B.Tech" alone does not).
 * - Name, e-mail and location are single values: the extracted value is right when it matches
 *   any labelled one (a resume labels every place it mentions; the extractor names one).
 * - Precision, recall and F1 are micro-averaged over all values of all resumes.
 * - A designation or company written "A / B" counts as the two values A and B.
 * - Designations are the extracted current title and experience titles; companies the current
 *   company and experience companies; degrees and colleges the education entries; skills the
 *   skills list against the union of the "Job Specific Skills", "Tech Tools" and "Soft Skills" labels.
 * The labels are incomplete (the README says so), so precision here is a floor.
 *
 * Development looked at odd-numbered files only; even-numbered files are the held-out split. Each
 * half is read by a tagger trained on the other half only (two-fold cross-validation, the fold
 * models cached in .tmp/resume-tagger-folds/); the shipped tagger's own training set is read from its
 * produced_by (the training script's default is all of them).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import { extractResumeText } from '../../worker/providers/resume/embedded'
import type { ResumeFields } from '../../worker/providers/resume/fields.schema'
import { canonicalSkill } from '../../worker/providers/resume/parse/skills'
import { SHIPPED_MODEL, type Tagger, tagWith } from '../../worker/providers/resume/tagger'
import { CompactWeights } from '../../worker/providers/resume/tagger/model'
import { tagged, trainingFingerprint } from '../resume-tagger/data'
import { readShippedFiles } from '../resume-tagger/export'
import { table } from './machine'

/**
 * Where the labelled resumes are: RESUME_NER_DATA when set, else `shared/data/resume-ner-train/`
 * beside the checkout (../shared) or beside its parent (a git worktree one level deeper).
 */
function dataFolder(): URL | null {
  const fromEnv = process.env.RESUME_NER_DATA
  const candidates = [
    ...(fromEnv ? [pathToFileURL(fromEnv.endsWith('/') ? fromEnv : `${fromEnv}/`)] : []),
    new URL('../../../shared/data/resume-ner-train/', import.meta.url),
    new URL('../../../../shared/data/resume-ner-train/', import.meta.url),
  ]
  return candidates.find((u) => existsSync(u)) ?? null
}
const DATA = dataFolder()
/** The labelled resumes were written around 2018; "Present" means then. */
const NOW = new Date('2018-12-31T00:00:00Z')

export const FIELDS = [
  'name',
  'email',
  'location',
  'designations',
  'companies',
  'degrees',
  'colleges',
  'skills',
] as const
export type Field = (typeof FIELDS)[number]
const LABELS: Record<Field, string[]> = {
  name: ['Name'],
  email: ['Email Address'],
  location: ['Location'],
  designations: ['Designation'],
  companies: ['Companies worked at'],
  degrees: ['Degree'],
  colleges: ['College Name'],
  skills: ['Job Specific Skills', 'Tech Tools', 'Soft Skills'],
}
const SINGLE: Field[] = ['name', 'email', 'location']

/** A labelled span: its label type as the data names it and its offsets in `text`. */
export type LabelledSpan = { type: string; start: number; end: number }
export type Labelled = { id: number; text: string; gold: Record<Field, string[]>; spans: LabelledSpan[] }

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
const untag = (s: string) => s.replace(/<[^>]+>/g, '')

export function readLabelled(xml: string, id: number): Labelled {
  const body = xml.replace(/^[\s\S]*?<cv>\n?/, '').replace(/\n?<\/cv>\s*$/, '')
  const gold = Object.fromEntries(FIELDS.map((f) => [f, [] as string[]])) as Record<Field, string[]>
  const spans: LabelledSpan[] = []
  let text = ''
  let at = 0
  for (const m of body.matchAll(/<label type="([^"]+)">([\s\S]*?)<\/label>/g)) {
    text += untag(decode(body.slice(at, m.index)))
    const value = decode(m[2] as string)
    spans.push({ type: m[1] as string, start: text.length, end: text.length + value.length })
    text += value
    at = m.index + m[0].length
    for (const f of FIELDS) if (LABELS[f].includes(m[1] as string)) gold[f].push(value)
  }
  text += untag(decode(body.slice(at)))
  return { id, text, gold, spans }
}

export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#@.\s]/g, ' ')
    .replace(/(?<![a-z0-9])\.|\.(?![a-z0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const normSkill = (s: string) => norm(canonicalSkill(s) ?? s)

function tokenF1(a: string, b: string): number {
  const ta = a.split(' ').filter(Boolean)
  const tb = b.split(' ').filter(Boolean)
  if (!ta.length || !tb.length) return 0
  const pool = [...tb]
  let common = 0
  for (const t of ta) {
    const i = pool.indexOf(t)
    if (i >= 0) {
      common++
      pool.splice(i, 1)
    }
  }
  if (!common) return 0
  const p = common / ta.length
  const r = common / tb.length
  return (2 * p * r) / (p + r)
}

export type Rule = 'overlap' | 'exact'
export const matches = (a: string, b: string, rule: Rule) =>
  rule === 'exact' ? a === b : a === b || tokenF1(a, b) >= 0.5

/** "Team Leader / Laborer" names two roles: each part is matched on its own. */
const parts = (v: { value: string; confidence: number }) =>
  v.value.split(/\s*\/\s*(?=[A-Za-z]{2})/).map((value) => ({ value, confidence: v.confidence }))

export function predicted(fields: ResumeFields): Record<Field, { value: string; confidence: number }[]> {
  const one = (f: { value: string; confidence: number } | null) =>
    f ? [{ value: f.value, confidence: f.confidence }] : []
  const items = <T>(list: T[], pick: (t: T) => string | null, conf: (t: T) => number) =>
    list.flatMap((t) => (pick(t) ? [{ value: pick(t) as string, confidence: conf(t) }] : []))
  return {
    name: one(fields.name),
    email: one(fields.email),
    location: one(fields.location),
    designations: [
      ...one(fields.current_title),
      ...items(
        fields.experience,
        (e) => e.title,
        (e) => e.confidence,
      ),
    ].flatMap(parts),
    companies: [
      ...one(fields.current_company),
      ...items(
        fields.experience,
        (e) => e.company,
        (e) => e.confidence,
      ),
    ].flatMap(parts),
    degrees: items(
      fields.education,
      (e) => e.degree,
      (e) => e.confidence,
    ),
    colleges: items(
      fields.education,
      (e) => e.institution,
      (e) => e.confidence,
    ),
    skills: fields.skills.map((s) => ({ value: s.value, confidence: s.confidence })),
  }
}

type Count = { tp: number; fp: number; fn: number }
type Scored = { field: Field; confidence: number; right: boolean }

/** Score one resume: counts per field and rule, and every extracted value with its confidence and whether it was right. */
export function score(doc: Labelled, fields: ResumeFields) {
  const pred = predicted(fields)
  const counts = {} as Record<Rule, Record<Field, Count>>
  const scored: Scored[] = []
  for (const rule of ['overlap', 'exact'] as Rule[]) {
    counts[rule] = {} as Record<Field, Count>
    for (const f of FIELDS) {
      const n = f === 'skills' ? normSkill : norm
      const gold = [...new Set(doc.gold[f].map(n).filter(Boolean))]
      // Keep the most confident reading of each distinct value.
      const best = new Map<string, number>()
      for (const p of pred[f]) {
        const k = n(p.value)
        if (k) best.set(k, Math.max(best.get(k) ?? 0, p.confidence))
      }
      const guess = [...best.keys()]
      if (rule === 'overlap')
        for (const [k, c] of best)
          scored.push({ field: f, confidence: c, right: gold.some((g) => matches(k, g, rule)) })
      if (SINGLE.includes(f)) {
        const right = guess.length > 0 && gold.some((g) => matches(guess[0] as string, g, rule))
        counts[rule][f] = { tp: right ? 1 : 0, fp: guess.length && !right ? 1 : 0, fn: gold.length && !right ? 1 : 0 }
        continue
      }
      const pairs = guess
        .flatMap((p, i) => gold.map((g, j) => ({ i, j, s: p === g ? 2 : tokenF1(p, g) })))
        .filter((x) => matches(guess[x.i] as string, gold[x.j] as string, rule))
      pairs.sort((a, b) => b.s - a.s)
      const gi = new Set<number>()
      const gj = new Set<number>()
      for (const { i, j } of pairs) if (!gi.has(i) && !gj.has(j)) gi.add(i), gj.add(j)
      counts[rule][f] = { tp: gi.size, fp: guess.length - gi.size, fn: gold.length - gj.size }
    }
  }
  return { counts, scored }
}

const prf = (c: Count) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0 }
}
const f2 = (n: number) => n.toFixed(2)

export function loadLabelled(): Labelled[] | null {
  const folder = DATA
  if (!folder) return null
  return readdirSync(folder)
    .filter((f) => /^\d+\.xml$/.test(f))
    .map((f) => readLabelled(readFileSync(new URL(f, folder), 'utf8'), Number.parseInt(f, 10)))
    .sort((a, b) => a.id - b.id)
}

/** The tagger's hashed feature space, as scripts/train-resume-tagger.ts trains it. */
const BITS = 20
/** Where the benchmark keeps its two fold models (trained once, then reused while their fingerprint holds). */
const FOLDS = new URL('../../.tmp/resume-tagger-folds/', import.meta.url)

/**
 * The tagger trained on one half of the labelled resumes only (`split`), by the same script and
 * procedure as the shipped one: read from .tmp/resume-tagger-folds/<split>/, trained there first
 * when absent (about a quarter of an hour on two cores).
 */
function foldTagger(split: 'odd' | 'even', docs: Labelled[]): Tagger {
  const folder = new URL(`${split}/`, FOLDS)
  const fingerprint = trainingFingerprint(
    docs.filter((d) => d.id % 2 === (split === 'odd' ? 1 : 0)).map((d) => tagged(d, BITS)),
  )
  const kept = new URL('fingerprint.txt', folder)
  const fresh =
    existsSync(new URL('resume-tagger.json', folder)) &&
    existsSync(kept) &&
    readFileSync(kept, 'utf8').trim() === fingerprint
  if (!fresh) {
    console.log(
      `Training the tagger on the ${split}-numbered resumes only (kept in ${folder.pathname} until the features or the training code change)…`,
    )
    const run = spawnSync(
      'npx',
      ['tsx', 'scripts/train-resume-tagger.ts', '--split', split, '--out', folder.pathname],
      {
        stdio: 'inherit',
      },
    )
    if (run.status !== 0) throw new Error(`training the ${split} fold model failed`)
  }
  const model = readShippedFiles(folder)
  return tagWith(new CompactWeights(model), model.calibration)
}

/** What the shipped model was trained on, as its produced_by says ("on the 155 odd-numbered resumes"). */
const shippedOn = () => /on the \d+ [^;(]*?resumes/.exec(SHIPPED_MODEL.produced_by)?.[0] ?? 'as its produced_by says'

export async function resumeAccuracy(): Promise<string> {
  const docs = loadLabelled()
  if (!docs) {
    return 'The labelled resumes (`../shared/data/resume-ner-train/`) are not present on this machine: accuracy not measured.'
  }
  const sum = (rows: Count[]) =>
    rows.reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), { tp: 0, fp: 0, fn: 0 })
  // Each resume is read with a tagger that never saw it: the even-numbered ones (held out: the rules
  // were never written looking at them either) by the model trained on the odd half, the odd ones by
  // the model trained on the even half. The shipped model is trained on both halves.
  const byFold = { odd: foldTagger('odd', docs), even: foldTagger('even', docs) }
  const results = await Promise.all(
    docs.map(async (d) => {
      const tagger = d.id % 2 === 0 ? byFold.odd : byFold.even
      return { d, ...score(d, (await extractResumeText(d.text, { now: NOW, tagger })).fields) }
    }),
  )
  // The shipped tagger on its own training data: how much it fits them, not a figure to quote.
  const shipped = await Promise.all(
    docs.map(async (d) => ({ d, ...score(d, (await extractResumeText(d.text, { now: NOW })).fields) })),
  )
  // The rules alone (no tagger), for comparison: what the extractor did before the tagger.
  const rulesOnly = await Promise.all(
    docs.map(async (d) => ({ d, ...score(d, (await extractResumeText(d.text, { now: NOW, tagger: null })).fields) })),
  )
  const isHeld = (r: { d: Labelled }) => r.d.id % 2 === 0
  const split = (which: 'all' | 'dev' | 'held') =>
    results.filter((r) => which === 'all' || (which === 'dev' ? !isHeld(r) : isHeld(r)))

  const rows = FIELDS.map((f) => {
    const cross = prf(sum(split('dev').map((r) => r.counts.overlap[f])))
    const held = prf(sum(split('held').map((r) => r.counts.overlap[f])))
    const heldExact = prf(sum(split('held').map((r) => r.counts.exact[f])))
    const rules = prf(sum(rulesOnly.filter(isHeld).map((r) => r.counts.overlap[f])))
    const fit = prf(sum(shipped.map((r) => r.counts.overlap[f])))
    return [f, f2(held.p), f2(held.r), `**${f2(held.f)}**`, f2(heldExact.f), f2(rules.f), f2(cross.f), f2(fit.f)]
  })

  const buckets = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001]
  const calib = (which: 'dev' | 'held' | 'all') => {
    const items = split(which).flatMap((r) => r.scored)
    return buckets.slice(0, -1).map((lo, i) => {
      const hi = buckets[i + 1] as number
      const inB = items.filter((s) => s.confidence >= lo && s.confidence < hi)
      const right = inB.filter((s) => s.right).length
      return {
        label: `${lo.toFixed(2)}–${Math.min(hi, 1).toFixed(2)}`,
        n: inB.length,
        acc: inB.length ? right / inB.length : Number.NaN,
      }
    })
  }
  const cDev = calib('dev')
  const cHeld = calib('held')
  const cAll = calib('all')
  const calRows = cAll.map((b, i) => [
    b.label,
    b.n,
    Number.isNaN(b.acc) ? '—' : f2(b.acc),
    cDev[i]!.n,
    Number.isNaN(cDev[i]!.acc) ? '—' : f2(cDev[i]!.acc),
    cHeld[i]!.n,
    Number.isNaN(cHeld[i]!.acc) ? '—' : f2(cHeld[i]!.acc),
  ])
  const hi = (which: 'dev' | 'held' | 'all') => {
    const items = split(which)
      .flatMap((r) => r.scored)
      .filter((s) => s.confidence >= 0.9)
    return items.length ? items.filter((s) => s.right).length / items.length : Number.NaN
  }
  const perFieldHi = FIELDS.map((f) => {
    const items = split('held')
      .flatMap((r) => r.scored)
      .filter((s) => s.field === f && s.confidence >= 0.9)
    return `${f} ${items.length ? `${f2(items.filter((s) => s.right).length / items.length)} (${items.length})` : '—'}`
  })

  // Speed: the text stage on one core, three passes over every resume.
  const started = performance.now()
  for (let pass = 0; pass < 3; pass++) for (const d of docs) await extractResumeText(d.text, { now: NOW })
  const seconds = (performance.now() - started) / 1000
  const perSecond = (docs.length * 3) / seconds
  const rulesStarted = performance.now()
  for (const d of docs) await extractResumeText(d.text, { now: NOW, tagger: null })
  const rulesPerSecond = docs.length / ((performance.now() - rulesStarted) / 1000)

  const dev = docs.filter((d) => d.id % 2 === 1).length
  return [
    `${docs.length} labelled resumes from \`../shared/data/resume-ner-train/\`, scored by **two-fold cross-validation**: the ${docs.length - dev} even-numbered resumes (held out: the rules were never written looking at them) are read with the tagger trained on the ${dev} odd-numbered ones only, and the odd-numbered ones with the tagger trained on the even ones only; each half's model is made by the same script and procedure as the shipped model (\`npm run train:resume-tagger -- --split odd|even\`), which is trained ${shippedOn()}. **The held-out figures are the ones to quote** (a model trained on half the data, on resumes nothing here was tuned on); the odd half's are a cross-check (its rules were written looking at it); the last column is the shipped model on its own training data and only shows how much it fits them. Text stage only (the labelled data is plain text). Matching: normalised values, per-resume sets matched one-to-one; **overlap** = equal or token-overlap F1 ≥ 0.5 (the headline), **exact** = equal after normalising; name, e-mail and location are single values right when they match any labelled one. See \`docs/resume-extraction.md\`.`,
    '',
    table(
      [
        'field (held-out)',
        'precision',
        'recall',
        'F1 (overlap)',
        'F1 exact',
        'F1 rules alone',
        'F1 odd half (cross-check)',
        'F1 shipped, own training data',
      ],
      rows,
    ),
    '',
    `Aims: name and e-mail F1 ≥ 0.95; designations, companies, degrees, colleges ≥ 0.80; skills ≥ 0.70. Labels are incomplete, so precision is a floor.`,
    '',
    'Calibration (every extracted value of the fields above, each read by a tagger that never saw its resume; right = matches a labelled value of its resume under the overlap rule):',
    '',
    table(
      [
        'confidence',
        'values (all)',
        'right (all)',
        'values (odd half)',
        'right (odd half)',
        'values (held-out)',
        'right (held-out)',
      ],
      calRows,
    ),
    '',
    `Values given ≥ 0.90 were right ${f2(hi('all'))} of the time (odd half ${f2(hi('dev'))}, held-out ${f2(hi('held'))}); target ≥ 0.95. Held-out by field (share right, count): ${perFieldHi.join('; ')}.`,
    '',
    `Speed: ${perSecond.toFixed(0)} resumes per second on one core (text stage, ${docs.length} resumes × 3 passes in ${seconds.toFixed(1)} s, ${((seconds * 1000) / (docs.length * 3)).toFixed(0)} ms each; the rules alone: ${rulesPerSecond.toFixed(0)} per second; ${availableParallelism()} cores on this machine). PDF and DOCX reading add their own time (about 100 ms for a PDF in workerd).`,
  ].join('\n')
}
