/**
 * What a candidate may see of an exam: the questions without their correct option or hidden
 * tests, and the exam's window and clock. Written as explicit picks (never "everything but"),
 * so a column added later stays on the server until someone decides otherwise.
 */
import type { interviewQuestions, interviews } from '../../db/schema'
import { callText, literal } from '../../providers/code-runner/harness'
import { CODE_LANGUAGES, type CodeLanguage } from './exam.schema'
import { DEFAULT_EXAM_WINDOW_HOURS } from './interviews.schema'
import type { LiveSnapshot } from './live-exam.types'

type Question = typeof interviewQuestions.$inferSelect
type Interview = typeof interviews.$inferSelect

/** If the business gave no window, the exam can be started from its scheduled time for the default window. */
export const DEFAULT_WINDOW_MS = DEFAULT_EXAM_WINDOW_HOURS * 3_600_000

export function examWindow(i: Pick<Interview, 'examOpensAt' | 'examClosesAt' | 'scheduledAt'>) {
  const opensAt = i.examOpensAt ?? i.scheduledAt
  const closesAt = i.examClosesAt ?? new Date(opensAt.getTime() + DEFAULT_WINDOW_MS)
  return { opensAt, closesAt }
}

/** The exam as its candidate sees it: window, duration, clock (from the live object when running). */
export function candidateExamView(i: Interview, questions: Pick<Question, 'type'>[], live: LiveSnapshot | null) {
  const { opensAt, closesAt } = examWindow(i)
  const now = Date.now()
  const status = i.examStatus ?? 'not_started'
  const cancelled = ['cancelled', 'rejected', 'no_show'].includes(i.status)
  const counts = Object.fromEntries(
    (['mcq', 'text', 'audio', 'coding'] as const).map((t) => [t, questions.filter((q) => q.type === t).length]),
  ) as Record<'mcq' | 'text' | 'audio' | 'coding', number>
  return {
    id: i.id,
    title: i.title,
    interviewStatus: i.status,
    status: live && status === 'in_progress' ? live.status : status,
    opensAt,
    closesAt,
    timezone: i.timezone,
    durationMinutes: i.durationMinutes,
    maxWarnings: i.maxWarnings,
    /** Proctoring (docs/proctoring.md): whether the maximum ends the exam, and how long recordings are kept. */
    warningsEndExam: i.warningsEndExam,
    startedAt: i.examStartedAt,
    deadlineAt: i.examDeadlineAt,
    submittedAt: i.examSubmittedAt,
    serverNow: live?.server_now ?? now,
    remainingMs: live
      ? live.remaining_ms
      : status === 'in_progress' && i.examDeadlineAt
        ? Math.max(0, i.examDeadlineAt.getTime() - now)
        : 0,
    canStart:
      status === 'not_started' &&
      !cancelled &&
      now >= opensAt.getTime() &&
      now < closesAt.getTime() &&
      questions.length > 0,
    questionCount: questions.length,
    questionCounts: counts,
  }
}

/** A sample test shown the way each offered language writes it. */
function sampleTest(q: Question, t: { id: string; input: string; expected: string }) {
  const shown = (q.languages ?? []).map((l) => ({
    language: l.language,
    call: q.testStyle === 'stdio' || !l.function_name ? t.input : callText(l.language, l.function_name, t.input),
    expected: q.testStyle === 'stdio' ? t.expected : shownJson(l.language, t.expected),
  }))
  return { id: t.id, input: t.input, expected: t.expected, shown }
}

const shownJson = (language: CodeLanguage, json: string) => {
  try {
    return literal(language, JSON.parse(json))
  } catch {
    return json
  }
}

/** A question for the candidate: never its correct option, never a hidden test. */
export function candidateQuestionView(q: Question, codingRoundId: string | null) {
  const tests = q.tests ?? []
  return {
    id: q.id,
    position: q.position,
    type: q.type,
    prompt: q.prompt,
    points: q.points,
    options: q.type === 'mcq' ? (q.options ?? []) : null,
    coding:
      q.type === 'coding'
        ? {
            codingRoundId,
            testStyle: q.testStyle ?? 'function',
            languages: (q.languages ?? [])
              .filter((l) => (CODE_LANGUAGES as readonly string[]).includes(l.language))
              .map((l) => ({ language: l.language, starterCode: l.starter_code, functionName: l.function_name })),
            sampleTests: tests.filter((t) => !t.hidden).map((t) => sampleTest(q, t)),
            hiddenTestCount: tests.filter((t) => t.hidden).length,
          }
        : null,
  }
}
