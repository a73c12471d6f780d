import { CheckCircle2, XCircle } from 'lucide-react'
import type { CodingRun } from '@/lib/queries/exams'

type Result = CodingRun['results'][number]

function Block({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <div className="text-xs font-medium text-muted-foreground">{label}</div>
      <pre className="max-h-32 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs whitespace-pre-wrap">
        {text}
      </pre>
    </div>
  )
}

/** Each sample test of the last run: passed or not, the call, what was expected and what came back. */
export function RunResults({ run }: { run: CodingRun }) {
  return (
    <section aria-label="Sample test results" className="grid gap-2">
      <p className="text-sm font-medium" aria-live="polite">
        {run.passed} of {run.total} sample tests passed
      </p>
      <ol className="grid gap-2">
        {run.results.map((r: Result, i) => (
          <li
            key={r.id}
            aria-label={`Sample test ${i + 1}: ${r.passed ? 'passed' : 'failed'}`}
            className={`grid gap-2 rounded-md border p-3 text-sm ${r.passed ? 'border-green-200 bg-green-50/60' : 'border-red-200 bg-red-50/60'}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              {r.passed ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" />
              ) : (
                <XCircle aria-hidden="true" className="size-4 text-red-700" />
              )}
              <span className="font-medium">Sample test {i + 1}</span>
              <span className={r.passed ? 'text-green-800' : 'text-red-800'}>{r.message}</span>
              <span className="ml-auto text-xs text-muted-foreground">{r.time_ms} ms</span>
            </div>
            <div className="grid gap-2 md:grid-cols-3">
              <Block label="Input" text={r.input} />
              <Block label="Expected" text={r.expected} />
              <Block label="Your result" text={r.actual ?? '(nothing)'} />
            </div>
            {r.stdout && <Block label="Printed" text={r.stdout} />}
            {r.stderr && <Block label="Errors" text={r.stderr} />}
          </li>
        ))}
      </ol>
    </section>
  )
}
