import { createFileRoute, useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { LoadingState } from '@/components/layout/loading-state'

// The exam screen is loaded when the page renders: the route's stub, which every first load
// carries, then names one chunk instead of the screen's many (tests/build/bundle-budget.test.ts).
const ExamScreen = lazy(() => import('@/components/exams/exam-screen').then((m) => ({ default: m.ExamScreen })))

/** The online exam, full screen (the candidate area's frame steps aside: candidates.tsx). */
export const Route = createFileRoute('/candidates/exams/$id')({ component: ExamPage })

function ExamPage() {
  // useParams, not Route.useParams: the page's chunk then does not import the route's module.
  const { id } = useParams({ from: '/candidates/exams/$id' })
  return (
    <Suspense fallback={<LoadingState rows={4} columns={1} label="Loading the exam…" />}>
      <ExamScreen id={id} />
    </Suspense>
  )
}
