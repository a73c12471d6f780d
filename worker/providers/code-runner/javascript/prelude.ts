/**
 * The candidate's JavaScript environment, evaluated inside QuickJS before their program. It is
 * called with three host functions and removes every trace of them from the global object.
 *
 * The documented API (docs/code-runner.md):
 * - `readline()`: the next line of stdin without its newline, or `null` at the end;
 * - `input(prompt?)`: the same, but throws "EOF when reading a line" at the end (Python's input);
 * - `readAll()`: the rest of stdin as one string;
 * - `require('fs').readFileSync(0 | '/dev/stdin', 'utf8')`: the rest of stdin (Node's idiom);
 * - `console.log/info/debug` (stdout), `console.error/warn` (stderr), `print` (= console.log);
 * - `exit(code = 0)`: ends the program with that exit code.
 */
export const JS_PRELUDE = String.raw`(function (write, stdin, exit) {
  'use strict'
  let pos = 0
  const quote = (s) => "'" + s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'"
  function inspect(value, depth, seen) {
    if (typeof value === 'string') return depth === 0 ? value : quote(value)
    if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value)
    if (typeof value === 'bigint') return value + 'n'
    if (typeof value === 'symbol') return value.toString()
    if (typeof value === 'function') return '[Function: ' + (value.name || '(anonymous)') + ']'
    if (value === null || typeof value !== 'object') return String(value)
    if (seen.includes(value)) return '[Circular *1]'
    if (value instanceof Error) return value.stack ? value.name + ': ' + value.message + '\n' + value.stack.trimEnd() : String(value)
    if (value instanceof Date) return isNaN(value) ? 'Invalid Date' : value.toISOString()
    if (value instanceof RegExp) return String(value)
    if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]'
    const inner = seen.concat([value])
    const show = (v) => inspect(v, depth + 1, inner)
    let parts, open, close
    if (Array.isArray(value)) {
      parts = value.slice(0, 100).map(show)
      if (value.length > 100) parts.push('... ' + (value.length - 100) + ' more items')
      open = '['; close = ']'
    } else if (value instanceof Map) {
      parts = Array.from(value, ([k, v]) => show(k) + ' => ' + show(v))
      open = 'Map(' + value.size + ') {'; close = '}'
    } else if (value instanceof Set) {
      parts = Array.from(value, show)
      open = 'Set(' + value.size + ') {'; close = '}'
    } else {
      parts = Object.keys(value).map((k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k)) + ': ' + show(value[k]))
      const name = value.constructor && value.constructor !== Object ? value.constructor.name + ' ' : ''
      open = name + '{'; close = '}'
    }
    if (!parts.length) return open + close
    const line = open + ' ' + parts.join(', ') + ' ' + close
    return line.length <= 72 ? line : open + '\n' + parts.map((p) => '  ' + p.replace(/\n/g, '\n  ')).join(',\n') + '\n' + close
  }
  const format = (args) => args.map((a) => inspect(a, 0, [])).join(' ') + '\n'
  const out = (...args) => { write(1, format(args)) }
  const err = (...args) => { write(2, format(args)) }
  const readline = () => {
    if (pos >= stdin.length) return null
    let end = stdin.indexOf('\n', pos)
    if (end < 0) end = stdin.length
    const line = stdin.slice(pos, end)
    pos = end + 1
    return line.endsWith('\r') ? line.slice(0, -1) : line
  }
  const readAll = () => {
    const rest = pos >= stdin.length ? '' : stdin.slice(pos)
    pos = stdin.length
    return rest
  }
  const fs = Object.freeze({
    readFileSync(file) {
      if (file === 0 || file === '/dev/stdin') return readAll()
      throw new Error("ENOENT: no such file or directory, open '" + String(file) + "'")
    },
  })
  const define = (name, value) => Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false })
  define('console', Object.freeze({ log: out, info: out, debug: out, error: err, warn: err }))
  define('print', out)
  define('readline', readline)
  define('readAll', readAll)
  define('input', (prompt) => {
    if (prompt !== undefined) write(1, String(prompt))
    const line = readline()
    if (line === null) throw new Error('EOF when reading a line')
    return line
  })
  define('require', (name) => {
    if (name === 'fs' || name === 'node:fs') return fs
    throw new Error("Cannot find module '" + name + "'")
  })
  define('exit', (code) => {
    exit(code === undefined ? 0 : Number(code) | 0)
    // Unwinds the program; the host ignores anything it does after this.
    throw new Error('exit')
  })
})`
