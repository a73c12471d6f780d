/**
 * Rules and tagger together. The rules know a resume's structure (sections, date ranges,
 * contact details, which entry is current); the tagger (../tagger) knows, from labelled
 * resumes, which phrases are designations, employers, degrees, colleges and skills — also
 * in prose and project blocks, where the rules' vocabularies miss them. Here:
 * - experience: each dated entry the rules found takes the tagger's designation and company
 *   in its lines (the rules' own pick stays when the tagger has none there); designations and
 *   companies the tagger finds elsewhere become entries of their own (paired when on the same
 *   or next line), without dates;
 * - education: the tagger's degrees, each paired with the nearest college within three lines,
 *   the year from the lines around them; the rules' entries stay where the tagger found nothing;
 * - skills: the tagger's skill phrases (canonical names through the synonym list), with the
 *   rules' skills-list items the tagger did not cover;
 * - name, location, current title and company: the rules' value when the tagger agrees or
 *   is less sure, else the tagger's.
 * Confidence: a tagger value carries its span's calibrated confidence (tagger/model.ts); a rule
 * value its calibrated rule confidence (calibration.ts); an entry the lowest of its parts.
 */
import type { Found, ResumeEducation, ResumeExperience, ResumeFields, ResumeSkill, TextSource } from '../fields.schema'
import type { TaggedSpan } from '../tagger'
import type { Entity } from '../tagger/crf'
import { INSTITUTION_CUE } from '../vocab/institutions'
import { yearNear } from './education'
import { currentEntry } from './experience'
import { isPlace, trailingPlace } from './location'
import { titleScore } from './roles'
import type { Segment } from './segments'
import { canonicalSkill } from './skills'

/** A span counts when it is on the tagger's best labelling or at least this likely (chosen on out-of-fold spans of the development split). */
export const SPAN_THRESHOLD: Record<Entity, number> = {
  NAME: 0.5,
  LOC: 0.5,
  DES: 0.25,
  COM: 0.2,
  DEG: 0.5,
  COL: 0.5,
  SKL: 0.15,
}
/** How rules and tagger are weighed (chosen on out-of-fold spans of the development split). */
export const TUNING = {
  /** Rule skills outside any tagged span are kept from this calibrated confidence (a known skill in a skills list). */
  ruleSkillMin: 0.65,
}
/**
 * A less likely employer span (at least this likely, under SPAN_THRESHOLD.COM) names the employer
 * of an entry that has none otherwise: a dated entry, or a designation found alone on its line
 * ("Sous Chef, Harbour Lights Bakery", where the tagger was unsure of the employer).
 * Chosen on the development split (odd-numbered resumes read by the model trained on the even ones).
 */
export const UNSURE_COMPANY = 0.08
/**
 * A less likely designation span (at least this likely, under SPAN_THRESHOLD.DES) counts when the
 * rules' lexicon reads it as a title too (its head is a role noun: "Head Waiter", "Junior Data Engineer")
 * and a year is within DATED_CHARS of it (a job's line, not a wish in the objective). Chosen on the
 * development split (odd-numbered resumes read by the model trained on the even ones).
 */
export const UNSURE_TITLE = 0.05
const DATED_CHARS = 80
/** The header: where the candidate's name, headline and location are looked for first. */
const HEADER_SEGMENTS = 12
/** The tagger's names are taken from this many lines; below the header their confidence is scaled by FAR_FACTOR. */
const NAME_SEGMENTS = 40
const FAR_FACTOR = 0.8
/** A name below this confidence is left for the recruiter to fill. */
const NAME_MIN = 0.5

type Span = TaggedSpan

const overlaps = (a: TextSource, b: TextSource) => a.start < b.end && b.start < a.end
const sourceOf = (s: Span): TextSource => ({ start: s.start, end: s.end })

/**
 * One word that names a kind of organisation, a field of work or a date, not an employer: the
 * tagger and the rules take "University", "Sales" or "Present" for one beside a title or a date.
 */
const GENERIC_WORD =
  /^(?:company|client|employer|organi[sz]ation|firm|university|college|school|institute|cent(?:er|re)|society|department|office|team|group|technology|technologies|testing|sales|marketing|business|management|education|research|services|solutions|projects?|law|history|english|present|current|ongoing|now|date|till date|to date)$/i
