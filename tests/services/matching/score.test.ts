import { describe, expect, it } from 'vitest'
import { bm25, idf, relevance } from '../../../worker/services/matching/bm25'
import {
  type CandidateRecord,
  candidateProfile,
  type JobRecord,
  jobProfile,
  placeOf,
} from '../../../worker/services/matching/profile'
import { compileJob, matchScore, similarity, titleSimilarity } from '../../../worker/services/matching/score'

const job = (over: Partial<JobRecord> = {}): JobRecord => ({
  title: 'Frontend Engineer',
  skills: ['React', 'TypeScript', 'GraphQL'],
  experienceMin: 3,
  experienceMax: 6,
  workplace: 'hybrid',
  location: 'New York, NY',
  description: 'Build accessible interfaces with React. Testing with Jest.',
  ...over,
})
const person = (over: Partial<CandidateRecord> = {}): CandidateRecord => ({
  currentTitle: 'Frontend Developer',
  experienceYears: 4,
  location: 'Brooklyn, New York',
  skills: ['ReactJS', 'TypeScript', 'CSS'],
  summary: 'I build web apps.',
  ...over,
})
const stats = { docs: 100, avgLength: 20, df: {} }
const score = (j: JobRecord, c: CandidateRecord) => matchScore(compileJob(jobProfile(j), stats), candidateProfile(c))

describe('the match score', () => {
  it('counts a skill written with a synonym as the same skill, and says how it was written', () => {
    const { explanation } = score(job(), person())
    expect(explanation.skills.matched).toContainEqual({ skill: 'React', as: 'ReactJS', via: 'skills' })
    expect(explanation.skills.matched.map((m) => m.skill)).toEqual(['React', 'TypeScript'])
    expect(explanation.reasons.join(' ')).toContain('React (as ReactJS)')
  })

  it('names the missing skills and scores fewer skills lower', () => {
    const full = score(job(), person({ skills: ['React.js', 'TypeScript', 'GraphQL'] }))
    const partial = score(job(), person())
    expect(partial.explanation.skills.missing).toEqual(['GraphQL'])
    expect(full.explanation.skills.missing).toEqual([])
    expect(full.explanation.skills.fit).toBe(1)
    expect(partial.explanation.skills.fit).toBe(0.67)
    expect(full.score).toBeGreaterThan(partial.score)
    expect(partial.explanation.reasons).toContain('Missing GraphQL')
  })

  it('gives part credit for a skill only mentioned in the resume text', () => {
    const { explanation } = score(job(), person({ summary: 'Built a GraphQL gateway for our mobile apps.' }))
    expect(explanation.skills.matched).toContainEqual({ skill: 'GraphQL', as: null, via: 'resume' })
    expect(explanation.skills.fit).toBe(0.92)
  })

  it('scores experience outside the range lower, and says by how much', () => {
    const within = score(job(), person({ experienceYears: 4 }))
    const short = score(job(), person({ experienceYears: 1 }))
    const over = score(job(), person({ experienceYears: 12 }))
    expect(within.explanation.experience).toMatchObject({ verdict: 'within', fit: 1 })
    expect(short.explanation.experience).toMatchObject({ verdict: 'below', fit: 0.5 })
    expect(over.explanation.experience).toMatchObject({ verdict: 'above', fit: 0.6 })
    expect(short.explanation.reasons).toContain('1 year of experience, 2 years short of the 3–6 years asked')
    expect(within.score).toBeGreaterThan(over.score)
    expect(over.score).toBeGreaterThan(short.score)
  })

  it('leaves out what the job does not ask rather than giving it away', () => {
    const open = score(job({ experienceMin: null, experienceMax: null }), person({ experienceYears: null }))
    expect(open.explanation.experience).toMatchObject({ verdict: 'open', fit: null })
    const unknown = score(job(), person({ experienceYears: null }))
    expect(unknown.explanation.experience).toMatchObject({ verdict: 'unknown', fit: 0.5 })
  })

  it('judges location against the workplace', () => {
    expect(
      score(job({ location: 'Newark, NJ' }), person({ location: 'Jersey City, New Jersey' })).explanation.location
        .verdict,
    ).toBe('same_region')
    expect(score(job(), person({ location: 'Brooklyn, New York' })).explanation.location.verdict).toBe('same_city')
    expect(score(job(), person({ location: 'New York, NY' })).explanation.location.verdict).toBe('same_city')
    expect(score(job(), person({ location: 'Austin, TX' })).explanation.location.verdict).toBe('same_country')
    expect(score(job(), person({ location: 'Toronto, Canada' })).explanation.location.verdict).toBe('elsewhere')
    expect(
      score(job({ workplace: 'remote', location: null }), person({ location: 'Austin, TX' })).explanation.location,
    ).toMatchObject({
      verdict: 'remote',
      fit: 1,
    })
  })

  it('compares titles by what the job is, not how senior', () => {
    expect(titleSimilarity('Senior Backend Engineer', 'Backend Developer')).toBe(1)
    expect(titleSimilarity('Frontend Engineer', 'Front-end developer')).toBe(1)
    expect(titleSimilarity('Frontend Engineer', 'Account Executive')).toBe(0)
  })

  it('keeps the score within 0–100 and ranks the better fit first', () => {
    const strong = score(job(), person({ skills: ['React', 'TypeScript', 'GraphQL'], location: 'New York, NY' }))
    const weak = score(
      job(),
      person({ currentTitle: 'Account Executive', skills: ['Salesforce'], experienceYears: 0, location: 'Pune' }),
    )
    for (const s of [strong, weak]) {
      expect(s.score).toBeGreaterThanOrEqual(0)
      expect(s.score).toBeLessThanOrEqual(100)
    }
    expect(strong.score).toBeGreaterThanOrEqual(90)
    expect(weak.score).toBeLessThan(25)
  })
})

describe('BM25', () => {
  it('weighs rare terms over common ones and saturates repeated terms', () => {
    expect(idf(1000, 5)).toBeGreaterThan(idf(1000, 500))
    const q = { 's:kafka': idf(1000, 5), 'w:team': idf(1000, 800) }
    expect(bm25(q, { 's:kafka': 1 }, 10, 10)).toBeGreaterThan(bm25(q, { 'w:team': 1 }, 10, 10))
    expect(bm25(q, { 's:kafka': 10 }, 10, 10)).toBeLessThan(3 * bm25(q, { 's:kafka': 1 }, 10, 10))
    const r = relevance(q, 5, { 's:kafka': 2 }, 10, 10)
    expect(r.top).toEqual(['s:kafka'])
    expect(r.value).toBeGreaterThan(0)
    expect(r.value).toBeLessThanOrEqual(1)
  })
})

describe('similarity of candidates', () => {
  it('is high for people with the same skills and title, and names what they share', () => {
    const a = candidateProfile(person())
    const b = candidateProfile(person({ skills: ['React', 'TypeScript', 'Sass'], experienceYears: 5 }))
    const c = candidateProfile(person({ currentTitle: 'Accountant', skills: ['Tally', 'GST'], location: 'Pune' }))
    const ab = similarity(a, b)
    expect(ab.explanation.shared_skills).toEqual(['ReactJS', 'TypeScript'])
    expect(ab.score).toBeGreaterThan(similarity(a, c).score)
  })
})

describe('places', () => {
  it('reads US state codes and names alike', () => {
    expect(placeOf('Jersey City, NJ')).toMatchObject({ city: 'jersey city', region: 'new jersey' })
    expect(placeOf('Remote')).toBeNull()
  })
})
