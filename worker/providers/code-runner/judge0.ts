/**
 * The production adapter for a Judge0-compatible server (Judge0 CE or a compatible service):
 * one submission per run, base64 both ways, `wait=true` with polling when the server queues it.
 * Judging stays ours (judge.ts), so both runners judge alike.
 */

import { resolveLimits } from './limits'
import { OutputLimitError, OutputSink } from './output'
import type { Language, RunEngine, RunRequest, RunResult, RunStatus } from './types'

/** Judge0 CE's language ids: JavaScript (Node.js 12.14.0) and Python (3.8.1). */
export const DEFAULT_JUDGE0_LANGUAGES: Record<Language, number> = { javascript: 63, python: 71 }

export class CodeRunnerUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CodeRunnerUnavailable'
  }
}

export type Judge0Options = {
  url: string
  apiKey?: string
  languages?: Partial<Record<Language, number>>
  fetch?: typeof fetch
  /** Polls of a queued submission before giving up, and the pause between them. */
  maxPolls?: number
  pollDelayMs?: number
}

type Judge0Submission = {
  token?: string
  stdout?: string | null
  stderr?: string | null
  compile_output?: string | null
  message?: string | null
  status?: { id: number; description: string }
  time?: string | null
  memory?: number | null
  exit_code?: number | null
}

const IN_QUEUE = 1
const PROCESSING = 2

const b64encode = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const b64decode = (text: string | null | undefined) =>
  text ? Uint8Array.from(atob(text.replace(/\s/g, '')), (c) => c.charCodeAt(0)) : new Uint8Array()

/** Language id overrides from JUDGE0_LANGUAGE_IDS, e.g. "javascript:93,python:92" (newer Judge0 images). */
export function parseLanguageIds(value: string | undefined): Partial<Record<Language, number>> {
  const ids: Partial<Record<Language, number>> = {}
  for (const pair of (value ?? '').split(',')) {
    const [name, id] = pair.split(':').map((s) => s.trim())
    if ((name === 'javascript' || name === 'python') && id && /^\d+$/.test(id)) ids[name] = Number(id)
  }
  return ids
}

export function judge0Engine(options: Judge0Options): RunEngine {
  const base = options.url.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const languages = { ...DEFAULT_JUDGE0_LANGUAGES, ...options.languages }
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (options.apiKey) headers['x-auth-token'] = options.apiKey

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Judge0Submission> {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined })
    } catch (err) {
      throw new CodeRunnerUnavailable(
        `The code runner could not be reached: ${err instanceof Error ? err.message : String(err)}`,
      )
    }
    if (!response.ok) throw new CodeRunnerUnavailable(`The code runner answered ${response.status}.`)
    return (await response.json()) as Judge0Submission
  }

  return {
    name: 'judge0',
    async runCode(request: RunRequest): Promise<RunResult> {
      const limits = resolveLimits(request.limits)
      const query =
        '?base64_encoded=true&wait=true&fields=token,stdout,stderr,compile_output,message,status,time,memory,exit_code'
      let submission = await call('POST', `/submissions${query}`, {
        language_id: languages[request.language],
        source_code: b64encode(request.source),
        stdin: b64encode(request.stdin ?? ''),
        cpu_time_limit: limits.timeMs / 1000,
        wall_time_limit: Math.max(limits.timeMs / 1000 + 2, (limits.timeMs / 1000) * 2),
        memory_limit: Math.round(limits.memoryBytes / 1024),
        redirect_stderr_to_stdout: false,
      })
      for (let poll = 0; isPending(submission) && poll < (options.maxPolls ?? 30); poll++) {
        if (!submission.token) break
        await new Promise((resolve) => setTimeout(resolve, options.pollDelayMs ?? 500))
        submission = await call(
          'GET',
          `/submissions/${encodeURIComponent(submission.token)}${query.replace('&wait=true', '')}`,
        )
      }
      if (isPending(submission)) throw new CodeRunnerUnavailable('The code runner did not finish the run in time.')
      return toResult(submission, limits.outputBytes, limits.memoryBytes)
    },
  }
}

const isPending = (s: Judge0Submission) => s.status?.id === IN_QUEUE || s.status?.id === PROCESSING

function toResult(s: Judge0Submission, outputBytes: number, memoryBytes: number): RunResult {
  const sink = new OutputSink(outputBytes)
  try {
    sink.write('stdout', b64decode(s.stdout))
    sink.write('stderr', b64decode(s.compile_output))
    sink.write('stderr', b64decode(s.stderr))
  } catch (err) {
    if (!(err instanceof OutputLimitError)) throw err
  }
  const id = s.status?.id ?? 13
  let status: RunStatus
  if (sink.exceeded || id === 8) status = 'output_limit_exceeded'
  else if (id === 3 || id === 4) status = 'ok'
  else if (id === 5) status = 'time_limit_exceeded'
  else if (id === 6) status = 'compile_error'
  else if (id >= 7 && id <= 12)
    status = (s.memory ?? 0) * 1024 >= memoryBytes ? 'memory_limit_exceeded' : 'runtime_error'
  else throw new CodeRunnerUnavailable(`The code runner failed: ${s.status?.description ?? 'unknown status'}`)
  return {
    status,
    stdout: sink.text('stdout'),
    stderr: sink.text('stderr'),
    timeMs: Math.round(Number(s.time ?? 0) * 1000),
    ...(typeof s.exit_code === 'number' ? { exitCode: s.exit_code } : {}),
  }
}
