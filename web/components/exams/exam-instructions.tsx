import { QUESTION_TYPE_LABELS, type QuestionType } from '@worker/resources/interviews/exam.schema'
import { useState } from 'react'
import { formatLocal } from '@/components/candidate-area/when'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import type { ExamOverview } from '@/lib/queries/exams'

type Exam = NonNullable<ExamOverview['exam']>

/** Step 2: what to expect, and the candidate's consent, then Start. */
export function ExamInstructions({
  exam,
  starting,
  onStart,
  onBack,
}: {
  exam: Exam
  starting: boolean
  onStart: () => void
  onBack: () => void
}) {
  const [agreed, setAgreed] = useState(false)
  const mix = (Object.entries(exam.question_counts) as [QuestionType, number][])
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${QUESTION_TYPE_LABELS[type].toLowerCase()}`)
    .join(', ')
  const why = !exam.can_start
    ? Date.now() < Date.parse(exam.opens_at)
      ? `The exam opens on ${formatLocal(exam.opens_at)}.`
      : exam.question_count === 0
        ? 'This exam has no questions yet. Please contact the hiring team.'
        : `The exam closed on ${formatLocal(exam.closes_at)}.`
    : null
  return (
    <section aria-labelledby="instructions" className="grid gap-4">
      <h2 id="instructions" className="text-lg font-semibold">
        Step 2 of 2: instructions
      </h2>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm">
        <li>
          You have <strong>{exam.duration_minutes} minutes</strong> from the moment you start; the countdown follows the
          server's clock.
        </li>
        <li>
          {exam.question_count} questions: {mix}. One question at a time; the palette on the left moves between them.
        </li>
        <li>Your answers are saved as you go. If the connection drops, keep working: they are sent when it returns.</li>
        <li>
          Coding questions have a Run button that checks your code against sample tests; hidden tests make the score.
        </li>
        <li>When the time is up, the exam is submitted for you with the answers you have given.</li>
        <li>You can submit earlier; after submitting, answers cannot change.</li>
        <li>
          The exam opens in full screen, with your camera on. Stay in full screen and on this page; up to{' '}
          {exam.max_warnings} warnings are noted for the hiring team
          {exam.warnings_end_exam ? ', and reaching that number ends the exam' : ''}.
        </li>
      </ul>
      <div className="flex items-start gap-3 rounded-md border bg-background p-3">
        <input
          id="exam-consent"
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
        />
        <Label htmlFor="exam-consent" className="text-sm leading-snug font-normal">
          I will take this exam on my own, without help from anyone else, and I understand that my answers and the times
          I save them are recorded for the hiring team.
        </Label>
      </div>
      {why && (
        <p role="alert" className="text-sm text-red-700">
          {why}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onStart} disabled={!agreed || !exam.can_start || starting}>
          {starting && <Spinner />}
          Start the exam
        </Button>
      </div>
    </section>
  )
}
