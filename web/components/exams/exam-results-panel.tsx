import { Link } from '@tanstack/react-router'
import { ClipboardCheck } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { CandidateExam } from '@/lib/queries/exams'
import { examStateLabel, examStateTone, scoreText } from './exam-labels'

/**
 * A candidate's online exams and their scores, for the candidate page (./exam-results.tsx hosts
 * it once there are any). Each opens the exam's page: every answer, the coding tests, a
 * reviewer's scores, the live view.
 */
export function ExamResultsPanel({ exams }: { exams: CandidateExam[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ClipboardCheck aria-hidden="true" className="size-4" />
          <h2>Online exams</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="Online exams">
          {exams.map((e) => (
            <li key={e.id} aria-label={e.title} className="grid gap-1 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to="/admin/interviews/$id/exam"
                  params={{ id: e.id }}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {e.title}
                </Link>
                <Badge variant={examStateTone(e.status)}>{examStateLabel(e.status)}</Badge>
              </div>
              <p>
                Score:{' '}
                <span data-testid="exam-score" className="font-semibold">
                  {scoreText(e.score, e.max_score)}
                </span>
                {e.pending_review > 0 && (
                  <span className="text-muted-foreground">
                    {' '}
                    · {e.pending_review} answer{e.pending_review === 1 ? '' : 's'} to review
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
