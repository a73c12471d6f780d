/**
 * The code-runner benchmark's Worker (scripts/bench/code-runner.ts starts it with `wrangler dev`):
 * POST a RunRequest, get the RunResult and the run's wall time measured inside workerd; or POST
 * `{ exam: … }` to grade a function-test question through the harness, as a submit does. Imports
 * only the provider, nothing else of the app.
 */
import { codeRunner, type ExamTest, type RunRequest, runExamTests } from '../../worker/providers/code-runner'

const runner = codeRunner({})

type ExamRequest = {
  exam: { language: 'javascript' | 'python'; source: string; functionName: string; tests: ExamTest[] }
}

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('POST a run request', { status: 405 })
    const body = (await request.json()) as RunRequest | ExamRequest
    const started = performance.now()
    if ('exam' in body) {
      const results = await runExamTests(runner, { ...body.exam, style: 'function' })
      return Response.json({
        passed: results.filter((r) => r.passed).length,
        total: results.length,
        wallMs: performance.now() - started,
      })
    }
    const result = await runner.runCode(body)
    return Response.json({ ...result, wallMs: performance.now() - started })
  },
} satisfies ExportedHandler
