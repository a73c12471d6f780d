/**
 * Training a linear-chain CRF (worker/providers/resume/tagger/crf.ts): the negative
 * log-likelihood plus an L2 penalty, minimised by AdaGrad one document at a time (documents
 * are long, so per-weight step sizes matter: the bias feature fires on every token, a rare
 * word once). Dev-time only: nothing in the Worker imports this.
 */
import { allowed, emissions, forwardBackward, L, type Weights } from '../../worker/providers/resume/tagger/crf'

export type Example = { ids: Int32Array[]; labels: number[] }

/** Dense weights during training: w = scale × v. */
export class DenseWeights implements Weights {
  readonly v: Float64Array
  scale = 1
  readonly start = new Float64Array(L)
  readonly trans = new Float64Array(L * L)
  constructor(readonly bits: number) {
    this.v = new Float64Array((1 << bits) * L)
  }
  addRow(bucket: number, out: Float64Array, offset: number) {
    const base = bucket * L
    const s = this.scale
    for (let y = 0; y < L; y++) out[offset + y] = (out[offset + y] as number) + (this.v[base + y] as number) * s
  }
  /** The real weight of (bucket, label). */
  get(bucket: number, y: number) {
    return (this.v[bucket * L + y] as number) * this.scale
  }
  renormalise() {
    if (this.scale === 1) return
    for (let i = 0; i < this.v.length; i++) this.v[i] = (this.v[i] as number) * this.scale
    this.scale = 1
  }
  clone(): DenseWeights {
    this.renormalise()
    const c = new DenseWeights(this.bits)
    c.v.set(this.v)
    c.start.set(this.start)
    c.trans.set(this.trans)
    return c
  }
}

/** The gradient of one example's negative log-likelihood, accumulated into `grad` (touched buckets listed). */
export function gradient(w: Weights, ex: Example, grad: Gradient): number {
  const e = emissions(w, ex.ids)
  const lat = forwardBackward(w, e)
  const T = ex.labels.length
  let gold = 0
  for (let t = 0; t < T; t++) {
    const y = ex.labels[t] as number
    gold +=
      (e[t * L + y] as number) +
      (t === 0 ? (w.start[y] as number) : (w.trans[(ex.labels[t - 1] as number) * L + y] as number))
  }
  const m = new Float64Array(L)
  for (let t = 0; t < T; t++) {
    for (let y = 0; y < L; y++)
      m[y] = Math.exp((lat.alpha[t * L + y] as number) + (lat.beta[t * L + y] as number) - lat.logZ)
    m[ex.labels[t] as number] = (m[ex.labels[t] as number] as number) - 1
    for (const b of ex.ids[t] as Int32Array) {
      if (!grad.seen[b]) {
        grad.seen[b] = 1
        grad.touched.push(b)
      }
      const base = b * L
      for (let y = 0; y < L; y++) grad.v[base + y] = (grad.v[base + y] as number) + (m[y] as number)
    }
  }
  for (let y = 0; y < L; y++) {
    grad.start[y] =
      (grad.start[y] as number) +
      Math.exp((lat.alpha[y] as number) + (lat.beta[y] as number) - lat.logZ) -
      (ex.labels[0] === y ? 1 : 0)
  }
  for (let t = 1; t < T; t++) {
    for (let p = 0; p < L; p++) {
      const a = lat.alpha[(t - 1) * L + p] as number
      if (a < -1e29) continue
      for (let y = 0; y < L; y++) {
        if (!allowed(p, y)) continue
        const s =
          a + (w.trans[p * L + y] as number) + (lat.e[t * L + y] as number) + (lat.beta[t * L + y] as number) - lat.logZ
        if (s > -50) grad.trans[p * L + y] = (grad.trans[p * L + y] as number) + Math.exp(s)
      }
    }
    const i = (ex.labels[t - 1] as number) * L + (ex.labels[t] as number)
    grad.trans[i] = (grad.trans[i] as number) - 1
  }
  return lat.logZ - gold
}

