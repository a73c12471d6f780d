import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A row of mutually exclusive choices (native radio inputs, so arrows, Space and screen readers
 * work as everywhere), drawn as buttons: a scorecard's 1–4 ratings and its recommendation.
 */
export function ChoiceGroup<V extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  invalid,
  describedBy,
}: {
  label: string
  name: string
  value: V | undefined
  options: readonly { value: V; label: string; hint?: string }[]
  onChange: (value: V) => void
  invalid?: boolean
  describedBy?: string
}) {
  const id = React.useId()
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex flex-wrap gap-1.5"
    >
      {options.map((o) => {
        const inputId = `${id}-${o.value}`
        const checked = value === o.value
        return (
          <label
            key={String(o.value)}
            htmlFor={inputId}
            title={o.hint}
            className={cn(
              'cursor-pointer rounded-md border px-2.5 py-1 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              checked ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
              invalid && !checked && 'border-destructive/60',
            )}
          >
            <input
              id={inputId}
              type="radio"
              name={name}
              className="sr-only"
              checked={checked}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        )
      })}
    </div>
  )
}
