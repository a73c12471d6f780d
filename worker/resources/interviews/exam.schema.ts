/**
 * The online exam's facts (browser-safe): its states, question types, code languages and test
 * styles, and what a candidate sends while taking it. The tables take their enums from here; the
 * exam screens and the staff editor import the labels. docs/exams.md explains the design.
 */
import { z } from '../../schemas/zod'
import { EXAM_STATES, type ExamState } from './exam-states'

/** not_started -> in_progress -> submitted, or expired (auto-submitted at the deadline). LIFECYCLES.exam. */
export { EXAM_STATE_LABELS, EXAM_STATES, type ExamState } from './exam-states'

export const QUESTION_TYPES = ['mcq', 'text', 'audio', 'coding'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  mcq: 'Multiple choice',
  text: 'Written answer',
  audio: 'Spoken answer',
  coding: 'Coding',
}
/** Scored when the exam is submitted; the others wait for a reviewer. */
export const AUTO_SCORED: readonly QuestionType[] = ['mcq', 'coding']

export const CODE_LANGUAGES = ['javascript', 'python'] as const
export type CodeLanguage = (typeof CODE_LANGUAGES)[number]
export const CODE_LANGUAGE_LABELS: Record<CodeLanguage, string> = { javascript: 'JavaScript', python: 'Python' }
/** What a candidate should know of a language's runtime before writing for it (docs/code-runner.md). */
export const CODE_LANGUAGE_NOTES: Record<CodeLanguage, string> = {
  javascript: 'JavaScript runs in QuickJS (ES2023): the language and its built-ins, no browser or Node.js APIs.',
  python:
    'Python runs on MicroPython 1.27, close to Python 3.4 with f-strings. Strings have no step slices (for s[::-1] write "".join(reversed(s))) and no isalnum() (write c.isalpha() or c.isdigit()).',
}

/**
 * How a coding question's tests call the candidate's code:
 * - function: each test's `input` is the JSON array of arguments, `expected` the JSON of the value
 *   the named function must return (a harness per language calls it; docs/exams.md);
 * - stdio: the program reads the test's `input` on stdin and must print `expected`.
 */
export const TEST_STYLES = ['function', 'stdio'] as const
export type TestStyle = (typeof TEST_STYLES)[number]
export const TEST_STYLE_LABELS: Record<TestStyle, string> = {
  function: 'Function (arguments in, return value out)',
  stdio: 'Program (standard input in, standard output out)',
}

/** A coding question's setup for one language. */
export type QuestionLanguage = { language: CodeLanguage; starter_code: string; function_name: string | null }
/** One test of a coding question; hidden tests are for the score only and never leave the server. */
export type CodingTest = { id: string; input: string; expected: string; hidden: boolean }

/** What a candidate answers, by question type (the body of POST /candidate/interviews/:id/answer/:q). */
export const answerInput = z.object({
  selected_option: z.number().int().min(0).max(50).nullish().describe('Answer'),
  text: z.string().max(20_000).nullish().describe('Answer'),
  code: z.string().max(100_000).nullish().describe('Code'),
  language: z.enum(CODE_LANGUAGES).nullish().describe('Language'),
  /**
   * The browser's counter for this question's edits: a save older than the one kept is ignored,
   * so autosaves that arrive out of order never overwrite a newer answer.
   */
  revision: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
})
export type AnswerInput = z.infer<typeof answerInput>

/** POST /candidate/coding_rounds/:id/run-code */
export const runCodeInput = z.object({
  language: z.enum(CODE_LANGUAGES).describe('Language'),
  code: z.string().min(1).max(100_000).describe('Code'),
})
export type RunCodeInput = z.infer<typeof runCodeInput>

/** POST /candidate/interviews/:id/heartbeat: where the candidate is (shown to staff watching). */
export const heartbeatInput = z.object({
  question_id: z.string().max(40).nullish(),
  answered: z.number().int().min(0).max(500).optional(),
})
export type HeartbeatInput = z.infer<typeof heartbeatInput>

/** POST /candidate/interviews/:id/feedback: the candidate's feedback about the process. */
export const candidateFeedbackInput = z.object({
  rating: z.number().int().min(1).max(5).describe('Rating'),
  comment: z.string().trim().max(2000).nullish().describe('Comment'),
})
export type CandidateFeedbackInput = z.infer<typeof candidateFeedbackInput>

/** The exam's window: a start outside it is refused. Both ends are instants (ISO strings). */
export const examWindowInput = z
  .object({
    opens_at: z.iso.datetime({ offset: true }).describe('Opens at'),
    closes_at: z.iso.datetime({ offset: true }).describe('Closes at'),
    max_warnings: z.number().int().min(1).max(50).optional().describe('Warnings allowed'),
    /** Reaching the maximum ends the exam (otherwise it only flags it for the integrity review). */
    warnings_end_exam: z.boolean().optional().describe('End the exam at the maximum'),
  })
  .refine((v) => Date.parse(v.closes_at) > Date.parse(v.opens_at), {
    message: 'Closes at must be after Opens at',
    path: ['closes_at'],
  })
export type ExamWindowInput = z.infer<typeof examWindowInput>

/** A reviewer's score for one answer (text and audio answers; any answer may be re-scored). */
export const reviewScoreInput = z.object({
  score: z.number().int().min(0).max(1000).describe('Score'),
  note: z.string().trim().max(2000).nullish().describe('Note'),
})
export type ReviewScoreInput = z.infer<typeof reviewScoreInput>

/** How long before the end an exam's countdown turns urgent on screen. */
export const EXAM_URGENT_MS = 5 * 60_000
/** How often the exam screen tells the server it is there (and re-reads the remaining time). */
export const HEARTBEAT_MS = 15_000
