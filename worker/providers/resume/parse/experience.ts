/**
 * Work history: each date range in the experience sections anchors an entry; its title and
 * company are the best-scoring phrases in the lines around it (before it first, then after),
 * split at " - ", " | ", " at " and commas. Titles without dates that stand on their own line
 * in an experience section are kept too, with lower confidence.
 */
import type { ResumeExperience } from '../fields.schema'
import { type DateRange, findRanges, isoMonth, monthIndex } from './dates'
import { isPlace, trailingPlace } from './location'
import { companyScore, tidy, titleScore } from './roles'
import type { Segment } from './segments'

type Piece = { text: string; start: number; seg: Segment; order: number }
type Anchor = { seg: Segment; range: DateRange; rest: Piece[] }

const SPLIT = /\s+[-–—|]\s+|\s*\|\s*|\s+(?:at|@|in|with|for)\s+(?=[A-Z])|,\s+(?=[A-Z])|\s+[-–—]$|\s+(?=\()|\s{2,}/g

export function piecesOf(seg: Segment, skip?: { start: number; end: number }): Piece[] {
  const out: Piece[] = []
  const text = skip
    ? seg.text.slice(0, skip.start) + ' '.repeat(skip.end - skip.start) + seg.text.slice(skip.end)
    : seg.text
  let from = 0
  let order = 0
  const push = (a: number, b: number) => {
    const raw = text.slice(a, b)
    const t = tidy(raw)
    if (t) out.push({ text: t, start: seg.start + a + raw.indexOf(t.slice(0, 3)), seg, order: order++ })
  }
  for (const m of text.matchAll(SPLIT)) {
    push(from, m.index)
    from = m.index + m[0].length
  }
  push(from, text.length)
  return out
}

const AS_ROLE =
  /\b(?:working|worked|work|employed|associated|serving|served|joined|job)\s+(?:as|as an?)\s+(?:an?\s+)?([A-Za-z][A-Za-z./&\s-]{2,50}?)(?:\s+(?:in|at|with|for)\s+(?:xxx\s+)?([A-Z][A-Za-z0-9.&'\s-]{1,50}?))?(?=[,.;(]|\s+(?:from|since|in|at|with|for|where|and|on)\b|$)/g

/** `shells`: date ranges in the work sections where no title or company was recognised (the tagger may know them). */
export type ExperienceResult = { entries: ResumeExperience[]; ranges: DateRange[]; shells: ResumeExperience[] }

export function experience(text: string, segs: Segment[], now: Date): ExperienceResult {
  const anchors: Anchor[] = []
  // Ranges are found in the whole text (a range may be broken over two lines) and anchored to the segment they start in.
  let k = 0
  for (const found of findRanges(text, now)) {
    while (k < segs.length && (segs[k] as Segment).end <= found.start) k++
    const seg = segs[k]
    if (!seg || seg.start > found.start) continue
    const range = { ...found, start: found.start - seg.start, end: Math.min(found.end, seg.end) - seg.start }
    anchors.push({ seg, range, rest: piecesOf(seg, range) })
  }
  const used = new Set<number>()
  const entries: ResumeExperience[] = []
  const shells: ResumeExperience[] = []
  const bySeg = new Map(segs.map((s, i) => [s.start, i]))
  for (const [k, a] of anchors.entries()) {
    const i = bySeg.get(a.seg.start) as number
    const prev = k > 0 ? (bySeg.get((anchors[k - 1] as Anchor).seg.start) as number) : -1
    const next = k + 1 < anchors.length ? (bySeg.get((anchors[k + 1] as Anchor).seg.start) as number) : segs.length
    const before = segs.slice(Math.max(prev + 1, i - 3), i).flatMap((s) => piecesOf(s))
    const after = segs.slice(i + 1, Math.min(next, i + 3)).flatMap((s) => piecesOf(s))
    const same = a.rest
    const pick = (pool: Piece[], score: (t: string) => number, min: number) =>
      pool
        .filter((p) => !used.has(p.start))
        .map((p) => ({ p, s: score(p.text) }))
        .filter((x) => x.s >= min)
        .sort((x, y) => y.s - x.s)[0]
    const title = pick([...same, ...before], titleScore, 0.5) ?? pick(after, titleScore, 0.8)
    let company = pick(
      [...same, ...before, ...after].filter((p) => p !== title?.p),
      companyScore,
      0.5,
    )
    // No company by its cues: the phrase beside the title (same line after a separator, or the next line).
    if (title && !company) {
      const t = title.p
      const pool = [...same, ...before, ...after].filter((p) => p !== t && !used.has(p.start))
      const beside =
        pool.find((p) => p.seg === t.seg && p.order === t.order + 1) ??
        // "Freshworks — Software Engineer | Jul 2016 – Dec 2019": the employer first, then the title.
        pool.find((p) => p.seg === t.seg && p.order === t.order - 1 && p.order === 0) ??
        pool.find((p) => p.seg.index === t.seg.index + 1 && p.order === 0) ??
        pool.find((p) => p.seg.index === t.seg.index - 1 && p.order === 0)
      if (beside && looksLikeName(beside.text)) company = { p: beside, s: 0.4 }
    }
    if (!title && !company) {
      const source = { start: a.seg.start + a.range.start, end: a.seg.start + a.range.end }
      shells.push({
        title: null,
        company: null,
        from: isoMonth(a.range.from),
        to: a.range.to === 'present' ? 'present' : isoMonth(a.range.to),
        location: null,
        confidence: 0,
        source,
      })
      continue
    }
    if (title) used.add(title.p.start)
    if (company) used.add(company.p.start)
    const cs = company?.p
    const location = cs
      ? (trailingPlace(cs.seg.text.slice(cs.start - cs.seg.start + cs.text.length)) ??
        placeAfter(cs, [...same, ...before, ...after]))
      : null
    const starts = [a.seg.start + a.range.start, title?.p.start, cs?.start].filter((x): x is number => x !== undefined)
    const ends = [
      a.seg.start + a.range.end,
      title ? title.p.start + title.p.text.length : 0,
      cs ? cs.start + cs.text.length : 0,
    ]
    entries.push({
      title: title?.p.text ?? null,
      company: cs?.text ?? null,
      from: isoMonth(a.range.from),
      to: a.range.to === 'present' ? 'present' : isoMonth(a.range.to),
      location,
      confidence: Math.min(title?.s ?? 0.3, company?.s ?? 0.3) * 0.5 + 0.45,
      source: { start: Math.min(...starts), end: Math.max(...ends) },
    })
  }
  // Roles told in a sentence: "working as a Software Engineer in Exilant Technologies".
  for (const seg of segs) {
    for (const m of seg.text.matchAll(AS_ROLE)) {
      const t = tidy(m[1] as string)
      const at = seg.start + m.index + m[0].indexOf(m[1] as string)
      if (titleScore(t) < 0.8 || used.has(at)) continue
      used.add(at)
      const c = m[2] ? tidy(m[2]) : null
      const company = c && (companyScore(c) > 0 || looksLikeName(c)) ? c : null
      entries.push({
        title: t,
        company,
        from: null,
        to: null,
        location: null,
        confidence: 0.55,
        source: { start: at, end: seg.start + m.index + m[0].length },
      })
    }
  }
  // Titles standing alone in the section (roles listed without dates).
  for (const seg of segs) {
    if (seg.text.length > 70) continue
    const p = piecesOf(seg)[0]
    if (!p || used.has(p.start) || titleScore(p.text) < 1 || p.text !== tidy(seg.text)) continue
    used.add(p.start)
    entries.push({
      title: p.text,
      company: null,
      from: null,
      to: null,
      location: null,
      confidence: 0.5,
      source: { start: p.start, end: p.start + p.text.length },
    })
  }
  // Employers named on their own ("Oracle India Pvt Ltd - Bengaluru") without a date beside them.
  const named = new Set(entries.map((e) => e.company?.toLowerCase()))
  for (const seg of segs) {
    if (seg.text.length > 90) continue
    for (const p of piecesOf(seg)) {
      if (used.has(p.start) || named.has(p.text.toLowerCase()) || companyScore(p.text) < 0.85) continue
      used.add(p.start)
      named.add(p.text.toLowerCase())
      entries.push({
        title: null,
        company: p.text,
        from: null,
        to: null,
        location: null,
        confidence: 0.45,
        source: { start: p.start, end: p.start + p.text.length },
      })
    }
  }
  entries.sort((x, y) => x.source.start - y.source.start)
  return { entries, ranges: anchors.map((a) => a.range), shells }
}

function placeAfter(company: Piece, pool: Piece[]): string | null {
  const next = pool.find((p) => p.seg === company.seg && p.order === company.order + 1)
  return next && isPlace(next.text) ? next.text : null
}

/** A phrase that could be an employer's name: capitalised, short, not a place, a date or a sentence. */
function looksLikeName(text: string): boolean {
  if (text.length < 2 || text.length > 60 || !/^[A-Z0-9]/.test(text) || isPlace(text)) return false
  if (/\d{4}|@|:|\.$/.test(text) || titleScore(text) > 0) return false
  const words = text.split(/\s+/)
  return (
    words.length <= 6 &&
    words.filter((w) => /^[a-z]/.test(w) && !['of', 'and', 'for', '&', 'the', 'de'].includes(w)).length === 0
  )
}

/** The entry held now (or most recently ended). */
export function currentEntry(entries: ResumeExperience[]): ResumeExperience | null {
  const dated = entries.filter((e) => e.to)
  const present = dated.find((e) => e.to === 'present')
  if (present) return present
  const key = (e: ResumeExperience) =>
    e.to && e.to !== 'present'
      ? monthIndex({ year: Number(e.to.slice(0, 4)), month: e.to.length > 4 ? Number(e.to.slice(5)) : null }, 'end')
      : 0
  return dated.sort((a, b) => key(b) - key(a))[0] ?? null
}
