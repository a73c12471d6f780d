import { createFileRoute } from '@tanstack/react-router'
import { ExamScreen } from '@/components/exams/exam-screen'

/** The online exam, full screen (the candidate area's frame steps aside: candidates.tsx). */
export const Route = createFileRoute('/candidates/exams/$id')({ component: ExamPage })

function ExamPage() {
  const { id } = Route.useParams()
  return <ExamScreen id={id} />
}
