import { CODE_LANGUAGE_LABELS, CODE_LANGUAGE_NOTES } from '@worker/resources/interviews/exam.schema'
import { Play } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { CodingRun, ExamQuestion } from '@/lib/queries/exams'
import { useRunCode } from '@/lib/queries/exams'
import { RunResults } from './run-results'
import type { Answer, Language } from './use-exam-session'

// CodeMirror loads with the first coding question, never on any other page.
const CodeEditor = lazy(() => import('./code-editor'))

type Coding = NonNullable<ExamQuestion['coding']>

/** A coding question: language, editor, Run against the sample tests, and each test's result. */
export function CodingQuestion({
  question,
  coding,
  answer,
  lastRun,
  onChange,
  beforeRun,
  disabled,
}: {
  question: ExamQuestion
  coding: Coding
  answer: Answer | undefined
  lastRun: CodingRun | null
  onChange: (patch: { code: string; language: Language }) => void
  beforeRun: () => Promise<void>
  disabled: boolean
}) {
  const starterOf = (l: Language) => coding.languages.find((x) => x.language === l)?.starter_code ?? ''
  const language = (answer?.language ?? coding.languages[0]?.language ?? 'javascript') as Language
  const code = answer?.code ?? starterOf(language)
  // What was typed in the other language, if the candidate switches back and forth.
  const [other, setOther] = useState<Partial<Record<Language, string>>>({})
  const [run, setRun] = useState<CodingRun | null>(lastRun)
  const runCode = useRunCode()
  const fn = coding.languages.find((l) => l.language === language)?.function_name

  const switchTo = (next: Language) => {
    if (next === language) return
    setOther((o) => ({ ...o, [language]: code }))
    onChange({ language: next, code: other[next] ?? starterOf(next) })
  }
  const doRun = async () => {
    if (!coding.coding_round_id || runCode.isPending || disabled) return
    await beforeRun()
    runCode.mutate(
      { roundId: coding.coding_round_id, language, code },
      { onSuccess: (result) => setRun(result.data), onError: () => undefined },
    )
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        {coding.languages.length > 1 ? (
          <label className="grid gap-1 text-sm">
            <span className="font-medium">Language</span>
            <select
              value={language}
              onChange={(e) => switchTo(e.target.value as Language)}
              disabled={disabled}
              className="h-9 rounded-md border bg-background px-2"
            >
              {coding.languages.map((l) => (
                <option key={l.language} value={l.language}>
                  {CODE_LANGUAGE_LABELS[l.language]}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-sm">
            Language: <span className="font-medium">{CODE_LANGUAGE_LABELS[language]}</span>
          </p>
        )}
        {fn && coding.test_style === 'function' && (
          <p className="text-sm text-muted-foreground">
            Write the function <code className="rounded bg-muted px-1 font-mono">{fn}</code>; the tests call it and
            compare what it returns.
          </p>
        )}
        <Button type="button" className="ml-auto" onClick={doRun} disabled={disabled || runCode.isPending}>
          {runCode.isPending ? <Spinner /> : <Play aria-hidden="true" />}
          Run sample tests
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{CODE_LANGUAGE_NOTES[language]}</p>
      <div className="h-72">
        <Suspense
          fallback={<div className="grid h-full place-items-center rounded-md border">Loading the editor…</div>}
        >
          <CodeEditor
            key={question.id}
            value={code}
            language={language}
            label={`Code for question ${question.position}`}
            onChange={(next) => onChange({ code: next, language })}
            onRun={doRun}
            readOnly={disabled}
          />
        </Suspense>
      </div>
      <p className="text-xs text-muted-foreground">
        Ctrl+Enter runs the sample tests. Tab indents; press Esc, then Tab, to leave the editor.{' '}
        {coding.hidden_test_count > 0 &&
          `${coding.hidden_test_count} more hidden test${coding.hidden_test_count === 1 ? '' : 's'} make the score when you submit.`}
      </p>
      {runCode.error && (
        <p role="alert" className="text-sm text-red-700">
          {runCode.error.message}
        </p>
      )}
      {run && <RunResults run={run} />}
      {!run && coding.sample_tests.length > 0 && (
        <section aria-label="Sample tests" className="grid gap-1 text-sm">
          <p className="font-medium">Sample tests</p>
          <ul className="grid gap-1 font-mono text-xs">
            {coding.sample_tests.map((t) => {
              const shown = t.shown.find((s) => s.language === language)
              return (
                <li key={t.id} className="rounded bg-muted px-2 py-1">
                  {shown?.call ?? t.input} → {shown?.expected ?? t.expected}
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </div>
  )
}
