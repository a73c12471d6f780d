/**
 * Programs the code-runner benchmark runs: "typical" CPU-bound solutions in each language, used
 * to calibrate how many metered steps make a millisecond (worker/providers/code-runner/calibration.ts).
 */
export type BenchProgram = { name: string; language: 'javascript' | 'python'; source: string; stdin?: string }

const py = (name: string, source: string): BenchProgram => ({ name, language: 'python', source })
const js = (name: string, source: string): BenchProgram => ({ name, language: 'javascript', source })

export const PRIMES_PY = `n = 200000
sieve = [True] * (n + 1)
sieve[0] = sieve[1] = False
i = 2
while i * i <= n:
    if sieve[i]:
        for j in range(i * i, n + 1, i):
            sieve[j] = False
    i += 1
print(sum(1 for x in sieve if x))
`

export const PRIMES_JS = `const n = 200000
const sieve = new Array(n + 1).fill(true)
sieve[0] = sieve[1] = false
for (let i = 2; i * i <= n; i++) if (sieve[i]) for (let j = i * i; j <= n; j += i) sieve[j] = false
console.log(sieve.filter(Boolean).length)
`

/** Right answers to the demo exam's coding question (worker/db/seed/acme-exam.ts). */
export const DEMO_SOLUTION_JS = `function isPalindrome(s) {
  const t = s.toLowerCase().replace(/[^a-z0-9]/g, '')
  return t === [...t].reverse().join('')
}
`
export const DEMO_SOLUTION_PY = `def is_palindrome(s):
    t = [c for c in s.lower() if c.isalpha() or c.isdigit()]
    return t == list(reversed(t))
`

export const CALIBRATION_PROGRAMS: BenchProgram[] = [
  py('primes sieve 200,000', PRIMES_PY),
  py(
    'trial division 50,000',
    'c = 0\nfor i in range(2, 50000):\n    j = 2\n    p = True\n    while j * j <= i:\n        if i % j == 0:\n            p = False\n            break\n        j += 1\n    if p:\n        c += 1\nprint(c)\n',
  ),
  py(
    'sort + dict 100,000',
    'import random\nrandom.seed(1)\na = [random.randint(0, 1000) for _ in range(100000)]\na.sort()\nd = {}\nfor x in a:\n    d[x] = d.get(x, 0) + 1\nprint(len(d), a[500])\n',
  ),
  py(
    'strings 50,000',
    's = []\nfor i in range(50000):\n    s.append("".join(reversed(str(i * 7))))\nprint(len(" ".join(s)))\n',
  ),
  py('fib recursion 22', 'def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nprint(fib(22))\n'),
  js('primes sieve 200,000', PRIMES_JS),
  js(
    'trial division 50,000',
    'let c = 0\nfor (let i = 2; i < 50000; i++) { let p = true; for (let j = 2; j * j <= i; j++) if (i % j === 0) { p = false; break } if (p) c++ }\nconsole.log(c)\n',
  ),
  js(
    'sort + map 100,000',
    'let seed = 1; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 1001\nconst a = Array.from({ length: 100000 }, rnd).sort((x, y) => x - y)\nconst m = new Map()\nfor (const x of a) m.set(x, (m.get(x) ?? 0) + 1)\nconsole.log(m.size, a[500])\n',
  ),
  js(
    'strings 50,000',
    'const s = []\nfor (let i = 0; i < 50000; i++) s.push(String(i * 7).split("").reverse().join(""))\nconsole.log(s.join(" ").length)\n',
  ),
  js('fib recursion 25', 'const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2))\nconsole.log(fib(25))\n'),
]
