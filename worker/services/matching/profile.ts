/**
 * What matching knows of a candidate and of a job: read once from their records (and kept in
 * match_profiles / match_jobs), so that ranking never re-reads or re-parses the records.
 * Pure: no database here.
 */
import { US_STATES } from '../../providers/resume/vocab/places'
import { mentionedSkills, skillKey, skillName, titleCore, words } from './terms'

/** A candidate's record as matching reads it (a row of `candidates`, or the same fields from a fixture). */
export type CandidateRecord = {
  currentTitle: string | null
  experienceYears: number | null
  location: string | null
  skills: string[]
  summary: string | null
  qualification?: string | null
  experience?: { title: string; company?: string; summary?: string }[] | null
}

/** A job's record as matching reads it. */
export type JobRecord = {
  title: string
  skills: string[]
  experienceMin: number | null
  experienceMax: number | null
  workplace: 'on_site' | 'remote' | 'hybrid'
  location: string | null
  description: string | null
  departmentName?: string | null
}

export type Place = { city: string | null; region: string | null; country: string | null; text: string }

export type CandidateProfile = {
  /** skill key → the name as the candidate wrote it (listed in their skills). */
  skills: Record<string, string>
  /** skill key → canonical name, for vocabulary skills their summary or past roles mention but their list does not. */
  mentioned: Record<string, string>
  /** Current title first, then past titles (as written). */
  titles: string[]
  years: number | null
  place: Place | null
  /** The BM25 document: term → count. Terms: `s:` skills, `t:` title words, `w:` other words. */
  terms: Record<string, number>
  length: number
}

export type JobProfile = {
  title: string
  /** skill key → canonical name: the job's listed skills (or, with none listed, those its description names). */
  skills: Record<string, string>
  /** Whether the skills came from the description because none were listed. */
  skillsFromText: boolean
  min: number | null
  max: number | null
  workplace: JobRecord['workplace']
  place: Place | null
  /** The BM25 query: term → weight in the query (skills and title count more than description words). */
  query: Record<string, number>
}

const STATE_NAMES = new Map(Object.entries(US_STATES).map(([code, name]) => [code.toLowerCase(), name.toLowerCase()]))
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'united states',
  us: 'united states',
  'u.s.': 'united states',
  'united states of america': 'united states',
  uk: 'united kingdom',
  'u.k.': 'united kingdom',
  england: 'united kingdom',
}

/** "Jersey City, NJ" → city "jersey city", region "new jersey". Remote or empty → null. */
export function placeOf(text: string | null | undefined): Place | null {
  const raw = text?.trim()
  if (!raw || /^(?:remote|anywhere|worldwide)$/i.test(raw)) return null
  const parts = raw
    .split(/[,;/|]+/)
    .map((p) => p.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter(Boolean)
  const norm = (p: string) => STATE_NAMES.get(p) ?? COUNTRY_ALIASES[p] ?? p
  const city = parts[0] ?? null
  const rest = parts.slice(1).map(norm)
  return {
    city: city ? norm(city) : null,
    region: rest[0] ?? null,
    country: rest[1] ?? (rest[0] && STATE_NAMES.has(parts[1] ?? '') ? 'united states' : null),
    text: raw,
  }
}

const add = (terms: Record<string, number>, term: string, n = 1) => {
  terms[term] = (terms[term] ?? 0) + n
}

export function candidateProfile(c: CandidateRecord): CandidateProfile {
  const skills: Record<string, string> = {}
  for (const s of c.skills ?? []) if (s.trim()) skills[skillKey(s)] ??= s.trim()
  const pastTitles = (c.experience ?? []).map((e) => e.title).filter((t): t is string => !!t?.trim())
  const titles = [...new Set([c.currentTitle, ...pastTitles].filter((t): t is string => !!t?.trim()))]
  const prose = [c.summary, ...(c.experience ?? []).map((e) => e.summary)].filter(Boolean).join('\n')
  const mentioned: Record<string, string> = {}
  for (const [key, name] of mentionedSkills(prose)) if (!skills[key]) mentioned[key] = name
  const terms: Record<string, number> = {}
  for (const key of Object.keys(skills)) add(terms, `s:${key}`, 2)
  for (const key of Object.keys(mentioned)) add(terms, `s:${key}`)
  titles.forEach((t, i) => {
    for (const w of titleCore(t)) add(terms, `t:${w}`, i === 0 ? 2 : 1)
  })
  for (const w of words([prose, c.qualification].filter(Boolean).join('\n'))) add(terms, `w:${w}`)
  const length = Object.values(terms).reduce((a, b) => a + b, 0)
  return { skills, mentioned, titles, years: c.experienceYears ?? null, place: placeOf(c.location), terms, length }
}

/** What the embedding model reads of a candidate: titles, skills and their own words. */
export function candidateText(c: CandidateRecord): string {
  return [
    c.currentTitle,
    (c.experience ?? []).map((e) => e.title).join(', '),
    (c.skills ?? []).join(', '),
    c.summary,
    (c.experience ?? [])
      .map((e) => e.summary)
      .filter(Boolean)
      .join('\n'),
  ]
    .filter(Boolean)
    .join('\n')
}

/** What the embedding model reads of a job. */
export function jobText(j: JobRecord): string {
  return [j.title, j.departmentName, (j.skills ?? []).join(', '), j.description].filter(Boolean).join('\n')
}

/** Description words that say little about the job ("join", "about") are left out of its query by count. */
const MAX_DESCRIPTION_WORDS = 40

export function jobProfile(j: JobRecord): JobProfile {
  const skills: Record<string, string> = {}
  for (const s of j.skills ?? []) if (s.trim()) skills[skillKey(s)] ??= skillName(s)
  const fromText = mentionedSkills(j.description)
  const skillsFromText = Object.keys(skills).length === 0 && fromText.size > 0
  if (skillsFromText) for (const [key, name] of fromText) skills[key] = name
  const query: Record<string, number> = {}
  for (const key of Object.keys(skills)) query[`s:${key}`] = 3
  for (const [key] of fromText) query[`s:${key}`] ??= 1
  for (const w of titleCore(j.title)) {
    query[`t:${w}`] = 2
    query[`w:${w}`] = (query[`w:${w}`] ?? 0) + 0.5
  }
  const counts = new Map<string, number>()
  for (const w of words([j.description, j.departmentName].filter(Boolean).join('\n')))
    counts.set(w, (counts.get(w) ?? 0) + 1)
  for (const [w, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, MAX_DESCRIPTION_WORDS))
    query[`w:${w}`] = (query[`w:${w}`] ?? 0) + Math.min(1, 0.4 + 0.2 * n)
  return {
    title: j.title,
    skills,
    skillsFromText,
    min: j.experienceMin,
    max: j.experienceMax,
    workplace: j.workplace,
    place: placeOf(j.location),
    query,
  }
}
