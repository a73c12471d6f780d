import { useQuery } from '@tanstack/react-query'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { examResultsQuery } from '@/lib/queries/exams'
import { AnswerReview } from './answer-review'
import { examStateLabel, examStateTone, scoreText } from './exam-labels'

/** A handed-in exam for staff: the score, each answer, and a reviewer's scores. */
export function ExamResultDetail({ examId, canReview }: { examId: string; canReview: boolean }) {
  const results = useQuery(examResultsQuery(examId))
  if (results.isPending) return <LoadingState rows={4} columns={1} label="Loading the results…" />
  if (results.isError) return <EmptyState title="The results could not be loaded" description={results.error.message} />
  const { exam, answers } = results.data
  const ended = exam.status === 'submitted' || exam.status === 'expired'
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-3 text-base">
            <h2>Score</h2>
            <span data-testid="exam-total" className="text-2xl font-semibold">
              {scoreText(exam.score, exam.max_score)}
            </span>
            <Badge variant={examStateTone(exam.status)}>{examStateLabel(exam.status)}</Badge>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          {ended
            ? exam.pending_review
              ? `${exam.pending_review} written or spoken answer${exam.pending_review === 1 ? ' waits' : 's wait'} for a reviewer; the score grows as they are scored.`
              : 'Every answer is scored.'
            : 'The score appears when the exam is handed in.'}
        </CardContent>
      </Card>
      <ol className="grid gap-3" aria-label="Answers">
        {answers.map((a, i) => (
          <AnswerReview key={a.question.id} examId={examId} index={i} answer={a} canReview={canReview} ended={ended} />
        ))}
      </ol>
    </div>
  )
}
