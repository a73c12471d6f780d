/**
 * The code-running provider, chosen by configuration: CODE_RUNNER=judge0 with JUDGE0_URL (and the
 * JUDGE0_API_KEY secret) sends runs to a Judge0-compatible server; anything else runs them in the
 * embedded WebAssembly sandboxes. See docs/code-runner.md.
 */
import { withTests } from './judge'
import { judge0Engine, parseLanguageIds } from './judge0'
import type { CodeRunner, RunEngine } from './types'

export { callText, type ExamTest, type ExamTestResult, isFunctionName, runExamTests } from './harness'
export { normalizeOutput, outputsMatch } from './judge'
export { CodeRunnerUnavailable } from './judge0'
export { DEFAULT_LIMITS, MAX_LIMITS } from './limits'
export type {
  CodeRunner,
  Language,
  RunEngine,
  RunLimits,
  RunRequest,
  RunResult,
  RunStatus,
  TestCase,
  TestResult,
} from './types'
export { LANGUAGES, RUN_STATUSES } from './types'

export type CodeRunnerEnv = {
  CODE_RUNNER?: string
  JUDGE0_URL?: string
  JUDGE0_API_KEY?: string
  JUDGE0_LANGUAGE_IDS?: string
}

export function codeRunner(env: CodeRunnerEnv, fetchFn?: typeof fetch): CodeRunner {
  if (env.CODE_RUNNER === 'judge0') {
    if (!env.JUDGE0_URL) throw new Error('CODE_RUNNER is "judge0" but JUDGE0_URL is not set.')
    return withTests(
      judge0Engine({
        url: env.JUDGE0_URL,
        apiKey: env.JUDGE0_API_KEY,
        languages: parseLanguageIds(env.JUDGE0_LANGUAGE_IDS),
        fetch: fetchFn,
      }),
    )
  }
  return withTests(lazyEmbedded)
}

/**
 * The embedded engine, loaded on the first run: its WebAssembly modules stay out of the way of
 * everything that imports the API without running code (the contract and OpenAPI scripts in Node,
 * which cannot load `.wasm` modules; the Worker's start-up).
 */
const lazyEmbedded: RunEngine = {
  name: 'embedded',
  async runCode(request) {
    const { embeddedEngine } = await import('./embedded')
    return embeddedEngine.runCode(request)
  },
}
