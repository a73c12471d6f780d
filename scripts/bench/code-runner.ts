/**
 * Code runner (issue 15): hello-world run times in JavaScript (QuickJS) and Python (MicroPython),
 * cold and warm, a CPU-heavy test (primes to 200,000), grading the demo exam's coding question
 * through the function-test harness, how long runaway loops take to be stopped,
 * and the step calibration. Runs inside workerd: `wrangler dev` on a throwaway config for
 * scripts/bench/code-runner-worker.ts (so also proves the wasm modules load under wrangler).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { DEMO_EXAM_QUESTIONS } from '../../worker/db/seed/acme-exam'
import { JS_STEPS_PER_MS, PYTHON_STEPS_PER_MS } from '../../worker/providers/code-runner/calibration'
import type { RunRequest, RunResult } from '../../worker/providers/code-runner/types'
import { CALIBRATION_PROGRAMS, DEMO_SOLUTION_JS, DEMO_SOLUTION_PY, PRIMES_JS, PRIMES_PY } from './code-runner-programs'
import { percentile, table } from './machine'

type Timed = RunResult & { wallMs: number }

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })

async function startWorker(): Promise<{ url: string; stop: () => void }> {
  const dir = '.tmp/bench-code-runner'
  mkdirSync(dir, { recursive: true })
  const config = {
    name: 'bench-code-runner',
    main: '../../scripts/bench/code-runner-worker.ts',
    compatibility_date: '2026-08-01',
    compatibility_flags: ['nodejs_compat'],
    rules: [{ type: 'CompiledWasm', globs: ['**/*.wasm'], fallthrough: true }],
  }
  writeFileSync(`${dir}/wrangler.json`, JSON.stringify(config, null, 2))
  const port = await freePort()
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      `${dir}/wrangler.json`,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
    ],
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  const url = `http://127.0.0.1:${port}/`
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500))
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`)
    try {
      if ((await fetch(url)).status === 405) return { url, stop }
    } catch {
      // not up yet
    }
  }
  stop()
  throw new Error(`wrangler dev did not start:\n${log}`)
}

export async function codeRunnerBench(): Promise<string> {
  const worker = await startWorker()
  try {
    const run = async (request: RunRequest): Promise<Timed> => {
      const response = await fetch(worker.url, { method: 'POST', body: JSON.stringify(request) })
      if (!response.ok) throw new Error(`run failed: ${response.status} ${await response.text()}`)
      return (await response.json()) as Timed
    }
    const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`
    const rows: (string | number)[][] = []

    // Hello world: the first run of each language in a fresh isolate (cold), then 20 warm runs.
    for (const [language, source] of [
      ['javascript', 'console.log("Hello, world!")'],
      ['python', 'print("Hello, world!")'],
    ] as const) {
      const cold = await run({ language, source })
      const warm: number[] = []
      for (let i = 0; i < 20; i++) warm.push((await run({ language, source })).wallMs)
      rows.push([
        `${language} hello world`,
        `${ms(cold.wallMs)} cold`,
        `${ms(percentile(warm, 50))} (p95 ${ms(percentile(warm, 95))})`,
        cold.status,
      ])
    }

    // CPU-heavy: primes to 200,000 (sieve), 3 runs each.
    for (const [language, source] of [
      ['javascript', PRIMES_JS],
      ['python', PRIMES_PY],
    ] as const) {
      const runs: Timed[] = []
      for (let i = 0; i < 3; i++) runs.push(await run({ language, source }))
      const wall = runs.map((r) => r.wallMs)
      rows.push([
        `${language} primes to 200,000`,
        '—',
        `${ms(percentile(wall, 50))} (counted ${runs[0]!.timeMs} ms of 3,000)`,
        `${runs[0]!.status} ${runs[0]!.stdout.trim()}`,
      ])
    }

    // Grading a coding question at submit: the demo exam's question, all of its function tests
    // (sample and hidden) through the harness, one fresh sandbox per test.
    const demo = DEMO_EXAM_QUESTIONS.find((q) => q.type === 'coding')!
    for (const [language, source, functionName] of [
      ['javascript', DEMO_SOLUTION_JS, 'isPalindrome'],
      ['python', DEMO_SOLUTION_PY, 'is_palindrome'],
    ] as const) {
      const grade = async () => {
        const response = await fetch(worker.url, {
          method: 'POST',
          body: JSON.stringify({ exam: { language, source, functionName, tests: demo.tests } }),
        })
        return (await response.json()) as { passed: number; total: number; wallMs: number }
      }
      const runs = [await grade(), await grade(), await grade()]
      rows.push([
        `${language} demo question, ${runs[0]!.total} function tests`,
        '—',
        ms(
          percentile(
            runs.map((r) => r.wallMs),
            50,
          ),
        ),
        `${runs[0]!.passed} of ${runs[0]!.total} passed`,
      ])
    }

    // Runaway loops at the default 3 s limit: how long until they are stopped.
    for (const [language, source] of [
      ['javascript', 'for(;;){}'],
      ['python', 'while True: pass'],
      ['javascript', 'for (;;) "x".repeat(1e6)'],
      ['python', 'while True:\n    x = 7 ** 20000'],
    ] as const) {
      const r = await run({ language, source })
      rows.push([`${language} \`${source.replace(/\n\s*/g, ' ')}\` stopped after`, '—', ms(r.wallMs), r.status])
    }

    // Calibration: metered steps per ms of this machine's CPU for typical solutions.
    const rates: Record<string, number[]> = { javascript: [], python: [] }
    const calibrationRows: (string | number)[][] = []
    for (const program of CALIBRATION_PROGRAMS) {
      const perMs = program.language === 'python' ? PYTHON_STEPS_PER_MS : JS_STEPS_PER_MS
      await run({
        language: program.language,
        source: program.source,
        stdin: program.stdin,
        limits: { timeMs: 15_000 },
      })
      const r = await run({
        language: program.language,
        source: program.source,
        stdin: program.stdin,
        limits: { timeMs: 15_000 },
      })
      const rate = (r.timeMs * perMs) / r.wallMs
      rates[program.language]!.push(rate)
      calibrationRows.push([
        program.language,
        program.name,
        ms(r.wallMs),
        `${r.timeMs} ms`,
        Math.round(rate).toLocaleString('en'),
      ])
    }
    const median = (xs: number[]) => percentile(xs, 50)

    return [
      table(['run', 'cold', 'warm (median of 20) / measured', 'result'], rows),
      '',
      'Times are wall-clock inside workerd (`wrangler dev`, local), around `runCode` (a fresh WebAssembly instance per run).',
      '',
      '### Calibration (steps per ms of CPU)',
      '',
      table(['language', 'program', 'wall', 'counted time', 'steps per ms'], calibrationRows),
      '',
      `Median steps per ms: JavaScript ${Math.round(median(rates.javascript!)).toLocaleString('en')} (constant: ${JS_STEPS_PER_MS.toLocaleString('en')}), Python ${Math.round(median(rates.python!)).toLocaleString('en')} (constant: ${PYTHON_STEPS_PER_MS.toLocaleString('en')}); the constants live in \`worker/providers/code-runner/calibration.ts\`.`,
    ].join('\n')
  } finally {
    worker.stop()
  }
}
