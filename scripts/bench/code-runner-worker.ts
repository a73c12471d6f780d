/**
 * The code-runner benchmark's Worker (scripts/bench/code-runner.ts starts it with `wrangler dev`):
 * POST a RunRequest, get the RunResult and the run's wall time measured inside workerd. Imports
 * only the provider, nothing else of the app.
 */
import { codeRunner, type RunRequest } from '../../worker/providers/code-runner'

const runner = codeRunner({})

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('POST a run request', { status: 405 })
    const run = (await request.json()) as RunRequest
    const started = performance.now()
    const result = await runner.runCode(run)
    return Response.json({ ...result, wallMs: performance.now() - started })
  },
} satisfies ExportedHandler
