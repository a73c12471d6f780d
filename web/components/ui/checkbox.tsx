import { CheckIcon } from 'lucide-react'
import * as React from 'react'
import { cn } from '@/lib/utils'

type CheckedState = boolean | 'indeterminate'
type CheckboxProps = Omit<React.ComponentProps<'button'>, 'value' | 'defaultChecked' | 'onChange'> & {
  checked?: CheckedState
  defaultChecked?: CheckedState
  onCheckedChange?: (checked: CheckedState) => void
  required?: boolean
}

/**
 * shadcn's checkbox (same props, classes and data attributes), drawn by the WAI-ARIA checkbox
 * pattern itself rather than radix's (issue 22: ~2 KB gzip off the first load of the candidate
 * page and the lists). As radix's: a button with role checkbox, "mixed" when indeterminate (a
 * press then checks it), Space toggles and Enter does not; the tick shows when checked or
 * indeterminate. Every checkbox here is controlled by React state or a form field; none posts
 * a native form.
 */
function Checkbox({
  checked,
  defaultChecked,
  onCheckedChange,
  required,
  disabled,
  className,
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const [own, setOwn] = React.useState<CheckedState>(defaultChecked ?? false)
  const value = checked ?? own
  const state = value === 'indeterminate' ? 'indeterminate' : value ? 'checked' : 'unchecked'
  return (
    // biome-ignore lint/a11y/useSemanticElements: shadcn's checkbox is a button with the checkbox role (radix's), styled and tested as one; an <input> cannot hold its tick.
    <button
      type="button"
      role="checkbox"
      aria-checked={value === 'indeterminate' ? 'mixed' : value}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      value="on"
      data-slot="checkbox"
      className={cn(
        'peer size-4 shrink-0 rounded-[4px] border border-input shadow-xs transition-shadow outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      onKeyDown={(e) => {
        onKeyDown?.(e)
        // WAI-ARIA checkboxes toggle with Space only.
        if (e.key === 'Enter') e.preventDefault()
      }}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented) return
        const next = value === 'indeterminate' ? true : !value
        if (checked === undefined) setOwn(next)
        onCheckedChange?.(next)
      }}
      {...props}
    >
      {value !== false && (
        <span
          data-state={state}
          data-disabled={disabled ? '' : undefined}
          data-slot="checkbox-indicator"
          className="pointer-events-none flex items-center justify-center text-current transition-none"
        >
          <CheckIcon className="size-3.5" />
        </span>
      )}
    </button>
  )
}

export { Checkbox }
