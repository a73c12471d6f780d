/**
 * JavaScript runs in QuickJS (quickjs-emscripten, WebAssembly): a fresh WebAssembly instance,
 * runtime and context per run. The time budget is the step counter compiled into the module
 * (scripts/build-sandbox-wasm.ts), so it also counts time spent inside built-ins (a huge
 * `repeat`, a sort), which QuickJS's interrupt handler never sees; the handler only stops a
 * program that called exit() or passed the output limit. Memory: QuickJS's own allocation limit,
 * and a WebAssembly memory that cannot grow past it. See docs/code-runner.md.
 */

import releaseSync from '@jitl/quickjs-wasmfile-release-sync'
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSHandle,
} from 'quickjs-emscripten-core'
import { JS_STEPS_PER_MS } from '../calibration'
import { OutOfGas } from '../errors'
import { OutputLimitError, OutputSink } from '../output'
import type { RunLimits, RunResult } from '../types'
import { JS_PRELUDE } from './prelude'

/**
 * QuickJS's own stack limit (~190 bytes per call): ~1,600 nested calls, then its catchable
 * "InternalError: stack overflow". Deeper would hit the host's native stack (~2,300 in workerd).
 */
const MAX_STACK_BYTES = 300 * 1024
/** Steps allowed for start-up, the prelude and compiling, outside the program's budget. */
const SETUP_STEPS = 100_000_000n
/** QuickJS's own memory (Emscripten's initial 16 MB) on top of the program's heap limit. */
const RUNTIME_BYTES = 16 * 1024 * 1024
const PAGE = 65536

type Outcome = { kind: 'ok' } | { kind: 'error'; error: { name?: string; message?: string; stack?: string } }

export async function runJavaScript(
  wasmModule: WebAssembly.Module,
  source: string,
  stdin: string,
  limits: RunLimits,
): Promise<RunResult> {
  const sink = new OutputSink(limits.outputBytes)
  const budget = BigInt(Math.max(1, Math.round(limits.timeMs * JS_STEPS_PER_MS)))
  let outOfTime = false
  let exitCode: number | undefined
  let gas: WebAssembly.Global | null = null
  let stepsUsed = 0n
  let clockStarted = false
  const stopped = () => sink.exceeded || exitCode !== undefined

  const maxPages = Math.ceil((limits.memoryBytes + RUNTIME_BYTES) / PAGE) + 1
  const QuickJS = await newQuickJSWASMModuleFromVariant(
    newVariant(releaseSync, {
      wasmMemory: new WebAssembly.Memory({ initial: RUNTIME_BYTES / PAGE, maximum: maxPages }),
      emscriptenModule: {
        // Instantiate the metered module ourselves: it imports sandbox.out_of_gas, and its budget
        // global must be set before Emscripten's start-up code runs.
        instantiateWasm(
          imports: WebAssembly.Imports,
          onSuccess: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
        ) {
          const instance = new WebAssembly.Instance(wasmModule, {
            ...imports,
            sandbox: {
              out_of_gas: () => {
                outOfTime = true
                throw new OutOfGas()
              },
            },
          })
          gas = instance.exports.sandbox_gas as WebAssembly.Global
          gas.value = SETUP_STEPS
          onSuccess(instance, wasmModule)
          return instance.exports
        },
      } as Record<string, unknown>,
    }),
  )
  const runtime = QuickJS.newRuntime({
    memoryLimitBytes: limits.memoryBytes,
    maxStackSizeBytes: MAX_STACK_BYTES,
    interruptHandler: stopped,
  })
  const vm = runtime.newContext()
  const startClock = () => {
    gas!.value = budget
    clockStarted = true
  }
  const stopClock = () => {
    if (gas && clockStarted) {
      clockStarted = false
      const left = gas.value as bigint
      stepsUsed = budget - (left > 0n ? left : 0n)
      gas.value = SETUP_STEPS
    }
  }
  const finish = (status: RunResult['status'], extra: Partial<RunResult> = {}): RunResult => {
    stopClock()
    return {
      status,
      stdout: sink.text('stdout'),
      stderr: sink.text('stderr'),
      timeMs: Math.min(limits.timeMs, Math.round(Number(stepsUsed) / JS_STEPS_PER_MS)),
      ...extra,
    }
  }

  try {
    installPrelude(
      vm,
      sink,
      stdin,
      (code) => {
        exitCode ??= code
      },
      () => exitCode !== undefined,
    )
    const compiled = outcome(vm, vm.evalCode(source, 'main.js', { compileOnly: true }))
    if (compiled.kind === 'error') {
      sink.writeText('stderr', describe(compiled.error))
      return finish('compile_error', { exitCode: 1 })
    }
    startClock()
    let result = outcome(vm, vm.evalCode(source, 'main.js'))
    // Promise callbacks (async functions, .then) run until none are left or the budget is spent.
    while (result.kind === 'ok' && runtime.hasPendingJob() && !stopped()) {
      const jobs = runtime.executePendingJobs()
      if (jobs.error) {
        result = { kind: 'error', error: vm.dump(jobs.error) }
        jobs.error.dispose()
      }
    }
    stopClock()
    if (sink.exceeded) return finish('output_limit_exceeded')
    if (exitCode !== undefined) return finish(exitCode === 0 ? 'ok' : 'runtime_error', { exitCode })
    if (result.kind === 'ok') return finish('ok', { exitCode: 0 })
    const memory = isOutOfMemory(result.error)
    sink.writeText('stderr', memory ? 'InternalError: out of memory\n' : describe(result.error))
    return finish(memory ? 'memory_limit_exceeded' : 'runtime_error', { exitCode: 1 })
  } catch (err) {
    stopClock()
    if (err instanceof OutOfGas || outOfTime) return finish('time_limit_exceeded', { timeMs: limits.timeMs })
    if (err instanceof OutputLimitError || sink.exceeded) return finish('output_limit_exceeded')
    if (exitCode !== undefined) return finish(exitCode === 0 ? 'ok' : 'runtime_error', { exitCode })
    // The host's own stack ran out before QuickJS's limit (very deep recursion).
    if (err instanceof RangeError)
      return finish('runtime_error', {
        stderr: `${sink.text('stderr')}RangeError: Maximum call stack size exceeded\n`,
        exitCode: 1,
      })
    return finish('runtime_error', {
      stderr: `${sink.text('stderr')}The JavaScript runtime failed: ${err instanceof Error ? err.message : String(err)}\n`,
      exitCode: 1,
    })
  }
  // No dispose: the whole WebAssembly instance is dropped with the run, and QuickJS would abort
  // (loudly) freeing a runtime whose program was stopped mid-way with objects still alive.
}

