import { describe, expect, it } from 'vitest'
import { codeRunner, type Language } from '../../../worker/providers/code-runner'

// The embedded runner (no CODE_RUNNER set): QuickJS and MicroPython inside workerd.
const runner = codeRunner({})
const run = (language: Language, source: string, stdin = '', limits?: Parameters<typeof runner.runCode>[0]['limits']) =>
  runner.runCode({ language, source, stdin, limits })

describe('embedded code runner: programs', () => {
  it('runs hello world in both languages', async () => {
    expect(await run('javascript', 'console.log("Hello, world!")')).toMatchObject({
      status: 'ok',
      stdout: 'Hello, world!\n',
      stderr: '',
      exitCode: 0,
    })
    expect(await run('python', 'print("Hello, world!")')).toMatchObject({
      status: 'ok',
      stdout: 'Hello, world!\n',
      stderr: '',
      exitCode: 0,
    })
  })

  it('reads stdin: input()/readline()/fs in JavaScript, input()/sys.stdin in Python', async () => {
    const js = await run(
      'javascript',
      'const a = Number(readline())\nconst b = Number(input())\nconst rest = require("fs").readFileSync(0, "utf8")\nconsole.log(a + b, rest.trim().split("\\n").length, readline())',
      '2\n3\nx\ny\n',
    )
    expect(js).toMatchObject({ status: 'ok', stdout: '5 2 null\n' })
    const py = await run(
      'python',
      'import sys\na = int(input())\nb = int(input("b? "))\nrest = sys.stdin.read().split()\nprint(a + b, len(rest))\ntry:\n    input()\nexcept EOFError as e:\n    print("EOF:", e)',
      '2\n3\nx y\nz\n',
    )
    expect(py).toMatchObject({ status: 'ok', stdout: 'b? 5 3\nEOF: EOF when reading a line\n' })
  })

  it('prints values the way people expect (console.log formatting)', async () => {
    const js = await run(
      'javascript',
      'console.log([1, "a", { b: [2, 3] }], null, undefined, 1.5, -0, new Map([[1, 2]]))\nconsole.error("oops")',
    )
    expect(js.stdout).toBe("[ 1, 'a', { b: [ 2, 3 ] } ] null undefined 1.5 -0 Map(1) { 1 => 2 }\n")
    expect(js.stderr).toBe('oops\n')
  })

  it('reports exit codes', async () => {
    expect(await run('python', 'import sys\nprint("bye")\nsys.exit(3)')).toMatchObject({
      status: 'runtime_error',
      stdout: 'bye\n',
      exitCode: 3,
    })
    expect(await run('python', 'import sys\nsys.exit(0)')).toMatchObject({ status: 'ok', exitCode: 0 })
    expect(await run('javascript', 'console.log("bye")\nexit(4)\nconsole.log("never")')).toMatchObject({
      status: 'runtime_error',
      stdout: 'bye\n',
      exitCode: 4,
    })
  })

  it('reports runtime errors with the message and the line', async () => {
    const py = await run('python', 'x = 1\ny = 0\nprint(x / y)')
    expect(py.status).toBe('runtime_error')
    expect(py.stderr).toContain('File "main.py", line 3')
    expect(py.stderr).toContain('ZeroDivisionError: divide by zero')
    const js = await run('javascript', 'const o = {}\nfunction f() { return o.a.b }\nf()')
    expect(js.status).toBe('runtime_error')
    expect(js.stderr).toMatch(/^TypeError: cannot read property 'b' of undefined\n\s+at f \(main\.js:2:/)
  })

  it('reports compile errors as compile_error', async () => {
    const py = await run('python', 'def f(:\n    pass')
    expect(py).toMatchObject({ status: 'compile_error' })
    expect(py.stderr).toContain('SyntaxError')
    const js = await run('javascript', 'console.log("a")\nfunction (')
    expect(js).toMatchObject({ status: 'compile_error', stdout: '' })
    expect(js.stderr).toContain('SyntaxError')
  })
})

describe('embedded code runner: limits', () => {
  it('stops `for(;;){}` and `while True: pass` at the default 3 s limit with "Time limit exceeded"', async () => {
    for (const [language, source] of [
      ['javascript', 'for(;;){}'],
      ['python', 'while True: pass'],
    ] as const) {
      const started = Date.now()
      const result = await run(language, source)
      expect(result).toMatchObject({ status: 'time_limit_exceeded', timeMs: 3000 })
      // Bounded by the step budget, not by a clock or the platform: well under a minute here.
      expect(Date.now() - started).toBeLessThan(20_000)
      const [test] = await runner.runTests(language, source, [{ id: 1, input: '', expected_output: '' }])
      expect(test).toMatchObject({ passed: false, status: 'time_limit_exceeded', message: 'Time limit exceeded' })
    }
  })

  it('counts time spent inside built-ins, and loops that catch everything', async () => {
    const limits = { timeMs: 500 }
    const cases: [Language, string][] = [
      ['javascript', 'for (;;) "x".repeat(1e6)'],
      ['javascript', 'while (true) { try { for (;;) {} } catch (e) {} }'],
      ['javascript', 'const a = [3, 1, 2]; for (;;) a.slice().sort()'],
      ['python', 'while True:\n    x = 7 ** 20000'],
      ['python', 'while True:\n    try:\n        while True: pass\n    except BaseException:\n        pass'],
      ['python', 'import time\ntime.sleep(3600)'],
    ]
    for (const [language, source] of cases) {
      const started = Date.now()
      expect(await run(language, source, '', limits), source).toMatchObject({ status: 'time_limit_exceeded' })
      expect(Date.now() - started).toBeLessThan(10_000)
    }
  })

  it('allows reasonable recursion and reports runaway recursion as an error', async () => {
    const pyDeep = await run('python', 'def depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\nprint(depth(400))')
    expect(pyDeep).toMatchObject({ status: 'ok', stdout: '400\n' })
    const pyRunaway = await run('python', 'def f(n):\n    return f(n + 1)\nf(0)')
    expect(pyRunaway.status).toBe('runtime_error')
    expect(pyRunaway.stderr).toMatch(/maximum recursion depth exceeded/)
    const jsDeep = await run(
      'javascript',
      'const depth = (n) => (n === 0 ? 0 : 1 + depth(n - 1))\nconsole.log(depth(1000))',
    )
    expect(jsDeep).toMatchObject({ status: 'ok', stdout: '1000\n' })
    const jsRunaway = await run('javascript', 'function f(n) { return f(n + 1) + 1 }\nf(0)')
    expect(jsRunaway.status).toBe('runtime_error')
    expect(jsRunaway.stderr).toMatch(/^InternalError: stack overflow\n\s+at f \(main\.js:1:/)
  })

  it('ends memory bombs with "Memory limit exceeded", and the next run still works', async () => {
    const bombs: [Language, string][] = [
      ['python', 'a = []\nwhile True:\n    a.append(bytearray(10 ** 6))'],
      ['python', 's = "x" * (10 ** 9)'],
      ['javascript', 'const a = []\nwhile (true) a.push(new Array(1e5).fill(1))'],
      ['javascript', 'const b = new ArrayBuffer(512 * 1024 * 1024)'],
    ]
    for (const [language, source] of bombs) {
      const result = await run(language, source)
      expect(result.status, source).toBe('memory_limit_exceeded')
      const [test] = await runner.runTests(language, source, [{ id: 'm', input: '', expected_output: '' }])
      expect(test!.message).toBe('Memory limit exceeded')
    }
    expect(await run('python', 'print(sum(range(10)))')).toMatchObject({ status: 'ok', stdout: '45\n' })
    expect(await run('javascript', 'console.log([1, 2, 3].length)')).toMatchObject({ status: 'ok', stdout: '3\n' })
  })

  it('caps huge output at 64 KB with "Output limit exceeded (64 KB)"', async () => {
    for (const [language, source] of [
      ['python', 'while True:\n    print("spam " * 20)'],
      ['javascript', 'for (;;) console.log("spam ".repeat(20))'],
      ['javascript', 'for (;;) { try { console.log("spam ".repeat(20)) } catch (e) {} }'],
    ] as const) {
      const result = await run(language, source)
      expect(result.status, source).toBe('output_limit_exceeded')
      expect(new TextEncoder().encode(result.stdout + result.stderr).length).toBeLessThanOrEqual(64 * 1024)
      expect(result.stdout.startsWith('spam spam')).toBe(true)
      const [test] = await runner.runTests(language, source, [{ id: 'o', input: '', expected_output: '' }])
      expect(test!.message).toBe('Output limit exceeded (64 KB)')
    }
  })
})

describe('embedded code runner: isolation', () => {
  it('shares nothing between runs: globals, modules, builtins', async () => {
    await run('javascript', 'globalThis.leak = 42; Object.prototype.polluted = true; Array.prototype.push = () => 0')
    expect(
      (await run('javascript', 'const a = []; a.push(1); console.log(typeof leak, ({}).polluted, a.length)')).stdout,
    ).toBe('undefined undefined 1\n')
    await run('python', 'import sys, builtins\nsys.leak = 42\nbuiltins.len = lambda x: -1\nleak = 1')
    expect(
      (await run('python', 'import sys\nprint(hasattr(sys, "leak"), len([1, 2]), "leak" in globals())')).stdout,
    ).toBe('False 2 False\n')
  })

  it('gives JavaScript no network, no environment and no Worker globals', async () => {
    const probe = [
      'fetch',
      'process',
      'caches',
      'WebAssembly',
      'setTimeout',
      'crypto',
      'navigator',
      'Request',
      'env',
      'require_',
      'scheduler',
      'Deno',
      'Bun',
    ]
    const result = await run(
      'javascript',
      `console.log(${JSON.stringify(probe)}.map((k) => typeof globalThis[k]).join(" "))`,
    )
    expect(result.stdout.trim().split(' ')).toEqual(probe.map(() => 'undefined'))
    const viaFunction = await run(
      'javascript',
      'console.log(typeof Function("return this")().fetch, typeof eval("globalThis").process)',
    )
    expect(viaFunction.stdout).toBe('undefined undefined\n')
    const modules = await run(
      'javascript',
      'for (const m of ["http", "child_process", "net"]) { try { require(m) } catch (e) { console.log(e.message) } }',
    )
    expect(modules.stdout).toBe(
      "Cannot find module 'http'\nCannot find module 'child_process'\nCannot find module 'net'\n",
    )
  })

  it('gives Python no network, no files, no environment and no way into JavaScript', async () => {
    const socket = await run('python', 'import socket')
    expect(socket.status).toBe('runtime_error')
    expect(socket.stderr).toContain("ImportError: no module named 'socket'")
    for (const name of ['requests', 'urequests', 'network', 'subprocess', 'ssl']) {
      expect((await run('python', `import ${name}`)).stderr, name).toContain('ImportError')
    }
    const files = await run(
      'python',
      'import os\nfor path in ["/", "/etc", "."]:\n    try:\n        print(os.listdir(path))\n    except OSError as e:\n        print("no", path, e)\ntry:\n    open("/etc/passwd")\nexcept OSError as e:\n    print("no file", e)\ntry:\n    open("out.txt", "w")\nexcept OSError as e:\n    print("no write", e)',
    )
    expect(files.stdout).toBe(
      'no / [Errno 2] ENOENT\nno /etc [Errno 2] ENOENT\nno . [Errno 2] ENOENT\nno file [Errno 2] ENOENT\nno write [Errno 2] ENOENT\n',
    )
    const env = await run(
      'python',
      'import os\nprint(getattr(os, "environ", None), getattr(os, "getenv", lambda k: None)("JUDGE0_API_KEY"))',
    )
    expect(env.stdout).toBe('None None\n')
    const js = await run(
      'python',
      'import js\nfor name in ["fetch", "process", "globalThis", "WebAssembly"]:\n    print(name, hasattr(js, name))',
    )
    expect(js.stdout).toBe('fetch False\nprocess False\nglobalThis False\nWebAssembly False\n')
    const jsffi = await run('python', 'import jsffi\njsffi.create_proxy(print)')
    expect(jsffi.status).toBe('runtime_error')
    expect(jsffi.stderr).toContain('JavaScript interop (the js and jsffi modules) is not available in this sandbox')
  })

  it('runs two programs at once without mixing their input or output', async () => {
    const [a, b, c, d] = await Promise.all([
      run('python', 'print(input() * 2)', 'py-a\n'),
      run('javascript', 'console.log(readline().repeat(2))', 'js-b\n'),
      run('python', 'print(input() * 3)', 'py-c\n'),
      run('javascript', 'for(;;){}', '', { timeMs: 200 }),
    ])
    expect(a).toMatchObject({ status: 'ok', stdout: 'py-apy-a\n' })
    expect(b).toMatchObject({ status: 'ok', stdout: 'js-bjs-b\n' })
    expect(c).toMatchObject({ status: 'ok', stdout: 'py-cpy-cpy-c\n' })
    expect(d.status).toBe('time_limit_exceeded')
  })
})

describe('embedded code runner: tests', () => {
  const tests = [
    { id: 'sum-1', input: '2 3\n', expected_output: '5\n' },
    { id: 'sum-2', input: '10 -4\n', expected_output: '7' },
  ]
  it('judges sample tests: one passes, one fails, with time and output per test', async () => {
    for (const [language, source] of [
      ['python', 'a, b = map(int, input().split())\nprint(a + b)'],
      ['javascript', 'const [a, b] = readline().split(" ").map(Number)\nconsole.log(a + b)'],
    ] as const) {
      const results = await runner.runTests(language, source, tests)
      expect(results).toMatchObject([
        { id: 'sum-1', passed: true, status: 'ok', stdout: '5\n', message: 'Passed' },
        { id: 'sum-2', passed: false, status: 'ok', stdout: '6\n', message: 'Wrong answer' },
      ])
      for (const r of results) expect(r.time_ms).toBeGreaterThanOrEqual(0)
    }
  })

  it('names the error and its line in a failed test', async () => {
    const [py] = await runner.runTests('python', 'a = int(input())\nprint(a / 0)', [tests[0]!])
    expect(py).toMatchObject({
      passed: false,
      status: 'runtime_error',
      message: "ValueError: invalid syntax for integer with base 10: '2 3' (line 1)",
    })
    const [js] = await runner.runTests('javascript', 'const line = readline()\nnull.x', [tests[0]!])
    expect(js).toMatchObject({
      passed: false,
      status: 'runtime_error',
      message: "TypeError: cannot read property 'x' of null (line 2)",
    })
  })
})
