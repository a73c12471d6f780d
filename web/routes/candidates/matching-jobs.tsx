import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '@worker/resources/opportunities/job-enums.schema'
import { Briefcase } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { MatchReasons, MatchScore } from '@/components/matching/match-explanation'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { matchingJobsQuery } from '@/lib/queries/matching'

export const Route = createFileRoute('/candidates/matching-jobs')({ component: MatchingJobs })

/** The candidate's matching jobs: this company's open jobs, best fit first, and why they fit. */
function MatchingJobs() {
  const { data, isPending, isError } = useQuery(matchingJobsQuery())
  return (
    <>
      <PageHeader title="Matching jobs" description="Open jobs at this company that fit your profile, best first." />
      {isPending ? (
        <LoadingState rows={3} columns={1} label="Finding jobs that fit you…" />
      ) : isError ? (
        <EmptyState title="Your matching jobs could not be loaded" description="Please try again in a moment." />
      ) : data.rows.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title="No open jobs right now"
          description="When the company opens a job, it shows here."
        />
      ) : (
        <ol className="grid gap-4" aria-label="Matching jobs">
          {data.rows.map((row) => (
            <li key={row.job.id}>
              <Card aria-label={row.job.title}>
                <CardHeader className="flex flex-row flex-wrap items-start gap-3">
                  <MatchScore score={row.score} />
                  <div className="min-w-0 flex-1">
                    <CardTitle>{row.job.title}</CardTitle>
                    <p className="mt-1 text-sm text-muted-foreground">
                      {[
                        row.job.department_name,
                        WORKPLACE_LABELS[row.job.workplace],
                        row.job.location,
                        EMPLOYMENT_TYPE_LABELS[row.job.employment_type],
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {row.job.in_pipeline && <Badge variant="secondary">You applied</Badge>}
                </CardHeader>
                <CardContent>
                  <h3 className="mb-1 text-sm font-medium">Why it fits</h3>
                  <MatchReasons explanation={row.explanation} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
