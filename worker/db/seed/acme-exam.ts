import { interviewQuestions } from '../schema'
import { rowsOf, type SeedEntry } from './batch'
import { idAt, stamps } from './context'

/**
 * The demo candidate's proctored exam (interview mode 'online_exam', scheduled an hour ago). It can
 * be started for four weeks from then (its window), so "open now" still holds days after the
 * seed ran; its 45 minutes count from the start.
 */
export const DEMO_EXAM_TITLE = 'Backend Engineer — Technical Assessment'
export const DEMO_EXAM_DURATION_MINUTES = 45
export const DEMO_EXAM_WINDOW_DAYS = 28

const STARTER_JS = `/**
 * Return true when s reads the same forwards and backwards,
 * ignoring letter case and every character that is not a letter or digit.
 * @param {string} s
 * @returns {boolean}
 */
function isPalindrome(s) {
  // Your code here
}
`

const STARTER_PY = `def is_palindrome(s):
    """Return True when s reads the same forwards and backwards,
    ignoring letter case and every character that is not a letter or digit."""
    # Your code here
    pass
`

/**
 * The exam's questions. Coding tests (function style): `input` is the JSON array of arguments
 * passed to the function, `expected` the JSON of the value it must return, in JavaScript
 * (isPalindrome) or Python (is_palindrome); hidden tests are not shown to the candidate and make
 * the score.
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
      'Write a function that returns true when the string `s` reads the same forwards and backwards, ignoring letter case and every character that is not a letter or a digit, and false otherwise: `isPalindrome(s)` in JavaScript or `is_palindrome(s)` in Python.',
    points: 10,
    testStyle: 'function',
    languages: [
      { language: 'javascript', starter_code: STARTER_JS, function_name: 'isPalindrome' },
      { language: 'python', starter_code: STARTER_PY, function_name: 'is_palindrome' },
    ],
    tests: [
      { id: 's1', input: '["racecar"]', expected: 'true', hidden: false },
      { id: 's2', input: '["A man, a plan, a canal: Panama"]', expected: 'true', hidden: false },
      { id: 's3', input: '["hello"]', expected: 'false', hidden: false },
      { id: 'h1', input: '[""]', expected: 'true', hidden: true },
      { id: 'h2', input: '["No lemon, no melon"]', expected: 'true', hidden: true },
      { id: 'h3', input: '["ab2a"]', expected: 'false', hidden: true },
      { id: 'h4', input: '["Was it a car or a cat I saw? 12321"]', expected: 'false', hidden: true },
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
      testStyle: 'testStyle' in q ? q.testStyle : null,
      languages: 'languages' in q ? q.languages.map((l) => ({ ...l })) : null,
      tests: 'tests' in q ? q.tests.map((t) => ({ ...t })) : null,
      ...stamps(createdAt),
    })),
  )
}
