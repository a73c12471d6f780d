/**
 * Authoring an online exam's questions (browser-safe: the staff editor's form uses these): multiple
 * choice with its options and the right one, written and spoken answers, and coding questions
 * with their languages, starter code and tests (sample ones shown to the candidate, hidden ones
 * for the score). docs/exams.md.
 */
import { z } from '../../schemas/zod'
import { CODE_LANGUAGES, QUESTION_TYPES, TEST_STYLES } from './exam.schema'

/** A function name both harnesses can call (JavaScript identifiers without `$` work in Python too). */
export const FUNCTION_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/

export const codingLanguageInput = z.object({
  language: z.enum(CODE_LANGUAGES).describe('Language'),
  starter_code: z.string().max(20_000).default('').describe('Starter code'),
  function_name: z.string().trim().max(64).nullish().describe('Function name'),
})

export const codingTestInput = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional()
    .describe('Test id'),
  input: z.string().max(20_000).describe('Input'),
  expected: z.string().max(20_000).describe('Expected output'),
  hidden: z.boolean().default(false).describe('Hidden'),
})

/**
 * Every question type's fields in one object: the type says which are needed (checked below).
 * One object rather than a union of four keeps the form simple and the browser's zod small.
 */
const question = z.object({
  type: z.enum(QUESTION_TYPES).describe('Type'),
  prompt: z.string().trim().min(3).max(5000).describe('Question'),
  points: z.number().int().min(0).max(100).describe('Points'),
  options: z.array(z.string().trim().min(1).max(500).describe('Option')).max(10).optional().describe('Options'),
  correct_option: z.number().int().min(0).max(9).optional().describe('Correct option'),
  test_style: z.enum(TEST_STYLES).optional().describe('Test style'),
  languages: z.array(codingLanguageInput).max(CODE_LANGUAGES.length).optional().describe('Languages'),
  tests: z.array(codingTestInput).max(50).optional().describe('Tests'),
})

const need = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', message, path: [path] })

const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** One question, as the editor sends it (the type decides which fields it needs). */
export const examQuestionInput = question.superRefine((v, ctx) => {
  if (v.type === 'mcq') {
    if ((v.options?.length ?? 0) < 2) need(ctx, 'options', 'Options must have at least 2 items')
    if (v.correct_option === undefined) need(ctx, 'correct_option', 'Please select Correct option')
    else if (v.correct_option >= (v.options?.length ?? 0))
      need(ctx, 'correct_option', 'Correct option must be one of the options')
  }
  if (v.type !== 'coding') return
  if (!v.test_style) need(ctx, 'test_style', 'Please select Test style')
  if (!v.languages?.length) need(ctx, 'languages', 'Please select Languages')
  if (!v.tests?.length) need(ctx, 'tests', 'Please add Tests')
  const seen = new Set<string>()
  ;(v.languages ?? []).forEach((l, i) => {
    if (seen.has(l.language))
      ctx.addIssue({ code: 'custom', message: 'Each language can be offered once', path: ['languages', i, 'language'] })
    seen.add(l.language)
    if (v.test_style === 'function' && !FUNCTION_NAME_PATTERN.test(l.function_name ?? ''))
      ctx.addIssue({
        code: 'custom',
        message: l.function_name
          ? 'Function name may hold letters, digits and underscores, and not start with a digit'
          : 'Please enter Function name',
        path: ['languages', i, 'function_name'],
      })
  })
  const ids = new Set<string>()
  ;(v.tests ?? []).forEach((t, i) => {
    if (t.id && ids.has(t.id))
      ctx.addIssue({ code: 'custom', message: 'Test ids must differ', path: ['tests', i, 'id'] })
    if (t.id) ids.add(t.id)
    if (v.test_style !== 'function') return
    let args: unknown
    try {
      args = JSON.parse(t.input)
    } catch {
      args = undefined
    }
    if (!Array.isArray(args))
      ctx.addIssue({
        code: 'custom',
        message: 'Input must be the JSON array of arguments, e.g. ["racecar"]',
        path: ['tests', i, 'input'],
      })
    if (!isJson(t.expected))
      ctx.addIssue({
        code: 'custom',
        message: 'Expected output must be JSON, e.g. true, 42 or "text"',
        path: ['tests', i, 'expected'],
      })
  })
  if (v.tests?.length && !v.tests.some((t) => !t.hidden))
    need(ctx, 'tests', 'Show at least one sample test to the candidate')
})
export type ExamQuestionInput = z.infer<typeof examQuestionInput>

/** The questions' new order: every question of the exam, once. */
export const questionOrderInput = z.object({
  ids: z.array(z.string().trim().min(1).max(40)).min(1).max(200).describe('Questions'),
})
export type QuestionOrderInput = z.infer<typeof questionOrderInput>
