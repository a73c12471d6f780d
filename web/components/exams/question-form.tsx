import {
  CODE_LANGUAGE_LABELS,
  CODE_LANGUAGES,
  type CodeLanguage,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
  TEST_STYLE_LABELS,
  TEST_STYLES,
} from '@worker/resources/interviews/exam.schema'
import { examQuestionInput } from '@worker/resources/interviews/exam-questions.schema'
import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import type { FieldErrors, UseFormReturn } from 'react-hook-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { type StaffQuestion, useSaveQuestion } from '@/lib/queries/exams'
import { notify } from '@/lib/toast'

type Test = { id?: string; input: string; expected: string; hidden: boolean }
type Lang = { language: CodeLanguage; starter_code: string; function_name?: string | null }
/** Every field any question type has: the form holds one type at a time; the schema checks it. */
type Loose = {
  type: QuestionType
  prompt: string
  points: number
  options?: string[]
  correct_option?: number
  test_style?: 'function' | 'stdio'
  languages?: Lang[]
  tests?: Test[]
}

const STARTERS: Record<CodeLanguage, (fn: string) => string> = {
  javascript: (fn) => `function ${fn}() {\n  // Your code here\n}\n`,
  python: (fn) => `def ${fn}():\n    # Your code here\n    pass\n`,
}

function defaultsFor(type: QuestionType, q?: StaffQuestion): Loose {
  const base = { type, prompt: q?.prompt ?? '', points: q?.points ?? (type === 'coding' ? 10 : type === 'mcq' ? 2 : 5) }
  if (type === 'mcq') return { ...base, options: q?.options ?? ['', ''], correct_option: q?.correct_option ?? 0 }
  if (type === 'coding')
    return {
      ...base,
      test_style: q?.test_style ?? 'function',
      languages: (q?.languages as Lang[] | null) ?? [
        { language: 'javascript', starter_code: STARTERS.javascript('solve'), function_name: 'solve' },
      ],
      tests: (q?.tests as Test[] | null) ?? [{ input: '[]', expected: 'null', hidden: false }],
    }
  return base
}

function ErrorText({ errors, path }: { errors: FieldErrors; path: string }) {
  const error = path.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors) as
    | { message?: string }
    | undefined
  return error?.message ? (
    <p role="alert" className="text-sm text-red-700">
      {error.message}
    </p>
  ) : null
}

