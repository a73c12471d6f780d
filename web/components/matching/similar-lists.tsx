import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { similarCandidatesQuery, similarJobsQuery } from '@/lib/queries/matching'
import { MatchReasons, MatchScore } from './match-explanation'

/**
 * The similar-candidates and similar-jobs lists of the candidate page's cards
 * (./similar-cards.tsx), loaded with their queries once the cards come near the viewport;
 * `loading`: what the card shows until its list is here.
 */
type ListProps = { candidateId: string; loading: ReactNode }

export function SimilarCandidatesList({ candidateId, loading }: ListProps) {
  const { data, isPending, isError } = useQuery(similarCandidatesQuery(candidateId))
  return isPending ? (
    loading
  ) : isError ? (
    <p className="text-sm text-destructive">Similar candidates could not be loaded.</p>
  ) : data.rows.length === 0 ? (
    <p className="text-sm text-muted-foreground">No one in your talent pool has a similar profile yet.</p>
  ) : (
    <ol className="grid gap-3" aria-label="Similar candidates">
      {data.rows.map((row) => (
        <li key={row.candidate.id} className="flex items-start gap-3" aria-label={row.candidate.name}>
          <MatchScore score={row.score} />
          <div className="min-w-0 flex-1 text-sm">
            <Link to="/admin/candidates/$id" params={{ id: row.candidate.id }} className="font-medium hover:underline">
              {row.candidate.name}
            </Link>
            <p className="text-muted-foreground">{row.explanation.reasons.join(' · ')}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

export function SimilarJobsList({ candidateId, loading }: ListProps) {
  const { data, isPending, isError } = useQuery(similarJobsQuery(candidateId))
  return isPending ? (
    loading
  ) : isError ? (
    <p className="text-sm text-destructive">Similar jobs could not be loaded.</p>
  ) : data.rows.length === 0 ? (
    <p className="text-sm text-muted-foreground">There are no open jobs right now.</p>
  ) : (
    <ol className="grid gap-4" aria-label="Similar jobs">
      {data.rows.map((row) => (
        <li key={row.job.id} className="grid gap-2" aria-label={row.job.title}>
          <div className="flex items-start gap-3">
            <MatchScore score={row.score} />
            <div className="min-w-0 flex-1 text-sm">
              <Link to="/admin/opportunities/$id" params={{ id: row.job.id }} className="font-medium hover:underline">
                {row.job.title}
              </Link>
              <p className="text-muted-foreground">
                {[row.job.department_name, row.job.location].filter(Boolean).join(' · ')}
              </p>
            </div>
            {row.job.in_pipeline && <Badge variant="secondary">In pipeline</Badge>}
          </div>
          <MatchReasons explanation={row.explanation} compact />
        </li>
      ))}
    </ol>
  )
}
