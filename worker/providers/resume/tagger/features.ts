/**
 * What the tagger sees of each token: the word itself (lower-cased, shape, prefixes and
 * suffixes), its neighbours, where it sits (position in its line, line in its section, the
 * section's kind, the top of the document), what its line looks like (a date range on it or
 * the next one, capitals, a list), and what the rule-based parser's vocabularies say about it
 * (a known skill, a role noun, a company suffix or known employer, a degree form, an
 * institution word, a place, a name-like line corroborated by the e-mail). The vocabulary
 * features are general (written for this project, not learned from the labelled data); the
 * model learns how much to trust each one.
 *
 * Features are strings, hashed (FNV-1a) into a fixed number of buckets by the model.
 */

import { findEmails } from '../parse/contact'
import { findRanges } from '../parse/dates'
import { piecesOf } from '../parse/experience'
import { placeMentions } from '../parse/location'
import { companyScore, titleScore } from '../parse/roles'
import { headingKind, inlineHeading } from '../parse/sections'
import { type Segment, segment } from '../parse/segments'
import { skillMentions } from '../parse/skills'
import { COMPANY_SUFFIX, KNOWN_COMPANIES } from '../vocab/companies'
import { DEGREE_FORMS } from '../vocab/degrees'
import { INSTITUTION_CUE } from '../vocab/institutions'
import { FUNCTIONS, ROLE_NOUNS, SENIORITY } from '../vocab/titles'
import { type Token, tokenize } from './tokens'

export type TaggerDocument = { text: string; segments: Segment[]; tokens: Token[]; features: string[][] }

const ROLE = new Set(ROLE_NOUNS.filter((r) => !r.includes(' ')))
const SENIOR = new Set(SENIORITY.map((s) => s.replace(/\.$/, '')))
const FUNCTION = new Set(FUNCTIONS.flatMap((f) => f.split(' ')))
const KNOWN = new Set(KNOWN_COMPANIES.flatMap((c) => c.toLowerCase().split(/\s+/)))
// Global copies of the vocabularies' patterns, made once (matchAll clones them, so they hold no state between calls).
const DEGREE_RES = DEGREE_FORMS.map((form) => ({
  level: form.level,
  re: new RegExp(form.pattern.source, `${form.pattern.flags.replace('g', '')}g`),
}))
const CUE_ALL = new RegExp(INSTITUTION_CUE.source, 'gi')
const SUFFIX_ALL = new RegExp(COMPANY_SUFFIX.source, 'g')
const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/i
const CONNECTOR = new Set([
  'in',
  'at',
  'of',
  'for',
  'from',
  'with',
  'as',
  'and',
  '&',
  '-',
  '–',
  '—',
  '|',
  ',',
  '/',
  '(',
  ')',
  ':',
  '@',
  '.',
])

const shapes = new Map<string, string>()
/** "Xxxx", "XX", "x.x.", "dddd": capitals, lowercase, digits, runs collapsed past two. */
export function shape(word: string): string {
  let s = shapes.get(word)
  if (s === undefined) {
    s = word
      .replace(/\p{Lu}/gu, 'X')
      .replace(/\p{Ll}/gu, 'x')
      .replace(/\p{N}/gu, 'd')
      .replace(/(.)\1{2,}/g, '$1$1')
    if (shapes.size < 50_000) shapes.set(word, s)
  }
  return s
}

const LIST_ITEM_SPLIT = /\s*(?:[,;|•·●▪■➢►✓()]|\s\/\s|\s[-–—]\s|\band\b|\s&\s)\s*/
const LIST_LABEL = /^[A-Za-z][A-Za-z /&()-]{1,40}?\s*[:\-–]\s+/