/** Add or edit one question of an exam; the fields follow the question's type. */
export function QuestionForm({
  examId,
  question,
  onDone,
}: {
  examId: string
  question?: StaffQuestion
  onDone: () => void
}) {
  const [type, setType] = useState<QuestionType>(question?.type ?? 'mcq')
  const form = useZodForm(examQuestionInput, { defaultValues: defaultsFor(type, question) as never })
  const f = form as unknown as UseFormReturn<Loose>
  const save = useSaveQuestion(examId, question?.id)
  const errors = f.formState.errors as FieldErrors
  const values = f.watch()

  const changeType = (next: QuestionType) => {
    setType(next)
    f.reset({ ...defaultsFor(next), prompt: values.prompt, points: values.points })
  }
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        if (!applyServerErrors(form, error)) notify.error(error.message)
      },
    }),
  )

  const options = values.options ?? []
  const languages = values.languages ?? []
  const tests = values.tests ?? []
  const setList = <K extends 'options' | 'languages' | 'tests'>(key: K, list: NonNullable<Loose[K]>) =>
    f.setValue(key, list as never, { shouldDirty: true })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-1">
          <Label htmlFor="question-type">Type</Label>
          <select
            id="question-type"
            value={type}
            onChange={(e) => changeType(e.target.value as QuestionType)}
            disabled={!!question}
            className="h-9 rounded-md border bg-background px-2 text-sm"
          >
            {QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {QUESTION_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="question-prompt">Question</Label>
          <Textarea id="question-prompt" rows={4} {...f.register('prompt')} />
          <ErrorText errors={errors} path="prompt" />
        </div>
        <div className="grid max-w-32 gap-1">
          <Label htmlFor="question-points">Points</Label>
          <Input
            id="question-points"
            type="number"
            min={0}
            max={100}
            {...f.register('points', { valueAsNumber: true })}
          />
          <ErrorText errors={errors} path="points" />
        </div>

        {type === 'mcq' && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Options (choose the right one)</legend>
            {options.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place, by position.
              <div key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="correct_option"
                  aria-label={`Option ${i + 1} is the right answer`}
                  checked={values.correct_option === i}
                  onChange={() => f.setValue('correct_option', i, { shouldDirty: true })}
                  className="size-4"
                />
                <Input aria-label={`Option ${i + 1}`} {...f.register(`options.${i}` as const)} />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove option ${i + 1}`}
                  disabled={options.length <= 2}
                  onClick={() => {
                    setList(
                      'options',
                      options.filter((__, k) => k !== i),
                    )
                    if ((values.correct_option ?? 0) >= options.length - 1) f.setValue('correct_option', 0)
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            <ErrorText errors={errors} path="options" />
            <ErrorText errors={errors} path="correct_option" />
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => setList('options', [...options, ''])}>
                <Plus aria-hidden="true" />
                Add option
              </Button>
            </div>
          </fieldset>
        )}

        {type === 'coding' && (
          <>
            <div className="grid gap-1">
              <Label htmlFor="test-style">How the tests call the code</Label>
              <select
                id="test-style"
                className="h-9 rounded-md border bg-background px-2 text-sm"
                {...f.register('test_style')}
              >
                {TEST_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {TEST_STYLE_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">Languages offered</legend>
              {CODE_LANGUAGES.map((language) => {
                const at = languages.findIndex((l) => l.language === language)
                return (
                  <div key={language} className="grid gap-2 rounded-md border p-3">
                    <label className="flex items-center gap-2 text-sm font-medium">
                      <input
                        type="checkbox"
                        checked={at >= 0}
                        onChange={(e) =>
                          setList(
                            'languages',
                            e.target.checked
                              ? [
                                  ...languages,
                                  { language, starter_code: STARTERS[language]('solve'), function_name: 'solve' },
                                ]
                              : languages.filter((l) => l.language !== language),
                          )
                        }
                      />
                      {CODE_LANGUAGE_LABELS[language]}
                    </label>
                    {at >= 0 && (
                      <>
                        {values.test_style === 'function' && (
                          <div className="grid max-w-xs gap-1">
                            <Label htmlFor={`fn-${language}`}>Function name</Label>
                            <Input id={`fn-${language}`} {...f.register(`languages.${at}.function_name` as const)} />
                            <ErrorText errors={errors} path={`languages.${at}.function_name`} />
                          </div>
                        )}
                        <div className="grid gap-1">
                          <Label htmlFor={`starter-${language}`}>Starter code</Label>
                          <Textarea
                            id={`starter-${language}`}
                            rows={5}
                            className="font-mono text-xs"
                            {...f.register(`languages.${at}.starter_code` as const)}
                          />
                        </div>
                      </>
                    )}
                  </div>
                )
              })}
              <ErrorText errors={errors} path="languages" />
            </fieldset>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">
                Tests{' '}
                <span className="font-normal text-muted-foreground">
                  {values.test_style === 'function'
                    ? '(input: the JSON array of arguments; expected: the JSON the function returns)'
                    : '(input: standard input; expected: standard output)'}
                </span>
              </legend>
              {tests.map((t, i) => (
                <div
                  key={t.id ?? `new-${i}`}
                  className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_1fr_auto_auto]"
                >
                  <div className="grid gap-1">
                    <Input
                      aria-label={`Test ${i + 1} input`}
                      className="font-mono text-xs"
                      {...f.register(`tests.${i}.input` as const)}
                    />
                    <ErrorText errors={errors} path={`tests.${i}.input`} />
                  </div>
                  <div className="grid gap-1">
                    <Input
                      aria-label={`Test ${i + 1} expected output`}
                      className="font-mono text-xs"
                      {...f.register(`tests.${i}.expected` as const)}
                    />
                    <ErrorText errors={errors} path={`tests.${i}.expected`} />
                  </div>
                  <label className="flex items-center gap-1 text-sm">
                    <input type="checkbox" {...f.register(`tests.${i}.hidden` as const)} />
                    Hidden
                  </label>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove test ${i + 1}`}
                    disabled={tests.length <= 1}
                    onClick={() =>
                      setList(
                        'tests',
                        tests.filter((__, k) => k !== i),
                      )
                    }
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              ))}
              <ErrorText errors={errors} path="tests" />
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setList('tests', [...tests, { input: '', expected: '', hidden: true }])}
                >
                  <Plus aria-hidden="true" />
                  Add test
                </Button>
              </div>
            </fieldset>
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{question ? 'Save question' : 'Add question'}</SubmitButton>
        </div>
      </form>
    </Form>
  )
}
