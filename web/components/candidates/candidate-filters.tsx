import { useQuery } from '@tanstack/react-query'
import * as React from 'react'
import { FilterBar } from '@/components/layout/filter-bar'
import { FilterSelect, type SortOption, SortSelect } from '@/components/layout/list-filters'
import { Input } from '@/components/ui/input'
import {
  type CandidateFilterValues,
  type CandidateSearch,
  jobOptionsQuery,
  qualificationOptionsQuery,
} from '@/lib/queries/candidates'
import { SOURCES, STATUS_LABELS, STATUSES, sourceLabel } from './candidate-labels'

type CandidateSort = NonNullable<CandidateSearch['sort']>
const SORT_OPTIONS: SortOption<CandidateSort>[] = [
  { sort: 'created_at', order: 'desc', label: 'Newest first' },
  { sort: 'created_at', order: 'asc', label: 'Oldest first' },
  { sort: 'name', order: 'asc', label: 'Name A–Z' },
  { sort: 'experience', order: 'desc', label: 'Most experience' },
  { sort: 'experience', order: 'asc', label: 'Least experience' },
]

const BLACKLIST_OPTIONS = [
  { value: 'false', label: 'Not blacklisted' },
  { value: 'true', label: 'Blacklisted only' },
] as const

/** A text input that reports its value after the typing stops. */
function useDebounced(value: string | undefined, onSettle: (v: string | undefined) => void, delay = 300) {
  const [draft, setDraft] = React.useState(value ?? '')
  const latest = React.useRef({ value, onSettle })
  latest.current = { value, onSettle }
  React.useEffect(() => setDraft(value ?? ''), [value])
  React.useEffect(() => {
    if ((latest.current.value ?? '') === draft.trim()) return
    const timer = setTimeout(() => latest.current.onSettle(draft.trim() || undefined), delay)
    return () => clearTimeout(timer)
  }, [draft, delay])
  return [draft, setDraft] as const
}

/** Search (name, e-mail, phone, skills) and every filter of the list; each change goes back to page 1. */
export function CandidateFilters({
  search,
  onChange,
}: {
  search: CandidateSearch
  onChange: (next: CandidateSearch) => void
}) {
  const jobs = useQuery(jobOptionsQuery())
  const qualifications = useQuery(qualificationOptionsQuery())
  const set = (patch: Partial<CandidateSearch>) => onChange({ ...search, ...patch, page: undefined })
  const [term, setTerm] = useDebounced(search.search, (v) => set({ search: v }))
  const [minExp, setMinExp] = useDebounced(search.experience_min?.toString(), (v) =>
    set({ experience_min: v ? Number(v) : undefined }),
  )
  const [maxExp, setMaxExp] = useDebounced(search.experience_max?.toString(), (v) =>
    set({ experience_max: v ? Number(v) : undefined }),
  )
  const sources = [...new Set([...SOURCES, ...(search.source ? [search.source] : [])])]
  const active = [
    search.status,
    search.opportunity_id,
    search.source,
    search.qualification,
    search.experience_min ?? search.experience_max,
    search.blacklisted,
  ].filter((v) => v !== undefined).length
  return (
    <FilterBar
      label="Filter candidates"
      active={active}
      search={
        <Input
          type="search"
          aria-label="Search candidates"
          placeholder="Search name, e-mail, phone or skill"
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
        options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        onChange={(v) => set({ status: v })}
      />
      {(jobs.data?.length ?? 0) > 0 && (
        <FilterSelect
          label="Job"
          allLabel="All jobs"
          className="w-full sm:w-52"
          value={search.opportunity_id}
          options={jobs.data ?? []}
          onChange={(v) => set({ opportunity_id: v })}
        />
      )}
      <FilterSelect
        label="Source"
        allLabel="All sources"
        value={search.source}
        options={sources.map((s) => ({ value: s, label: sourceLabel(s) }))}
        onChange={(v) => set({ source: v })}
      />
      <FilterSelect
        label="Qualification"
        allLabel="Any qualification"
        className="w-full sm:w-48"
        value={search.qualification}
        options={(qualifications.data ?? []).filter((q) => q.count > 0)}
        onChange={(v) => set({ qualification: v })}
      />
      <div className="flex items-center gap-1">
        <Input
          type="number"
          min={0}
          max={80}
          inputMode="numeric"
          aria-label="Minimum years of experience"
          placeholder="Min yrs"
          className="h-8 w-24"
          value={minExp}
          onChange={(e) => setMinExp(e.target.value)}
        />
        <span aria-hidden="true" className="text-muted-foreground">
          –
        </span>
        <Input
          type="number"
          min={0}
          max={80}
          inputMode="numeric"
          aria-label="Maximum years of experience"
          placeholder="Max yrs"
          className="h-8 w-24"
          value={maxExp}
          onChange={(e) => setMaxExp(e.target.value)}
        />
      </div>
      <FilterSelect
        label="Blacklist"
        allLabel="Blacklisted or not"
        value={search.blacklisted === undefined ? undefined : String(search.blacklisted)}
        options={BLACKLIST_OPTIONS}
        onChange={(v) => set({ blacklisted: v === undefined ? undefined : v === 'true' })}
      />
      <SortSelect
        sort={search.sort ?? 'created_at'}
        order={search.order ?? 'desc'}
        options={SORT_OPTIONS}
        onChange={(sort, order) => set({ sort, order })}
        className="w-full sm:w-40"
      />
    </FilterBar>
  )
}

/** The filters in effect (what a saved filter keeps and what export and report receive). */
export function activeFilters({ page: _page, ...filters }: CandidateSearch): CandidateFilterValues {
  const set: CandidateFilterValues = { ...filters }
  for (const [key, value] of Object.entries(set))
    if (value === undefined || value === '') Reflect.deleteProperty(set, key)
  return set
}
