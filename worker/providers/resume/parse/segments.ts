/**
 * The resume text as segments: runs of text between line breaks, tabs or wide gaps (two or
 * more spaces). Copied and converted resumes keep table cells and columns apart with wide
 * gaps and often lose their line breaks entirely, so a wide gap is treated like a line break.
 * Each segment keeps its offsets into the text, so every field found can say where it came from.
 */
export type Segment = {
  /** Offsets into the text: text.slice(start, end) === segment.text. */
  start: number
  end: number
  text: string
  index: number
  /** A blank line (or a gap of four or more spaces) came before it: a new block starts. */
  blockStart: boolean
}

const BREAK = /\r\n|\r|\n|\t| {2,}|\u00a0{2,}|\f/g
const LEADING = /^(?:[\s"“”'‘’•●▪■□◦○➢►▶❖✓✔✦★☆*·\-–—>§]\s*|o\s+|\d{1,2}[.)]\s+)+/u
const TRAILING = /[\s"“”,;•|]+$/u

export function segment(text: string): Segment[] {
  const out: Segment[] = []
  let from = 0
  let pendingBlock = true
  const push = (start: number, end: number, gap: string) => {
    const raw = text.slice(start, end)
    const lead = LEADING.exec(raw)?.[0].length ?? 0
    const trail = TRAILING.exec(raw.slice(lead))?.[0].length ?? 0
    const s = start + lead
    const e = end - trail
    if (e > s) {
      out.push({ start: s, end: e, text: text.slice(s, e), index: out.length, blockStart: pendingBlock })
      pendingBlock = false
    }
    if (/\n\s*\n|\r\s*\r| {4,}|\f/.test(gap)) pendingBlock = true
  }
  for (const m of text.matchAll(BREAK)) {
    // Gather the whole run of breaks so "\n\n" or "\n   " count as one gap.
    const at = m.index
    if (at < from) continue
    let stop = at + m[0].length
    while (stop < text.length && /[\s\f]/.test(text[stop] as string)) stop++
    push(from, at, text.slice(at, stop))
    from = stop
  }
  push(from, text.length, '')
  return out
}

/** Words of a phrase, for counting. */
export const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean)
