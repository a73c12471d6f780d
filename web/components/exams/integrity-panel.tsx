/**
 * An exam's integrity review for staff (docs/proctoring.md): the level the warnings give (with the
 * rule), the timeline (camera check, start, answers, warnings with snapshots, recordings, submit),
 * the recording with the warnings marked, spoken answers to listen to, the candidate's note, and
 * the reviewer's decision. Warnings never fail a candidate: a person decides.
 */
import { useQuery } from '@tanstack/react-query'
import {
  INTEGRITY_DECISION_LABELS,
  INTEGRITY_DECISIONS,
  type IntegrityDecision,
  integrityDecisionInput,
} from '@worker/resources/interviews/proctoring.schema'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { type IntegrityReview, integrityQuery, useIntegrityDecision } from '@/lib/queries/exams'
import { RecordingPlayer } from './recording-player'

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })
const LEVEL_TONE: Record<string, string> = {
  high: 'bg-green-100 text-green-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-red-100 text-red-900',
  needs_review: 'bg-red-100 text-red-900',
}

export function IntegrityPanel({ examId, canReview }: { examId: string; canReview: boolean }) {
  const review = useQuery(integrityQuery(examId))
  if (review.isPending) return <LoadingState rows={4} columns={1} label="Loading the integrity review…" />
  if (review.isError)
    return <EmptyState title="The integrity review could not be loaded" description={review.error.message} />
  const r = review.data
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            Integrity:{' '}
            <Badge className={LEVEL_TONE[r.level]} data-testid="integrity-level">
              {r.level_label}
            </Badge>
          </CardTitle>
          <CardDescription>
            {r.warnings.length} warning{r.warnings.length === 1 ? '' : 's'} (limit {r.max_warnings}
            {r.warnings_end_exam ? ', which ends the exam' : ', which only flags it'}). The level adds the warnings’
            severities (low 1, medium 2, high 4 points): high below 3 points, medium up to 7, low from 8; reaching the
            limit always needs review. It never fails a candidate by itself.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {r.candidate_note && (
            <blockquote className="border-l-4 pl-3" aria-label="The candidate’s note">
              <p className="text-xs font-medium text-muted-foreground">The candidate’s note</p>
              <p>{r.candidate_note}</p>
            </blockquote>
          )}
          <DecisionForm examId={examId} review={r} canReview={canReview} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Recording</CardTitle>
          <CardDescription>
            {r.recordings_deleted_at
              ? `Deleted on ${time.format(new Date(r.recordings_deleted_at))} (the business’s retention period ended).`
              : 'Camera and microphone, played back in order; the marks are the warnings.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!r.recordings.length && !r.recordings_deleted_at && (
            <p className="text-sm text-muted-foreground">No video was received.</p>
          )}
          {r.recordings.map((rec) => (
            <RecordingPlayer key={rec.recording} examId={examId} recording={rec} warnings={r.warnings} />
          ))}
        </CardContent>
      </Card>
      {r.spoken_answers.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Spoken answers</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            {r.spoken_answers.map((a) => (
              <div key={a.question_id} className="grid gap-1">
                <p className="font-medium">Question {a.position + 1}</p>
                {a.audio_url && (
                  // biome-ignore lint/a11y/useMediaCaption: the transcript (or its status) is shown below it.
                  <audio
                    controls
                    src={a.audio_url}
                    className="w-full max-w-md"
                    aria-label={`Spoken answer to question ${a.position + 1}`}
                  />
                )}
                <p className={a.transcript ? '' : 'text-amber-800'}>{a.transcript ?? a.transcript_label}</p>
              </div>
            ))}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Timeline</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-2 text-sm" aria-label="Exam timeline">
            {r.timeline.map((e) => (
              <li
                key={`${e.type}-${e.at}-${e.warning_id ?? e.label}`}
                className="flex items-start gap-3 rounded-md border p-2"
                data-type={e.type}
              >
                <time className="w-44 shrink-0 text-xs text-muted-foreground" dateTime={String(e.at)}>
                  {time.format(new Date(e.at))}
                </time>
                <div className="grid flex-1 gap-0.5">
                  <span className={e.type === 'warning' ? 'font-medium text-red-800' : 'font-medium'}>{e.label}</span>
                  {e.detail && <span className="text-xs text-muted-foreground">{e.detail}</span>}
                </div>
                {e.snapshot_url && (
                  <img
                    src={e.snapshot_url}
                    alt={`Snapshot: ${e.label}`}
                    className="h-16 w-auto rounded border"
                    loading="lazy"
                  />
                )}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  )
}

function DecisionForm({ examId, review, canReview }: { examId: string; review: IntegrityReview; canReview: boolean }) {
  const save = useIntegrityDecision(examId)
  const [decision, setDecision] = useState<IntegrityDecision | ''>(review.decision ?? '')
  const [note, setNote] = useState(review.note ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = integrityDecisionInput.safeParse({ decision: decision || undefined, note })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please choose a decision')
    setError(null)
    save.mutate(parsed.data)
  }
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Integrity decision">
      {review.reviewed_by && review.decision_label && (
        <p className="text-muted-foreground">
          Decision: <strong className="text-foreground">{review.decision_label}</strong> by {review.reviewed_by.name}
          {review.reviewed_at ? `, ${time.format(new Date(review.reviewed_at))}` : ''}
        </p>
      )}
      {canReview && (
        <>
          <Label htmlFor="integrity-decision">Your decision</Label>
          <select
            id="integrity-decision"
            value={decision}
            onChange={(e) => setDecision(e.target.value as IntegrityDecision)}
            className="h-9 max-w-md rounded-md border bg-background px-2"
          >
            <option value="">Choose…</option>
            {INTEGRITY_DECISIONS.map((d) => (
              <option key={d} value={d}>
                {INTEGRITY_DECISION_LABELS[d]}
              </option>
            ))}
          </select>
          <Label htmlFor="integrity-note">Note (why)</Label>
          <Textarea
            id="integrity-note"
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="max-w-2xl"
          />
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={save.isPending}>
              Save the decision
            </Button>
          </div>
        </>
      )}
    </form>
  )
}
