/** The controls every list page shares: a filter select that can be cleared and a sort select. */
import { ChoiceSelect } from './choice-select'

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
    <ChoiceSelect
      label={label}
      className={className}
      value={value ?? ALL}
      choices={[{ value: ALL, label: allLabel }, ...options]}
      onValueChange={(v) => onChange(options.find((o) => o.value === v)?.value)}
    />
  )
}

/** One way to order a list: the API's sort field and direction, and how the choice reads. */
export type SortOption<S extends string> = { sort: S; order: 'asc' | 'desc'; label: string }

/** Sort and direction in one select; it reports one of the options, typed as the list query takes it. */
export function SortSelect<S extends string>({
  sort,
  order,
  options,
  onChange,
  className = 'w-full sm:w-44',
}: {
  sort: S
  order: 'asc' | 'desc'
  options: readonly SortOption<S>[]
  onChange: (sort: S, order: 'asc' | 'desc') => void
  className?: string
}) {
  const key = (o: { sort: string; order: string }) => `${o.sort}:${o.order}`
  return (
    <ChoiceSelect
      label="Sort"
      className={className}
      value={key({ sort, order })}
      choices={options.map((o) => ({ value: key(o), label: o.label }))}
      onValueChange={(v) => {
        const chosen = options.find((o) => key(o) === v)
        if (chosen) onChange(chosen.sort, chosen.order)
      }}
    />
  )
}