const notAnEmployer = (text: string | null | undefined) => !!text && GENERIC_WORD.test(text.trim())

/**
 * Not a degree: a template's "Graduation date" (or a "graduation committee" in prose), and Maryland's
 * code in an address ("Chestertown, MD 21620"), which the tagger and the rules read as degrees. `at` is
 * where `degree` is in `text` (-1 when not found).
 */
function notADegree(degree: string, at: number, text: string): boolean {
  if (/^graduation\s+(?:date|month|year|committee|ceremon)/i.test(degree)) return true
  if (!/^MD\b/.test(degree) || at < 0) return false
  const afterComma = /,\s*$/.test(text.slice(Math.max(0, at - 3), at))
  const beforeZip = /^MD\s+\d{5}/.test(text.slice(at, at + 12))
  return afterComma || beforeZip
}

/** Trim punctuation the tagger took at a span's edges ("Infosys Limited -" → "Infosys Limited"). */
function tidySpan(s: Span): Span | null {
  const lead = /^[\s,;:|•·\-–—/(]+/.exec(s.text)?.[0].length ?? 0
  const trail = /[\s,;:|•·\-–—/(]+$/.exec(s.text.slice(lead))?.[0].length ?? 0
  let text = s.text.slice(lead, s.text.length - trail)
  // An unbalanced bracket at the end goes too.
  if (/\)$/.test(text) && !text.includes('(')) text = text.slice(0, -1).trimEnd()
  // An employer's place after it ("Cascade Telecom, Bellevue, WA") is the entry's location, not its name.
  if (s.entity === 'COM') {
    const place = trailingPlace(text)
    if (place && place.length < text.length)
      text = text.slice(0, text.length - place.length).replace(/[\s,;\-–—|]+$/, '')
    // "…, Bellevue" left after cutting "WA": a city before a state code goes too.
    if (place && /^[A-Z]{2}$/.test(place))
      text = text.replace(/,\s*[A-Z][\p{L}.'’-]+(?:\s[A-Z][\p{L}.'’-]+){0,2}$/u, '')
  }
  if (s.entity === 'COM' && notAnEmployer(text)) return null
  let cut = lead
  if (s.entity === 'COL') {
    // "Computer Science, Anna University, Chennai": the clause naming the institution, without the subject before it or the place after it.
    const starts = [0, ...[...text.matchAll(/,\s*/g)].map((m) => m.index + m[0].length)]
    const at = starts.findIndex((from, i) => INSTITUTION_CUE.test(text.slice(from, starts[i + 1] ?? text.length)))
    if (at > 0) {
      cut += starts[at] as number
      text = text.slice(starts[at])
    }
    const place = /,\s*([^,]+)$/.exec(text)
    if (place && isPlace(place[1] as string) && !INSTITUTION_CUE.test(place[1] as string))
      text = text.slice(0, place.index)
  }
  if (!/[\p{L}\p{N}]/u.test(text)) return null
  const start = s.start + cut
  return { ...s, text: text.replace(/\s+/g, ' '), start, end: start + text.length }
}

/**
 * `shells`: dated ranges in the work sections where the rules recognised no title or company;
 * they become entries when the tagger finds a designation or employer in their lines.
 */
/**
 * A skill span that runs over list separators ("Salesforce · Zendesk") is several skills; a
 * college span that runs over a line break keeps the line naming the institution ("Supply
 * Chain Management" / "Texas State University").
 */
function splitSpan(s: Span, segs: Segment[], segOf: (o: number) => number): Span[] {
  const part = (from: number, to: number): Span => {
    const start = s.start + from
    return { ...s, start, end: s.start + to, text: s.text.slice(from, to), seg: segOf(start) }
  }
  if (s.entity === 'SKL') {
    const out: Span[] = []
    let from = 0
    for (const m of s.text.matchAll(/\s*[·•|;,]\s*|\s*\n\s*/g)) {
      if (m.index > from) out.push(part(from, m.index))
      from = m.index + m[0].length
    }
    if (from < s.text.length) out.push(part(from, s.text.length))
    return out.length ? out : [s]
  }
  if (s.entity === 'COL' && segOf(s.end - 1) !== s.seg) {
    const lines: Span[] = []
    for (let k = s.seg; k <= segOf(s.end - 1); k++) {
      const seg = segs[k] as Segment
      const from = Math.max(seg.start, s.start) - s.start
      const to = Math.min(seg.end, s.end) - s.start
      if (to > from) lines.push(part(from, to))
    }
    const named = lines.filter((l) => INSTITUTION_CUE.test(l.text))
    if (named.length === 1) return named
  }
  return [s]
}

