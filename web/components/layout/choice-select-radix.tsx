import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { ChoiceSelectProps } from './choice-select'

/** ChoiceSelect drawn by radix once it has loaded (./choice-select.tsx). */
export function ChoiceSelectRadix({
  label,
  value,
  choices,
  onValueChange,
  className,
  defaultOpen,
}: ChoiceSelectProps & { defaultOpen: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger aria-label={label} className={className} size="sm">
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
