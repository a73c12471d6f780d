import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/layout/empty-state'
import { PipelineBar } from '@/components/opportunities/pipeline-bar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { TopJob } from '@/lib/queries/dashboard'

/** The open jobs with the most candidates, each with its pipeline. */
export function TopJobsCard({ jobs }: { jobs: TopJob[] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Top open jobs</CardTitle>
          <CardDescription>Ranked by candidates</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/opportunities" search={{ status: 'open' }}>
            All open jobs
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {jobs.length === 0 ? (
          <EmptyState title="No open jobs" description="Publish a job to see its candidates here." className="py-6" />
        ) : (
          <ol className="grid gap-3" aria-label="Top open jobs">
            {jobs.map((job) => (
              <li key={job.id} className="grid gap-1.5 rounded-lg border p-3">
                <div className="flex items-baseline justify-between gap-3">
                  <Link
                    to="/admin/opportunities/$id"
                    params={{ id: job.id }}
                    className="truncate font-medium hover:underline"
                  >
                    {job.title}
                  </Link>
                  <span className="shrink-0 text-sm tabular-nums">
                    <span className="font-semibold">{job.candidate_counts.total}</span>{' '}
                    <span className="text-muted-foreground">candidates</span>
                  </span>
                </div>
                <PipelineBar counts={job.candidate_counts} />
                <p className="text-xs text-muted-foreground">
                  {[
                    job.code,
                    job.location,
                    `${job.candidate_counts.shortlisted} shortlisted`,
                    `${job.candidate_counts.interviewing} interviewing`,
                    `${job.candidate_counts.hired} of ${job.openings} hired`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
