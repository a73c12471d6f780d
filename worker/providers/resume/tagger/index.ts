/**
 * The resume tagger: a linear-chain CRF (crf.ts) over the resume's tokens (tokens.ts) with
 * rich features (features.ts), trained on labelled resumes by `scripts/train-resume-tagger.ts`
 * and shipped as `resume-tagger.json`. It marks spans of names, places, designations,
 * companies, degrees, colleges and skills, each with its probability under the model and a
 * calibrated confidence; the parser combines them with its rules (parse/combine.ts).
 */
import {
  ENTITIES,
  type Entity,
  emissions,
  featureIds,
  forwardBackward,
  posteriorSpans,
  type ScoredSpan,
  spanProbability,
  spansOf,
  viterbi,
  type Weights,
} from './crf'
import { type TaggerDocument, taggerDocument } from './features'
import { type CompactModel, CompactWeights, calibrate } from './model'
import shippedJson from './resume-tagger.json'
import rows1 from './resume-tagger-rows-1.json'
import rows2 from './resume-tagger-rows-2.json'
import rows3 from './resume-tagger-rows-3.json'
import rows4 from './resume-tagger-rows-4.json'

/**
 * The shipped model (its format is checked when decoded). Its weight rows are kept in four
 * files of ~200 KB rather than one of ~800 KB: the test runner hands each module to workerd
 * over a WebSocket with its source map inlined, and a message over 1 MB ends the connection.
 */
export const SHIPPED_MODEL = {
  ...(shippedJson as unknown as Omit<CompactModel, 'rows'>),
  rows: [rows1, rows2, rows3, rows4].map((part) => part.rows).join(''),
} as CompactModel

export type TaggedSpan = {
  entity: Entity
  start: number
  end: number
  text: string
  /** The span's probability under the model. */
  p: number
  /** Calibrated: the share of spans like it that were right on labelled resumes the model had not seen. */
  confidence: number
  /** On the model's single best labelling (Viterbi). */
  best: boolean
  /** Index of the segment (line) it starts in. */
  seg: number
}

/** Anything that tags a resume text: the shipped model, or another (cross-validation folds, tests). */
export type Tagger = (text: string, now: Date) => TaggedSpan[]

/** Besides the best labelling's spans, the runs of tokens at least this likely to be inside a span (posterior decoding at each level); the parser applies its own thresholds. */
export const POSTERIOR_LEVELS = [0.15, 0.3]

export function tagWith(w: Weights, calibration: CompactModel['calibration']): Tagger {
  return (text, now) => {
    const doc = taggerDocument(text, now)
    if (!doc.tokens.length) return []
    const e = emissions(w, featureIds(doc.features, w.bits))
    const lat = forwardBackward(w, e)
    // The best labelling's spans, then other likely spans (posterior decoding) that differ from them.
    const best: ScoredSpan[] = spansOf(viterbi(w, e)).map((x) => ({
      ...x,
      p: spanProbability(w, lat, ENTITIES.indexOf(x.entity), x.from, x.to),
    }))
    const same = (a: ScoredSpan, b: ScoredSpan) => a.entity === b.entity && a.from === b.from && a.to === b.to
    const others: ScoredSpan[] = []
    for (const level of POSTERIOR_LEVELS)
      for (const x of posteriorSpans(w, lat, level)) if (![...best, ...others].some((b) => same(b, x))) others.push(x)
    const span = (x: ScoredSpan, isBest: boolean): TaggedSpan => {
      const first = doc.tokens[x.from] as TaggerDocument['tokens'][number]
      const last = doc.tokens[x.to] as TaggerDocument['tokens'][number]
      return {
        entity: x.entity,
        start: first.start,
        end: last.end,
        text: text.slice(first.start, last.end),
        p: x.p,
        confidence: calibrate(calibration[x.entity], x.p),
        best: isBest,
        seg: first.seg,
      }
    }
    return [...best.map((x) => span(x, true)), ...others.map((x) => span(x, false))].sort((a, b) => a.start - b.start)
  }
}

let embedded: Tagger | null = null
/** The shipped model, decoded on first use. */
export function embeddedTagger(): Tagger {
  embedded ??= tagWith(new CompactWeights(SHIPPED_MODEL), SHIPPED_MODEL.calibration)
  return embedded
}
