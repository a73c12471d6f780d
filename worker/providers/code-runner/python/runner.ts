/**
 * Python runs in MicroPython (WebAssembly), one fresh instance per run, metered by the step
 * counter compiled into the module (scripts/build-sandbox-wasm.ts). See docs/code-runner.md.
 */

import { PYTHON_STEPS_PER_MS } from '../calibration'
import { OutputLimitError, OutputSink } from '../output'
import type { RunLimits, RunResult } from '../types'
import { FatalError, MicroPythonHost, OutOfGas, SandboxError } from './host'

/** Python's own stack (frames, locals), in words: more than the C stack below allows. */
const PYSTACK_WORDS = 64 * 1024
/**
 * C stack for the interpreter's recursion (~200 bytes per Python call): ~470 nested calls, then
 * MicroPython's own "maximum recursion depth exceeded". Deeper would hit the host's native stack
 * first (~620 calls in workerd), which ends the run without a traceback. CPython allows 1,000.
 */
const CSTACK_BYTES = 96 * 1024
/** The first Python heap block; more are added on demand up to the memory limit. */
const FIRST_HEAP_BYTES = 1024 * 1024
/** Steps allowed for start-up and the prelude, outside the program's budget. */
const SETUP_STEPS = 50_000_000n

/**
 * `input()` on top of sys.stdin (MicroPython's own reads the terminal), as in CPython: the
 * prompt goes to stdout, the newline is dropped, EOFError at the end of input.
 */
const PRELUDE = `
def __sandbox_setup():
    import builtins, sys
    def input(prompt=None):
        if prompt is not None:
            sys.stdout.write(str(prompt))
        line = sys.stdin.readline()
        if not line:
            raise EOFError('EOF when reading a line')
        return line[:-1] if line[-1] == '\\n' else line
    builtins.input = input
__sandbox_setup()
del __sandbox_setup
`

const COMPILE_ERRORS = new Set(['SyntaxError', 'IndentationError'])

export function runPython(module: WebAssembly.Module, source: string, stdin: string, limits: RunLimits): RunResult {
  const sink = new OutputSink(limits.outputBytes)
  const budget = BigInt(Math.round(limits.timeMs * PYTHON_STEPS_PER_MS))
  let host: MicroPythonHost | null = null
  let stepsUsed = 0n
  const finish = (status: RunResult['status'], extra: Partial<RunResult> = {}): RunResult => ({
    status,
    stdout: sink.text('stdout'),
    stderr: sink.text('stderr'),
    timeMs: Math.round(Number(stepsUsed) / PYTHON_STEPS_PER_MS),
    ...extra,
  })
  try {
    host = new MicroPythonHost(module, {
      stdin: new TextEncoder().encode(stdin),
      sink,
      memoryCapBytes: limits.memoryBytes,
    })
    host.gas = SETUP_STEPS
    host.init(PYSTACK_WORDS, FIRST_HEAP_BYTES, CSTACK_BYTES)
    if (host.exec(PRELUDE)) throw new FatalError('The Python prelude failed')
    host.gas = budget
    const error = host.exec(source)
    stepsUsed = budget - host.gas
    if (!error) return finish('ok', { exitCode: 0 })
    const [type, traceback] = error
    const text = collapseRepeats(traceback.replaceAll('File "<stdin>"', 'File "main.py"'))
    if (type === 'SystemExit') return exited(text, sink, finish)
    sink.writeText('stderr', text)
    if (type === 'MemoryError') return finish('memory_limit_exceeded', { exitCode: 1 })
    return finish(COMPILE_ERRORS.has(type) ? 'compile_error' : 'runtime_error', { exitCode: 1 })
  } catch (err) {
    if (host) stepsUsed = budget - (host.gas > 0n ? host.gas : 0n)
    if (stepsUsed < 0n) stepsUsed = 0n
    if (err instanceof OutOfGas) return finish('time_limit_exceeded', { timeMs: limits.timeMs })
    if (err instanceof OutputLimitError) return finish('output_limit_exceeded')
    if (host?.memoryRefused) return finish('memory_limit_exceeded')
    const message =
      err instanceof SandboxError || err instanceof FatalError
        ? err.message
        : err instanceof RangeError
          ? 'RecursionError: maximum recursion depth exceeded'
          : `The Python runtime failed: ${err instanceof Error ? err.message : String(err)}`
    try {
      sink.writeText('stderr', `${message}\n`)
    } catch {
      // Output already at its limit: the status says enough.
    }
    return finish('runtime_error', { exitCode: 1 })
  }
}

/** sys.exit(): no argument or None is 0, an int is that code, anything else is printed and 1. */
function exited(
  traceback: string,
  sink: OutputSink,
  finish: (s: RunResult['status'], e?: Partial<RunResult>) => RunResult,
): RunResult {
  const last = traceback.trimEnd().split('\n').at(-1) ?? ''
  const arg = last.startsWith('SystemExit: ') ? last.slice('SystemExit: '.length) : ''
  if (arg === '' || arg === 'None') return finish('ok', { exitCode: 0 })
  if (/^-?\d+$/.test(arg)) {
    const code = Number(arg)
    return finish(code === 0 ? 'ok' : 'runtime_error', { exitCode: code })
  }
  sink.writeText('stderr', `${arg}\n`)
  return finish('runtime_error', { exitCode: 1 })
}

/** Deep recursion repeats one traceback line hundreds of times: keep three, as CPython does. */
function collapseRepeats(traceback: string): string {
  const lines = traceback.split('\n')
  const out: string[] = []
  for (let i = 0; i < lines.length; ) {
    let j = i
    while (j < lines.length && lines[j] === lines[i]) j++
    const run = j - i
    out.push(...lines.slice(i, i + Math.min(run, 3)))
    if (run > 3) out.push(`  [Previous line repeated ${run - 3} more times]`)
    i = j
  }
  return out.join('\n')
}
