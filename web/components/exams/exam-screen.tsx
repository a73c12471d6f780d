import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useCallback, useState } from 'react'
import { formatLocal } from '@/components/candidate-area/when'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { examOverviewQuery, examSessionQuery, useStartExam } from '@/lib/queries/exams'
import { DeviceCheck } from './device-check'
import { ExamInstructions } from './exam-instructions'
import { ExamRunner } from './exam-runner'
import { ExamSubmitted } from './exam-submitted'

/**
 * The exam screen: before the start, a device check and the instructions with consent; while it
 * runs, the questions; afterwards, the receipt. A reload lands on the right step, with the same
 * remaining time (the server's).
 */
export function ExamScreen({ id }: { id: string }) {
  const overview = useQuery(examOverviewQuery(id))
  const status = overview.data?.exam?.status
  if (overview.isPending) return <LoadingState rows={4} columns={1} label="Loading the exam…" />
  if (overview.isError || !overview.data?.exam)
    return (
      <EmptyState
        title="This exam could not be opened"
        description={overview.error?.message ?? 'This interview is not an online exam.'}
      />
    )
  if (status === 'submitted' || status === 'expired') return <ExamSubmitted id={id} overview={overview.data} />
  if (status === 'in_progress') return <RunningExam id={id} />
  return <ExamLobby id={id} />
}

function RunningExam({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const session = useQuery(examSessionQuery(id))
  const onEnded = useCallback(() => {
    queryClient.removeQueries({ queryKey: ['exam', id, 'session'] })
    void queryClient.invalidateQueries({ queryKey: ['exam', id, 'overview'] })
  }, [queryClient, id])
  if (session.isPending) return <LoadingState rows={4} columns={1} label="Loading your questions…" />
  if (session.isError)
    return <EmptyState title="Your questions could not be loaded" description={session.error.message} />
  return <ExamRunner id={id} session={session.data} onEnded={onEnded} />
}

function ExamLobby({ id }: { id: string }) {
  const overview = useQuery(examOverviewQuery(id))
  const start = useStartExam(id)
  const [step, setStep] = useState<'check' | 'instructions'>('check')
  const data = overview.data!
  const exam = data.exam!
  return (
    <div className="mx-auto grid max-w-3xl gap-6 p-6">
      <Link
        to="/candidates/dashboard"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <p className="text-sm text-muted-foreground">
          {data.opportunity?.title ? `${data.opportunity.title} · ` : ''}
          {exam.duration_minutes} minutes · can be started until {formatLocal(exam.closes_at)}
        </p>
      </header>
      {step === 'check' ? (
        <DeviceCheck
          interviewId={id}
          retentionDays={data.recording_retention_days}
          onContinue={() => setStep('instructions')}
        />
      ) : (
        <ExamInstructions
          exam={exam}
          starting={start.isPending}
          onStart={() => {
            // Full screen needs the click itself; leaving it later is a warning (docs/proctoring.md).
            void document.documentElement.requestFullscreen?.().catch(() => undefined)
            start.mutate()
          }}
          onBack={() => setStep('check')}
        />
      )}
    </div>
  )
}
