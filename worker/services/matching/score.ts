/**
 * The match score: 0–100 between a candidate and a job, and the reasons for it. One rule,
 * used by every list that shows a score (top candidates, similar jobs, the candidate's
 * matching jobs), so the same pair always shows the same score and the same reasons.
 *
 * score = Σ weight × fit / Σ weight over the fits the job lets us judge, where each fit is in [0, 1]:
 *   skills 45      the job's skills the candidate has (listed: 1, only mentioned in their resume: 0.75), synonyms folded
 *   experience 20  years against the job's range (each year short −0.25; each year over −0.08, floor 0.6)
 *   title 15       the candidate's titles against the job's (role words, seniority aside; past titles × 0.8)
 *   location 10    remote, or where they live against where the job is (and on-site vs hybrid)
 *   relevance 10   BM25 of the job's skills, title and description over the candidate's skills, titles and text
 * A job with no skills or no experience range leaves that fit out rather than giving it away.
 * Experience and location count in full only for someone who fits the role: when the role fits
 * (skills, title and relevance together) are under ROLE_GATE, those two count in proportion, so a
 * New York accountant with the right years is not a match for a New York sales job.
 * docs/matching.md explains the choices.
 */

import { semanticFit } from '../../providers/matching'
import { formatExperienceRange, WORKPLACE_LABELS } from '../../resources/opportunities/job-enums.schema'
import { type CorpusStats, referenceScore, relevance, weightedQuery } from './bm25'
import type { CandidateProfile, JobProfile, Place } from './profile'
import { seniorityOf, titleCore } from './terms'

export const MATCH_WEIGHTS = { skills: 45, experience: 20, title: 15, location: 10, relevance: 10 } as const
/** Below this fit for the role (skills, title, relevance), experience and place count in proportion. */
export const ROLE_GATE = 0.5
export const SIMILARITY_WEIGHTS = { skills: 55, title: 25, experience: 10, location: 10 } as const

/** A job ready to score against: its profile with the BM25 query's idf folded in (taken when it was compiled). */
export type CompiledJob = JobProfile & {
  weighted: Record<string, number>
  reference: number
  avgLength: number
  /** The job's embedding, when the Workers AI ranker is configured (providers/matching). */
  vector?: number[]
}

export type ExperienceFit = 'within' | 'below' | 'above' | 'unknown' | 'open'
export type LocationFit = 'remote' | 'same_city' | 'same_region' | 'same_country' | 'elsewhere' | 'unknown'

export type MatchExplanation = {
  skills: {
    fit: number | null
    matched: { skill: string; as: string | null; via: 'skills' | 'resume' }[]
    missing: string[]
    from_description: boolean
  }
  experience: {
    fit: number | null
    verdict: ExperienceFit
    years: number | null
    min: number | null
    max: number | null
  }
  title: { fit: number; candidate: string | null; job: string }
  location: { fit: number; verdict: LocationFit; candidate: string | null; job: string | null; workplace: string }
  relevance: { fit: number; terms: string[] }
  /** The reasons as sentences, strongest first: what every screen shows. */
  reasons: string[]
}

export type Match = { score: number; explanation: MatchExplanation }

const round2 = (n: number) => Math.round(n * 100) / 100
const list = (items: string[], max = 4) => {
  const shown = items.slice(0, max)
  const more = items.length - shown.length
  if (more > 0) return `${shown.join(', ')} and ${more} more`
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '')
}
const yearsText = (n: number) => `${n} year${n === 1 ? '' : 's'}`

function skillsFit(job: JobProfile, c: CandidateProfile): MatchExplanation['skills'] {
  const keys = Object.keys(job.skills)
  if (!keys.length) return { fit: null, matched: [], missing: [], from_description: false }
  const matched: MatchExplanation['skills']['matched'] = []
  const missing: string[] = []
  let credit = 0
  for (const key of keys) {
    const name = job.skills[key] as string
    const listed = c.skills[key]
    if (listed) {
      credit += 1
      matched.push({ skill: name, as: listed.toLowerCase() === name.toLowerCase() ? null : listed, via: 'skills' })
    } else if (c.mentioned[key]) {
      credit += 0.75
      matched.push({ skill: name, as: null, via: 'resume' })
    } else missing.push(name)
  }
  return { fit: round2(credit / keys.length), matched, missing, from_description: job.skillsFromText }
}