function installPrelude(
  vm: QuickJSContext,
  sink: OutputSink,
  stdin: string,
  exit: (code: number) => void,
  exited: () => boolean,
) {
  const handles: QuickJSHandle[] = []
  const keep = <T extends QuickJSHandle>(h: T) => (handles.push(h), h)
  try {
    const write = keep(
      vm.newFunction('write', (fd, text) => {
        if (sink.exceeded || exited()) return
        try {
          sink.writeText(vm.getNumber(fd) === 2 ? 'stderr' : 'stdout', vm.getString(text))
        } catch (err) {
          if (!(err instanceof OutputLimitError)) throw err
        }
      }),
    )
    const exitFn = keep(vm.newFunction('exit', (code) => exit(vm.getNumber(code))))
    const input = keep(vm.newString(stdin))
    const setup = keep(vm.unwrapResult(vm.evalCode(JS_PRELUDE, 'prelude.js')))
    vm.unwrapResult(vm.callFunction(setup, vm.undefined, write, input, exitFn)).dispose()
  } finally {
    for (const h of handles) h.dispose()
  }
}

function outcome(vm: QuickJSContext, result: ReturnType<QuickJSContext['evalCode']>): Outcome {
  if (result.error) {
    const error = vm.dump(result.error)
    result.error.dispose()
    return { kind: 'error', error: typeof error === 'object' && error !== null ? error : { message: String(error) } }
  }
  result.value.dispose()
  return { kind: 'ok' }
}

function isOutOfMemory(error: { name?: string; message?: string }) {
  return error.name === 'InternalError' && /out of memory/i.test(error.message ?? '')
}

/** "TypeError: x is not a function\n    at f (main.js:3:5)" as the candidate should read it. */
function describe(error: { name?: string; message?: string; stack?: string }): string {
  const head = error.name ? `${error.name}: ${error.message ?? ''}` : String(error.message ?? error)
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trim() && !line.includes('prelude.js'))
    .join('\n')
  return `${head}\n${frames ? `${frames}\n` : ''}`
}
