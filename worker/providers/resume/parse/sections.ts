/** Sections by headings: a short segment that names a section opens it, up to the next heading. */
import { HEADING_KIND, type SectionKind } from '../vocab/headings'
import { type Segment, wordsOf } from './segments'

export type Section = { kind: SectionKind | 'header'; heading: Segment | null; segments: Segment[] }

/** "WORK EXPERIENCE:", "Technical Skills -", "E D U C A T I O N" → the kind, or null. */
export function headingKind(text: string): SectionKind | null {
  let t = text.trim()
  if (t.length > 48) return null
  if (/^(?:[A-Z]\s){3,}[A-Z]$/.test(t)) t = t.replace(/\s/g, '')
  t = t
    .replace(/&amp;/g, '&')
    .replace(/[:\-–—_=.|]+$/, '')
    .replace(/^[#=_\-–—|]+/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
  if (wordsOf(t).length > 6) return null
  const whole = HEADING_KIND.get(t)
  if (whole) return whole
  // "Career Experience/Job History", "Skills & Tools": the first part that names a section.
  for (const part of t.split(/\s*(?:\/|&|\band\b|,)\s*/)) {
    const kind = HEADING_KIND.get(part.trim())
    if (kind) return kind
  }
  return null
}

/** A heading with content on the same segment: "Skills: Java, SQL" → the kind and where the content starts. */
export function inlineHeading(seg: Segment): { kind: SectionKind; rest: number } | null {
  const m = /^([A-Za-z][A-Za-z &/]{2,40}?)\s*[:\-–—]\s+(?=\S)/.exec(seg.text)
  if (!m) return null
  const kind = headingKind(m[1] as string)
  return kind ? { kind, rest: m[0].length } : null
}

export function sections(segments: Segment[]): Section[] {
  const out: Section[] = [{ kind: 'header', heading: null, segments: [] }]
  for (const seg of segments) {
    const kind = headingKind(seg.text)
    if (kind) {
      out.push({ kind, heading: seg, segments: [] })
      continue
    }
    const inline = inlineHeading(seg)
    if (inline && ['skills', 'summary', 'languages', 'links'].includes(inline.kind)) {
      const rest: Segment = { ...seg, start: seg.start + inline.rest, text: seg.text.slice(inline.rest) }
      out.push({ kind: inline.kind, heading: seg, segments: [rest] })
      continue
    }
    ;(out[out.length - 1] as Section).segments.push(seg)
  }
  return out
}

export const ofKind = (all: Section[], ...kinds: Section['kind'][]) =>
  all.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.segments)
