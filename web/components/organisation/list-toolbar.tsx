import { ACTIVE_STATE_LABELS, ACTIVE_STATES, type ActiveState } from '@worker/schemas/org-common'
import * as React from 'react'
import { FilterBar } from '@/components/layout/filter-bar'
import { Input } from '@/components/ui/input'

export { FilterSelect } from '@/components/layout/list-filters'

/** The status filter of a list: every active/inactive state with its label. */
export const STATUS_OPTIONS: { value: ActiveState; label: string }[] = ACTIVE_STATES.map((value) => ({
  value,
  label: ACTIVE_STATE_LABELS[value],
}))

/** A search box that reports what was typed once typing pauses. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string | undefined
  onSearch: (term: string | undefined) => void
  label: string
  placeholder: string
}) {
  const [term, setTerm] = React.useState(value ?? '')
  const report = React.useRef(onSearch)
  report.current = onSearch
  React.useEffect(() => {
    if ((value ?? '') === term.trim()) return
    const timer = setTimeout(() => report.current(term.trim() || undefined), 300)
    return () => clearTimeout(timer)
  }, [term, value])
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      className="h-8 w-full sm:w-72"
      value={term}
      onChange={(e) => setTerm(e.target.value)}
    />
  )
}

/**
 * Above a list: its search box first, then its filters (which fold into a sheet on a phone).
 * `active` counts the filters in effect for the phone's Filters button.
 */
export function Toolbar({ children, label, active }: { children: React.ReactNode; label?: string; active?: number }) {
  const [search, ...filters] = React.Children.toArray(children)
  return (
    <FilterBar label={label} search={search} active={active}>
      {filters}
    </FilterBar>
  )
}
