import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Switch } from '@/components/ui/switch'
import { type TopCandidate, type TopCandidates, topCandidatesQuery } from '@/lib/queries/matching'
import { formatRelativeTime } from '@/lib/relative-time'
import { MatchReasons, MatchScore } from './match-explanation'

/** How fresh the list is, said plainly: the queue may still be re-scoring. */
function Freshness({ data }: { data: TopCandidates }) {
  if (data.status === 'refreshing')
    return (
      <span className="inline-flex items-center gap-1.5" role="status">
        <Spinner className="size-3.5" label="Refreshing" /> Refreshing the ranking…
      </span>
    )
  const when = data.refreshed_at ? `Ranked ${formatRelativeTime(data.refreshed_at)}` : 'Ranked'
  const pending = data.pending_candidates
  return (
    <span role="status">
      {when}
      {pending > 0 && ` · ${pending} edited candidate${pending === 1 ? '' : 's'} being re-scored`}
    </span>
  )
}

function Row({ row, action }: { row: TopCandidate; action?: (row: TopCandidate) => React.ReactNode }) {
  const c = row.candidate
  const facts = [
    c.current_title,
    c.location,
    c.experience_years === null ? null : `${c.experience_years} yr${c.experience_years === 1 ? '' : 's'}`,
  ]
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" aria-label={c.name}>
      <div className="flex flex-wrap items-start gap-3">
        <MatchScore score={row.score} />
        <div className="min-w-0 flex-1">
          <Link to="/admin/candidates/$id" params={{ id: c.id }} className="font-medium hover:underline">
            {c.name}
          </Link>
          <p className="text-sm text-muted-foreground">{facts.filter(Boolean).join(' · ')}</p>
        </div>
        <div className="flex items-center gap-2">
          {row.stale && <Badge variant="outline">Re-scoring</Badge>}
          {c.is_blacklisted && <Badge variant="destructive">Blacklisted</Badge>}
          {action?.(row)}
        </div>
      </div>
      <MatchReasons explanation={row.explanation} />
    </li>
  )
}

/**
 * A job's top candidates with their scores and why. `action` renders a row's button (add to
 * the pipeline); the page decides who may use it.
 */
export function TopCandidatesCard({
  jobId,
  action,
}: {
  jobId: string
  action?: (row: TopCandidate) => React.ReactNode
}) {
  const [includeExcluded, setIncludeExcluded] = React.useState(false)
  const [limit, setLimit] = React.useState(5)
  const { data, isPending, isError } = useQuery(topCandidatesQuery(jobId, { limit, includeExcluded }))
  const switchId = React.useId()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          Top candidates
        </CardTitle>
        <CardDescription>
          {data ? <Freshness data={data} /> : 'Candidates of your talent pool who fit this job best.'}
        </CardDescription>
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={includeExcluded} onCheckedChange={setIncludeExcluded} />
          <Label htmlFor={switchId} className="text-sm font-normal">
            Show rejected and blacklisted
          </Label>
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : isError || !data ? (
          <p className="text-sm text-destructive">The top candidates could not be loaded.</p>
        ) : data.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {data.status === 'refreshing'
              ? 'The ranking is being built; it appears here in a moment.'
              : 'No candidates in your talent pool fit this job yet.'}
          </p>
        ) : (
          <>
            <ol className="divide-y" aria-label="Top candidates">
              {data.rows.map((row) => (
                <Row key={row.candidate.id} row={row} action={action} />
              ))}
            </ol>
            {data.count > data.rows.length && (
              <button
                type="button"
                className="mt-3 text-sm font-medium text-primary hover:underline"
                onClick={() => setLimit((n) => Math.min(n + 10, 100))}
              >
                Show more ({data.count - data.rows.length} more)
              </button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
