import { interviewQuestions } from '../schema'
import { rowsOf, type SeedEntry } from './batch'
import { idAt, stamps } from './context'

/** The demo candidate's proctored exam (interview mode 'online_exam', scheduled an hour ago). */
export const DEMO_EXAM_TITLE = 'Backend Engineer — Technical Assessment'
export const DEMO_EXAM_DURATION_MINUTES = 45

const STARTER_CODE = `/**
 * Return true when s reads the same forwards and backwards,
 * ignoring letter case and every character that is not a letter or digit.
 * @param {string} s
 * @returns {boolean}
 */
function isPalindrome(s) {
  // Your code here
}
`

/**
 * The exam's questions. Coding tests: `input` is the JSON array of arguments passed to the
 * function, `expected` the JSON of the value it must return; hidden tests are not shown
 * to the candidate.
 */
export const DEMO_EXAM_QUESTIONS = [
  {
    type: 'mcq',
    prompt:
      'An authenticated user requests a resource they are not allowed to see. Which HTTP status code should the API return?',
    options: ['400 Bad Request', '401 Unauthorized', '403 Forbidden', '409 Conflict'],
    correctOption: 2,
    points: 2,
  },
  {
    type: 'mcq',
    prompt: 'Which index best serves `SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC LIMIT 20`?',
    options: [
      'An index on created_at',
      'An index on customer_id',
      'A composite index on (customer_id, created_at)',
      'A composite index on (created_at, customer_id)',
    ],
    correctOption: 2,
    points: 2,
  },
  {
    type: 'text',
    prompt:
      'A payment API may receive the same request more than once (client retries, network timeouts). Describe how you would make it idempotent: what would you store, and what happens when a retry arrives while the first request is still being processed?',
    points: 5,
  },
  {
    type: 'audio',
    prompt:
      'Out loud, in two or three minutes: explain the trade-offs between communicating through a message queue and making direct synchronous HTTP calls between services. Give one example where you would choose each.',
    points: 5,
  },
  {
    type: 'coding',
    prompt:
      'Write a function `isPalindrome(s)` that returns `true` when the string `s` reads the same forwards and backwards, ignoring letter case and every character that is not a letter or a digit, and `false` otherwise.',
    points: 10,
    language: 'javascript',
    starterCode: STARTER_CODE,
    tests: [
      { input: '["racecar"]', expected: 'true' },
      { input: '["A man, a plan, a canal: Panama"]', expected: 'true' },
      { input: '["hello"]', expected: 'false' },
      { input: '[""]', expected: 'true', hidden: true },
      { input: '["No lemon, no melon"]', expected: 'true', hidden: true },
      { input: '["ab2a"]', expected: 'false', hidden: true },
    ],
  },
] as const

export const DEMO_EXAM_MAX_SCORE = DEMO_EXAM_QUESTIONS.reduce((sum, q) => sum + q.points, 0)

export function examQuestionEntry(businessId: string, interviewId: string, createdAt: Date): SeedEntry {
  return rowsOf(
    interviewQuestions,
    DEMO_EXAM_QUESTIONS.map((q, i) => ({
      id: idAt(createdAt),
      businessId,
      interviewId,
      position: i + 1,
      type: q.type,
      prompt: q.prompt,
      options: 'options' in q ? [...q.options] : null,
      correctOption: 'correctOption' in q ? q.correctOption : null,
      points: q.points,
      language: 'language' in q ? q.language : null,
      starterCode: 'starterCode' in q ? q.starterCode : null,
      tests: 'tests' in q ? q.tests.map((t) => ({ ...t })) : null,
      ...stamps(createdAt),
    })),
  )
}
