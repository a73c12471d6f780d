/**
 * Dense training weights → the compact model file (worker/providers/resume/tagger/model.ts):
 * weights smaller than `prune` in magnitude are dropped, the rest quantised to int8 with one
 * scale. Dev-time only.
 */
import { readFileSync } from 'node:fs'
import { L, LABELS } from '../../worker/providers/resume/tagger/crf'
import type { CompactModel } from '../../worker/providers/resume/tagger/model'
import type { DenseWeights } from './crf-train'

export function compact(
  w: DenseWeights,
  prune: number,
  producedBy: string,
  calibration: CompactModel['calibration'] = {},
): CompactModel {
  let max = 0
  for (let i = 0; i < w.v.length; i++) max = Math.max(max, Math.abs(w.get(Math.floor(i / L), i % L)))
  const scale = max / 127
  const bytes: number[] = []
  let last = 0
  const buckets = 1 << w.bits
  for (let b = 0; b < buckets; b++) {
    let present = 0
    const q: number[] = []
    for (let y = 0; y < L; y++) {
      const v = w.get(b, y)
      if (Math.abs(v) < prune) continue
      const n = Math.max(-127, Math.min(127, Math.round(v / scale)))
      if (!n) continue
      present |= 1 << y
      q.push(n & 0xff)
    }
    if (!present) continue
    let delta = b - last
    last = b
    do {
      const low = delta & 0x7f
      delta = Math.floor(delta / 128)
      bytes.push(delta ? low | 0x80 : low)
    } while (delta)
    bytes.push(present & 0xff, present >> 8, ...q)
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4
  return {
    format: 'resume-crf/1',
    produced_by: producedBy,
    labels: LABELS,
    bits: w.bits,
    scale,
    start: Array.from(w.start, round),
    trans: Array.from(w.trans, round),
    rows: Buffer.from(Uint8Array.from(bytes)).toString('base64'),
    calibration,
  }
}

/** How many files the weight rows are spread over (worker/providers/resume/tagger/index.ts imports each). */
export const ROW_PARTS = 4

/**
 * The shipped files: `resume-tagger.json` (everything but the rows) and the rows' base64 in
 * ROW_PARTS files of equal size (`resume-tagger-rows-N.json`), each small enough for the test
 * runner to hand to workerd in one message (see tagger/index.ts).
 */
export function shippedFiles(model: CompactModel): { name: string; json: string }[] {
  const { rows, ...meta } = model
  // Cut at multiples of four characters so that each part is whole base64.
  const size = Math.ceil(Math.ceil(rows.length / ROW_PARTS) / 4) * 4
  return [
    { name: 'resume-tagger.json', json: `${JSON.stringify({ ...meta, rows_parts: ROW_PARTS })}\n` },
    ...Array.from({ length: ROW_PARTS }, (_, i) => ({
      name: `resume-tagger-rows-${i + 1}.json`,
      json: `${JSON.stringify({ rows: rows.slice(i * size, (i + 1) * size) })}\n`,
    })),
  ]
}

/** The model written by `shippedFiles` in a folder, read back (the benchmark's fold models). */
export function readShippedFiles(folder: URL): CompactModel {
  const meta = JSON.parse(readFileSync(new URL('resume-tagger.json', folder), 'utf8')) as Omit<CompactModel, 'rows'> & {
    rows_parts: number
  }
  const rows = Array.from(
    { length: meta.rows_parts },
    (_, i) =>
      (JSON.parse(readFileSync(new URL(`resume-tagger-rows-${i + 1}.json`, folder), 'utf8')) as { rows: string }).rows,
  ).join('')
  const { rows_parts: _parts, ...model } = meta
  return { ...model, rows }
}