export function experienceFit(min: number | null, max: number | null, years: number | null) {
  if (min === null && max === null) return { fit: null, verdict: 'open' as const }
  if (years === null) return { fit: 0.5, verdict: 'unknown' as const }
  if (min !== null && years < min)
    return { fit: round2(Math.max(0, 1 - 0.25 * (min - years))), verdict: 'below' as const }
  if (max !== null && years > max)
    return { fit: round2(Math.max(0.6, 1 - 0.08 * (years - max))), verdict: 'above' as const }
  return { fit: 1, verdict: 'within' as const }
}

/**
 * Overlap of two titles' words (weighted Dice), less a little when the job is senior and the
 * title junior. The role noun ("engineer", "manager") weighs 0.3: what the job is about
 * ("backend", "support", "sales") says more than the noun many titles share.
 */
export function titleSimilarity(a: string, b: string): number {
  const x = titleCore(a)
  const y = titleCore(b)
  if (!x.length || !y.length) return 0
  const weigh = (words: string[]) =>
    new Map(words.map((w, i) => [w, i === words.length - 1 && words.length > 1 ? 0.3 : 1]))
  const wx = weigh(x)
  const wy = weigh(y)
  let shared = 0
  for (const [w, v] of wx) if (wy.has(w)) shared += Math.min(v, wy.get(w) as number)
  const total = [...wx.values(), ...wy.values()].reduce((s, v) => s + v, 0)
  const dice = Math.min(1, round2((2 * shared) / total))
  const gap = seniorityOf(a) - seniorityOf(b)
  return Math.max(0, dice - (gap >= 2 ? 0.2 : 0))
}

function titleFit(job: JobProfile, c: CandidateProfile): MatchExplanation['title'] {
  let best = 0
  let which: string | null = c.titles[0] ?? null
  c.titles.forEach((t, i) => {
    const s = titleSimilarity(job.title, t) * (i === 0 ? 1 : 0.8)
    if (s > best) {
      best = s
      which = t
    }
  })
  return { fit: round2(best), candidate: which, job: job.title }
}

export function placeFit(a: Place | null, b: Place | null): LocationFit {
  if (!a || !b) return 'unknown'
  if (a.city && (a.city === b.city || a.city === b.region || a.region === b.city)) return 'same_city'
  if (a.region && a.region === b.region) return 'same_region'
  if ((a.country && a.country === b.country) || (a.country && a.country === b.region)) return 'same_country'
  return 'elsewhere'
}

const LOCATION_FIT: Record<LocationFit, number> = {
  remote: 1,
  same_city: 1,
  same_region: 0.7,
  same_country: 0.4,
  elsewhere: 0.15,
  unknown: 0.5,
}

function locationFit(job: JobProfile, c: CandidateProfile): MatchExplanation['location'] {
  const verdict: LocationFit = job.workplace === 'remote' ? 'remote' : placeFit(c.place, job.place)
  // A hybrid job asks for fewer days in the office: a longer commute matters a little less.
  const fit = job.workplace === 'hybrid' && verdict === 'same_country' ? 0.5 : LOCATION_FIT[verdict]
  return {
    fit,
    verdict,
    candidate: c.place?.text ?? null,
    job: job.place?.text ?? null,
    workplace: job.workplace,
  }
}

