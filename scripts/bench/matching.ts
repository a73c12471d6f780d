/**
 * Matching (issue 18): ranking quality on the labelled set written for it (matching-labels.ts):
 * nDCG@10 of the match score against two baselines (skills overlap alone, BM25 alone); then
 * the matching calls' latency at 100,000 candidates (matching-scale.ts).
 */
import type { CorpusStats } from '../../worker/services/matching/bm25'
import { bm25, weightedQuery } from '../../worker/services/matching/bm25'
import { type CandidateProfile, candidateProfile, jobProfile } from '../../worker/services/matching/profile'
import { compileJob, matchScore } from '../../worker/services/matching/score'
import { table } from './machine'
import { CANDIDATES, JOBS, type LabelledJob } from './matching-labels'
import { matchingAtScale } from './matching-scale'

const K = 10

/** nDCG@k with gains 2^grade − 1. */
export function ndcg(ranked: number[], all: number[], k = K): number {
  const dcg = (grades: number[]) => grades.slice(0, k).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0)
  const ideal = dcg([...all].sort((a, b) => b - a))
  return ideal ? dcg(ranked) / ideal : 0
}

type Ranker = (job: LabelledJob, people: { id: string; profile: CandidateProfile }[], stats: CorpusStats) => string[]

const byScore = (scored: { id: string; score: number; tie: number }[]) =>
  scored.sort((a, b) => b.score - a.score || b.tie - a.tie || a.id.localeCompare(b.id)).map((s) => s.id)

const RANKERS: [string, Ranker][] = [
  [
    'match score (skills, experience, title, location, BM25)',
    (job, people, stats) => {
      const compiled = compileJob(jobProfile(job), stats)
      return byScore(
        people.map((p) => {
          const m = matchScore(compiled, p.profile)
          return { id: p.id, score: m.score, tie: m.explanation.relevance.fit }
        }),
      )
    },
  ],
  [
    'skills overlap alone (synonyms folded)',
    (job, people) => {
      const wanted = Object.keys(jobProfile(job).skills)
      return byScore(
        people.map((p) => ({ id: p.id, score: wanted.filter((k) => k in p.profile.skills).length, tie: 0 })),
      )
    },
  ],
  [
    'BM25 alone (skills, titles, text)',
    (job, people, stats) => {
      const query = weightedQuery(jobProfile(job).query, stats)
      return byScore(
        people.map((p) => ({
          id: p.id,
          score: bm25(query, p.profile.terms, p.profile.length, stats.avgLength),
          tie: 0,
        })),
      )
    },
  ],
]

export function rankingQuality(): string {
  const people = CANDIDATES.map((c) => ({ id: c.id, profile: candidateProfile(c) }))
  const df: Record<string, number> = {}
  for (const p of people) for (const t of Object.keys(p.profile.terms)) df[t] = (df[t] ?? 0) + 1
  const stats: CorpusStats = {
    docs: people.length,
    avgLength: people.reduce((s, p) => s + p.profile.length, 0) / people.length,
    df,
  }
  const gradeOf = (job: LabelledJob, id: string) => job.grades[id]?.[0] ?? 0
  const rows: (string | number)[][] = []
  const perJob: string[] = []
  for (const [name, rank] of RANKERS) {
    let sum = 0
    let firstRight = 0
    for (const job of JOBS) {
      const order = rank(job, people, stats)
      const score = ndcg(
        order.map((id) => gradeOf(job, id)),
        people.map((p) => gradeOf(job, p.id)),
      )
      sum += score
      if (gradeOf(job, order[0] as string) === 3) firstRight++
      if (name.startsWith('match score'))
        perJob.push(
          `${job.title} ${score.toFixed(2)} (top 3: ${order
            .slice(0, 3)
            .map((id) => `${id}=${gradeOf(job, id)}`)
            .join(', ')})`,
        )
    }
    rows.push([name, (sum / JOBS.length).toFixed(3), `${firstRight} / ${JOBS.length}`])
  }
  return [
    `Ranking quality on a labelled set written for this check (scripts/bench/matching-labels.ts): ${JOBS.length} jobs × ${CANDIDATES.length} candidates of many trades, each job's relevant candidates graded 3 (would shortlist), 2 (worth a look) or 1 (long shot) with the reason, everyone else 0. nDCG@${K} with gains 2^grade − 1, averaged over the jobs; "best first" counts the jobs whose first candidate is graded 3.`,
    '',
    table(['ranking', `nDCG@${K}`, 'best first'], rows),
    '',
    `Per job (match score): ${perJob.join('; ')}.`,
  ].join('\n')
}

export async function matchingBench(): Promise<string> {
  const quality = rankingQuality()
  console.log(quality)
  return `${quality}\n\n${await matchingAtScale()}`
}
