/**
 * Builds the gas-metered WebAssembly modules the code runner uses:
 * - worker/providers/code-runner/python/generated/micropython-metered.wasm (MicroPython 1.27)
 * - worker/providers/code-runner/javascript/generated/quickjs-metered.wasm (QuickJS, quickjs-emscripten)
 *
 * Nothing inside MicroPython can stop `while True: pass`, QuickJS's interrupt handler does not see
 * time spent in its native built-ins, and in production the clock does not move during CPU work.
 * So the budget is counted in the WebAssembly itself: Binaryen's `log-execution` pass puts a call
 * at every function entry, loop header and return; the imported logger is then replaced by a tiny
 * function of the module that subtracts one from an exported i64 global (`sandbox_gas`) and calls
 * the import `sandbox.out_of_gas` when it goes below zero. The host sets the budget before a run
 * and the import throws, unwinding the run wherever it is: in the interpreter loop or in a C loop
 * of a built-in (a big-integer power, a string repeat, a sort).
 *
 * Runs from `npm install` (postinstall) and `npm run sandbox:wasm`; skips work when the outputs
 * match their inputs. Pure JS/wasm (binaryen from npm): no emscripten, no network.
 */

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import binaryen from 'binaryen'

type Ref = binaryen.ExpressionRef
/** Binaryen's expression wrappers exist at run time but are missing from its typings. */
const api = binaryen as unknown as {
  Block: {
    getNumChildren(e: Ref): number
    getChildAt(e: Ref, i: number): Ref
    setChildAt(e: Ref, i: number, child: Ref): void
  }
  If: {
    getIfTrue(e: Ref): Ref
    setIfTrue(e: Ref, v: Ref): void
    getIfFalse(e: Ref): Ref
    setIfFalse(e: Ref, v: Ref): void
  }
  Loop: { getName(e: Ref): string; getBody(e: Ref): Ref; setBody(e: Ref, v: Ref): void }
  Break: { getName(e: Ref): string; getCondition(e: Ref): Ref; getValue(e: Ref): Ref }
  Call: {
    getNumOperands(e: Ref): number
    getOperandAt(e: Ref, i: number): Ref
    setOperandAt(e: Ref, i: number, v: Ref): void
  }
  Const: { getValueI32(e: Ref): number }
  Function: { getBody(f: binaryen.FunctionRef): Ref; setBody(f: binaryen.FunctionRef, e: Ref): void }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

/** Bump when the instrumentation changes, so old outputs are rebuilt. */
const INSTRUMENTATION_VERSION = 4

type Target = { name: string; source: string; out: string; patch?: (mod: binaryen.Module) => void }

const TARGETS: Target[] = [
  {
    name: 'MicroPython',
    source: join(packageDir('@micropython/micropython-webassembly-pyscript'), 'micropython.wasm'),
    out: 'worker/providers/code-runner/python/generated/micropython-metered.wasm',
    patch: patchMicroPython,
  },
  {
    name: 'QuickJS',
    source: join(packageDir('@jitl/quickjs-wasmfile-release-sync'), 'dist/emscripten-module.wasm'),
    out: 'worker/providers/code-runner/javascript/generated/quickjs-metered.wasm',
  },
]

for (const target of TARGETS) build(target)

function build(target: Target) {
  const out = join(root, target.out)
  const stamp = `${out}.sha256`
  const input = readFileSync(target.source)
  const key = createHash('sha256')
    .update(input)
    .update(String(INSTRUMENTATION_VERSION))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readFileSync(join(packageDir('binaryen'), 'package.json')))
    .digest('hex')
  if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) {
    console.log(`sandbox wasm: ${target.out} is up to date`)
    return
  }
  const started = Date.now()
  const mod = binaryen.readBinary(input)
  // Emscripten's default feature set (QuickJS's module carries no target_features section).
  const F = binaryen.Features
  mod.setFeatures(
    mod.getFeatures() | F.MutableGlobals | F.BulkMemory | F.BulkMemoryOpt | F.SignExt | F.NontrappingFPToInt,
  )
  target.patch?.(mod)
  meter(mod)
  if (!mod.validate()) throw new Error(`The metered ${target.name} module does not validate.`)
  const output = mod.emitBinary()
  mod.dispose()
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, output)
  writeFileSync(stamp, key)
  console.log(
    `sandbox wasm: wrote ${target.out} (${(output.length / 1024).toFixed(0)} KB from ${(input.length / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`,
  )
}

/** The step counter (see the top of this file). */
function meter(mod: binaryen.Module) {
  // 1. A call to env.log_execution(i32) at every function entry, loop header and return.
  mod.runPasses(['log-execution'])
  // 2. The budget: an exported mutable i64, and the import that ends the run when it is spent.
  // Starts with a budget for instantiation and start-up code; each run sets its own.
  mod.addGlobal('sandbox_gas', binaryen.i64, true, mod.i64.const(100_000_000n))
  mod.addGlobalExport('sandbox_gas', 'sandbox_gas')
  mod.addFunctionImport('sandbox_out_of_gas', 'sandbox', 'out_of_gas', binaryen.none, binaryen.none)
  // 3. log_execution becomes a function of the module: gas -= 1; if (gas < 0) out_of_gas().
  mod.removeFunction('log_execution')
  mod.addFunction(
    'log_execution',
    binaryen.createType([binaryen.i32]),
    binaryen.none,
    [],
    mod.block(null, [
      mod.global.set('sandbox_gas', mod.i64.sub(mod.global.get('sandbox_gas', binaryen.i64), mod.i64.const(1n))),
      mod.if(
        mod.i64.lt_s(mod.global.get('sandbox_gas', binaryen.i64), mod.i64.const(0n)),
        mod.call('sandbox_out_of_gas', [], binaryen.none),
      ),
    ]),
  )
  // 4. Inline the counter into its callers so a loop pays a few instructions, not a call.
  binaryen.setOptimizeLevel(2)
  binaryen.setShrinkLevel(1)
  mod.runPasses(['inlining', 'vacuum'])
}

