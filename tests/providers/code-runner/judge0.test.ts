import { describe, expect, it } from 'vitest'
import { CodeRunnerUnavailable, codeRunner } from '../../../worker/providers/code-runner'

/** A fake Judge0 server behind a fetch: records requests, answers from a script of submissions. */
function fakeJudge0(answer: (body: Record<string, unknown>) => Record<string, unknown>[] | Response) {
  const requests: { method: string; url: URL; headers: Headers; body: Record<string, unknown> | null }[] = []
  let queue: Record<string, unknown>[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : null
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body })
    if (body) {
      const scripted = answer(body)
      if (scripted instanceof Response) return scripted
      queue = scripted
    }
    return Response.json(queue.shift())
  }) as typeof fetch
  return { fetchFn, requests }
}

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const fromB64 = (text: unknown) => new TextDecoder().decode(Uint8Array.from(atob(String(text)), (c) => c.charCodeAt(0)))
const env = { CODE_RUNNER: 'judge0', JUDGE0_URL: 'https://judge0.example/', JUDGE0_API_KEY: 'secret-key' }

describe('Judge0 adapter', () => {
  it('is chosen by configuration and posts the run with its limits, base64 and the key', async () => {
    const server = fakeJudge0(() => [
      {
        token: 't1',
        stdout: b64('héllo 5\n'),
        stderr: null,
        status: { id: 3, description: 'Accepted' },
        time: '0.042',
        memory: 3200,
        exit_code: 0,
      },
    ])
    const runner = codeRunner(env, server.fetchFn)
    expect(runner.name).toBe('judge0')
    const result = await runner.runCode({
      language: 'python',
      source: 'print("héllo", 2 + 3)',
      stdin: 'in\n',
      limits: { timeMs: 2000 },
    })
    expect(result).toEqual({ status: 'ok', stdout: 'héllo 5\n', stderr: '', timeMs: 42, exitCode: 0 })
    const [sent] = server.requests
    expect(sent!.method).toBe('POST')
    expect(sent!.url.origin + sent!.url.pathname).toBe('https://judge0.example/submissions')
    expect(sent!.url.searchParams.get('base64_encoded')).toBe('true')
    expect(sent!.url.searchParams.get('wait')).toBe('true')
    expect(sent!.headers.get('x-auth-token')).toBe('secret-key')
    expect(sent!.body).toMatchObject({ language_id: 71, cpu_time_limit: 2, memory_limit: 65536 })
    expect(fromB64(sent!.body!.source_code)).toBe('print("héllo", 2 + 3)')
    expect(fromB64(sent!.body!.stdin)).toBe('in\n')
  })

  it('uses language ids from JUDGE0_LANGUAGE_IDS when set', async () => {
    const server = fakeJudge0(() => [{ stdout: b64('1\n'), status: { id: 3, description: 'Accepted' }, time: '0.01' }])
    await codeRunner({ ...env, JUDGE0_LANGUAGE_IDS: 'javascript:93,python:92' }, server.fetchFn).runCode({
      language: 'javascript',
      source: 'console.log(1)',
    })
    expect(server.requests[0]!.body!.language_id).toBe(93)
  })

  it('maps Judge0 statuses to ours and judges sample tests itself', async () => {
    const byStdin: Record<string, Record<string, unknown>> = {
      ok: { stdout: b64('5\n'), status: { id: 3, description: 'Accepted' }, time: '0.01' },
      wrong: { stdout: b64('6\n'), status: { id: 3, description: 'Accepted' }, time: '0.01' },
      slow: { stdout: null, status: { id: 5, description: 'Time Limit Exceeded' }, time: '3.0' },
      compile: {
        compile_output: b64('SyntaxError: invalid syntax\n'),
        status: { id: 6, description: 'Compilation Error' },
      },
      crash: {
        stderr: b64(
          'Traceback (most recent call last):\n  File "main.py", line 2, in <module>\nZeroDivisionError: division by zero\n',
        ),
        status: { id: 11, description: 'Runtime Error (NZEC)' },
        exit_code: 1,
        memory: 3000,
      },
      oom: { stderr: null, status: { id: 7, description: 'Runtime Error (SIGSEGV)' }, memory: 65536 },
      big: { stdout: b64('x'.repeat(70_000)), status: { id: 3, description: 'Accepted' } },
    }
    const server = fakeJudge0((body) => [byStdin[fromB64(body.stdin)]!])
    const runner = codeRunner(env, server.fetchFn)
    const tests = Object.keys(byStdin).map((id) => ({ id, input: id, expected_output: '5' }))
    const results = await runner.runTests('python', 'print(1)', tests)
    expect(results.map((r) => [r.id, r.passed, r.status, r.message])).toEqual([
      ['ok', true, 'ok', 'Passed'],
      ['wrong', false, 'ok', 'Wrong answer'],
      ['slow', false, 'time_limit_exceeded', 'Time limit exceeded'],
      ['compile', false, 'compile_error', 'SyntaxError: invalid syntax'],
      ['crash', false, 'runtime_error', 'ZeroDivisionError: division by zero (line 2)'],
      ['oom', false, 'memory_limit_exceeded', 'Memory limit exceeded'],
      ['big', false, 'output_limit_exceeded', 'Output limit exceeded (64 KB)'],
    ])
    expect(results.at(-1)!.stdout.length).toBe(64 * 1024)
  })

  it('polls a submission the server queued', async () => {
    const server = fakeJudge0(() => [
      { token: 'abc', status: { id: 1, description: 'In Queue' } },
      { token: 'abc', status: { id: 2, description: 'Processing' } },
      { token: 'abc', stdout: b64('done\n'), status: { id: 3, description: 'Accepted' }, time: '0.2' },
    ])
    const result = await codeRunner(env, server.fetchFn).runCode({
      language: 'javascript',
      source: 'console.log("done")',
    })
    expect(result).toMatchObject({ status: 'ok', stdout: 'done\n', timeMs: 200 })
    expect(server.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /submissions',
      'GET /submissions/abc',
      'GET /submissions/abc',
    ])
  }, 10_000)

  it('fails clearly when the server is down or misconfigured', async () => {
    const down = fakeJudge0(() => new Response('nope', { status: 503 }))
    await expect(
      codeRunner(env, down.fetchFn).runCode({ language: 'python', source: 'print(1)' }),
    ).rejects.toBeInstanceOf(CodeRunnerUnavailable)
    const internal = fakeJudge0(() => [{ status: { id: 13, description: 'Internal Error' } }])
    await expect(codeRunner(env, internal.fetchFn).runCode({ language: 'python', source: 'print(1)' })).rejects.toThrow(
      'The code runner failed: Internal Error',
    )
    expect(() => codeRunner({ CODE_RUNNER: 'judge0' })).toThrow('JUDGE0_URL is not set')
    expect(codeRunner({ CODE_RUNNER: 'embedded' }).name).toBe('embedded')
    expect(codeRunner({}).name).toBe('embedded')
  })
})
