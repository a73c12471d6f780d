import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { usePermissions } from '@/lib/permissions'
import { candidateExamsQuery } from '@/lib/queries/exams'

// The panel (its labels, badges and icons) loads only for a candidate who has taken an online
// exam: most candidates' pages show none, so their first load does without it (issue 22).
const Panel = lazy(() => import('./exam-results-panel').then((m) => ({ default: m.ExamResultsPanel })))

/** A candidate's online exams and their scores, for the candidate page (one line hosts it). */
export function ExamResults({ candidateId }: { candidateId: string }) {
  const can = usePermissions()
  const allowed = can('interviews', 'view') || can('interviews', 'review')
  const exams = useQuery({ ...candidateExamsQuery(candidateId), enabled: allowed })
  if (!allowed || !exams.data?.length) return null
  return (
    <Suspense fallback={null}>
      <Panel exams={exams.data} />
    </Suspense>
  )
}
