/**
 * A range of the business's days as the analytics' counters see it (docs/analytics.md, "Speed").
 *
 * The counters (cohort_counts, move_counts; migration analytics_counters_triggers) hold, for each
 * block length of COUNTER_SPANS, one row per block of that many UTC days (a block starts on a
 * day that is a multiple of its length, counted from 1970-01-01). A range [start, end) of
 * instants, from one of the business's midnights to another, is read as:
 * - the UTC days between the UTC midnights nearest its two ends, as a few runs of blocks (the
 *   longest blocks that fit in the middle, shorter ones towards the ends), and
 * - at each end, the hours between the business's midnight and that UTC midnight (at most 12),
 *   added when they fall inside the range and taken away when outside, from the rows themselves.
 * So the counters never depend on the business's time zone (a change of zone rebuilds nothing)
 * and every range is exact in it, DST included.
 */
import { DAY_MS } from './analytics.schema'

/** The block lengths of the counters, in days: the triggers write a row for each. */
export const COUNTER_SPANS = [1, 4, 16, 64] as const

/** Counter rows of blocks of `span` days starting on UTC days from..to-1 (`s`, `f`, `t` in SQL). */
export type BlockRun = { s: number; f: number; t: number }
/** Rows whose instant is in [f, t), counted with sign `g` (+1 inside the range, -1 outside). */
export type Edge = { f: number; t: number; g: 1 | -1 }

export type CountedDays = { blocks: BlockRun[]; edges: Edge[] }

/** The blocks covering UTC days [from, to): at each length, what the next longer one cannot cover at either end. */
export function blockRuns(from: number, to: number, spans: readonly number[] = COUNTER_SPANS): BlockRun[] {
  const runs: BlockRun[] = []
  let lo = from
  let hi = Math.max(from, to)
  spans.forEach((span, i) => {
    const next = spans[i + 1]
    if (lo >= hi) return
    if (next === undefined) {
      runs.push({ s: span, f: lo, t: hi })
      lo = hi
      return
    }
    const up = Math.min(Math.ceil(lo / next) * next, hi)
    const down = Math.max(Math.floor(hi / next) * next, up)
    if (up > lo) runs.push({ s: span, f: lo, t: up })
    if (hi > down) runs.push({ s: span, f: down, t: hi })
    lo = up
    hi = down
  })
  return runs
}

/** How the counters cover the instants [start, end): runs of blocks, and the edges to add or take away. */
export function countedDays(start: number, end: number): CountedDays {
  const from = Math.round(start / DAY_MS)
  const to = Math.max(from, Math.round(end / DAY_MS))
  const edges: Edge[] = []
  const edge = (a: number, b: number, g: 1 | -1) => {
    if (b > a) edges.push({ f: a, t: b, g })
  }
  edge(start, from * DAY_MS, 1)
  edge(from * DAY_MS, start, -1)
  edge(to * DAY_MS, end, 1)
  edge(end, to * DAY_MS, -1)
  return { blocks: blockRuns(from, to), edges }
}
