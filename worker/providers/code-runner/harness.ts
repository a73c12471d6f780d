/**
 * Function tests: a test names the arguments (a JSON array) and the value the candidate's
 * function must return (JSON). A per-language harness appended to the candidate's program reads
 * the arguments from stdin, calls the function and prints the returned value as JSON after a
 * marker that is new for every run, so nothing the candidate prints can pass for a result, and
 * what they print (console.log, print) is shown to them as their output. Works on every engine
 * (embedded or Judge0): it is one ordinary stdin -> stdout run per test. docs/code-runner.md.
 */
import { outputsMatch, testMessage } from './judge'
import { resolveLimits, statusMessage } from './limits'
import type { Language, RunEngine, RunLimits, RunResult, RunStatus } from './types'

/** A test as the exam keeps it: stdin/stdout text for program tests, JSON for function tests. */
export type ExamTest = { id: string; input: string; expected: string }

/** One test's outcome, ready to show: the call made, what was expected and what came back. */
export type ExamTestResult = {
  id: string
  passed: boolean
  status: RunStatus
  message: string
  /** What ran: `isPalindrome("racecar")` for a function test, the stdin for a program test. */
  input: string
  expected: string
  /** What the code returned (function tests) or printed (program tests); null when nothing came back. */
  actual: string | null
  /** What the program printed itself (its console.log / print), without the harness's result line. */
  stdout: string
  stderr: string
  time_ms: number
}

/** A name a function may have in both languages. */
export const FUNCTION_NAME = /^[A-Za-z_$][\w$]{0,63}$/
const PYTHON_NAME = /^[A-Za-z_]\w{0,63}$/

export function isFunctionName(language: Language, name: string): boolean {
  return language === 'python' ? PYTHON_NAME.test(name) : FUNCTION_NAME.test(name)
}

function newMarker(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `@@result:${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}@@`
}

/** The candidate's program followed by the harness that calls `name` with the arguments on stdin. */
export function withHarness(language: Language, source: string, name: string, marker: string): string {
  if (!isFunctionName(language, name)) throw new Error(`Not a function name: ${name}`)
  if (language === 'python') {
    return `${source}

import json as __harness_json
import sys as __harness_sys
def __harness_main():
    args = __harness_json.loads(__harness_sys.stdin.read())
    try:
        fn = ${name}
    except NameError:
        raise NameError("name '${name}' isn't defined: define a function named ${name}")
    result = fn(*args)
    print("${marker}" + __harness_json.dumps(result))
__harness_main()
`
  }
  return `${source}
;(function () {
  const args = JSON.parse(readAll())
  if (typeof ${name} !== 'function') throw new ReferenceError('${name} is not defined: define a function named ${name}')
  const show = (v) => print('${marker}' + (v === undefined ? 'undefined' : JSON.stringify(v)))
  const result = ${name}(...args)
  if (result && typeof result.then === 'function') result.then(show)
  else show(result)
})()
`
}

/** Split the harness's result line from what the program printed itself. */
export function splitResult(stdout: string, marker: string): { printed: string; result: string | null } {
  const at = stdout.lastIndexOf(marker)
  if (at < 0) return { printed: stdout, result: null }
  const end = stdout.indexOf('\n', at)
  const result = stdout.slice(at + marker.length, end < 0 ? stdout.length : end)
  return { printed: stdout.slice(0, at) + (end < 0 ? '' : stdout.slice(end + 1)), result }
}

/** Two JSON values are equal; numbers within 1e-9 (relative), so 0.1 + 0.2 returns 0.3. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b) return true
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]))
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort()
    const kb = Object.keys(b).sort()
    return (
      ka.length === kb.length &&
      ka.every((k, i) => k === kb[i] && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    )
  }
  return a === b
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** A JSON value as the language writes it: `True`/`None` in Python, JSON otherwise. */
export function literal(language: Language, value: unknown): string {
  if (language !== 'python') return JSON.stringify(value)
  if (value === null || value === undefined) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (Array.isArray(value)) return `[${value.map((v) => literal(language, v)).join(', ')}]`
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${literal(language, v)}`)
      .join(', ')}}`
  return JSON.stringify(value)
}

