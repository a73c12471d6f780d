import { ChevronDownIcon } from 'lucide-react'
import * as React from 'react'
import { selectTriggerClass } from '@/components/ui/select-trigger-class'
import { cn } from '@/lib/utils'

/**
 * A select of a few labelled choices (the lists' filters and sorts) whose radix code loads when
 * it is first reached for (issue 22): radix's select brings its popper, floating-ui, focus
 * scope, dismissable layer and scroll lock (~25 KB gzip) into every list page. Until someone
 * points at, focuses or presses it, it is a button that looks and reads the same (a combobox
 * named by its label, showing the chosen label); then ./choice-select-radix.tsx loads and takes
 * its place, open at once if it was pressed.
 */
export type Choice = { value: string; label: string }
export type ChoiceSelectProps = {
  label: string
  value: string
  choices: readonly Choice[]
  onValueChange: (value: string) => void
  className?: string
  /** For a visible <Label htmlFor>; the select is named by `label` either way. */
  id?: string
  /** The lists' filters are small; a form's select is the default size. */
  size?: 'sm' | 'default'
}

type Radix = typeof import('./choice-select-radix')
const load = () => import('./choice-select-radix')
let ready: Radix | null = null

export function ChoiceSelect(props: ChoiceSelectProps) {
  const [radix, setRadix] = React.useState<Radix | null>(ready)
  const [openOnLoad, setOpenOnLoad] = React.useState(false)
  const request = (open: boolean) => {
    if (open) setOpenOnLoad(true)
    void load().then((module) => {
      ready = module
      setRadix(() => module)
    })
  }
  if (radix) return <radix.ChoiceSelectRadix {...props} defaultOpen={openOnLoad} />
  const chosen = props.choices.find((c) => c.value === props.value)
  return (
    <button
      type="button"
      role="combobox"
      aria-label={props.label}
      aria-expanded={false}
      aria-autocomplete="none"
      id={props.id}
      data-slot="select-trigger"
      data-size={props.size ?? 'sm'}
      data-state="closed"
      className={cn(selectTriggerClass, props.className)}
      onPointerEnter={() => request(false)}
      onFocus={() => request(false)}
      onPointerDown={(e) => {
        if (e.button === 0 && !e.ctrlKey) request(true)
      }}
      onKeyDown={(e) => {
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
          e.preventDefault()
          request(true)
        }
      }}
      onClick={() => request(true)}
    >
      <span data-slot="select-value">{chosen?.label}</span>
      <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
    </button>
  )
}
