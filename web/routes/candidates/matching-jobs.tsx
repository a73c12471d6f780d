import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '@worker/resources/opportunities/job-enums.schema'
import { Briefcase } from 'lucide-react'
import { ApplyButton } from '@/components/candidate-area/apply-button'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { MatchReasons, MatchScore } from '@/components/matching/match-explanation'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { type MatchingJob, matchingJobsQuery } from '@/lib/queries/matching'

export const Route = createFileRoute('/candidates/matching-jobs')({ component: MatchingJobs })

/** Below this score a job is listed as open, not offered as a fit. */
const FIT_FROM = 25

const factsOf = (job: MatchingJob['job']) =>
  [job.department_name, WORKPLACE_LABELS[job.workplace], job.location, EMPLOYMENT_TYPE_LABELS[job.employment_type]]
    .filter(Boolean)
    .join(' · ')

/** The candidate's matching jobs: this company's open jobs, best fit first, and why they fit. */
function MatchingJobs() {
  const { data, isPending, isError } = useQuery(matchingJobsQuery())
  if (isPending) return <LoadingState rows={3} columns={1} label="Finding jobs that fit you…" />
  const fits = data?.rows.filter((r) => r.score >= FIT_FROM) ?? []
  const others = data?.rows.filter((r) => r.score < FIT_FROM) ?? []
  return (
    <>
      <PageHeader
        title="Matching jobs"
        description="Open jobs at this company that fit your profile, best first. Apply with your profile in one click."
      />
      {isError ? (
        <EmptyState title="Your matching jobs could not be loaded" description="Please try again in a moment." />
      ) : !data?.rows.length ? (
        <EmptyState
          icon={Briefcase}
          title="No open jobs right now"
          description="When the company opens a job, it shows here."
        />
      ) : (
        <div className="grid gap-6">
          {fits.length === 0 && (
            <p className="text-sm text-muted-foreground">
              None of the open jobs fits your profile closely yet. Keeping your skills and experience up to date helps.
            </p>
          )}
          <ol className="grid gap-4" aria-label="Matching jobs">
            {fits.map((row) => (
              <li key={row.job.id} aria-label={row.job.title}>
                <Card>
                  <CardHeader className="flex flex-row flex-wrap items-start gap-3">
                    <MatchScore score={row.score} />
                    <div className="min-w-0 flex-1">
                      <CardTitle>
                        <h2>{row.job.title}</h2>
                      </CardTitle>
                      <p className="mt-1 text-sm text-muted-foreground">{factsOf(row.job)}</p>
                    </div>
                    {row.job.in_pipeline ? (
                      <Badge variant="secondary">You applied</Badge>
                    ) : (
                      <ApplyButton jobId={row.job.id} title={row.job.title} />
                    )}
                  </CardHeader>
                  <CardContent>
                    <h3 className="mb-1 text-sm font-medium">Why it fits</h3>
                    <MatchReasons explanation={row.explanation} />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
          {others.length > 0 && (
            <section aria-labelledby="other-jobs">
              <h2 id="other-jobs" className="mb-2 text-sm font-medium text-muted-foreground">
                Other open jobs
              </h2>
              <ul className="grid gap-2 rounded-lg border bg-background p-4 text-sm">
                {others.map((row) => (
                  <li key={row.job.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{row.job.title}</span>
                    <span className="ml-auto text-muted-foreground">{factsOf(row.job)}</span>
                    {row.job.in_pipeline ? (
                      <Badge variant="secondary">You applied</Badge>
                    ) : (
                      <ApplyButton jobId={row.job.id} title={row.job.title} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  )
}
