import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { usePermissions } from '@/lib/permissions'
import { staffExamQuery } from '@/lib/queries/exams'
import { ExamEditor } from './exam-editor'
import { examStateLabel } from './exam-labels'
import { ExamLive } from './exam-live'
import { ExamResultDetail } from './exam-result-detail'
import { IntegrityPanel } from './integrity-panel'

/** An online exam for staff: results (a reviewer's scores), questions and window, live view. */
const VIEWS = [
  { key: 'results', label: 'Results' },
  { key: 'questions', label: 'Questions' },
  { key: 'live', label: 'Live' },
  { key: 'integrity', label: 'Integrity' },
] as const

export function ExamWorkspace({ id }: { id: string }) {
  const can = usePermissions()
  const [chosen, setView] = useState<(typeof VIEWS)[number]['key'] | null>(null)
  const exam = useQuery(staffExamQuery(id))
  if (exam.isPending) return <LoadingState rows={4} columns={1} label="Loading the exam…" />
  if (exam.isError) return <EmptyState title="This exam could not be found" description={exam.error.message} />
  const settings = exam.data.exam
  // Before the start there are no results: the questions come first.
  const view = chosen ?? (settings.status === 'not_started' ? 'questions' : 'results')
  return (
    <>
      <PageHeader title={settings.title} description={`Online exam · ${examStateLabel(settings.status)}`} />
      <fieldset className="mb-4 inline-flex rounded-lg bg-muted p-1">
        <legend className="sr-only">Show</legend>
        {VIEWS.map((v) => (
          <button
            key={v.key}
            type="button"
            aria-pressed={view === v.key}
            onClick={() => setView(v.key)}
            className="rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {v.label}
          </button>
        ))}
      </fieldset>
      {view === 'results' && <ExamResultDetail examId={id} canReview={can('interviews', 'review')} />}
      {view === 'questions' && <ExamEditor examId={id} canEdit={can('interviews', 'update')} />}
      {view === 'live' && <ExamLive examId={id} />}
      {view === 'integrity' && <IntegrityPanel examId={id} canReview={can('interviews', 'review')} />}
    </>
  )
}
