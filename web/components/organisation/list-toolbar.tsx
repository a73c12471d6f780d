import * as React from 'react'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { Option } from '@/lib/queries/organisation'

const ALL = '__all__'

/** A select filter whose first item clears it. */
export function FilterSelect({ label, value, options, onChange, allLabel }: { label: string; value: string | undefined; options: Option[]; onChange: (v: string | undefined) => void; allLabel: string }) {
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
      <SelectTrigger aria-label={label} className="w-full sm:w-44" size="sm">
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

export const STATUS_OPTIONS: Option[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

/** A search box that reports what was typed once typing pauses. */
export function SearchBox({ value, onSearch, label, placeholder }: { value: string | undefined; onSearch: (term: string | undefined) => void; label: string; placeholder: string }) {
  const [term, setTerm] = React.useState(value ?? '')
  const report = React.useRef(onSearch)
  report.current = onSearch
  React.useEffect(() => {
    if ((value ?? '') === term.trim()) return
    const timer = setTimeout(() => report.current(term.trim() || undefined), 300)
    return () => clearTimeout(timer)
  }, [term, value])
  return <Input type="search" aria-label={label} placeholder={placeholder} className="h-8 w-full sm:w-72" value={term} onChange={(e) => setTerm(e.target.value)} />
}

export function Toolbar({ children }: { children: React.ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-center gap-3">{children}</div>
}
