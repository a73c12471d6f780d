/**
 * A minimal host for MicroPython's WebAssembly build, instead of its Emscripten JavaScript glue.
 *
 * Why not the glue: it sniffs for Node (workerd with nodejs_compat looks like Node) and then
 * requires `fs`; it stores its state on `globalThis` (two runs at once would share it); and its
 * `js` module hands Python the Worker's `globalThis` (fetch, process.env). This host gives the
 * module exactly what it needs and nothing else:
 * - stdin (fd 0) from a byte string, stdout/stderr (fd 1/2) into an OutputSink;
 * - no file system: every path call answers ENOENT, other descriptors EBADF;
 * - the JavaScript bridge (`js`, `jsffi`) sees an empty object: attribute look-ups find nothing
 *   and any other bridge call ends the run with SandboxError;
 * - memory grows only through `emscripten_resize_heap`, which refuses past the cap;
 * - setjmp/longjmp (MicroPython's exceptions) through Emscripten's invoke_* convention;
 * - the gas import (`sandbox.out_of_gas`) added by scripts/build-sandbox-wasm.ts throws OutOfGas.
 * A fresh instance is made per run, so nothing survives from one run to the next.
 */
import { OutOfGas } from '../errors'
import type { OutputSink } from '../output'

export { OutOfGas }

export class SandboxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SandboxError'
  }
}

/** MicroPython reached one of its fatal paths (nlr_jump_fail, __fatal_error) or abort(). */
export class FatalError extends Error {
  constructor(message = 'The Python runtime stopped after a fatal error') {
    super(message)
    this.name = 'FatalError'
  }
}

// Errno values as MicroPython numbers them (its own table, Linux's numbers), so `OSError`
// reads "[Errno 2] ENOENT".
const ENOENT = 2
const EBADF = 9
const ESPIPE = 29
const ERANGE = 34
const PAGE = 65536

type Exports = {
  memory: WebAssembly.Memory
  __indirect_function_table: WebAssembly.Table
  __wasm_call_ctors(): void
  emscripten_stack_init(): void
  emscripten_stack_get_current(): number
  _emscripten_stack_restore(sp: number): void
  setThrew(threw: number, value: number): void
  malloc(size: number): number
  free(ptr: number): void
  mp_js_init(pystackWords: number, heapBytes: number): void
  proxy_c_init(): void
  mp_js_do_exec(src: number, len: number, out: number): void
  sandbox_gas: WebAssembly.Global
  sandbox_cstack_bytes: WebAssembly.Global
}

export type HostOptions = {
  stdin: Uint8Array
  sink: OutputSink
  /** The whole linear memory may not grow past this many bytes. */
  memoryCapBytes: number
}

export class MicroPythonHost {
  private readonly exports: Exports
  private stdinAt = 0
  /** A request for memory was refused: a later failure is a memory-limit failure. */
  memoryRefused = false

  constructor(
    module: WebAssembly.Module,
    private readonly options: HostOptions,
  ) {
    const instance = new WebAssembly.Instance(module, this.imports())
    this.exports = instance.exports as unknown as Exports
  }

  get gas(): bigint {
    return this.exports.sandbox_gas.value as bigint
  }

  set gas(value: bigint) {
    this.exports.sandbox_gas.value = value
  }

  /**
   * Starts the runtime: C constructors, a C stack of `cstackBytes` (Emscripten's is 64 KB, too
   * shallow for recursive solutions), the Python heap and stack, the proxy tables.
   */
  init(pystackWords: number, heapBytes: number, cstackBytes: number): void {
    const e = this.exports
    e.emscripten_stack_init()
    e.__wasm_call_ctors()
    const region = e.malloc(cstackBytes + 64 * 1024)
    if (!region) throw new SandboxError('Not enough memory for the Python stack')
    // The stack grows down from the region's top; MicroPython stops recursion `cstackBytes` below
    // it, leaving 64 KB for the C code that runs past its check.
    e._emscripten_stack_restore((region + cstackBytes + 64 * 1024) & ~15)
    e.sandbox_cstack_bytes.value = cstackBytes
    e.mp_js_init(pystackWords, heapBytes)
    e.proxy_c_init()
  }

  /**
   * Compiles and runs `source` as the `__main__` module. Answers null when it ended normally, or
   * the uncaught exception as [type name, traceback text].
   */
  exec(source: string): [string, string] | null {
    const e = this.exports
    const bytes = new TextEncoder().encode(source)
    const src = e.malloc(bytes.length + 1)
    const out = e.malloc(12)
    if (!src || !out) throw new SandboxError('Not enough memory to load the program')
    this.u8().set(bytes, src)
    this.u8()[src + bytes.length] = 0
    e.mp_js_do_exec(src, bytes.length, out)
    const view = new DataView(e.memory.buffer)
    const kind = view.getInt32(out, true)
    if (kind !== -1) return null
    const text = new TextDecoder().decode(
      this.u8().subarray(view.getUint32(out + 8, true), view.getUint32(out + 8, true) + view.getUint32(out + 4, true)),
    )
    const split = text.indexOf('\x04')
    return [text.slice(0, split), text.slice(split + 1)]
  }

