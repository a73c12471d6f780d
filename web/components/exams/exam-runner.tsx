import { QUESTION_TYPE_LABELS } from '@worker/resources/interviews/exam.schema'
import { Send, WifiOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { type CodingRun, type ExamSession, useSubmitExam } from '@/lib/queries/exams'
import { ConfirmSubmit } from './confirm-submit'
import { Countdown, useRemaining } from './countdown'
import { CameraOffBanner, ProctorStatus, WarningBanner } from './proctoring/proctor-status'
import { useProctoring } from './proctoring/use-proctoring'
import type { UploadStatus } from './proctoring/video-recorder'
import { PromptText } from './prompt-text'
import { AudioQuestion } from './question-audio'
import { ChoiceQuestion } from './question-choice'
import { CodingQuestion } from './question-coding'
import { QuestionPalette } from './question-palette'
import { SaveIndicator } from './save-indicator'
import { type Ended, isAnswered, useExamSession } from './use-exam-session'

/** The running exam: one question at a time with a palette, the server's countdown, autosave, submit. */
export function ExamRunner({
  id,
  session,
  onEnded,
}: {
  id: string
  session: ExamSession
  onEnded: (how: Ended) => void
}) {
  const exam = useExamSession(id, session)
  const remaining = useRemaining(exam.clock)
  const submit = useSubmitExam(id)
  const [confirming, setConfirming] = useState(false)
  const proctor = useProctoring(id, { onEndedByWarnings: () => exam.setEnded('submitted') })
  /** Submitting waits for the video backlog (with progress); the candidate may stop waiting. */
  const [sending, setSending] = useState<{ status: UploadStatus; stop: AbortController } | null>(null)
  const questions = session.questions
  const index = Math.max(
    0,
    questions.findIndex((q) => q.id === exam.current),
  )
  const question = questions[index]!
  const answer = exam.answers[question.id]
  const go = (i: number) => exam.setCurrent(questions[Math.min(Math.max(i, 0), questions.length - 1)]!.id)
  const lastRunOf = (questionId: string) =>
    (session.coding_runs.find((r) => r.question_id === questionId)?.last_result as unknown as CodingRun | null) ?? null

  useEffect(() => {
    if (exam.ended) onEnded(exam.ended)
  }, [exam.ended, onEnded])

  // Time is up: the server submits at its deadline; ask it until it says so.
  const timeUp = remaining <= 0 && !exam.ended
  useEffect(() => {
    if (!timeUp) return
    void exam.flushAll()
    const t = setInterval(() => void exam.beat(), 2000)
    void exam.beat()
    return () => clearInterval(t)
  }, [timeUp, exam.flushAll, exam.beat])

  // Alt+Arrow keys move between questions from anywhere but the editor.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return
      e.preventDefault()
      go(index + (e.key === 'ArrowRight' ? 1 : -1))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const doSubmit = async () => {
    await exam.flushAll()
    const stop = new AbortController()
    setSending({ status: proctor.upload, stop })
    await proctor.finishVideo((status) => setSending({ status, stop }), stop.signal)
    setSending(null)
    submit.mutate(undefined, {
      onSuccess: (result) => exam.setEnded(result.data.status === 'expired' ? 'expired' : 'submitted'),
    })
  }
  const askSubmit = () => setConfirming(true)

  const starterOf = (qid: string) =>
    questions.find((q) => q.id === qid)?.coding?.languages.find((l) => l.starter_code === exam.answers[qid]?.code)
      ?.starter_code
  const answered = (qid: string) => isAnswered(exam.answers[qid], starterOf(qid))

  return (
    <div className="flex h-screen min-h-[640px] flex-col bg-muted/40">
      <header className="flex h-14 shrink-0 items-center gap-4 border-b bg-background px-4">
        <h1 className="truncate font-semibold">{session.exam.title}</h1>
        <div className="ml-auto flex items-center gap-4">
          <ProctorStatus
            videoRef={proctor.videoRef}
            camera={proctor.camera}
            faces={proctor.faces}
            upload={proctor.upload}
          />
          <SaveIndicator state={exam.saveState} online={exam.online} />
          <Countdown remaining={remaining} />
          <Button onClick={askSubmit} disabled={!!exam.ended || timeUp || submit.isPending || !!sending}>
            <Send aria-hidden="true" />
            Submit exam
          </Button>
        </div>
      </header>
      {!exam.online && (
        <div role="alert" className="flex items-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-900">
          <WifiOff aria-hidden="true" className="size-4" />
          Connection lost: reconnecting… Your answers are kept on this device and saved as soon as the connection
          returns. The time keeps running on the server.
        </div>
      )}
      <CameraOffBanner state={proctor.camera} onTurnOn={() => void proctor.turnOnCamera()} />
      {proctor.shown && <WarningBanner warning={proctor.shown} count={proctor.count} onDismiss={proctor.dismiss} />}
      {sending && (
        <div role="status" className="flex items-center gap-3 bg-primary/10 px-4 py-2 text-sm">
          <span className="flex-1" data-testid="video-progress">
            Sending your video before submitting: {sending.status.pending} piece
            {sending.status.pending === 1 ? '' : 's'} left ({(sending.status.pendingBytes / 1024 / 1024).toFixed(1)} MB)
            {sending.status.retrying ? ', waiting for the connection…' : '…'}
          </span>
          <Button size="sm" variant="outline" onClick={() => sending.stop.abort()}>
            Submit now, send the rest afterwards
          </Button>
        </div>
      )}
      {submit.isPending && (
        <div role="status" className="bg-primary/10 px-4 py-2 text-sm">
          Submitting your exam…
        </div>
      )}
      {submit.error && (
        <div role="alert" className="bg-red-100 px-4 py-2 text-sm text-red-900">
          The exam could not be submitted: {submit.error.message} Your answers are saved; please try again.
        </div>
      )}
      {timeUp && (
        <div role="alert" className="bg-red-100 px-4 py-2 text-sm text-red-900">
          Time is up. Your answers are being submitted…
        </div>
      )}
      <div className="grid min-h-0 flex-1 grid-cols-[13rem_1fr]">
        <aside className="grid content-start gap-4 overflow-y-auto border-r bg-background p-4">
          <QuestionPalette
            questions={questions}
            current={question.id}
            answered={answered}
            onPick={(qid) => exam.setCurrent(qid)}
          />
          <p className="text-sm text-muted-foreground">
            {exam.answeredCount} of {questions.length} answered
          </p>
        </aside>
        <main id="main-content" tabIndex={-1} data-exam-answers className="min-h-0 overflow-y-auto p-6 outline-none">
          <article aria-labelledby={`q-${question.id}`} className="mx-auto grid max-w-4xl gap-4">
            <div className="flex flex-wrap items-baseline gap-2 text-sm text-muted-foreground">
              <h2 id={`q-${question.id}`} className="text-lg font-semibold text-foreground">
                Question {index + 1} of {questions.length}
              </h2>
              <span>· {QUESTION_TYPE_LABELS[question.type]}</span>
              <span>
                · {question.points} point{question.points === 1 ? '' : 's'}
              </span>
            </div>
            <PromptText text={question.prompt} className="text-base" />
            {question.type === 'mcq' && (
              <ChoiceQuestion
                questionId={question.id}
                options={question.options ?? []}
                selected={answer?.selected_option}
                onSelect={(i) => exam.update(question.id, { selected_option: i }, { immediate: true })}
              />
            )}
            {question.type === 'text' && (
              <div className="grid gap-2 text-sm">
                <label htmlFor={`answer-${question.id}`} className="font-medium">
                  Your answer
                </label>
                <Textarea
                  id={`answer-${question.id}`}
                  rows={12}
                  value={answer?.text ?? ''}
                  onChange={(e) => exam.update(question.id, { text: e.target.value })}
                  disabled={!!exam.ended}
                  className="min-h-64 text-base"
                />
              </div>
            )}
            {question.type === 'audio' && (
              <AudioQuestion
                key={question.id}
                examId={id}
                questionId={question.id}
                saved={exam.answers[question.id]?.audio ? 'saved' : null}
                disabled={!!exam.ended || timeUp}
                onSaved={() => exam.markAudio(question.id)}
              />
            )}
            {question.type === 'coding' && question.coding && (
              <CodingQuestion
                key={question.id}
                question={question}
                coding={question.coding}
                answer={answer}
                lastRun={lastRunOf(question.id)}
                onChange={(patch) => exam.update(question.id, patch)}
                beforeRun={exam.flushAll}
                disabled={!!exam.ended || timeUp}
              />
            )}
            <div className="flex items-center justify-between border-t pt-4">
              <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
                <span aria-hidden="true">←</span>
                Previous
              </Button>
              <span className="text-xs text-muted-foreground">Alt+← and Alt+→ move between questions</span>
              {index < questions.length - 1 ? (
                <Button variant="outline" onClick={() => go(index + 1)}>
                  Next
                  <span aria-hidden="true">→</span>
                </Button>
              ) : (
                <Button onClick={askSubmit} disabled={!!exam.ended || timeUp || submit.isPending}>
                  Review and submit
                </Button>
              )}
            </div>
          </article>
        </main>
      </div>
      <ConfirmSubmit
        open={confirming}
        answered={exam.answeredCount}
        total={questions.length}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void doSubmit()
        }}
      />
    </div>
  )
}
