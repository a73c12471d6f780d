import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, Clock } from 'lucide-react'
import { InterviewFeedbackForm } from '@/components/candidate-area/feedback-form'
import { formatLocal } from '@/components/candidate-area/when'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { ExamOverview } from '@/lib/queries/exams'
import { submissionQuery } from '@/lib/queries/exams'
import { MyWarnings } from './my-warnings'

/** After the exam: received (or submitted at the deadline), what was handed in, and feedback about it. */
export function ExamSubmitted({ id, overview }: { id: string; overview: ExamOverview }) {
  const exam = overview.exam
  const submission = useQuery(submissionQuery(id))
  const answers = submission.data?.answers ?? []
  const answered = answers.filter(
    (a) => a.selected_option !== null || a.text?.trim() || a.code?.trim() || a.has_audio,
  ).length
  const expired = exam?.status === 'expired'
  const Icon = expired ? Clock : CheckCircle2
  return (
    <div className="mx-auto grid max-w-3xl gap-6 p-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h1>{expired ? 'Time is up: your exam was submitted' : 'Your exam was submitted'}</h1>
          </CardTitle>
          <CardDescription>
            {overview.title}
            {exam?.submitted_at && ` · ${formatLocal(exam.submitted_at)}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {submission.data && (
            <p data-testid="answered-count">
              You answered {answered} of {answers.length} questions.
            </p>
          )}
          <p className="text-muted-foreground">
            The hiring team reviews it and will be in touch. A receipt is on its way to your e-mail.
          </p>
          <p>
            <Link to="/candidates/dashboard" className="font-medium text-primary underline-offset-4 hover:underline">
              Back to your dashboard
            </Link>
          </p>
        </CardContent>
      </Card>
      <MyWarnings id={id} />
      {overview.can_give_feedback && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Tell us about the exam</CardTitle>
            <CardDescription>
              Your feedback helps the company improve its process. It does not affect your result.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <InterviewFeedbackForm interviewId={id} initial={overview.my_feedback} />
          </CardContent>
        </Card>
      )}
      {answers.length > 0 && (
        <details className="rounded-lg border bg-background p-4">
          <summary className="cursor-pointer font-medium">What you handed in</summary>
          <ol className="mt-3 grid gap-3 text-sm">
            {answers.map((a, i) => (
              <li key={a.question_id} className="grid gap-1">
                <span className="font-medium">
                  {i + 1}. {a.prompt}
                </span>
                <span className="whitespace-pre-wrap text-muted-foreground">
                  {a.type === 'mcq'
                    ? a.selected_option !== null
                      ? (a.options?.[a.selected_option] ?? '—')
                      : 'Not answered'
                    : a.type === 'coding'
                      ? a.code
                        ? `${a.language}:\n${a.code}`
                        : 'Not answered'
                      : a.type === 'audio'
                        ? a.has_audio
                          ? 'Spoken answer recorded'
                          : 'No spoken answer'
                        : a.text || 'Not answered'}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  )
}
