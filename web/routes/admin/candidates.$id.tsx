import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { ApplicationsCard } from '@/components/applications/applications-card'
import { CandidateActions } from '@/components/candidates/candidate-actions'
import { CandidateProfile } from '@/components/candidates/candidate-profile'
import { BlacklistedBadge, CandidateStatusBadge } from '@/components/candidates/candidate-status-badge'
import { CandidateTabs } from '@/components/candidates/candidate-tabs'
import { HistoryTimeline } from '@/components/candidates/history-timeline'
import { ExamResults } from '@/components/exams/exam-results'
import { CandidateRounds } from '@/components/interviews/candidate-rounds'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { SimilarCandidatesCard, SimilarJobsCard } from '@/components/matching/similar-cards'
import { OffersPanel } from '@/components/offers/offers-panel'
import { CandidateResume } from '@/components/resumes/candidate-resume'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { usePermissions } from '@/lib/permissions'
import { candidateQuery } from '@/lib/queries/candidates'

export const Route = createFileRoute('/admin/candidates/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(candidateQuery(params.id)),
  pendingComponent: () => <LoadingState rows={6} columns={3} label="Loading the candidate…" />,
  component: CandidatePage,
})

function CandidatePage() {
  const { id } = Route.useParams()
  const { data: candidate } = useSuspenseQuery(candidateQuery(id))
  const can = usePermissions()
  return (
    <>
      <Link
        to="/admin/candidates"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All candidates
      </Link>
      <PageHeader
        title={candidate.name}
        description={[
          candidate.current_title,
          candidate.opportunity ? `Applied for ${candidate.opportunity.title}` : 'Not linked to a job',
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={<CandidateActions candidate={candidate} />}
      >
        <div className="flex flex-wrap gap-1.5 pt-1">
          {candidate.status && <CandidateStatusBadge status={candidate.status} />}
          {candidate.is_blacklisted && <BlacklistedBadge reason={candidate.blacklist_reason} />}
        </div>
      </PageHeader>
      {candidate.is_blacklisted && candidate.blacklist_reason && (
        <p role="note" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-medium">Blacklisted:</span> {candidate.blacklist_reason}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <CandidateProfile candidate={candidate} />
          <CandidateResume candidate={candidate} />
          <CandidateTabs
            candidate={candidate}
            canComment={can('candidates', 'comment')}
            canRequest={can('candidates', 'request_documents')}
            canChooseResume={can('candidates', 'update')}
          />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <ApplicationsCard
            candidate={candidate}
            canMove={can('candidates', 'change_status')}
            canAdd={can('candidates', 'update')}
          />
          <CandidateRounds candidate={candidate} />
          {can('candidates', 'send_offer') && <OffersPanel candidateId={candidate.id} />}
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Status history</CardTitle>
            </CardHeader>
            <CardContent>
              <HistoryTimeline items={candidate.status_history} />
            </CardContent>
          </Card>
          <ExamResults candidateId={candidate.id} />
          <SimilarJobsCard candidateId={candidate.id} />
          <SimilarCandidatesCard candidateId={candidate.id} />
        </div>
      </div>
    </>
  )
}