export function combine(
  text: string,
  segs: Segment[],
  rules: ResumeFields,
  shells: ResumeExperience[],
  tagged: Span[],
): ResumeFields {
  const segOfOffset = (offset: number) => {
    let lo = 0
    let hi = segs.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((segs[mid] as Segment).start <= offset) lo = mid
      else hi = mid - 1
    }
    return lo
  }
  const spans = tagged
    .flatMap((s) => splitSpan(s, segs, segOfOffset))
    .map(tidySpan)
    .filter((s): s is Span => s !== null)
  // The best labelling's spans, and other spans at least as likely as the threshold that do not overlap them.
  const chosen = (e: Entity) => {
    const picked = spans.filter((s) => s.entity === e && s.best)
    const extra = spans.filter((s) => s.entity === e && !s.best && s.p >= SPAN_THRESHOLD[e]).sort((a, b) => b.p - a.p)
    for (const s of extra) if (!picked.some((b) => overlaps(b, s))) picked.push(s)
    return picked.sort((a, b) => a.start - b.start)
  }
  const segOf = segOfOffset

  // A name or place the tagger finds below the header is less likely the candidate's own.
  const lower = (s: Span) => (s.seg < HEADER_SEGMENTS ? s : { ...s, confidence: s.confidence * FAR_FACTOR })
  const picked = pickScalar(
    rules.name,
    chosen('NAME')
      .filter((s) => s.seg < NAME_SEGMENTS)
      .map(lower),
  )
  // A guess nobody is sure of (a heading, a place, a phrase from a sample packet) is worse than none.
  const name = picked && picked.confidence >= NAME_MIN ? picked : null
  const location = pickScalar(
    rules.location,
    chosen('LOC')
      .filter((s) => !name || !overlaps(name.source, s))
      .map(lower),
  )

  const des = withLexiconTitles(text, chosen('DES'), spans)
  const com = chosen('COM')
  const unsure = spans.filter(
    (s) => s.entity === 'COM' && s.p >= UNSURE_COMPANY && ![...com, ...des].some((o) => overlaps(o, s)),
  )
  const { entries, used } = experienceEntries(text, [...rules.experience, ...shells], des, com, unsure, segOf)
  // The headline under the name is the current title; the tagger's reading of the header decides between candidates.
  const headerEnd = segs[Math.min(HEADER_SEGMENTS, segs.length) - 1]?.end ?? 0
  const afterName = (s: Span) => s.start < headerEnd && (!name || s.start >= name.source.end)
  const current = currentEntry(entries)
  const currentTitle =
    pickScalar(rules.current_title, chosen('DES').filter(afterName).slice(0, 1)) ?? fromEntry(current, 'title')
  const ruleCompany = notAnEmployer(rules.current_company?.value) ? null : rules.current_company
  const currentCompany =
    pickScalar(ruleCompany, chosen('COM').filter(afterName).slice(0, 1)) ?? fromEntry(current, 'company')
  void used
  // The headline is the current title, not a job of its own.
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    !!a && !!b && a.toLowerCase() === b.toLowerCase()
  const jobs = entries.filter((e) => e.from || e.company || !same(e.title, currentTitle?.value))

  return {
    ...rules,
    name,
    location,
    current_title: currentTitle,
    current_company: currentCompany,
    experience: jobs,
    education: educationEntries(text, segs, rules.education, chosen('DEG'), chosen('COL')),
    skills: skillList(
      rules.skills,
      chosen('SKL'),
      spans.filter((s) => s.entity === 'SKL'),
    ),
  }
}