/** Mark every whole-word occurrence of the phrases (lower-cased) anywhere in the text. */
function markPhrases(
  text: string,
  lowerText: string,
  tokens: Token[],
  marks: Marks,
  phrases: Set<string>,
  flag: string,
) {
  for (const p of phrases) {
    if (p.length < 2) continue
    for (let at = lowerText.indexOf(p); at >= 0; at = lowerText.indexOf(p, at + 1)) {
      const before = text[at - 1]
      const after = text[at + p.length]
      if ((before && /[\p{L}\p{N}]/u.test(before)) || (after && /[\p{L}\p{N}]/u.test(after))) continue
      mark(tokens, marks, at, at + p.length, flag)
    }
  }
}

const bucket = (n: number, edges: number[]) => {
  for (const [i, e] of edges.entries()) if (n <= e) return String(i)
  return String(edges.length)
}

type Marks = Set<string>[]

/** Mark every token that overlaps [start, end) with a flag; the first one also with `flag^`. */
function mark(tokens: Token[], marks: Marks, start: number, end: number, flag: string) {
  let first = true
  for (let i = lowerBound(tokens, start); i < tokens.length; i++) {
    const t = tokens[i] as Token
    if (t.start >= end) break
    if (t.end <= start) continue
    ;(marks[i] as Set<string>).add(first ? `${flag}^` : flag)
    ;(marks[i] as Set<string>).add(flag)
    first = false
  }
}

