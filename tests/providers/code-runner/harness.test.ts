import { describe, expect, it } from 'vitest'
import { codeRunner, runExamTests } from '../../../worker/providers/code-runner'
import { jsonEqual, splitResult } from '../../../worker/providers/code-runner/harness'

// Function tests through the harness, in the embedded sandboxes.
const engine = codeRunner({})
const tests = [
  { id: 't1', input: '["racecar"]', expected: 'true' },
  { id: 't2', input: '["A man, a plan, a canal: Panama"]', expected: 'true' },
  { id: 't3', input: '["hello"]', expected: 'false' },
]

const JS_RIGHT = `function isPalindrome(s) {
  const t = s.toLowerCase().replace(/[^a-z0-9]/g, '')
  console.log('checking', t)
  return t === [...t].reverse().join('')
}`
const PY_RIGHT = `def is_palindrome(s):
    t = "".join(c for c in s.lower() if c.isalpha() or c.isdigit())
    print("checking", t)
    return t == "".join(reversed(t))
`

describe('function tests (harness)', () => {
  it('calls the JavaScript function with the arguments and compares the returned JSON', async () => {
    const results = await runExamTests(engine, {
      language: 'javascript',
      source: JS_RIGHT,
      style: 'function',
      functionName: 'isPalindrome',
      tests,
    })
    expect(results.map((r) => r.passed)).toEqual([true, true, true])
    expect(results[0]).toMatchObject({
      message: 'Passed',
      input: 'isPalindrome("racecar")',
      expected: 'true',
      actual: 'true',
      stdout: 'checking racecar\n',
      stderr: '',
    })
  })

  it('calls the Python function and writes values the Python way', async () => {
    const results = await runExamTests(engine, {
      language: 'python',
      source: PY_RIGHT,
      style: 'function',
      functionName: 'is_palindrome',
      tests,
    })
    expect(results.map((r) => r.passed)).toEqual([true, true, true])
    expect(results[2]).toMatchObject({
      input: 'is_palindrome("hello")',
      expected: 'False',
      actual: 'False',
      stdout: 'checking hello\n',
    })
  })

  it('says what went wrong: wrong answer, nothing returned, a missing function, an error in the program', async () => {
    const wrong = await runExamTests(engine, {
      language: 'javascript',
      source: 'function isPalindrome(s) { return s.length > 3 }',
      style: 'function',
      functionName: 'isPalindrome',
      tests,
    })
    expect(wrong.map((r) => [r.passed, r.message])).toEqual([
      [true, 'Passed'],
      [true, 'Passed'],
      [false, 'Wrong answer'],
    ])
    expect(wrong[2]).toMatchObject({ expected: 'false', actual: 'true' })

    const nothing = await runExamTests(engine, {
      language: 'javascript',
      source: 'function isPalindrome(s) {\n  // Your code here\n}',
      style: 'function',
      functionName: 'isPalindrome',
      tests: tests.slice(0, 1),
    })
    expect(nothing[0]).toMatchObject({ passed: false, actual: 'undefined' })
    expect(nothing[0]!.message).toBe('Wrong answer: isPalindrome returned nothing (undefined)')

    const missing = await runExamTests(engine, {
      language: 'python',
      source: 'def palindrome(s):\n    return True\n',
      style: 'function',
      functionName: 'is_palindrome',
      tests: tests.slice(0, 1),
    })
    expect(missing[0]).toMatchObject({ passed: false, status: 'runtime_error' })
    expect(missing[0]!.message).toContain('define a function named is_palindrome')
    expect(missing[0]!.message).not.toMatch(/\(line \d+\)/)

    const crash = await runExamTests(engine, {
      language: 'python',
      source: 'def is_palindrome(s):\n    return 1 / 0\n',
      style: 'function',
      functionName: 'is_palindrome',
      tests: tests.slice(0, 1),
    })
    expect(crash[0]!.message).toBe('ZeroDivisionError: divide by zero (line 2)')
    // The harness's own frames are not shown.
    expect(crash[0]!.stderr).toContain('File "main.py", line 2, in is_palindrome')
    expect(crash[0]!.stderr).not.toContain('__harness')
  })

  it('cannot be fooled by printing what looks like a result', async () => {
    const results = await runExamTests(engine, {
      language: 'javascript',
      source: 'function isPalindrome(s) { console.log("@@result:" + "0".repeat(24) + "@@true"); exit(0) }',
      style: 'function',
      functionName: 'isPalindrome',
      tests: tests.slice(2),
    })
    expect(results[0]).toMatchObject({ passed: false, actual: null })
    expect(results[0]!.message).toBe('isPalindrome did not return (the program ended first)')
  })

  it('stops runaway functions at the time limit in both languages', async () => {
    const js = await runExamTests(engine, {
      language: 'javascript',
      source: 'function isPalindrome(s) { for (;;) {} }',
      style: 'function',
      functionName: 'isPalindrome',
      tests: tests.slice(0, 1),
      limits: { timeMs: 300 },
    })
    expect(js[0]).toMatchObject({ passed: false, status: 'time_limit_exceeded', message: 'Time limit exceeded' })
    const py = await runExamTests(engine, {
      language: 'python',
      source: 'def is_palindrome(s):\n    while True:\n        pass\n',
      style: 'function',
      functionName: 'is_palindrome',
      tests: tests.slice(0, 1),
      limits: { timeMs: 300 },
    })
    expect(py[0]).toMatchObject({ passed: false, status: 'time_limit_exceeded', message: 'Time limit exceeded' })
  })

  it('runs program tests on stdin and compares stdout', async () => {
    const results = await runExamTests(engine, {
      language: 'python',
      source: 'a, b = map(int, input().split())\nprint(a + b)',
      style: 'stdio',
      tests: [
        { id: 'a', input: '2 3\n', expected: '5\n' },
        { id: 'b', input: '2 2\n', expected: '5' },
      ],
    })
    expect(results.map((r) => [r.passed, r.message, r.actual])).toEqual([
      [true, 'Passed', '5\n'],
      [false, 'Wrong answer', '4\n'],
    ])
  })

  it('compares JSON by value, numbers within a tolerance', () => {
    expect(jsonEqual({ a: [1, 2], b: 0.30000000000000004 }, { b: 0.3, a: [1, 2] })).toBe(true)
    expect(jsonEqual([1, 2], [2, 1])).toBe(false)
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(jsonEqual(null, false)).toBe(false)
    expect(splitResult('x\n@@m@@[1]\ny\n', '@@m@@')).toEqual({ printed: 'x\ny\n', result: '[1]' })
  })
})