/** `isPalindrome("racecar")`: the call a function test makes, as the candidate would write it. */
export function callText(language: Language, name: string, argsJson: string): string {
  const parsed = parseJson(argsJson)
  const args = parsed.ok && Array.isArray(parsed.value) ? parsed.value : []
  return `${name}(${args.map((a) => literal(language, a)).join(', ')})`
}

const jsonText = (language: Language, json: string) => {
  const parsed = parseJson(json)
  return parsed.ok ? literal(language, parsed.value) : json
}

/** The error's line, dropped when it points into the harness (past the candidate's program). */
function withinProgram(message: string, sourceLines: number): string {
  const m = message.match(/ \(line (\d+)\)$/)
  return m && Number(m[1]) > sourceLines ? message.slice(0, m.index) : message
}

/** Stack frames of the harness (past the candidate's last line) are noise to the candidate. */
export function withoutHarnessFrames(stderr: string, sourceLines: number): string {
  return stderr
    .split('\n')
    .filter((line) => {
      const at = line.match(/File "main\.py", line (\d+)/) ?? line.match(/main\.js:(\d+)/)
      return !at || Number(at[1]) <= sourceLines
    })
    .join('\n')
}

function judgeFunctionRun(
  language: Language,
  run: RunResult,
  test: ExamTest,
  name: string,
  marker: string,
  sourceLines: number,
  limits: RunLimits,
): ExamTestResult {
  const { printed, result } = splitResult(run.stdout, marker)
  const expected = parseJson(test.expected)
  const returned = result === null || result === 'undefined' ? null : parseJson(result)
  const passed = run.status === 'ok' && !!returned?.ok && expected.ok && jsonEqual(returned.value, expected.value)
  let message: string
  if (passed) message = 'Passed'
  else if (run.status !== 'ok')
    message = statusMessage(run.status, limits) ?? withinProgram(testMessage(language, run, false, limits), sourceLines)
  else if (result === null) message = `${name} did not return (the program ended first)`
  else if (result === 'undefined') message = `Wrong answer: ${name} returned nothing (undefined)`
  else message = 'Wrong answer'
  return {
    id: test.id,
    passed,
    status: run.status,
    message,
    input: callText(language, name, test.input),
    expected: jsonText(language, test.expected),
    actual: result === null ? null : result === 'undefined' ? 'undefined' : jsonText(language, result),
    stdout: printed,
    stderr: withoutHarnessFrames(run.stderr, sourceLines),
    time_ms: run.timeMs,
  }
}

/**
 * Runs every test in a fresh sandbox, one after another (each run holds its own WebAssembly
 * memory; a Worker isolate has 128 MB). Function tests call `functionName`; program tests feed
 * stdin and compare stdout (judge.ts's rule).
 */
export async function runExamTests(
  engine: RunEngine,
  request: {
    language: Language
    source: string
    style: 'function' | 'stdio'
    functionName?: string | null
    tests: readonly ExamTest[]
    limits?: Partial<RunLimits>
  },
): Promise<ExamTestResult[]> {
  const limits = resolveLimits(request.limits)
  const { language, source, tests } = request
  const results: ExamTestResult[] = []
  if (request.style === 'stdio') {
    for (const test of tests) {
      const run = await engine.runCode({ language, source, stdin: test.input, limits })
      const passed = run.status === 'ok' && outputsMatch(run.stdout, test.expected)
      results.push({
        id: test.id,
        passed,
        status: run.status,
        message: testMessage(language, run, passed, limits),
        input: test.input,
        expected: test.expected,
        actual: run.stdout,
        stdout: run.stdout,
        stderr: run.stderr,
        time_ms: run.timeMs,
      })
    }
    return results
  }
  const name = request.functionName ?? ''
  const sourceLines = source.split('\n').length
  for (const test of tests) {
    const marker = newMarker()
    const program = withHarness(language, source, name, marker)
    const run = await engine.runCode({ language, source: program, stdin: test.input, limits })
    results.push(judgeFunctionRun(language, run, test, name, marker, sourceLines, limits))
  }
  return results
}
