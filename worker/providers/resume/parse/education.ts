/**
 * Education entries: a degree (by its forms), the institution near it (by institution words),
 * and the year it ended. Read from the education sections, or from the whole resume when it
 * has none (then only lines naming both a degree and an institution, or a spelled-out degree).
 */
import type { ResumeEducation } from '../fields.schema'
import { DEGREE_FORMS, type DegreeLevel, degreeIndex } from '../vocab/degrees'
import { INSTITUTION_CUE, SCHOOL_BOARDS } from '../vocab/institutions'
import { isPlace } from './location'
import type { Segment } from './segments'

type Hit = { seg: Segment; value: string; start: number; end: number }

// "from" starts an institution ("B.Sc from Delhi University"); "at" does not split, it is often inside one ("University of Texas at Austin").
const PIECES = /\s+[-–—|]\s+|\s*[|]\s*|,\s+(?=(?:19|20)\d\d)|\s+from\s+(?=[A-Z])/g

/** Split a segment at " - ", " | ", " from ", keeping offsets. */
function pieces(seg: Segment): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = []
  let from = 0
  for (const m of seg.text.matchAll(PIECES)) {
    out.push({ text: seg.text.slice(from, m.index), start: seg.start + from })
    from = m.index + m[0].length
  }
  out.push({ text: seg.text.slice(from), start: seg.start + from })
  return out.filter((p) => p.text.trim())
}