  private u8(): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer)
  }

  private view(): DataView {
    return new DataView(this.exports.memory.buffer)
  }

  private imports(): WebAssembly.Imports {
    const table = () => this.exports.__indirect_function_table
    // Emscripten's setjmp/longjmp: longjmp throws Infinity, invoke_* catches numbers only.
    const invoke =
      (hasResult: boolean) =>
      (index: number, ...args: number[]) => {
        const sp = this.exports.emscripten_stack_get_current()
        try {
          return (table().get(index) as (...a: number[]) => number)(...args)
        } catch (err) {
          this.exports._emscripten_stack_restore(sp)
          if (typeof err !== 'number') throw err
          this.exports.setThrew(1, 0)
          return hasResult ? 0 : undefined
        }
      }
    const bridgeClosed = () => {
      throw new SandboxError('JavaScript interop (the js and jsffi modules) is not available in this sandbox')
    }
    const fdWrite = (fd: number, iov: number, iovcnt: number, pnum: number) => {
      if (fd !== 1 && fd !== 2) return EBADF
      const view = this.view()
      let written = 0
      for (let i = 0; i < iovcnt; i++) {
        const ptr = view.getUint32(iov + i * 8, true)
        const len = view.getUint32(iov + i * 8 + 4, true)
        this.options.sink.write(fd === 1 ? 'stdout' : 'stderr', this.u8().subarray(ptr, ptr + len))
        written += len
      }
      this.view().setUint32(pnum, written, true)
      return 0
    }
    const fdRead = (fd: number, iov: number, iovcnt: number, pnum: number) => {
      if (fd !== 0) return EBADF
      const view = this.view()
      const stdin = this.options.stdin
      let read = 0
      for (let i = 0; i < iovcnt && this.stdinAt < stdin.length; i++) {
        const ptr = view.getUint32(iov + i * 8, true)
        const len = view.getUint32(iov + i * 8 + 4, true)
        const chunk = stdin.subarray(this.stdinAt, this.stdinAt + len)
        this.u8().set(chunk, ptr)
        this.stdinAt += chunk.length
        read += chunk.length
      }
      this.view().setUint32(pnum, read, true)
      return 0
    }
    const resizeHeap = (requested: number) => {
      const memory = this.exports.memory
      const old = memory.buffer.byteLength
      requested >>>= 0
      const cap = Math.max(this.options.memoryCapBytes, old)
      if (requested > cap) {
        this.memoryRefused = true
        return 0
      }
      // Grow with some slack (as Emscripten does), never past the cap.
      const target = Math.min(cap, Math.max(requested, Math.ceil(old * 1.2)))
      const pages = Math.ceil((target - old) / PAGE)
      try {
        memory.grow(pages)
        return 1
      } catch {
        this.memoryRefused = true
        return 0
      }
    }
    const noFile = () => -ENOENT
    const badFd = () => -EBADF
    const env: Record<string, (...args: never[]) => unknown> = {
      invoke_i: invoke(true),
      invoke_ii: invoke(true),
      invoke_iii: invoke(true),
      invoke_iiii: invoke(true),
      invoke_iiiii: invoke(true),
      invoke_iiiiii: invoke(true),
      invoke_v: invoke(false),
      invoke_vi: invoke(false),
      invoke_vii: invoke(false),
      invoke_viii: invoke(false),
      invoke_viiii: invoke(false),
      _emscripten_throw_longjmp: () => {
        throw Infinity
      },
      _abort_js: () => {
        throw new FatalError('The Python runtime aborted')
      },
      emscripten_resize_heap: resizeHeap,
      mp_js_random_u32: () => crypto.getRandomValues(new Uint32Array(1))[0],
      mp_js_ticks_ms: () => performance.now(),
      mp_js_time_ms: () => Date.now(),
      // The JavaScript bridge: `js` looks empty, anything else is refused.
      has_attr: () => 0,
      lookup_attr: () => 0,
      js_get_proxy_js_ref_info: bridgeClosed,
      proxy_convert_mp_to_js_then_js_to_mp_obj_jsside: bridgeClosed,
      proxy_convert_mp_to_js_then_js_to_js_then_js_to_mp_obj_jsside: bridgeClosed,
      call0: bridgeClosed,
      call1: bridgeClosed,
      call2: bridgeClosed,
      calln: bridgeClosed,
      call0_kwarg: bridgeClosed,
      calln_kwarg: bridgeClosed,
      store_attr: bridgeClosed,
      js_subscr_load: bridgeClosed,
      js_subscr_store: bridgeClosed,
      js_get_iter: bridgeClosed,
      js_iter_next: bridgeClosed,
      js_reflect_construct: bridgeClosed,
      js_check_existing: () => -1,
      js_get_error_info: bridgeClosed,
      js_then_resolve: bridgeClosed,
      js_then_reject: bridgeClosed,
      js_then_continue: bridgeClosed,
      create_promise: bridgeClosed,
      proxy_js_free_obj: () => undefined,
      // No file system.
      __syscall_chdir: noFile,
      __syscall_getcwd: (buf: number, size: number) => {
        if (size < 2) return -ERANGE
        this.u8().set([47, 0], buf)
        return 2
      },
      __syscall_mkdirat: noFile,
      __syscall_openat: noFile,
      __syscall_poll: () => 0,
      __syscall_getdents64: badFd,
      __syscall_renameat: noFile,
      __syscall_rmdir: noFile,
      __syscall_fstat64: badFd,
      __syscall_stat64: noFile,
      __syscall_newfstatat: noFile,
      __syscall_lstat64: noFile,
      __syscall_statfs64: noFile,
      __syscall_unlinkat: noFile,
    }
    return {
      env,
      wasi_snapshot_preview1: {
        fd_write: fdWrite,
        fd_read: fdRead,
        fd_close: () => 0,
        fd_sync: () => 0,
        fd_seek: () => ESPIPE,
      },
      sandbox: {
        out_of_gas: () => {
          throw new OutOfGas()
        },
        fatal: () => {
          throw new FatalError()
        },
      },
    }
  }
}
