/** The controls every list page shares: a filter select that can be cleared and a sort select. */
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

export type Option = { value: string; label: string }

const ALL = '__all__'

/** A select filter whose first item ("All …") clears it; it reports one of the options' values, typed as they are. */
export function FilterSelect<V extends string = string>({
  label,
  value,
  options,
  onChange,
  allLabel,
  className = 'w-full sm:w-44',
}: {
  label: string
  value: string | undefined
  options: readonly { value: V; label: string }[]
  onChange: (v: V | undefined) => void
  allLabel: string
  className?: string
}) {
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(options.find((o) => o.value === v)?.value)}>
      <SelectTrigger aria-label={label} className={className} size="sm">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

/** Sort by one of `options`, whose values are `<column>:<asc|desc>`. */
export function SortSelect<S extends string, O extends string>({
  sort,
  order,
  options,
  onChange,
  className = 'w-full sm:w-44',
}: {
  sort: S
  order: O
  options: Option[]
  onChange: (sort: S, order: O) => void
  className?: string
}) {
  return (
    <Select
      value={`${sort}:${order}`}
      onValueChange={(v) => {
        const [s, o] = v.split(':') as [S, O]
        onChange(s, o)
      }}
    >
      <SelectTrigger aria-label="Sort" className={className} size="sm">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

export const toOptions = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
