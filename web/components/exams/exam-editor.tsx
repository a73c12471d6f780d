import { useQuery } from '@tanstack/react-query'
import { QUESTION_TYPE_LABELS } from '@worker/resources/interviews/exam.schema'
import { ArrowDown, ArrowUp, Lock, Plus, SquarePen, X } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { type StaffQuestion, staffExamQuery, useDeleteQuestion, useReorderQuestions } from '@/lib/queries/exams'
import { ExamWindowForm } from './exam-window-form'
import { PromptText } from './prompt-text'
import { QuestionForm } from './question-form'

/**
 * Staff author an online exam: its window, and its questions (add, edit in place, move, delete).
 * The exam's page hosts it; once the candidate starts, it is read-only.
 */
export function ExamEditor({ examId, canEdit }: { examId: string; canEdit: boolean }) {
  const exam = useQuery(staffExamQuery(examId))
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const remove = useDeleteQuestion(examId)
  const reorder = useReorderQuestions(examId)
  if (exam.isPending) return <LoadingState rows={4} columns={1} label="Loading the exam…" />
  if (exam.isError) return <EmptyState title="The exam could not be loaded" description={exam.error.message} />
  const { exam: settings, questions } = exam.data
  const editable = canEdit && !settings.locked
  const move = (i: number, by: -1 | 1) => {
    const ids = questions.map((q) => q.id)
    const [item] = ids.splice(i, 1)
    ids.splice(i + by, 0, item!)
    reorder.mutate(ids)
  }
  return (
    <div className="grid gap-6">
      {settings.locked && (
        <p className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <Lock aria-hidden="true" className="size-4" />
          The candidate has started: the questions and the window can no longer change.
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">
            <h2>Window</h2>
          </CardTitle>
          <CardDescription>
            The candidate can start any time in the window; the {settings.duration_minutes} minutes count from the
            start.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ExamWindowForm key={`${settings.opens_at}${settings.closes_at}`} exam={settings} disabled={!editable} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-2">
          <div>
            <CardTitle className="text-base">
              <h2>Questions</h2>
            </CardTitle>
            <CardDescription>
              {questions.length} question{questions.length === 1 ? '' : 's'} · {settings.max_score} points · candidates
              never see the right option or the hidden tests
            </CardDescription>
          </div>
          {editable && editing !== 'new' && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add question
            </Button>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {editing === 'new' && (
            <section aria-label="New question" className="rounded-md border border-primary/40 p-4">
              <h3 className="mb-3 font-medium">Add a question</h3>
              <QuestionForm examId={examId} onDone={() => setEditing(null)} />
            </section>
          )}
          {!questions.length ? (
            <EmptyState
              title="No questions yet"
              description="Add multiple-choice, written, spoken and coding questions."
            />
          ) : (
            <ol className="grid gap-3" aria-label="Exam questions">
              {questions.map((q, i) => (
                <QuestionRow
                  key={q.id}
                  q={q}
                  index={i}
                  count={questions.length}
                  editable={editable}
                  editing={editing === q.id}
                  deleting={deleting === q.id}
                  busy={reorder.isPending || remove.isPending}
                  onMove={(by) => move(i, by)}
                  onEdit={(on) => setEditing(on ? q.id : null)}
                  onDelete={(on) => setDeleting(on ? q.id : null)}
                  onConfirmDelete={() => remove.mutate(q.id, { onSuccess: () => setDeleting(null) })}
                  examId={examId}
                />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function QuestionRow(props: {
  examId: string
  q: StaffQuestion
  index: number
  count: number
  editable: boolean
  editing: boolean
  deleting: boolean
  busy: boolean
  onMove: (by: -1 | 1) => void
  onEdit: (on: boolean) => void
  onDelete: (on: boolean) => void
  onConfirmDelete: () => void
}) {
  const { q, index: i } = props
  const tests = q.tests ?? []
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{i + 1}.</span>
        <Badge variant="outline">{QUESTION_TYPE_LABELS[q.type]}</Badge>
        <span className="text-muted-foreground">
          {q.points} point{q.points === 1 ? '' : 's'}
        </span>
        {q.type === 'coding' && (
          <span className="text-muted-foreground">
            · {(q.languages ?? []).map((l) => l.language).join(', ')} · {tests.filter((t) => !t.hidden).length} sample,{' '}
            {tests.filter((t) => t.hidden).length} hidden tests
          </span>
        )}
        {props.editable && !props.editing && (
          <span className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move question ${i + 1} up`}
              disabled={i === 0 || props.busy}
              onClick={() => props.onMove(-1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move question ${i + 1} down`}
              disabled={i === props.count - 1 || props.busy}
              onClick={() => props.onMove(1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit question ${i + 1}`}
              onClick={() => props.onEdit(true)}
            >
              <SquarePen aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete question ${i + 1}`}
              onClick={() => props.onDelete(true)}
            >
              <X aria-hidden="true" />
            </Button>
          </span>
        )}
      </div>
      {props.deleting && (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-2 text-sm">
          Delete question {i + 1}? The questions after it move up.
          <Button size="sm" variant="destructive" disabled={props.busy} onClick={props.onConfirmDelete}>
            Delete question
          </Button>
          <Button size="sm" variant="outline" onClick={() => props.onDelete(false)}>
            Cancel
          </Button>
        </div>
      )}
      {props.editing ? (
        <QuestionForm examId={props.examId} question={q} onDone={() => props.onEdit(false)} />
      ) : (
        <>
          <PromptText text={q.prompt} className="text-sm" />
          {q.type === 'mcq' && (
            <ul className="grid gap-0.5 text-sm text-muted-foreground">
              {(q.options ?? []).map((o, k) => (
                <li key={o} className={k === q.correct_option ? 'font-medium text-green-800' : ''}>
                  {k === q.correct_option ? '✓ ' : '• '}
                  {o}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  )
}
