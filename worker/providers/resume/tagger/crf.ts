/**
 * A linear-chain conditional random field over BIO labels: the score of a labelling is the sum
 * of each token's feature weights for its label plus a transition weight between neighbouring
 * labels. Viterbi finds the best labelling; forward–backward gives the probability of each
 * span, which is what the extractor's confidence is made from. "I-X" may only follow "B-X" or
 * "I-X" (enforced here, in training and in decoding alike).
 *
 * Features are hashed into 2^bits buckets; a model is a weight per (bucket, label) plus the
 * start and transition weights. Training is in `scripts/resume-tagger/` (dev-time only).
 */

export const ENTITIES = ['NAME', 'LOC', 'DES', 'COM', 'DEG', 'COL', 'SKL'] as const
export type Entity = (typeof ENTITIES)[number]
export const LABELS = ['O', ...ENTITIES.flatMap((e) => [`B-${e}`, `I-${e}`])]
export const L = LABELS.length
export const labelIndex = (label: string) => LABELS.indexOf(label)
/** The entity of a label index, or null for O. */
export const entityOf = (y: number): Entity | null => (y === 0 ? null : (ENTITIES[(y - 1) >> 1] as Entity))
const isInside = (y: number) => y > 0 && (y - 1) % 2 === 1
const beginOf = (e: number) => 1 + 2 * e

/** May label `to` follow label `from` (from = -1: the first token)? */
export function allowed(from: number, to: number): boolean {
  if (!isInside(to)) return true
  return from >= 0 && from !== 0 && (from === to || from === to - 1)
}

/** FNV-1a, 32-bit, over UTF-16 code units. */
export function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export const featureIds = (features: string[][], bits: number): Int32Array[] => {
  const mask = (1 << bits) - 1
  return features.map((f) => Int32Array.from(f, (s) => hash(s) & mask))
}

/** Anything that adds a bucket's per-label weights into a row of scores. */
export interface Weights {
  readonly bits: number
  /** start[y]: the weight of the first label; trans[from * L + to]: of a transition. */
  readonly start: ArrayLike<number>
  readonly trans: ArrayLike<number>
  addRow(bucket: number, out: Float64Array, offset: number): void
}

/** Emission scores, T × L. */
export function emissions(w: Weights, ids: Int32Array[]): Float64Array {
  const e = new Float64Array(ids.length * L)
  for (const [t, row] of ids.entries()) for (const b of row) w.addRow(b, e, t * L)
  return e
}

const NEG = -1e30

/** The best labelling (label indices). */
export function viterbi(w: Weights, e: Float64Array): number[] {
  const T = e.length / L
  if (!T) return []
  const score = new Float64Array(T * L)
  const back = new Int32Array(T * L)
  for (let y = 0; y < L; y++) score[y] = allowed(-1, y) ? (w.start[y] as number) + (e[y] as number) : NEG
  for (let t = 1; t < T; t++) {
    for (let y = 0; y < L; y++) {
      let best = NEG
      let arg = 0
      for (let p = 0; p < L; p++) {
        if (!allowed(p, y)) continue
        const s = (score[(t - 1) * L + p] as number) + (w.trans[p * L + y] as number)
        if (s > best) {
          best = s
          arg = p
        }
      }
      score[t * L + y] = best + (e[t * L + y] as number)
      back[t * L + y] = arg
    }
  }
  let y = 0
  for (let k = 1; k < L; k++) if ((score[(T - 1) * L + k] as number) > (score[(T - 1) * L + y] as number)) y = k
  const path = new Array<number>(T)
  for (let t = T - 1; t >= 0; t--) {
    path[t] = y
    y = back[t * L + y] as number
  }
  return path
}

const logAdd = (a: number, b: number) =>
  a === NEG ? b : b === NEG ? a : a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b))

export type Lattice = { alpha: Float64Array; beta: Float64Array; logZ: number; e: Float64Array; T: number }

