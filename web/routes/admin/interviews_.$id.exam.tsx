import { createFileRoute, useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { LoadingState } from '@/components/layout/loading-state'

// Loaded when the page renders, so the route's stub in every first load names one chunk.
const ExamWorkspace = lazy(() =>
  import('@/components/exams/exam-workspace').then((m) => ({ default: m.ExamWorkspace })),
)

/**
 * An online exam's page (issue 15): its questions and window, its results with a reviewer's
 * scores, and the live view while it runs. The interviews screens link here.
 */
export const Route = createFileRoute('/admin/interviews_/$id/exam')({ component: ExamPage })

function ExamPage() {
  // useParams, not Route.useParams: the page's chunk then does not import the route's module.
  const { id } = useParams({ from: '/admin/interviews_/$id/exam' })
  return (
    <Suspense fallback={<LoadingState rows={4} columns={1} label="Loading the exam…" />}>
      <ExamWorkspace id={id} />
    </Suspense>
  )
}