function reasonsOf(e: Omit<MatchExplanation, 'reasons'>): string[] {
  const out: [number, string][] = []
  const { skills, experience, title, location } = e
  if (skills.fit !== null) {
    const shown = skills.matched.map((m) => (m.as ? `${m.skill} (as ${m.as})` : m.skill))
    const total = skills.matched.length + skills.missing.length
    if (skills.matched.length)
      out.push([
        skills.fit * MATCH_WEIGHTS.skills,
        `Has ${skills.matched.length} of ${total} skills: ${list(shown, 5)}${skills.matched.some((m) => m.via === 'resume') ? ' (some only mentioned in the resume)' : ''}`,
      ])
    if (skills.missing.length) out.push([MATCH_WEIGHTS.skills / 3, `Missing ${list(skills.missing, 5)}`])
  }
  const range = formatExperienceRange(experience.min, experience.max)
  if (experience.verdict === 'within' && experience.years !== null)
    out.push([MATCH_WEIGHTS.experience, `${yearsText(experience.years)} of experience, within the ${range} asked`])
  else if (experience.verdict === 'below' && experience.years !== null)
    out.push([
      MATCH_WEIGHTS.experience / 2,
      `${yearsText(experience.years)} of experience, ${yearsText((experience.min ?? 0) - experience.years)} short of the ${range} asked`,
    ])
  else if (experience.verdict === 'above' && experience.years !== null)
    out.push([
      MATCH_WEIGHTS.experience / 2,
      `${yearsText(experience.years)} of experience, more than the ${range} asked`,
    ])
  else if (experience.verdict === 'unknown') out.push([1, `Years of experience not known (the job asks ${range})`])
  if (title.candidate && title.fit > 0.5)
    out.push([title.fit * MATCH_WEIGHTS.title, `Works as ${title.candidate}, close to ${title.job}`])
  else if (title.candidate) out.push([0.5, `Works as ${title.candidate}`])
  const where = location.job ?? ''
  const label = WORKPLACE_LABELS[location.workplace as keyof typeof WORKPLACE_LABELS] ?? location.workplace
  const locationText: Record<LocationFit, string> = {
    remote: 'Remote job: can work from anywhere',
    same_city: `Lives in ${location.candidate}, where the job is (${label.toLowerCase()})`,
    same_region: `Lives in ${location.candidate}, near ${where} (${label.toLowerCase()})`,
    same_country: `Lives in ${location.candidate}, same country as ${where} (${label.toLowerCase()})`,
    elsewhere: `Lives in ${location.candidate}; the job is ${label.toLowerCase()} in ${where}`,
    unknown: `Location not known; the job is ${label.toLowerCase()}${where ? ` in ${where}` : ''}`,
  }
  out.push([location.fit * MATCH_WEIGHTS.location, locationText[location.verdict]])
  return out.sort((a, b) => b[0] - a[0]).map(([, s]) => s)
}

/**
 * The score of a candidate for a compiled job, with its explanation. `semantic`: the cosine
 * similarity of their embeddings (Workers AI ranker), used as the relevance fit instead of BM25.
 */
export function matchScore(job: CompiledJob, c: CandidateProfile, opts: { semantic?: number } = {}): Match {
  const skills = skillsFit(job, c)
  const exp = experienceFit(job.min, job.max, c.years)
  const title = titleFit(job, c)
  const location = locationFit(job, c)
  const rel =
    opts.semantic === undefined
      ? relevance(job.weighted, job.reference, c.terms, c.length, job.avgLength)
      : { value: semanticFit(opts.semantic), top: [] }
  const role = weighted([
    [MATCH_WEIGHTS.skills, skills.fit],
    [MATCH_WEIGHTS.title, title.fit],
    [MATCH_WEIGHTS.relevance, rel.value],
  ])
  const context = weighted([
    [MATCH_WEIGHTS.experience, exp.fit],
    [MATCH_WEIGHTS.location, location.fit],
  ])
  // Experience and place tell apart people who fit the role; they do not make a fit of someone who does not.
  const gate = Math.min(1, role.fit / ROLE_GATE)
  const score = Math.round(
    (100 * (role.weight * role.fit + context.weight * context.fit * gate)) / (role.weight + context.weight),
  )
  const explanation = {
    skills,
    experience: { ...exp, years: c.years, min: job.min, max: job.max },
    title,
    location,
    relevance: { fit: round2(rel.value), terms: rel.top.map((t) => t.slice(2)) },
  }
  return { score, explanation: { ...explanation, reasons: reasonsOf(explanation) } }
}

