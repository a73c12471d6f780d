/**
 * Judging stdout against a test's expected output, the way Judge0-style graders do:
 * line endings (CRLF, CR) count as LF; whitespace at the end of each line is ignored; blank lines
 * at the very end are ignored. Everything else counts: leading spaces, spaces inside a line,
 * blank lines in the middle, letter case.
 */
import { resolveLimits, statusMessage } from './limits'
import type { CodeRunner, Language, RunEngine, RunLimits, RunResult, TestCase, TestResult } from './types'

export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '')
}

export function outputsMatch(actual: string, expected: string): boolean {
  return normalizeOutput(actual) === normalizeOutput(expected)
}

/** The line of the candidate's program an error points at (Python traceback or JS stack), if any. */
export function errorLine(language: Language, stderr: string): number | null {
  if (language === 'python') {
    const lines = [...stderr.matchAll(/File "main\.py", line (\d+)/g)]
    return lines.length ? Number(lines.at(-1)![1]) : null
  }
  const at = stderr.match(/main\.js:(\d+)(?::\d+)?/)
  return at ? Number(at[1]) : null
}

/** One line for a person: "Passed", "Wrong answer", "Time limit exceeded", "ZeroDivisionError: … (line 3)". */
export function testMessage(language: Language, run: RunResult, passed: boolean, limits: RunLimits): string {
  if (passed) return 'Passed'
  const limit = statusMessage(run.status, limits)
  if (limit) return limit
  if (run.status === 'ok') return 'Wrong answer'
  const lastError = run.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        line &&
        !line.startsWith('at ') &&
        !line.startsWith('File ') &&
        !line.startsWith('Traceback') &&
        !line.startsWith('['),
    )
    .at(run.status === 'compile_error' || language === 'python' ? -1 : 0)
  const line = errorLine(language, run.stderr)
  if (lastError) return line ? `${lastError} (line ${line})` : lastError
  return run.exitCode
    ? `Exited with code ${run.exitCode}`
    : run.status === 'compile_error'
      ? 'Compilation error'
      : 'Runtime error'
}

/** Runs the program once per test (a fresh sandbox each time) and judges each output. */
export async function runTests(
  runner: RunEngine,
  language: Language,
  source: string,
  tests: TestCase[],
  limits?: Partial<RunLimits>,
): Promise<TestResult[]> {
  const resolved = resolveLimits(limits)
  const results: TestResult[] = []
  for (const test of tests) {
    const run = await runner.runCode({ language, source, stdin: test.input, limits: resolved })
    const passed = run.status === 'ok' && outputsMatch(run.stdout, test.expected_output)
    results.push({
      id: test.id,
      passed,
      status: run.status,
      stdout: run.stdout,
      stderr: run.stderr,
      time_ms: run.timeMs,
      message: testMessage(language, run, passed, resolved),
    })
  }
  return results
}

/** An engine with runTests on top. */
export function withTests(engine: RunEngine): CodeRunner {
  return {
    name: engine.name,
    runCode: (request) => engine.runCode(request),
    runTests: (language, source, tests, limits) => runTests(engine, language, source, tests, limits),
  }
}
