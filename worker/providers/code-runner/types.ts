/** The code-running provider: runs a candidate's program on stdin and judges its stdout. */

export const LANGUAGES = ['javascript', 'python'] as const
export type Language = (typeof LANGUAGES)[number]

export const RUN_STATUSES = [
  'ok',
  'runtime_error',
  'compile_error',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'output_limit_exceeded',
] as const
export type RunStatus = (typeof RUN_STATUSES)[number]

/** Per-run limits; every field has a default (limits.ts). */
export type RunLimits = {
  /** CPU time budget, counted in interpreter steps calibrated to milliseconds (not a wall clock). */
  timeMs: number
  /** Memory the sandbox may hold, in bytes. */
  memoryBytes: number
  /** stdout + stderr the program may write, in bytes. */
  outputBytes: number
}

export type RunRequest = {
  language: Language
  source: string
  stdin?: string
  limits?: Partial<RunLimits>
}

export type RunResult = {
  status: RunStatus
  stdout: string
  stderr: string
  /** CPU time the program used, from its step count (so the same program reports the same time). */
  timeMs: number
  /** The program's exit code where it set one (Python `sys.exit(n)`, JavaScript `exit(n)`). */
  exitCode?: number
}

export type TestCase = { id: string | number; input: string; expected_output: string }

export type TestResult = {
  id: string | number
  passed: boolean
  status: RunStatus
  stdout: string
  stderr: string
  time_ms: number
  /** For people: "Passed", "Wrong answer", "Time limit exceeded", the error's last line… */
  message: string
}

/** What an adapter implements: one run. */
export interface RunEngine {
  readonly name: string
  runCode(request: RunRequest): Promise<RunResult>
}

/** The provider: runs, and runs judged against tests (a fresh sandbox per test). */
export interface CodeRunner extends RunEngine {
  runTests(language: Language, source: string, tests: TestCase[], limits?: Partial<RunLimits>): Promise<TestResult[]>
}