function lowerBound(tokens: Token[], at: number): number {
  let lo = 0
  let hi = tokens.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((tokens[mid] as Token).end <= at) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Segments, tokens and each token's features for a resume text. */
export function taggerDocument(text: string, now = new Date()): TaggerDocument {
  const segments = segment(text)
  const tokens = tokenize(segments)
  const marks: Marks = tokens.map(() => new Set<string>())

  // Sections: each segment's kind and its index inside the section.
  const kind: string[] = []
  const inSection: number[] = []
  const isHeading: boolean[] = []
  let current = 'header'
  let n = 0
  for (const seg of segments) {
    const k = headingKind(seg.text)
    const found = k ? null : inlineHeading(seg)
    // As the parser does: a heading with its content on the same line opens only these sections.
    const inline = found && ['skills', 'summary', 'languages', 'links'].includes(found.kind) ? found : null
    if (k) {
      current = k
      n = 0
      isHeading.push(true)
    } else {
      if (inline) {
        current = inline.kind
        n = 0
      }
      isHeading.push(false)
    }
    kind.push(current)
    inSection.push(k ? -1 : n++)
  }

  // Rule detectors over each segment.
  const segHasRange = new Array<boolean>(segments.length).fill(false)
  const ranges = findRanges(text, now)
  for (const r of ranges) {
    mark(tokens, marks, r.start, r.end, 'RANGE')
    for (let i = lowerBound(tokens, r.start); i < tokens.length && (tokens[i] as Token).start < r.end; i++)
      segHasRange[(tokens[i] as Token).seg] = true
  }
  for (const e of findEmails(text)) mark(tokens, marks, e.start, e.end, 'EMAIL')
  const mail =
    findEmails(text)[0]
      ?.value.split('@')[0]
      ?.replace(/[^a-z]/g, '') ?? ''

  const segTitle: number[] = []
  const segCompany: number[] = []
  // Phrases the document itself names as a title, an employer or a listed skill: their other mentions (in prose, projects) are marked too.
  const docTitles = new Set<string>()
  const docCompanies = new Set<string>()
  const docSkills = new Set<string>()
  for (const [si, seg] of segments.entries()) {
    if (kind[si] === 'skills' && !isHeading[si]) {
      const body = seg.text.replace(LIST_LABEL, '')
      for (const item of body.split(LIST_ITEM_SPLIT)) {
        const t = item.trim().toLowerCase()
        if (t.length >= 2 && t.length <= 40 && t.split(/\s+/).length <= 4 && /\p{L}/u.test(t)) docSkills.add(t)
      }
    }
    for (const m of skillMentions(seg.text)) {
      const flag = m.entry.strict ? (m.entry.forms.includes(m.written) ? 'SKS' : 'SKs') : m.entry.broad ? 'SKB' : 'SK'
      mark(tokens, marks, seg.start + m.start, seg.start + m.end, flag)
    }
    for (const p of placeMentions(seg.text))
      mark(tokens, marks, seg.start + p.start, seg.start + p.end, p.code ? 'PLC' : 'PL')
    for (const form of DEGREE_RES) {
      for (const m of seg.text.matchAll(form.re))
        if (m[0]) mark(tokens, marks, seg.start + m.index, seg.start + m.index + m[0].length, `DEG_${form.level}`)
    }
    for (const m of seg.text.matchAll(CUE_ALL))
      mark(tokens, marks, seg.start + m.index, seg.start + m.index + m[0].length, 'INST')
    for (const m of seg.text.matchAll(SUFFIX_ALL))
      mark(tokens, marks, seg.start + m.index, seg.start + m.index + m[0].length, 'CSUF')
    let bestTitle = 0
    let bestCompany = 0
    for (const p of piecesOf(seg)) {
      const ts = titleScore(p.text)
      const cs = companyScore(p.text)
      bestTitle = Math.max(bestTitle, ts)
      bestCompany = Math.max(bestCompany, cs)
      if (ts >= 1) docTitles.add(p.text.toLowerCase())
      if (cs >= 0.85) docCompanies.add(p.text.toLowerCase())
      if (ts >= 1) mark(tokens, marks, p.start, p.start + p.text.length, 'TI1')
      else if (ts >= 0.5) mark(tokens, marks, p.start, p.start + p.text.length, 'TI5')
      if (cs >= 0.85) mark(tokens, marks, p.start, p.start + p.text.length, 'CO9')
      else if (cs > 0) mark(tokens, marks, p.start, p.start + p.text.length, 'CO5')
    }
    segTitle.push(bestTitle)
    segCompany.push(bestCompany)
  }
  const lowerText = text.toLowerCase()
  markPhrases(text, lowerText, tokens, marks, docTitles, 'dTI')
  markPhrases(text, lowerText, tokens, marks, docCompanies, 'dCO')
  markPhrases(text, lowerText, tokens, marks, docSkills, 'dSK')

  // Per segment: its look.
  const segTokens = segments.map(() => [] as number[])
  for (const [i, t] of tokens.entries()) (segTokens[t.seg] as number[]).push(i)
  const segLook = segments.map((seg, i) => {
    const letters = seg.text.replace(/[^\p{L}]/gu, '')
    const look: string[] = [`len${bucket((segTokens[i] as number[]).length, [1, 2, 3, 5, 8, 12, 20])}`]
    if (letters.length > 2 && letters === letters.toUpperCase()) look.push('caps')
    if (/:\s*$/.test(seg.text)) look.push('colon')
    if ((seg.text.match(/,/g) ?? []).length >= 2) look.push('list')
    if (/[.!?]$/.test(seg.text) && (segTokens[i] as number[]).length > 6) look.push('sentence')
    if (segHasRange[i]) look.push('range')
    if ((segTitle[i] as number) >= 1) look.push('title')
    if ((segCompany[i] as number) >= 0.85) look.push('company')
    if (seg.blockStart) look.push('block')
    return look
  })

  const lower = tokens.map((t) => t.text.toLowerCase())
  // Runs of capitalised words (names of people, employers, schools in prose): each token's run length.
  const capRun = new Array<number>(tokens.length).fill(0)
  for (let i = 0; i < tokens.length; ) {
    let j = i
    while (
      j < tokens.length &&
      (tokens[j] as Token).seg === (tokens[i] as Token).seg &&
      /^\p{Lu}/u.test((tokens[j] as Token).text)
    )
      j++
    for (let k = i; k < j; k++) capRun[k] = j - i
    i = j > i ? j : i + 1
  }
  const firstWord = (seg: number) => {
    const toks = segTokens[seg]
    return toks?.length ? (lower[toks[0] as number] as string) : '<none>'
  }
  const features = tokens.map((t, i) => {
    const w = lower[i] as string
    const f: string[] = ['b', `w=${w}`, `sh=${shape(t.text)}`]
    if (w.length > 3) f.push(`p3=${w.slice(0, 3)}`, `s3=${w.slice(-3)}`)
    if (w.length > 2) f.push(`s2=${w.slice(-2)}`)
    const segIdx = t.seg
    const segToks = segTokens[segIdx] as number[]
    const pos = t.pos
    const last = pos === segToks.length - 1
    f.push(`pos=${bucket(pos, [0, 1, 2, 4])}`)
    if (last) f.push('last')
    const k = kind[segIdx] as string
    f.push(`sec=${k}`, `sec=${k}|sh=${shape(t.text).slice(0, 4)}`, `sec=${k}|pos=${bucket(pos, [0, 2])}`)
    const ins = inSection[segIdx] as number
    f.push(ins < 0 ? 'heading' : `segi=${bucket(ins, [0, 1, 2, 4])}`)
    if (k === 'header') f.push(`top=${bucket(segIdx, [0, 1, 2, 4, 8])}`)
    for (const l of segLook[segIdx] as string[]) f.push(`L:${l}`, `L:${l}|sec=${k}`)
    const prevSeg = segLook[segIdx - 1]
    const nextSeg = segLook[segIdx + 1]
    if (prevSeg) for (const l of prevSeg) f.push(`PL:${l}`)
    else f.push('PL:none')
    if (nextSeg) for (const l of nextSeg) f.push(`NL:${l}`)
    else f.push('NL:none')
    if (segIdx > 0 && isHeading[segIdx - 1]) f.push('afterHeading')
    f.push(`PW=${firstWord(segIdx - 1)}`, `NW=${firstWord(segIdx + 1)}`)
    if (capRun[i]) f.push(`cap=${bucket(capRun[i] as number, [1, 2, 3, 5])}`)
    // The word's own kind.
    if (ROLE.has(w)) f.push('role')
    if (SENIOR.has(w)) f.push('senior')
    if (FUNCTION.has(w)) f.push('function')
    if (KNOWN.has(w)) f.push('knownco')
    if (MONTH.test(w)) f.push('month')
    if (/^(?:19|20)\d\d$/.test(w)) f.push('year')
    if (/\p{N}/u.test(w)) f.push('digit')
    if (CONNECTOR.has(w)) f.push(`conn=${w}`)
    if (mail && w.length >= 3 && /^\p{L}+$/u.test(w) && mail.includes(w)) f.push('inEmail')
    for (const m of marks[i] as Set<string>) f.push(`m=${m}`, `m=${m}|sec=${k}`)
    // Neighbours in the line.
    for (const d of [-2, -1, 1, 2]) {
      const j = i + d
      const inLine = j >= 0 && j < tokens.length && (tokens[j] as Token).seg === segIdx
      if (!inLine) {
        if (Math.abs(d) === 1) f.push(`w${d}=${d < 0 ? '<s>' : '</s>'}`)
        continue
      }
      const nw = lower[j] as string
      f.push(`w${d}=${nw}`)
      if (Math.abs(d) === 1) {
        f.push(`sh${d}=${shape((tokens[j] as Token).text).slice(0, 4)}`)
        for (const m of marks[j] as Set<string>) if (!m.endsWith('^')) f.push(`m${d}=${m}`)
        if (ROLE.has(nw)) f.push(`role${d}`)
      }
    }
    const prev = i > 0 && (tokens[i - 1] as Token).seg === segIdx ? (lower[i - 1] as string) : '<s>'
    const next = i + 1 < tokens.length && (tokens[i + 1] as Token).seg === segIdx ? (lower[i + 1] as string) : '</s>'
    f.push(`bi-=${prev}|${w}`, `bi+=${w}|${next}`)
    return f
  })
  return { text, segments, tokens, features }
}
