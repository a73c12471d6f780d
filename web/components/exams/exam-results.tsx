import { lazy, Suspense } from 'react'

// The panel (and the exam's queries and labels) loads after the candidate page renders, so the
// page's first load does not grow (tests/build/bundle-budget.test.ts).
const Panel = lazy(() => import('./exam-results-panel').then((m) => ({ default: m.ExamResultsPanel })))

/** A candidate's online exams and their scores, for the candidate page (one line hosts it). */
export function ExamResults({ candidateId }: { candidateId: string }) {
  return (
    <Suspense fallback={null}>
      <Panel candidateId={candidateId} />
    </Suspense>
  )
}
