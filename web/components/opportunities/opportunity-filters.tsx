import { useQuery } from '@tanstack/react-query'
import * as React from 'react'
import { FilterSelect, SortSelect, toOptions } from '@/components/layout/list-filters'
import { Input } from '@/components/ui/input'
import { type Option, referenceOptionsQuery } from '@/lib/queries/opportunities'
import { EMPLOYMENT_TYPE_LABELS, OPPORTUNITY_STATUS_LABELS, WORKPLACE_LABELS } from './job-labels'

import type { OpportunitySearchParams } from './opportunity-search'

const SORT_OPTIONS: Option[] = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'candidates:desc', label: 'Most candidates' },
  { value: 'deadline:asc', label: 'Deadline soonest' },
  { value: 'title:asc', label: 'Title A–Z' },
]

/** Search (debounced) and filters; every change goes back to page 1. */
export function OpportunityFilters({
  search,
  onChange,
}: {
  search: OpportunitySearchParams
  onChange: (next: OpportunitySearchParams) => void
}) {
  const departments = useQuery(referenceOptionsQuery('departments'))
  const [term, setTerm] = React.useState(search.search ?? '')
  const latest = React.useRef(search)
  latest.current = search
  React.useEffect(() => {
    if ((latest.current.search ?? '') === term.trim()) return
    const timer = setTimeout(
      () => onChange({ ...latest.current, search: term.trim() || undefined, page: undefined }),
      300,
    )
    return () => clearTimeout(timer)
  }, [term, onChange])
  const set = (patch: Partial<OpportunitySearchParams>) => onChange({ ...search, ...patch, page: undefined })
  return (
    <div role="search" aria-label="Filter jobs" className="mb-4 flex flex-wrap items-center gap-2">
      <Input
        type="search"
        aria-label="Search jobs"
        placeholder="Search title, code, location or skill"
        className="h-8 w-full sm:w-72"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={search.status}
        options={toOptions(OPPORTUNITY_STATUS_LABELS)}
        onChange={(v) => set({ status: v as OpportunitySearchParams['status'] })}
      />
      {(departments.data?.length ?? 0) > 0 && (
        <FilterSelect
          label="Department"
          allLabel="All departments"
          value={search.department_id}
          options={departments.data ?? []}
          onChange={(v) => set({ department_id: v })}
        />
      )}
      <FilterSelect
        label="Employment type"
        allLabel="All types"
        value={search.employment_type}
        options={toOptions(EMPLOYMENT_TYPE_LABELS)}
        onChange={(v) => set({ employment_type: v as OpportunitySearchParams['employment_type'] })}
      />
      <FilterSelect
        label="Workplace"
        allLabel="Any workplace"
        value={search.workplace}
        options={toOptions(WORKPLACE_LABELS)}
        onChange={(v) => set({ workplace: v as OpportunitySearchParams['workplace'] })}
      />
      <SortSelect
        sort={(search.sort ?? 'created_at') as NonNullable<OpportunitySearchParams['sort']>}
        order={(search.order ?? 'desc') as NonNullable<OpportunitySearchParams['order']>}
        options={SORT_OPTIONS}
        onChange={(sort, order) => set({ sort, order })}
        className="w-full sm:w-44"
      />
    </div>
  )
}
