import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { ChoiceSelectProps } from './choice-select'

/** ChoiceSelect drawn by radix once it has loaded (./choice-select.tsx). */
export function ChoiceSelectRadix({
  label,
  value,
  choices,
  onValueChange,
  className,
  id,
  size = 'sm',
  defaultOpen,
}: ChoiceSelectProps & { defaultOpen: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} aria-label={label} className={className} size={size}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((c) => (
          <SelectItem key={c.value} value={c.value}>
            {c.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
