import { cn } from '@/lib/utils'

/** A multiple-choice question: native radio buttons (arrow keys move between options). */
export function ChoiceQuestion({
  questionId,
  options,
  selected,
  onSelect,
}: {
  questionId: string
  options: string[]
  selected: number | null | undefined
  onSelect: (index: number) => void
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Choose one answer</legend>
      {options.map((option, i) => {
        const id = `${questionId}-option-${i}`
        const checked = selected === i
        return (
          <label
            key={id}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border bg-background p-3 text-sm transition-colors hover:bg-accent',
              checked && 'border-primary bg-primary/5',
            )}
          >
            <input
              id={id}
              type="radio"
              name={`question-${questionId}`}
              className="mt-0.5 size-4 accent-[var(--primary)]"
              checked={checked}
              onChange={() => onSelect(i)}
            />
            <span>{option}</span>
          </label>
        )
      })}
    </fieldset>
  )
}
