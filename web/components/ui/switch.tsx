import * as React from 'react'
import { cn } from '@/lib/utils'

type SwitchProps = Omit<React.ComponentProps<'button'>, 'value' | 'defaultChecked' | 'onChange'> & {
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  required?: boolean
}

/**
 * shadcn's switch (same props, classes and data attributes), drawn by the WAI-ARIA switch pattern
 * itself rather than radix's (issue 22: radix's switch is ~1.8 KB gzip more on the first load of
 * the job page, settings and interviews, for a button that says whether it is on). Every switch
 * here is controlled by React state or a form field; none posts a native form.
 */
function Switch({
  checked,
  defaultChecked,
  onCheckedChange,
  required,
  disabled,
  className,
  onClick,
  ...props
}: SwitchProps) {
  const [own, setOwn] = React.useState(defaultChecked ?? false)
  const on = checked ?? own
  const state = on ? 'checked' : 'unchecked'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      value="on"
      data-slot="switch"
      className={cn(
        'peer inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented) return
        if (checked === undefined) setOwn(!on)
        onCheckedChange?.(!on)
      }}
      {...props}
    >
      <span
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        data-slot="switch-thumb"
        className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0"
      />
    </button>
  )
}

export { Switch }
