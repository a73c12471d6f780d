import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { isFinished } from '@worker/resources/opportunities/job-enums.schema'
import { ArrowLeft, Pencil } from 'lucide-react'
import * as React from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { PipelinePlace } from '@/components/matching/add-to-pipeline'
import { TopCandidatesCard } from '@/components/matching/top-candidates-card'
import { JobDescription, JobFacts, StatusTimeline } from '@/components/opportunities/job-summary'
import { OpportunityFormDialog } from '@/components/opportunities/opportunity-form-lazy'
import { PipelineBoard } from '@/components/opportunities/pipeline-board'
import { StatusActions } from '@/components/opportunities/status-actions'
import { StatusBadge } from '@/components/opportunities/status-badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { usePermissions } from '@/lib/permissions'
import { opportunityQuery } from '@/lib/queries/opportunities'

// The board (drag and drop) loads with the page's first paint, not before it: the job's facts show at once.
const ApplicationBoard = React.lazy(() =>
  import('@/components/applications/application-board').then((m) => ({ default: m.ApplicationBoard })),
)

export const Route = createFileRoute('/admin/opportunities/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(opportunityQuery(params.id)),
  pendingComponent: () => <LoadingState rows={6} columns={3} label="Loading the job…" />,
  component: OpportunityPage,
})

function OpportunityPage() {
  const { id } = Route.useParams()
  const { data: job } = useSuspenseQuery(opportunityQuery(id))
  const can = usePermissions()
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link to="/admin/opportunities">
          <ArrowLeft aria-hidden="true" />
          All jobs
        </Link>
      </Button>
      <PageHeader
        title={job.title}
        description={[job.code, job.department?.name, job.location].filter(Boolean).join(' · ')}
        actions={
          <>
            {can('opportunities', 'update') && !isFinished(job.status) && (
              <OpportunityFormDialog
                job={job}
                trigger={
                  <Button variant="outline">
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                }
              />
            )}
            {can('opportunities', 'change_status') && <StatusActions job={job} />}
          </>
        }
      >
        <StatusBadge status={job.status} />
      </PageHeader>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {can('candidates') ? (
          <React.Suspense fallback={<LoadingState rows={3} columns={4} label="Loading the pipeline…" />}>
            <ApplicationBoard jobId={job.id} canMove={can('candidates', 'change_status')} />
          </React.Suspense>
        ) : (
          <PipelineBoard job={job} />
        )}
        {can('candidates') && (
          <TopCandidatesCard
            jobId={job.id}
            action={(row) => (
              <PipelinePlace jobId={job.id} row={row} canAdd={can('candidates', 'update') && !isFinished(job.status)} />
            )}
          />
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-2">
            <JobFacts job={job} />
            <Card>
              <CardHeader>
                <CardTitle>Description</CardTitle>
              </CardHeader>
              <CardContent>
                <JobDescription text={job.description} />
              </CardContent>
            </Card>
          </div>
          <Card className="content-start">
            <CardHeader>
              <CardTitle>History</CardTitle>
            </CardHeader>
            <CardContent>
              <StatusTimeline entries={job.status_history} />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  )
}
