import { describe, expect, it } from 'vitest'
import { normalizeOutput, outputsMatch } from '../../../worker/providers/code-runner'
import { testMessage } from '../../../worker/providers/code-runner/judge'
import { DEFAULT_LIMITS } from '../../../worker/providers/code-runner/limits'

describe('judging stdout against expected output', () => {
  it('ignores line-ending style, trailing spaces per line and trailing blank lines', () => {
    expect(outputsMatch('1 2\r\n3   \n\n\n', '1 2\n3')).toBe(true)
    expect(outputsMatch('a\rb\r', 'a\nb\n')).toBe(true)
    expect(outputsMatch('42', '42\n')).toBe(true)
    expect(normalizeOutput('x \t\ny\n\n')).toBe('x\ny')
  })

  it('counts everything else: leading spaces, inner spaces, blank lines inside, case', () => {
    expect(outputsMatch(' 42', '42')).toBe(false)
    expect(outputsMatch('1  2', '1 2')).toBe(false)
    expect(outputsMatch('a\n\nb', 'a\nb')).toBe(false)
    expect(outputsMatch('Yes', 'YES')).toBe(false)
    expect(outputsMatch('', '0')).toBe(false)
  })

  it('says what went wrong in one line', () => {
    const base = { stdout: '', stderr: '', timeMs: 1 }
    expect(testMessage('python', { ...base, status: 'ok' }, true, DEFAULT_LIMITS)).toBe('Passed')
    expect(testMessage('python', { ...base, status: 'ok' }, false, DEFAULT_LIMITS)).toBe('Wrong answer')
    expect(testMessage('python', { ...base, status: 'time_limit_exceeded' }, false, DEFAULT_LIMITS)).toBe(
      'Time limit exceeded',
    )
    expect(testMessage('python', { ...base, status: 'memory_limit_exceeded' }, false, DEFAULT_LIMITS)).toBe(
      'Memory limit exceeded',
    )
    expect(testMessage('javascript', { ...base, status: 'output_limit_exceeded' }, false, DEFAULT_LIMITS)).toBe(
      'Output limit exceeded (64 KB)',
    )
    expect(testMessage('python', { ...base, status: 'runtime_error', exitCode: 2 }, false, DEFAULT_LIMITS)).toBe(
      'Exited with code 2',
    )
    const traceback =
      'Traceback (most recent call last):\n  File "main.py", line 7, in <module>\n  File "main.py", line 3, in f\nKeyError: 5\n'
    expect(testMessage('python', { ...base, status: 'runtime_error', stderr: traceback }, false, DEFAULT_LIMITS)).toBe(
      'KeyError: 5 (line 3)',
    )
    const stack = 'ReferenceError: x is not defined\n    at g (main.js:4:3)\n    at <eval> (main.js:9:1)\n'
    expect(testMessage('javascript', { ...base, status: 'runtime_error', stderr: stack }, false, DEFAULT_LIMITS)).toBe(
      'ReferenceError: x is not defined (line 4)',
    )
  })
})