/** Forward–backward in log space: alpha[t,y] includes token t's emission; beta[t,y] does not. */
export function forwardBackward(w: Weights, e: Float64Array): Lattice {
  const T = e.length / L
  const alpha = new Float64Array(T * L).fill(NEG)
  const beta = new Float64Array(T * L).fill(NEG)
  if (!T) return { alpha, beta, logZ: 0, e, T }
  for (let y = 0; y < L; y++) if (allowed(-1, y)) alpha[y] = (w.start[y] as number) + (e[y] as number)
  for (let t = 1; t < T; t++) {
    for (let y = 0; y < L; y++) {
      let acc = NEG
      for (let p = 0; p < L; p++)
        if (allowed(p, y)) acc = logAdd(acc, (alpha[(t - 1) * L + p] as number) + (w.trans[p * L + y] as number))
      alpha[t * L + y] = acc === NEG ? NEG : acc + (e[t * L + y] as number)
    }
  }
  for (let y = 0; y < L; y++) beta[(T - 1) * L + y] = 0
  for (let t = T - 2; t >= 0; t--) {
    for (let y = 0; y < L; y++) {
      let acc = NEG
      for (let n = 0; n < L; n++) {
        if (!allowed(y, n)) continue
        acc = logAdd(
          acc,
          (w.trans[y * L + n] as number) + (e[(t + 1) * L + n] as number) + (beta[(t + 1) * L + n] as number),
        )
      }
      beta[t * L + y] = acc
    }
  }
  let logZ = NEG
  for (let y = 0; y < L; y++)
    logZ = logAdd(logZ, (alpha[(T - 1) * L + y] as number) + (beta[(T - 1) * L + y] as number))
  return { alpha, beta, logZ, e, T }
}

/** P(label of token t = y). */
export const marginal = (lat: Lattice, t: number, y: number) =>
  Math.exp((lat.alpha[t * L + y] as number) + (lat.beta[t * L + y] as number) - lat.logZ)

/** The probability that tokens [from, to] are exactly one span of entity `e` (B at from, I after, not continued after to). */
export function spanProbability(w: Weights, lat: Lattice, entity: number, from: number, to: number): number {
  const B = beginOf(entity)
  const I = B + 1
  let s = lat.alpha[from * L + B] as number
  let prev = B
  for (let t = from + 1; t <= to; t++) {
    s += (w.trans[prev * L + I] as number) + (lat.e[t * L + I] as number)
    prev = I
  }
  if (to + 1 < lat.T) {
    let tail = NEG
    for (let n = 0; n < L; n++) {
      if (n === I || !allowed(prev, n)) continue
      tail = logAdd(
        tail,
        (w.trans[prev * L + n] as number) +
          (lat.e[(to + 1) * L + n] as number) +
          (lat.beta[(to + 1) * L + n] as number),
      )
    }
    s += tail
  }
  return Math.min(1, Math.exp(s - lat.logZ))
}

export type Span = { entity: Entity; from: number; to: number }

/** The spans of a labelling (token index ranges, inclusive). */
export function spansOf(path: number[]): Span[] {
  const out: Span[] = []
  let open: Span | null = null
  for (const [t, y] of path.entries()) {
    const e = entityOf(y)
    if (open && (!e || !isInside(y) || e !== open.entity)) {
      out.push(open)
      open = null
    }
    if (e && !isInside(y)) open = { entity: e, from: t, to: t }
    else if (e && open) open.to = t
  }
  if (open) out.push(open)
  return out
}

export type ScoredSpan = Span & { p: number }

/**
 * Spans by posterior decoding: runs of tokens whose probability of being inside entity e
 * (B or I) is at least `threshold`, a new span starting where B is likelier than I. Each span
 * carries its exact probability (`spanProbability`). A lower threshold trades precision for
 * recall; Viterbi's best path is the usual middle.
 */
export function posteriorSpans(w: Weights, lat: Lattice, threshold: number): ScoredSpan[] {
  const out: ScoredSpan[] = []
  for (let e = 0; e < ENTITIES.length; e++) {
    const B = beginOf(e)
    const I = B + 1
    let from = -1
    const close = (to: number) => {
      if (from >= 0) out.push({ entity: ENTITIES[e] as Entity, from, to, p: spanProbability(w, lat, e, from, to) })
      from = -1
    }
    for (let t = 0; t < lat.T; t++) {
      const pb = marginal(lat, t, B)
      const pi = marginal(lat, t, I)
      if (pb + pi < threshold) {
        close(t - 1)
        continue
      }
      if (from < 0 || pb > pi) {
        close(t - 1)
        from = t
      }
    }
    close(lat.T - 1)
  }
  return out.sort((a, b) => a.from - b.from)
}