export type SimilarityExplanation = {
  shared_skills: string[]
  title: { fit: number | null; a: string | null; b: string | null }
  experience: { fit: number | null; a: number | null; b: number | null }
  location: { fit: number | null; verdict: LocationFit }
  reasons: string[]
}

/** How alike two candidates are, 0–100, with the reasons: shared skills first, then title, years and place. */
export function similarity(
  a: CandidateProfile,
  b: CandidateProfile,
): { score: number; explanation: SimilarityExplanation } {
  const skillsA = { ...a.mentioned, ...a.skills }
  const skillsB = { ...b.mentioned, ...b.skills }
  const keysA = Object.keys(skillsA)
  const keysB = Object.keys(skillsB)
  const shared = keysA.filter((k) => k in skillsB)
  const skillFit = keysA.length && keysB.length ? shared.length / Math.sqrt(keysA.length * keysB.length) : null
  const titleFitValue = a.titles[0] && b.titles[0] ? titleSimilarity(a.titles[0], b.titles[0]) : null
  const expFit = a.years !== null && b.years !== null ? Math.max(0, 1 - Math.abs(a.years - b.years) / 5) : null
  const verdict = placeFit(a.place, b.place)
  const locFit =
    verdict === 'unknown' ? null : ({ same_city: 1, same_region: 0.6, same_country: 0.3 }[verdict as string] ?? 0)
  const parts: [number, number | null][] = [
    [SIMILARITY_WEIGHTS.skills, skillFit],
    [SIMILARITY_WEIGHTS.title, titleFitValue],
    [SIMILARITY_WEIGHTS.experience, expFit],
    [SIMILARITY_WEIGHTS.location, locFit],
  ]
  const counted = parts.filter((p): p is [number, number] => p[1] !== null)
  const weight = counted.reduce((s, [w]) => s + w, 0)
  const score = weight ? Math.round((100 * counted.reduce((s, [w, f]) => s + w * f, 0)) / weight) : 0
  const sharedNames = shared.map((k) => skillsA[k] as string)
  const reasons: string[] = []
  if (sharedNames.length) reasons.push(`Shares ${list(sharedNames, 5)}`)
  if (titleFitValue !== null && titleFitValue >= 0.5)
    reasons.push(
      a.titles[0] === b.titles[0] ? `Both work as ${a.titles[0]}` : `Works as ${b.titles[0]}, like ${a.titles[0]}`,
    )
  if (a.years !== null && b.years !== null) reasons.push(`${yearsText(b.years)} of experience (${a.years} here)`)
  if (verdict === 'same_city' || verdict === 'same_region') reasons.push(`Also in ${b.place?.text}`)
  return {
    score,
    explanation: {
      shared_skills: sharedNames,
      title: {
        fit: titleFitValue === null ? null : round2(titleFitValue),
        a: a.titles[0] ?? null,
        b: b.titles[0] ?? null,
      },
      experience: { fit: expFit === null ? null : round2(expFit), a: a.years, b: b.years },
      location: { fit: locFit, verdict },
      reasons,
    },
  }
}

/** A weighted mean of the fits that are known; its weight is theirs. */
function weighted(parts: [number, number | null][]): { fit: number; weight: number } {
  const known = parts.filter((p): p is [number, number] => p[1] !== null)
  const weight = known.reduce((a, [w]) => a + w, 0)
  return { fit: weight ? known.reduce((a, [w, f]) => a + w * f, 0) / weight : 0, weight }
}

/** A job's profile with the corpus's idf folded into its query: what scores are computed against. */
export function compileJob(job: JobProfile, stats: CorpusStats): CompiledJob {
  const weighted = weightedQuery(job.query, stats)
  return { ...job, weighted, reference: referenceScore(weighted), avgLength: stats.avgLength }
}
