import { useQuery } from '@tanstack/react-query'
import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
} from '@worker/resources/analytics/analytics.schema'
import { CANDIDATE_SOURCE_LABELS, CANDIDATE_SOURCES } from '@worker/resources/candidates/candidates.schema'
import { FilterBar } from '@/components/layout/filter-bar'
import { FilterSelect } from '@/components/layout/list-filters'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { AnalyticsSearch } from '@/lib/queries/analytics'
import { employeeOptionsQuery, jobOptionsQuery } from '@/lib/queries/candidates'
import { departmentOptionsQuery } from '@/lib/queries/departments'

const PERIODS = ANALYTICS_PERIODS.map((value) => ({ value, label: ANALYTICS_PERIOD_LABELS[value] }))
const SOURCES = CANDIDATE_SOURCES.map((value) => ({ value, label: CANDIDATE_SOURCE_LABELS[value] }))

/**
 * The reports' filters: a period, or a date range (both days included, in the business's time
 * zone), and the department, job, recruiter and source to count. They live in the URL.
 */
export function AnalyticsFilters({
  filters,
  onChange,
}: {
  filters: AnalyticsSearch
  onChange: (next: AnalyticsSearch) => void
}) {
  const departments = useQuery(departmentOptionsQuery()).data ?? []
  const jobs = useQuery(jobOptionsQuery()).data ?? []
  const staff = useQuery(employeeOptionsQuery()).data ?? []
  const set = (patch: Partial<AnalyticsSearch>) => onChange({ ...filters, ...patch })
  const active = [filters.department_id, filters.opportunity_id, filters.recruiter_id, filters.source].filter(
    Boolean,
  ).length
  const dates = (
    <div className="flex flex-wrap items-center gap-2">
      <FilterSelect<AnalyticsPeriod>
        label="Period"
        value={filters.start_date || filters.end_date ? undefined : (filters.filter ?? 'week')}
        options={PERIODS}
        allLabel="Custom range"
        onChange={(filter) => set({ filter, start_date: undefined, end_date: undefined })}
      />
      <div className="flex items-center gap-1.5">
        <Label htmlFor="analytics-from" className="text-sm font-normal">
          From
        </Label>
        <Input
          id="analytics-from"
          type="date"
          className="h-8 w-40"
          value={filters.start_date ?? ''}
          max={filters.end_date}
          onChange={(e) => set({ start_date: e.target.value || undefined })}
        />
      </div>
      <div className="flex items-center gap-1.5">
        <Label htmlFor="analytics-to" className="text-sm font-normal">
          To
        </Label>
        <Input
          id="analytics-to"
          type="date"
          className="h-8 w-40"
          value={filters.end_date ?? ''}
          min={filters.start_date}
          onChange={(e) => set({ end_date: e.target.value || undefined })}
        />
      </div>
    </div>
  )
  return (
    <FilterBar label="Filter the reports" search={dates} active={active}>
      <FilterSelect
        label="Department"
        value={filters.department_id}
        options={departments}
        allLabel="All departments"
        onChange={(department_id) => set({ department_id })}
      />
      <FilterSelect
        label="Job"
        value={filters.opportunity_id}
        options={jobs}
        allLabel="All jobs"
        onChange={(opportunity_id) => set({ opportunity_id })}
      />
      <FilterSelect
        label="Recruiter"
        value={filters.recruiter_id}
        options={staff ?? []}
        allLabel="All recruiters"
        onChange={(recruiter_id) => set({ recruiter_id })}
      />
      <FilterSelect
        label="Source"
        value={filters.source}
        options={SOURCES}
        allLabel="All sources"
        onChange={(source) => set({ source })}
      />
    </FilterBar>
  )
}
