/**
 * The embedded runner: JavaScript in QuickJS, Python in MicroPython, both WebAssembly inside the
 * Worker, a fresh instance per run. The wasm modules are imported as compiled modules (a Worker
 * cannot compile WebAssembly from bytes at run time).
 */
import quickjsWasm from './javascript/generated/quickjs-metered.wasm'
import { runJavaScript } from './javascript/runner'
import { resolveLimits } from './limits'
import micropythonWasm from './python/generated/micropython-metered.wasm'
import { runPython } from './python/runner'
import type { RunEngine, RunRequest, RunResult } from './types'

export const embeddedEngine: RunEngine = {
  name: 'embedded',
  async runCode(request: RunRequest): Promise<RunResult> {
    const limits = resolveLimits(request.limits)
    const stdin = request.stdin ?? ''
    if (request.language === 'python') return runPython(micropythonWasm, request.source, stdin, limits)
    return runJavaScript(quickjsWasm, request.source, stdin, limits)
  },
}