const YEAR = /\b(?:19[5-9]\d|20[0-2]\d)\b/
/** The chosen designations, with the less likely ones the title lexicon agrees with near a year (UNSURE_TITLE). */
function withLexiconTitles(text: string, chosen: Span[], spans: Span[]): Span[] {
  const extra: Span[] = []
  const candidates = spans
    .filter((s) => s.entity === 'DES' && s.p >= UNSURE_TITLE && s.p < SPAN_THRESHOLD.DES)
    .sort((a, b) => b.p - a.p)
  for (const s of candidates) {
    if ([...chosen, ...extra].some((o) => overlaps(o, s))) continue
    // Another entity on the best labelling there ("Professor Jane Doe" is a name) wins.
    if (spans.some((o) => o.best && o.entity !== 'DES' && overlaps(o, s))) continue
    if (titleScore(s.text) < 1) continue
    if (!YEAR.test(text.slice(Math.max(0, s.start - DATED_CHARS), s.end + DATED_CHARS))) continue
    extra.push(s)
  }
  return [...chosen, ...extra].sort((a, b) => a.start - b.start)
}

/** The rules' value, unless the tagger found a different one it is surer of. */
function pickScalar(rule: Found<string> | null, candidates: Span[]): Found<string> | null {
  const best = [...candidates].sort((a, b) => b.confidence - a.confidence)[0]
  if (!best) return rule
  // Both found the same place in the text: the surer reading of it, with the higher confidence.
  if (rule && overlaps(rule.source, best)) {
    const confidence = Math.max(rule.confidence, best.confidence)
    return rule.confidence >= best.confidence
      ? { ...rule, confidence }
      : { value: best.text, confidence, source: sourceOf(best) }
  }
  if (rule && rule.confidence >= best.confidence) return rule
  return { value: best.text, confidence: best.confidence, source: sourceOf(best) }
}

function fromEntry(e: ResumeExperience | null, part: 'title' | 'company'): Found<string> | null {
  const value = e?.[part]
  return e && value ? { value, confidence: e.confidence, source: e.source } : null
}

type Part = { value: string; confidence: number; source: TextSource }

function experienceEntries(
  text: string,
  ruleEntries: ResumeExperience[],
  des: Span[],
  com: Span[],
  unsure: Span[],
  segOf: (o: number) => number,
) {
  const used = new Set<Span>()
  const entries: ResumeExperience[] = []
  const near = (pool: Span[], lo: number, hi: number, prefer: TextSource | null) => {
    const inWindow = pool.filter((s) => !used.has(s) && s.seg >= lo && s.seg <= hi)
    return (
      (prefer && inWindow.find((s) => overlaps(s, prefer))) ||
      inWindow.sort((a, b) => b.confidence - a.confidence)[0] ||
      null
    )
  }
  const locate = (value: string | null, within: TextSource): TextSource | null => {
    if (!value) return null
    const at = text.indexOf(value, within.start)
    return at >= 0 && at < within.end ? { start: at, end: at + value.length } : null
  }
  for (const e of ruleEntries) {
    if (!e.from) continue
    const lo = segOf(e.source.start) - 1
    const hi = segOf(Math.max(e.source.start, e.source.end - 1)) + 1
    const ruleTitle = locate(e.title, e.source)
    const ruleCompany = notAnEmployer(e.company) ? null : locate(e.company, e.source)
    const t = near(des, lo, hi, ruleTitle)
    if (t) used.add(t)
    // No employer the tagger is sure of and none from the rules: a less likely employer span in its lines.
    const c = near(com, lo, hi, ruleCompany) ?? (ruleCompany ? null : near(unsure, lo, hi, null))
    if (c) used.add(c)
    const title: Part | null = t
      ? { value: t.text, confidence: t.confidence, source: sourceOf(t) }
      : e.title && ruleTitle
        ? { value: e.title, confidence: e.confidence, source: ruleTitle }
        : null
    const company: Part | null = c
      ? { value: c.text, confidence: c.confidence, source: sourceOf(c) }
      : e.company && ruleCompany
        ? { value: e.company, confidence: e.confidence, source: ruleCompany }
        : null
    if (!title && !company) continue
    entries.push(entry(title, company, e, e.source))
  }
  // Designations and employers named elsewhere (prose, projects, headlines): an entry each, paired when on the same or next line.
  const rest = [...des, ...com].filter((s) => !used.has(s)).sort((a, b) => a.start - b.start)
  for (const s of rest) {
    if (used.has(s)) continue
    used.add(s)
    // A designation alone may take a less likely employer span on its line or the next (UNSURE_COMPANY).
    const beside = (o: Span) => !used.has(o) && o.entity !== s.entity && o.seg >= s.seg && o.seg <= s.seg + 1
    const other =
      rest.find(beside) ?? (s.entity === 'DES' ? unsure.filter(beside).sort((a, b) => b.p - a.p)[0] : undefined)
    if (other) used.add(other)
    const [t, c] = s.entity === 'DES' ? [s, other] : [other, s]
    entries.push(
      entry(
        t ? { value: t.text, confidence: t.confidence, source: sourceOf(t) } : null,
        c ? { value: c.text, confidence: c.confidence, source: sourceOf(c) } : null,
        null,
        null,
      ),
    )
  }
  // An undated entry that only repeats a title or employer named in another entry (a headline, a summary) adds nothing.
  const key = (v: string | null) =>
    v
      ?.toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim() ?? ''
  const kept = entries.filter((e, i) => {
    if (e.from) return true
    const others = entries.filter((_, j) => j !== i && (entries[j]?.from || j < i))
    const repeats = (part: 'title' | 'company') => !e[part] || others.some((o) => key(o[part]) === key(e[part]))
    return !(repeats('title') && repeats('company'))
  })
  kept.sort((a, b) => a.source.start - b.source.start)
  return { entries: kept, used }
}