/** A sparse gradient over the dense weight layout. */
export class Gradient {
  readonly v: Float64Array
  readonly seen: Uint8Array
  touched: number[] = []
  readonly start = new Float64Array(L)
  readonly trans = new Float64Array(L * L)
  constructor(bits: number) {
    this.v = new Float64Array((1 << bits) * L)
    this.seen = new Uint8Array(1 << bits)
  }
  clear() {
    for (const b of this.touched) {
      this.seen[b] = 0
      this.v.fill(0, b * L, b * L + L)
    }
    this.touched = []
    this.start.fill(0)
    this.trans.fill(0)
  }
}

/** Drop features seen in fewer than `min` training tokens (rare words and word pairs mostly fit noise, and cost model size). */
export function dropRare(examples: Example[], bits: number, min: number): Example[] {
  if (min <= 1) return examples
  const count = new Uint32Array(1 << bits)
  for (const ex of examples) for (const row of ex.ids) for (const b of row) count[b] = (count[b] as number) + 1
  return examples.map((ex) => ({
    labels: ex.labels,
    ids: ex.ids.map((row) => row.filter((b) => (count[b] as number) >= min)),
  }))
}

export type TrainOptions = {
  bits: number
  epochs: number
  /** L2 strength: the objective is Σ NLL + λ/2 ‖w‖² (applied to the weights an example touches, scaled by 1/N). */
  lambda: number
  /** AdaGrad's learning rate. */
  eta: number
  /** Called after each epoch with the averaged weights; return false to stop. */
  onEpoch?: (epoch: number, w: DenseWeights, loss: number) => boolean | void
  /** Deterministic shuffling. */
  seed?: number
}

/**
 * AdaGrad, one example per step; the L2 penalty is applied lazily to the weights each step
 * touches. The answer is the average of the weights over all steps (w − u/c, where u sums each
 * change times its step number c), which is far steadier than the last step's weights.
 */
export function train(examples: Example[], o: TrainOptions): DenseWeights {
  const w = new DenseWeights(o.bits)
  const u = new DenseWeights(o.bits)
  const G = new Float32Array(w.v.length)
  const Gs = new Float64Array(L)
  const Gt = new Float64Array(L * L)
  const grad = new Gradient(o.bits)
  const order = examples.map((_, i) => i)
  let rnd = o.seed ?? 1
  const random = () => {
    rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0
    return rnd / 2 ** 32
  }
  const N = examples.length
  const reg = o.lambda / N
  let c = 1
  const update = (x: Float64Array, ux: Float64Array, acc: Float32Array | Float64Array, i: number, g: number) => {
    const gi = g + reg * (x[i] as number)
    if (gi === 0) return
    acc[i] = (acc[i] as number) + gi * gi
    const d = (o.eta * gi) / (Math.sqrt(acc[i] as number) + 1e-8)
    x[i] = (x[i] as number) - d
    ux[i] = (ux[i] as number) - c * d
  }
  const averaged = () => {
    const a = new DenseWeights(o.bits)
    for (let i = 0; i < a.v.length; i++) a.v[i] = (w.v[i] as number) - (u.v[i] as number) / c
    for (let i = 0; i < L; i++) a.start[i] = (w.start[i] as number) - (u.start[i] as number) / c
    for (let i = 0; i < L * L; i++) a.trans[i] = (w.trans[i] as number) - (u.trans[i] as number) / c
    return a
  }
  let result = w
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = N - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j] as number, order[i] as number]
    }
    let loss = 0
    for (const i of order) {
      grad.clear()
      loss += gradient(w, examples[i] as Example, grad)
      for (const b of grad.touched)
        for (let y = 0; y < L; y++) update(w.v, u.v, G, b * L + y, grad.v[b * L + y] as number)
      for (let y = 0; y < L; y++) update(w.start, u.start, Gs, y, grad.start[y] as number)
      for (let k = 0; k < L * L; k++) update(w.trans, u.trans, Gt, k, grad.trans[k] as number)
      c++
    }
    result = averaged()
    if (o.onEpoch?.(epoch, result, loss) === false) break
  }
  return result
}
