import { CODE_LANGUAGE_LABELS, type CodeLanguage, QUESTION_TYPE_LABELS } from '@worker/resources/interviews/exam.schema'
import { CheckCircle2, XCircle } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { type ExamAnswer, useReviewAnswer } from '@/lib/queries/exams'
import { PromptText } from './prompt-text'

/** One answer of a handed-in exam as staff see it, with the reviewer's score. */
export function AnswerReview({
  examId,
  index,
  answer,
  canReview,
  ended,
}: {
  examId: string
  index: number
  answer: ExamAnswer
  canReview: boolean
  ended: boolean
}) {
  const { question: q, record: r } = answer
  return (
    <li aria-label={`Answer ${index + 1}`} className="grid gap-3 rounded-lg border bg-background p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">Question {index + 1}</span>
        <Badge variant="outline">{QUESTION_TYPE_LABELS[q.type]}</Badge>
        <span className="ml-auto font-medium" data-testid="answer-score">
          {r?.score === null || r?.score === undefined ? (ended ? 'To review' : '—') : `${r.score} / ${q.points}`}
        </span>
      </div>
      <PromptText text={q.prompt} className="text-sm" />
      {!r ? (
        <p className="text-sm text-muted-foreground">No answer recorded yet.</p>
      ) : q.type === 'mcq' ? (
        <ul className="grid gap-1 text-sm">
          {(q.options ?? []).map((o, i) => (
            <li
              key={o}
              className={`flex items-center gap-2 rounded px-2 py-1 ${i === q.correct_option ? 'bg-green-50' : ''} ${i === r.selected_option && i !== q.correct_option ? 'bg-red-50' : ''}`}
            >
              {i === r.selected_option ? (
                i === q.correct_option ? (
                  <CheckCircle2 aria-label="Chosen, right" className="size-4 text-green-700" />
                ) : (
                  <XCircle aria-label="Chosen, wrong" className="size-4 text-red-700" />
                )
              ) : (
                <span className="size-4" />
              )}
              {o}
              {i === q.correct_option && <span className="text-xs text-green-800">(right answer)</span>}
            </li>
          ))}
        </ul>
      ) : q.type === 'coding' ? (
        <div className="grid gap-2 text-sm">
          <p className="text-muted-foreground">
            {r.language ? CODE_LANGUAGE_LABELS[r.language as CodeLanguage] : 'No code'}
          </p>
          {r.code && <pre className="max-h-64 overflow-auto rounded bg-muted p-2 font-mono text-xs">{r.code}</pre>}
          {r.test_results && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tests">
              {r.test_results.map((t, i) => (
                <li key={t.id}>
                  <Badge variant={t.passed ? 'secondary' : 'destructive'} title={t.message}>
                    Test {i + 1}
                    {t.hidden ? ' (hidden)' : ''}: {t.passed ? 'passed' : t.message}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : q.type === 'audio' ? (
        <p className="text-sm text-muted-foreground">
          {r.audio_document_id
            ? `Spoken answer recorded${r.transcript ? `: ${r.transcript}` : ''}`
            : 'No spoken answer'}
        </p>
      ) : (
        <p className="whitespace-pre-wrap rounded bg-muted/50 p-2 text-sm">{r.answer_text || 'Not answered'}</p>
      )}
      {r?.reviewed_by && (
        <p className="text-xs text-muted-foreground">
          Scored by {r.reviewed_by}
          {r.review_note ? `: ${r.review_note}` : ''}
        </p>
      )}
      {ended && canReview && r && (
        <ScoreForm examId={examId} questionId={q.id} points={q.points} score={r.score} open={r.score === null} />
      )}
    </li>
  )
}

function ScoreForm({
  examId,
  questionId,
  points,
  score,
  open: openAtFirst,
}: {
  examId: string
  questionId: string
  points: number
  score: number | null
  /** Answers waiting for a reviewer show the form; scored ones offer to correct the score. */
  open: boolean
}) {
  const [open, setOpen] = useState(openAtFirst)
  const [value, setValue] = useState(score === null ? '' : String(score))
  const [note, setNote] = useState('')
  const review = useReviewAnswer(examId)
  const id = `score-${questionId}`
  if (!open)
    return (
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Change the score
        </Button>
      </div>
    )
  return (
    <form
      className="grid gap-2 border-t pt-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault()
        review.mutate({ questionId, score: Number(value), note: note || null })
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={id}>Score (of {points})</Label>
        <Input
          id={id}
          type="number"
          min={0}
          max={points}
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea id={`${id}-note`} rows={1} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <Button type="submit" disabled={review.isPending || value === ''}>
        Save score
      </Button>
      {review.error && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {review.error.message}
        </p>
      )}
    </form>
  )
}