function entry(
  title: Part | null,
  company: Part | null,
  dated: ResumeExperience | null,
  around: TextSource | null,
): ResumeExperience {
  const parts = [title, company].filter((p): p is Part => p !== null)
  const starts = [...parts.map((p) => p.source.start), ...(around ? [around.start] : [])]
  const ends = [...parts.map((p) => p.source.end), ...(around ? [around.end] : [])]
  return {
    title: title?.value ?? null,
    company: company?.value ?? null,
    from: dated?.from ?? null,
    to: dated?.to ?? null,
    location: dated?.location ?? null,
    confidence: Math.min(...parts.map((p) => p.confidence)),
    source: { start: Math.min(...starts), end: Math.max(...ends) },
  }
}

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !['in', 'of', 'and', 'the'].includes(w))
/** Two names of one thing: most of the shorter's words are in the longer ("B.Tech" / "B.Tech in Computer Science"). */
function sameThing(a: string, b: string): boolean {
  const [x, y] = [wordsOf(a), wordsOf(b)].sort((p, q) => p.length - q.length) as [string[], string[]]
  if (!x.length) return false
  return x.filter((w) => y.includes(w)).length / x.length >= 0.5
}

function educationEntries(
  text: string,
  segs: Segment[],
  ruleEntries: ResumeEducation[],
  tagDeg: Span[],
  tagCol: Span[],
): ResumeEducation[] {
  // The rules' whole entries (a degree with its institution) that the tagger did not mark join its spans before
  // pairing ("University of Texas at Austin" on a line the tagger read only the degree of); all of the rules'
  // entries stand when the tagger found no degree or college at all (below).
  const segOf = (o: number) => segs.findLastIndex((g) => g.start <= o)
  const part = (entity: Entity, value: string | null, r: ResumeEducation): Span | null => {
    if (!value) return null
    const at = text.indexOf(value, r.source.start)
    if (at < 0 || at >= r.source.end) return null
    const p = { start: at, end: at + value.length }
    const pool = entity === 'DEG' ? tagDeg : tagCol
    // Only a degree or institution the tagger did not find anywhere: not another mention of one it marked.
    if (pool.some((x) => overlaps(x, p) || sameThing(x.text, value))) return null
    return {
      entity,
      ...p,
      text: value,
      p: r.confidence,
      confidence: r.confidence,
      best: true,
      seg: Math.max(0, segOf(at)),
    }
  }
  // Only whole entries (a degree with its institution): a degree or an institution the rules found alone is too
  // often prose ("undergraduate students"), a state code ("MD"), a school or a heading.
  const paired = ruleEntries.filter((r) => r.degree && r.institution)
  const extraDeg = paired.map((r) => part('DEG', r.degree, r)).filter((x): x is Span => x !== null)
  const extraCol = paired.map((r) => part('COL', r.institution, r)).filter((x): x is Span => x !== null)
  // Not degrees, before they take an institution from the real one: a form's field, an address's state code.
  const deg = [...tagDeg, ...extraDeg]
    .filter((d) => !notADegree(d.text, d.start, text))
    .sort((a, b) => a.start - b.start)
  const col = [...tagCol, ...extraCol].sort((a, b) => a.start - b.start)
  const used = new Set<Span>()
  const out: ResumeEducation[] = []
  const distance = (c: Span, d: Span) => (c.seg === d.seg ? 0 : c.seg > d.seg ? c.seg - d.seg : d.seg - c.seg + 0.5)
  for (const d of deg) {
    const c = col
      .filter((x) => !used.has(x) && Math.abs(x.seg - d.seg) <= 3)
      .sort((a, b) => distance(a, d) - distance(b, d))[0]
    if (c) used.add(c)
    // The rules keep a degree's subject ("B.Tech" → "B.Tech in Computer Science and Engineering"); a recruiter reads it.
    const withSubject = ruleEntries
      .map((r) => r.degree)
      .find((r) => r && r.length > d.text.length && r.startsWith(d.text) && text.startsWith(r, d.start))
    out.push({
      degree: withSubject ?? d.text,
      institution: c?.text ?? null,
      year: yearNear(segs, segs[d.seg], c ? segs[c.seg] : undefined),
      confidence: Math.min(d.confidence, c?.confidence ?? 1),
      source: {
        start: Math.min(d.start, c?.start ?? d.start),
        end: Math.max(d.start + (withSubject ?? d.text).length, c?.end ?? d.end),
      },
    })
  }
  // A school named alone, when a degree is listed, is left out (as the rules do).
  const hasDegree = out.length > 0
  for (const c of col) {
    if (used.has(c) || (hasDegree && isSchool(c.text))) continue
    out.push({
      degree: null,
      institution: c.text,
      year: yearNear(segs, segs[c.seg]),
      confidence: c.confidence,
      source: sourceOf(c),
    })
  }
  if (!tagDeg.length && !tagCol.length) {
    for (const r of ruleEntries)
      if (!deg.some((s) => overlaps(s, r.source)) && !col.some((s) => overlaps(s, r.source))) out.push(r)
  }
  // The rules' entries that stand when the tagger found nothing are checked the same way.
  const real = out
    .map((e) =>
      e.degree && notADegree(e.degree, text.indexOf(e.degree, e.source.start), text) ? { ...e, degree: null } : e,
    )
    .filter((e) => e.degree || e.institution)
  return withoutSchools(real).sort((a, b) => a.source.start - b.source.start)
}