const cleanDegree = (s: string) =>
  s
    .replace(
      /\s*(?:[•|]|\\x[0-9a-f]{2}|,\s*(?:G\.?P\.?A|C\.?G\.?P\.?A|GPA|percentage|marks|grade|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)).*$/i,
      '',
    )
    .replace(/\s*[(,]?\s*(?:19|20)\d\d.*$/, '')
    .replace(/\s+(?:with|securing|scoring|aggregate|cgpa|gpa|percentage)\b.*$/i, '')
    .replace(/[\s,:;–—-]+$/, '')

function degreeIn(seg: Segment): (Hit & { level: DegreeLevel }) | null {
  for (const p of pieces(seg)) {
    const at = degreeIndex(p.text)
    if (at < 0) continue
    const level = DEGREE_FORMS.find((f) => f.pattern.test(p.text))?.level ?? 'bachelor'
    // "Bachelor of Engineering in Computer Science" — keep the subject, stop at the institution.
    let text = p.text.slice(at)
    const inst = INSTITUTION_CUE.exec(text)
    if (inst && inst.index > 0) {
      const cut = text.slice(0, inst.index).search(/[,(]|\s(?:from|at)\s|\s[A-Z][a-z]+\s*$/)
      if (cut > 0) text = text.slice(0, cut)
    }
    const value = cleanDegree(text.trim())
    if (value.length < 2 || value.length > 90) continue
    const start = p.start + at
    return { seg, value, start, end: start + value.length, level }
  }
  return null
}

function institutionIn(seg: Segment): Hit | null {
  for (const p of pieces(seg)) {
    const cue = INSTITUTION_CUE.exec(p.text)
    if (!cue) continue
    // The institution is the clause holding the cue: cut a leading degree and a trailing place.
    let text = p.text
    let lead = 0
    const comma = text.split(/,\s*/)
    if (comma.length > 1) {
      let pos = 0
      const keep: string[] = []
      for (const c of comma) {
        const isCue = INSTITUTION_CUE.test(c)
        if (isCue || (keep.length && !isPlace(c) && !/\d/.test(c))) keep.push(c)
        else if (!keep.length) pos += c.length + 2
        else break
      }
      text = keep.join(', ')
      lead = pos
    }
    const d = degreeIndex(text)
    if (d === 0) {
      const rest = /\b(?:from|at|in)\s+(?=[A-Z])/.exec(text)
      if (rest && INSTITUTION_CUE.test(text.slice(rest.index))) {
        lead += rest.index + rest[0].length
        text = text.slice(rest.index + rest[0].length)
      }
    }
    text = text
      .replace(/\s*(?:[•|]|\\x[0-9a-f]{2}).*$/i, '')
      .replace(/\s*[(,]?\s*(?:19|20)\d\d.*$/, '')
      .replace(/[\s,:;–—-]+$/, '')
      .trim()
    const place = /,\s*([^,]+(?:,\s*[^,]+)?)$/.exec(text)
    if (place && isPlace(place[1] as string)) text = text.slice(0, place.index)
    if (text.length < 4 || text.length > 100 || SCHOOL_BOARDS.test(text) || !/^[A-Z0-9]/.test(text) || /\//.test(text))
      continue
    if (text.split(/\s+/).length > 12 || GENERIC_INSTITUTION.test(text)) continue
    const start = p.start + lead + p.text.slice(lead).indexOf(text.slice(0, 8))
    return { seg, value: text, start, end: start + text.length }
  }
  return null
}

/** A table's column heading ("Institution", "University / Board"), not an institution's name. */
const GENERIC_INSTITUTION =
  /^(?:name of (?:the )?)?(?:university|college|institute|institution|school|board|academy|campus)(?:\s*(?:\/|&|and|or)\s*(?:university|college|institute|institution|school|board))?$/i

const YEAR = /(?<!\d)(19[5-9]\d|20\d\d)(?!\d)/g

export function education(segs: Segment[], wholeResume: boolean): ResumeEducation[] {
  const degrees: (Hit & { level: DegreeLevel })[] = []
  const insts: Hit[] = []
  for (const seg of segs) {
    if (seg.text.length > 220) continue
    const d = degreeIn(seg)
    const i = institutionIn(seg)
    if (wholeResume && !(d && i) && !(d && /bachelor|master|diploma|ph\.?d/i.test(d.value))) continue
    if (d) degrees.push(d)
    if (i && !(d && i.start < d.end && i.end > d.start && i.value.length <= d.value.length)) insts.push(i)
  }
  // School-leaving certificates matter only when nothing higher is listed.
  if (degrees.some((d) => d.level !== 'school'))
    degrees.splice(0, degrees.length, ...degrees.filter((d) => d.level !== 'school'))
  const used = new Set<Hit>()
  const entries: ResumeEducation[] = []
  for (const d of degrees) {
    // The nearest institution within three segments, preferring the same one, then after, then before.
    const near = insts
      .filter((i) => !used.has(i) && Math.abs(i.seg.index - d.seg.index) <= 3)
      .sort((a, b) => dist(a, d) - dist(b, d))[0]
    if (near) used.add(near)
    const year = yearNear(segs, d.seg, near?.seg)
    const start = Math.min(d.start, near?.start ?? d.start)
    const end = Math.max(d.end, near?.end ?? d.end)
    entries.push({
      degree: d.value,
      institution: near?.value ?? null,
      year,
      confidence: near ? 0.85 : 0.7,
      source: { start, end },
    })
  }
  const hasDegree = entries.length > 0
  for (const i of insts) {
    if (used.has(i)) continue
    // A school attended before the degree listed: not what a recruiter reads education for.
    if (
      hasDegree &&
      /\b(?:high|public|secondary|matric\w*|convent|junior|primary|sr\.?|hr\.?)\s*(?:sec\.?\s*)?school\b|\bschool\s*$/i.test(
        i.value,
      ) &&
      !/school of/i.test(i.value)
    )
      continue
    entries.push({
      degree: null,
      institution: i.value,
      year: yearNear(segs, i.seg),
      confidence: 0.6,
      source: { start: i.start, end: i.end },
    })
  }
  return entries.sort((a, b) => a.source.start - b.source.start)
}

const dist = (a: Hit, d: Hit) => {
  const gap = a.seg.index - d.seg.index
  return gap === 0 ? 0 : gap > 0 ? gap : -gap + 0.5
}

export function yearNear(segs: Segment[], ...at: (Segment | undefined)[]): number | null {
  const idx = at.filter(Boolean).map((s) => (s as Segment).index)
  const lo = Math.min(...idx)
  const hi = Math.max(...idx)
  const yearsIn = (from: number, to: number) =>
    segs
      .filter((s) => s.index >= from && s.index <= to)
      .flatMap((s) => [...s.text.matchAll(YEAR)].map((m) => Number(m[1])))
  // A year on the entry's own lines wins ("B.E. Electronics — Anna University — 2015"); else the lines around it.
  // Else the lines just after it (a table row's year cell, the job-board layout's year line), then the line before.
  const own = yearsIn(lo, hi)
  const years = own.length ? own : yearsIn(hi + 1, hi + 2)
  const before = years.length ? years : yearsIn(lo - 1, lo - 1)
  return before.length ? Math.max(...before) : null
}
