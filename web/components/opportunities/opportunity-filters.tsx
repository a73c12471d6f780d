import { useQuery } from '@tanstack/react-query'
import { EMPLOYMENT_TYPES, OPPORTUNITY_STATES, WORKPLACES } from '@worker/resources/opportunities/job-enums.schema'
import * as React from 'react'
import { FilterBar } from '@/components/layout/filter-bar'
import { FilterSelect, type SortOption, SortSelect } from '@/components/layout/list-filters'
import { Input } from '@/components/ui/input'
import { type OpportunitySearch, referenceOptionsQuery } from '@/lib/queries/opportunities'
import { EMPLOYMENT_TYPE_LABELS, OPPORTUNITY_STATUS_LABELS, WORKPLACE_LABELS } from './job-labels'

const SORT_OPTIONS: SortOption<NonNullable<OpportunitySearch['sort']>>[] = [
  { sort: 'created_at', order: 'desc', label: 'Newest first' },
  { sort: 'created_at', order: 'asc', label: 'Oldest first' },
  { sort: 'candidates', order: 'desc', label: 'Most candidates' },
  { sort: 'deadline', order: 'asc', label: 'Deadline soonest' },
  { sort: 'title', order: 'asc', label: 'Title A–Z' },
]

const STATUS_OPTIONS = OPPORTUNITY_STATES.map((value) => ({ value, label: OPPORTUNITY_STATUS_LABELS[value] }))
const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))
const WORKPLACE_OPTIONS = WORKPLACES.map((value) => ({ value, label: WORKPLACE_LABELS[value] }))

/** Search (debounced) and filters; every change goes back to page 1. */
export function OpportunityFilters({
  search,
  onChange,
}: {
  search: OpportunitySearch
  onChange: (next: OpportunitySearch) => void
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
  const set = (patch: Partial<OpportunitySearch>) => onChange({ ...search, ...patch, page: undefined })
  const active = [search.status, search.department_id, search.employment_type, search.workplace].filter(
    (v) => v !== undefined,
  ).length
  return (
    <FilterBar
      label="Filter jobs"
      active={active}
      search={
        <Input
          type="search"
          aria-label="Search jobs"
          placeholder="Search title, code, location or skill"
          className="h-8 w-full sm:w-72"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      }
    >
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={search.status}
        options={STATUS_OPTIONS}
        onChange={(v) => set({ status: v })}
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
        options={EMPLOYMENT_OPTIONS}
        onChange={(v) => set({ employment_type: v })}
      />
      <FilterSelect
        label="Workplace"
        allLabel="Any workplace"
        value={search.workplace}
        options={WORKPLACE_OPTIONS}
        onChange={(v) => set({ workplace: v })}
      />
      <SortSelect
        sort={search.sort ?? 'created_at'}
        order={search.order ?? 'desc'}
        options={SORT_OPTIONS}
        onChange={(sort, order) => set({ sort, order })}
        className="w-full sm:w-44"
      />
    </FilterBar>
  )
}
