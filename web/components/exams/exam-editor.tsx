import { useQuery } from '@tanstack/react-query'
import { QUESTION_TYPE_LABELS } from '@worker/resources/interviews/exam.schema'
import { ArrowDown, ArrowUp, Lock, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { useConfirm } from '@/components/organisation/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { type StaffQuestion, staffExamQuery, useDeleteQuestion, useReorderQuestions } from '@/lib/queries/exams'
import { ExamWindowForm } from './exam-window-form'
import { PromptText } from './prompt-text'
import { QuestionForm } from './question-form'

/**
 * Staff author an online exam: its window, and its questions (add, edit, move, delete). The
 * interview's page hosts it; once the candidate starts, it is read-only.
 */
export function ExamEditor({ examId, canEdit }: { examId: string; canEdit: boolean }) {
  const exam = useQuery(staffExamQuery(examId))
  const [editing, setEditing] = useState<StaffQuestion | 'new' | null>(null)
  const confirm = useConfirm()
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
              {questions.length} question{questions.length === 1 ? '' : 's'} · {settings.max_score} points
            </CardDescription>
          </div>
          {editable && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add question
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {!questions.length ? (
            <EmptyState
              title="No questions yet"
              description="Add multiple-choice, written, spoken and coding questions."
            />
          ) : (
            <ol className="grid gap-3" aria-label="Exam questions">
              {questions.map((q, i) => (
                <li key={q.id} className="grid gap-2 rounded-md border p-3">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold">{i + 1}.</span>
                    <Badge variant="outline">{QUESTION_TYPE_LABELS[q.type]}</Badge>
                    <span className="text-muted-foreground">
                      {q.points} point{q.points === 1 ? '' : 's'}
                    </span>
                    {q.type === 'coding' && (
                      <span className="text-muted-foreground">
                        · {(q.languages ?? []).map((l) => l.language).join(', ')} ·{' '}
                        {(q.tests ?? []).filter((t) => !t.hidden).length} sample,{' '}
                        {(q.tests ?? []).filter((t) => t.hidden).length} hidden tests
                      </span>
                    )}
                    {editable && (
                      <span className="ml-auto flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Move question ${i + 1} up`}
                          disabled={i === 0 || reorder.isPending}
                          onClick={() => move(i, -1)}
                        >
                          <ArrowUp aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Move question ${i + 1} down`}
                          disabled={i === questions.length - 1 || reorder.isPending}
                          onClick={() => move(i, 1)}
                        >
                          <ArrowDown aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit question ${i + 1}`}
                          onClick={() => setEditing(q)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete question ${i + 1}`}
                          onClick={() =>
                            confirm.ask({
                              title: `Delete question ${i + 1}?`,
                              description: 'It is removed from the exam; the questions after it move up.',
                              action: 'Delete question',
                              destructive: true,
                              onConfirm: () => remove.mutate(q.id),
                            })
                          }
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </span>
                    )}
                  </div>
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
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'Add a question' : 'Edit the question'}</DialogTitle>
            <DialogDescription>Candidates never see the right option or the hidden tests.</DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <QuestionForm
              examId={examId}
              question={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      {confirm.dialog}
    </div>
  )
}
