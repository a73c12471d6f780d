import { Link } from '@tanstack/react-router'
import type { CandidateState } from '@worker/resources/candidates/candidates.schema'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { OpportunityDetail } from '@/lib/queries/opportunities'
import { formatRelativeTime } from '@/lib/relative-time'
import { STAGE_COLORS, STAGE_LABELS, STAGES } from './job-labels'

/** The job's pipeline: a column per stage with its count and its most recently moved candidates. */
export function PipelineBoard({ job }: { job: OpportunityDetail }) {
  const counts = job.candidate_counts
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pipeline</CardTitle>
        <CardDescription>
          {counts.total === 0
            ? 'No candidates yet.'
            : `${counts.total} candidate${counts.total === 1 ? '' : 's'}; ${counts.hired} hired of ${job.openings} opening${job.openings === 1 ? '' : 's'}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label="Pipeline stages" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STAGES.map((stage) => (
            <Stage key={stage} stage={stage} count={counts[stage]} job={job} />
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}

function Stage({ stage, count, job }: { stage: CandidateState; count: number; job: OpportunityDetail }) {
  const people = job.pipeline_candidates?.[stage] ?? []
  const more = count - people.length
  return (
    <li className="flex min-h-28 flex-col gap-2 rounded-lg border bg-muted/30 p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-medium">
          <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: STAGE_COLORS[stage] }} />
          {STAGE_LABELS[stage]}
        </span>
        {/* Read after the stage's name: "Shortlisted, 3". */}
        <span className="rounded-md bg-background px-2 py-0.5 text-sm font-semibold tabular-nums">{count}</span>
      </div>
      {job.pipeline_candidates && people.length > 0 && (
        <ul className="grid gap-1.5">
          {people.map((p) => (
            <li key={p.id}>
              <Link
                to="/admin/candidates/$id"
                params={{ id: p.id }}
                className="block rounded-md bg-background px-2 py-1.5 text-sm shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="block truncate font-medium">{p.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {[p.current_title, formatRelativeTime(p.updated_at)].filter(Boolean).join(' · ')}
                  {p.is_blacklisted && ' · blacklisted'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && job.pipeline_candidates && <p className="text-xs text-muted-foreground">and {more} more</p>}
      {!job.pipeline_candidates && count > 0 && (
        <p className="text-xs text-muted-foreground">Your role does not show candidates.</p>
      )}
    </li>
  )
}