function patchMicroPython(mod: binaryen.Module) {
  // MicroPython's fatal paths (nlr_jump_fail, __fatal_error) spin in `while (1) {}` by design;
  // they end the run through sandbox.fatal instead of burning the whole budget.
  mod.addFunctionImport('sandbox_fatal', 'sandbox', 'fatal', binaryen.none, binaryen.none)
  const fatalLoops = replaceEmptyInfiniteLoops(mod)
  if (fatalLoops < 1)
    throw new Error('Expected MicroPython fatal-error loops (nlr_jump_fail) in the module: has its build changed?')
  // MicroPython's recursion check assumes Emscripten's 64 KB stack (a C-stack limit of 32 KB:
  // ~150 nested Python calls). mp_js_init passes that size as a constant; it becomes the exported
  // global `sandbox_cstack_bytes`, which the host sets after moving the stack pointer to a larger
  // region it allocates (python/host.ts).
  mod.addGlobal('sandbox_cstack_bytes', binaryen.i32, true, mod.i32.const(32 * 1024))
  mod.addGlobalExport('sandbox_cstack_bytes', 'sandbox_cstack_bytes')
  patchCStackSize(mod)
}

/**
 * Replaces every `loop $l (br $l)` (an empty infinite loop) reachable through the statement
 * structure of a function (block children, if arms, loop bodies) with `call sandbox.fatal;
 * unreachable`. Answers how many it replaced.
 */
function replaceEmptyInfiniteLoops(m: binaryen.Module): number {
  const fatal = () => m.block(null, [m.call('sandbox_fatal', [], binaryen.none), m.unreachable()], binaryen.unreachable)
  const isEmptyInfinite = (e: binaryen.ExpressionRef) => {
    if (binaryen.getExpressionId(e) !== binaryen.LoopId) return false
    const body = api.Loop.getBody(e)
    return (
      binaryen.getExpressionId(body) === binaryen.BreakId &&
      api.Break.getName(body) === api.Loop.getName(e) &&
      !api.Break.getCondition(body) &&
      !api.Break.getValue(body)
    )
  }
  let count = 0
  const visit = (e: binaryen.ExpressionRef): binaryen.ExpressionRef => {
    if (!e) return e
    if (isEmptyInfinite(e)) {
      count++
      return fatal()
    }
    switch (binaryen.getExpressionId(e)) {
      case binaryen.BlockId:
        for (let i = 0; i < api.Block.getNumChildren(e); i++)
          api.Block.setChildAt(e, i, visit(api.Block.getChildAt(e, i)))
        break
      case binaryen.IfId:
        api.If.setIfTrue(e, visit(api.If.getIfTrue(e)))
        if (api.If.getIfFalse(e)) api.If.setIfFalse(e, visit(api.If.getIfFalse(e)))
        break
      case binaryen.LoopId:
        api.Loop.setBody(e, visit(api.Loop.getBody(e)))
        break
    }
    return e
  }
  for (let i = 0; i < m.getNumFunctions(); i++) {
    const fn = m.getFunctionByIndex(i)
    const body = api.Function.getBody(fn)
    if (body) api.Function.setBody(fn, visit(body))
  }
  return count
}

/** In mp_js_init, `mp_cstack_init_with_sp_here(32768)` reads the size from sandbox_cstack_bytes. */
function patchCStackSize(m: binaryen.Module): void {
  let init: binaryen.FunctionRef | null = null
  for (let i = 0; i < m.getNumExports(); i++) {
    const info = binaryen.getExportInfo(m.getExportByIndex(i))
    if (info.name === 'mp_js_init') init = m.getFunction(info.value)
  }
  if (!init) throw new Error('mp_js_init is not exported: has the MicroPython build changed?')
  const body = api.Function.getBody(init)
  const calls: binaryen.ExpressionRef[] = []
  if (binaryen.getExpressionId(body) === binaryen.BlockId) {
    for (let i = 0; i < api.Block.getNumChildren(body); i++) {
      const child = api.Block.getChildAt(body, i)
      if (binaryen.getExpressionId(child) !== binaryen.CallId || api.Call.getNumOperands(child) !== 1) continue
      const arg = api.Call.getOperandAt(child, 0)
      if (binaryen.getExpressionId(arg) === binaryen.ConstId && api.Const.getValueI32(arg) === 32 * 1024)
        calls.push(child)
    }
  }
  if (calls.length !== 1)
    throw new Error(`Expected one mp_cstack_init_with_sp_here(32768) in mp_js_init, found ${calls.length}`)
  api.Call.setOperandAt(calls[0]!, 0, m.global.get('sandbox_cstack_bytes', binaryen.i32))
}
