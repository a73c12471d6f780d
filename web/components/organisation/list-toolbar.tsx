import * as React from 'react'
import { Input } from '@/components/ui/input'
import type { Option } from '@/lib/queries/organisation'

export { FilterSelect } from '@/components/layout/list-filters'

export const STATUS_OPTIONS: Option[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

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

export function Toolbar({ children }: { children: React.ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-center gap-3">{children}</div>
}
