import { EXAM_STATE_LABELS, type ExamState } from '@worker/resources/interviews/exam-states'

/** How staff read an exam's state, with its badge's tone. */
export const examStateLabel = (status: string) => EXAM_STATE_LABELS[status as ExamState] ?? status

export const examStateTone = (status: string): 'default' | 'secondary' | 'outline' | 'destructive' =>
  status === 'submitted'
    ? 'default'
    : status === 'expired'
      ? 'destructive'
      : status === 'in_progress'
        ? 'secondary'
        : 'outline'

/** '12 / 24', or '—' before the exam is handed in. */
export const scoreText = (score: number | null, max: number | null) =>
  score === null ? '—' : `${score} / ${max ?? '?'}`
