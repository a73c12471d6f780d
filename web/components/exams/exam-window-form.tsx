import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { type StaffExam, useExamWindow } from '@/lib/queries/exams'

/** An instant as a datetime-local value in this browser's zone, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocalInput = (value: string) => new Date(value).toISOString()

/** When the candidate may start (the window), and how many proctoring warnings are allowed. */
export function ExamWindowForm({ exam, disabled }: { exam: StaffExam['exam']; disabled: boolean }) {
  const [opens, setOpens] = useState(toLocalInput(exam.opens_at))
  const [closes, setCloses] = useState(toLocalInput(exam.closes_at))
  const [warnings, setWarnings] = useState(String(exam.max_warnings))
  const [endAtLimit, setEndAtLimit] = useState(exam.warnings_end_exam)
  const save = useExamWindow(exam.id)
  const fieldError = (field: string) =>
    (save.error as { errors?: { field: string; message: string }[] } | null)?.errors?.find((e) => e.field === field)
      ?.message
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate({
          opens_at: fromLocalInput(opens),
          closes_at: fromLocalInput(closes),
          max_warnings: Number(warnings),
          warnings_end_exam: endAtLimit,
        })
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="exam-opens">Can be started from</Label>
        <Input
          id="exam-opens"
          type="datetime-local"
          value={opens}
          onChange={(e) => setOpens(e.target.value)}
          disabled={disabled}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="exam-closes">Until</Label>
        <Input
          id="exam-closes"
          type="datetime-local"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
          disabled={disabled}
        />
        {fieldError('closes_at') && <p className="text-sm text-red-700">{fieldError('closes_at')}</p>}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="exam-warnings">Warnings allowed</Label>
        <Input
          id="exam-warnings"
          type="number"
          min={1}
          max={50}
          value={warnings}
          onChange={(e) => setWarnings(e.target.value)}
          disabled={disabled}
        />
      </div>
      {/* Off by default: reaching the limit only flags the exam for the reviewer (docs/proctoring.md). */}
      <label className="flex items-center gap-2 text-sm sm:order-last sm:col-span-4">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={endAtLimit}
          onChange={(e) => setEndAtLimit(e.target.checked)}
          disabled={disabled}
        />
        End the exam when the candidate reaches the limit (otherwise it is only flagged for review)
      </label>
      <Button type="submit" disabled={disabled || save.isPending}>
        Save window
      </Button>
      {save.error && !fieldError('closes_at') && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {save.error.message}
        </p>
      )}
    </form>
  )
}
