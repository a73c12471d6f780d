/**
 * The trained tagger as shipped: a compact JSON file (`resume-tagger.json`, written by
 * `scripts/train-resume-tagger.ts`). Weights are stored sparsely — only buckets with a weight
 * above the pruning threshold — as one base64 string of records:
 *   varint(bucket − previous bucket), uint16 mask of labels present, int8 per present label,
 * each int8 times `scale` being the weight. Start and transition weights are plain numbers.
 * Decoded once into an open-addressing table (bucket → row of L weights).
 */
import { L, LABELS, type Weights } from './crf'

export type CompactModel = {
  format: 'resume-crf/1'
  /** What produced the file: script, data, split, options, date. */
  produced_by: string
  labels: string[]
  bits: number
  scale: number
  start: number[]
  trans: number[]
  rows: string
  /** Per entity, [lowest probability, confidence] steps mapping a span's probability to a calibrated confidence (see `calibrate`). */
  calibration: Record<string, [number, number][]>
}

const decode64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0))

export class CompactWeights implements Weights {
  readonly bits: number
  readonly start: Float64Array
  readonly trans: Float64Array
  private readonly keys: Int32Array
  private readonly values: Float32Array
  private readonly mask: number
  readonly size: number

  constructor(model: CompactModel) {
    if (model.format !== 'resume-crf/1' || model.labels.join() !== LABELS.join())
      throw new Error('The resume tagger model does not match this code (labels or format differ).')
    this.bits = model.bits
    this.start = Float64Array.from(model.start)
    this.trans = Float64Array.from(model.trans)
    const bytes = decode64(model.rows)
    const rows: [number, Float32Array][] = []
    let at = 0
    let bucket = 0
    while (at < bytes.length) {
      let delta = 0
      let shift = 0
      for (;;) {
        const b = bytes[at++] as number
        delta += (b & 0x7f) * 2 ** shift
        shift += 7
        if (b < 0x80) break
      }
      bucket += delta
      const present = (bytes[at] as number) | ((bytes[at + 1] as number) << 8)
      at += 2
      const row = new Float32Array(L)
      for (let y = 0; y < L; y++) {
        if (!(present & (1 << y))) continue
        const q = bytes[at++] as number
        row[y] = (q > 127 ? q - 256 : q) * model.scale
      }
      rows.push([bucket, row])
    }
    this.size = rows.length
    let cap = 1
    while (cap < rows.length * 2) cap <<= 1
    this.mask = cap - 1
    this.keys = new Int32Array(cap).fill(-1)
    this.values = new Float32Array(cap * L)
    for (const [b, row] of rows) {
      let i = this.slot(b)
      while (this.keys[i] !== -1) i = (i + 1) & this.mask
      this.keys[i] = b
      this.values.set(row, i * L)
    }
  }

  private slot(bucket: number) {
    return (Math.imul(bucket, 0x9e3779b1) >>> 0) & this.mask
  }

  addRow(bucket: number, out: Float64Array, offset: number) {
    let i = this.slot(bucket)
    for (;;) {
      const k = this.keys[i] as number
      if (k === -1) return
      if (k === bucket) break
      i = (i + 1) & this.mask
    }
    const base = i * L
    for (let y = 0; y < L; y++) out[offset + y] = (out[offset + y] as number) + (this.values[base + y] as number)
  }
}

/** A step map from a raw span probability to a calibrated confidence: the last step whose lower edge p reaches. */
export function calibrate(table: [number, number][] | undefined, p: number): number {
  if (!table || !table.length) return p
  let value = (table[0] as [number, number])[1]
  for (const [from, confidence] of table) if (p + 1e-9 >= from) value = confidence
  return value
}
