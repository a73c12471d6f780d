import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { similarCandidatesQuery, similarJobsQuery } from '@/lib/queries/matching'
import { MatchReasons, MatchScore } from './match-explanation'

function Loading() {
  return (
    <div className="grid gap-3">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  )
}

/** The candidates most like this one: shared skills, title, years and place. */
export function SimilarCandidatesCard({ candidateId }: { candidateId: string }) {
  const { data, isPending, isError } = useQuery(similarCandidatesQuery(candidateId))
  return (
    <Card>
      <CardHeader>
        <CardTitle>Similar candidates</CardTitle>
        <CardDescription>People in your talent pool with a similar profile.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Loading />
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
                  <Link
                    to="/admin/candidates/$id"
                    params={{ id: row.candidate.id }}
                    className="font-medium hover:underline"
                  >
                    {row.candidate.name}
                  </Link>
                  <p className="text-muted-foreground">{row.explanation.reasons.join(' · ')}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}

/** The business's open (and on-hold) jobs that fit this candidate best, with why. */
export function SimilarJobsCard({ candidateId }: { candidateId: string }) {
  const { data, isPending, isError } = useQuery(similarJobsQuery(candidateId))
  return (
    <Card>
      <CardHeader>
        <CardTitle>Similar jobs</CardTitle>
        <CardDescription>Open jobs this candidate fits, best first.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Loading />
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
                    <Link
                      to="/admin/opportunities/$id"
                      params={{ id: row.job.id }}
                      className="font-medium hover:underline"
                    >
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
        )}
      </CardContent>
    </Card>
  )
}