/**
 * A school attended before college ("Greenfield Public School", "Lakeside High School", "Kendriya Vidyalaya"); a
 * "Business School" or "School of Law" is not one.
 */
const SCHOOL =
  /\b(?:high|public|secondary|matric\w*|convent|junior|primary|elementary|middle|grammar|sr\.?|hr\.?)\s*(?:sec\.?\s*)?school\b|\bvidyalaya\b|\bvidya mandir\b/i
const isSchool = (institution: string) => SCHOOL.test(institution)

/**
 * The school attended before a college or university ("Greenfield Public School" beside "Mysore University") is
 * not what a recruiter reads education for (the rules drop it too, education.ts): its name goes, and the
 * entry with it unless it names a degree ("HSC").
 */
function withoutSchools(entries: ResumeEducation[]): ResumeEducation[] {
  if (!entries.some((e) => e.institution && !isSchool(e.institution))) return entries
  return entries
    .map((e) => (e.institution && isSchool(e.institution) ? { ...e, institution: null } : e))
    .filter((e) => e.degree || e.institution)
}

function skillList(ruleSkills: ResumeSkill[], chosen: Span[], all: Span[]): ResumeSkill[] {
  const found = new Map<string, ResumeSkill>()
  const add = (value: string, confidence: number, source: TextSource) => {
    const key = value.toLowerCase()
    const had = found.get(key)
    if (!had || had.confidence < confidence) found.set(key, { value, confidence, source })
  }
  for (const s of chosen) if (s.text.length <= 60) add(canonicalSkill(s.text) ?? s.text, s.confidence, sourceOf(s))
  for (const r of ruleSkills)
    if (r.confidence >= TUNING.ruleSkillMin && !all.some((s) => overlaps(s, r.source)))
      add(r.value, r.confidence, r.source)
  return [...found.values()].sort((a, b) => a.source.start - b.source.start)
}
