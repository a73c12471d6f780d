import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { INTERVIEW_MODE_LABELS } from '@worker/resources/interviews/interview-states'
import { deviceTimeZone, formatDuration, formatSpan } from '@worker/resources/interviews/when'
import { SquareArrowOutUpRight } from 'lucide-react'
import * as React from 'react'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { usePermissions } from '@/lib/permissions'
import { interviewQuery } from '@/lib/queries/interviews'
import { InterviewActions } from './interview-actions'
import { InterviewHistoryList } from './interview-history'
import { MODE_ICONS } from './interview-labels'
import { InterviewStatusBadge, ProcessStatusBadge } from './interview-status-badge'
import { ScorecardsPanel } from './scorecards-panel'

/** /admin/interviews/$id: one interview, its scorecards and history (loaded after the route). */
export default function InterviewPage() {
  return (
    <React.Suspense fallback={<LoadingState rows={6} columns={3} label="Loading the interview…" />}>
      <Interview />
    </React.Suspense>
  )
}

function Interview() {
  const { id } = useParams({ from: '/admin/interviews/$id' })
  const { data: interview } = useSuspenseQuery(interviewQuery(id))
  const can = usePermissions()
  const zone = deviceTimeZone()
  const Icon = MODE_ICONS[interview.mode]
  const mine = formatSpan(interview.scheduled_at, interview.ends_at, zone)
  const theirs = formatSpan(interview.scheduled_at, interview.ends_at, interview.timezone)
  return (
    <>
      <Link
        to="/admin/interviews"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <span aria-hidden="true">←</span>
        All interviews
      </Link>
      <PageHeader
        title={interview.title}
        description={[`Round ${interview.round}`, interview.candidate.name, interview.opportunity?.title]
          .filter(Boolean)
          .join(' · ')}
        actions={<InterviewActions interview={interview} />}
      >
        <div className="flex flex-wrap gap-1.5 pt-1">
          <InterviewStatusBadge status={interview.status} />
        </div>
      </PageHeader>
      {interview.reason && (
        <p role="note" className="mb-4 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <span className="font-medium">Reason:</span> {interview.reason}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="text-muted-foreground">When</dt>
                <dd data-testid="interview-when">
                  {mine} <span className="text-muted-foreground">(your time)</span>
                  {theirs !== mine && (
                    <span className="block text-muted-foreground">
                      {theirs} ({interview.timezone})
                    </span>
                  )}
                </dd>
                <dt className="text-muted-foreground">How</dt>
                <dd className="inline-flex items-center gap-1.5">
                  <Icon aria-hidden="true" className="size-4" />
                  {INTERVIEW_MODE_LABELS[interview.mode]} · {formatDuration(interview.duration_minutes)}
                </dd>
                {interview.meeting_url && (
                  <>
                    <dt className="text-muted-foreground">Meeting link</dt>
                    <dd>
                      <a
                        href={interview.meeting_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-primary underline"
                      >
                        {interview.meeting_url}
                        <SquareArrowOutUpRight aria-hidden="true" className="size-3.5" />
                      </a>
                    </dd>
                  </>
                )}
                {interview.location && (
                  <>
                    <dt className="text-muted-foreground">{interview.mode === 'phone' ? 'Dial-in' : 'Location'}</dt>
                    <dd>{interview.location}</dd>
                  </>
                )}
                {interview.mode === 'online_exam' && interview.exam_closes_at && (
                  <>
                    <dt className="text-muted-foreground">Open until</dt>
                    <dd>{formatSpan(interview.scheduled_at, interview.exam_closes_at, zone)}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">
                  {interview.mode === 'online_exam' ? 'Reviewers' : 'Interviewers'}
                </dt>
                <dd>{interview.interviewers.map((p) => p.name).join(', ')}</dd>
              </dl>
            </CardContent>
          </Card>
          <ScorecardsPanel interviewId={interview.id} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Candidate</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              {can('candidates') ? (
                <Link
                  to="/admin/candidates/$id"
                  params={{ id: interview.candidate.id }}
                  className="font-medium hover:underline"
                >
                  {interview.candidate.name}
                </Link>
              ) : (
                <span className="font-medium">{interview.candidate.name}</span>
              )}
              <span className="text-muted-foreground">{interview.candidate.email}</span>
              {interview.candidate_interview?.status && (
                <span className="flex items-center gap-2">
                  Interviews for this job: <ProcessStatusBadge status={interview.candidate_interview.status} />
                </span>
              )}
              {interview.rounds.length > 1 && (
                <ol className="mt-2 grid gap-1" aria-label="Rounds">
                  {interview.rounds.map((r) => (
                    <li key={r.id} className="flex items-center justify-between gap-2">
                      {r.id === interview.id ? (
                        <span className="font-medium">
                          {r.round}. {r.title}
                        </span>
                      ) : (
                        <Link to="/admin/interviews/$id" params={{ id: r.id }} className="hover:underline">
                          {r.round}. {r.title}
                        </Link>
                      )}
                      <InterviewStatusBadge status={r.status} />
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">History</CardTitle>
            </CardHeader>
            <CardContent>
              <InterviewHistoryList interviewId={interview.id} />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  )
}
