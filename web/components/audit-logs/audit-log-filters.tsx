import { AUDIT_EVENT_KEYS, AUDIT_EVENTS, AUDIT_GROUPS } from '@worker/resources/audit-logs/audit-logs.schema'
import { FilterBar } from '@/components/layout/filter-bar'
import { FilterSelect, type Option } from '@/components/layout/list-filters'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { AuditLogSearch } from '@/lib/queries/audit-logs'

/** The events, group by group, each named with its group ("Support access: Support signed in"). */
const ACTION_OPTIONS = (Object.keys(AUDIT_GROUPS) as (keyof typeof AUDIT_GROUPS)[]).flatMap((group) =>
  AUDIT_EVENT_KEYS.filter((key) => AUDIT_EVENTS[key].group === group).map((value) => ({
    value,
    label: `${AUDIT_GROUPS[group]}: ${AUDIT_EVENTS[value].label}`,
  })),
)

/** A day in the viewer's calendar ('' clears it). */
function DayInput({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string
  label: string
  value: string | undefined
  min?: string
  max?: string
  onChange: (day: string | undefined) => void
}) {
  return (
    <div className="flex items-center gap-1.5">
      <Label htmlFor={id} className="text-sm font-normal">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="h-8 w-40"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  )
}

/**
 * The log's filters, kept in the URL: the days (both included, in the viewer's time zone), the
 * event, who did it, and in the console the business. Every change goes back to page 1.
 */
export function AuditLogFilters({
  search,
  onChange,
  actors,
  businesses,
}: {
  search: AuditLogSearch
  onChange: (next: AuditLogSearch) => void
  actors: readonly Option[]
  /** The console's business filter. */
  businesses?: readonly Option[]
}) {
  const set = (patch: Partial<AuditLogSearch>) => onChange({ ...search, ...patch, page: undefined })
  const active = [search.action, search.actor, search.business_id].filter(Boolean).length
  const days = (
    <div className="flex flex-wrap items-center gap-2">
      <DayInput
        id="audit-from"
        label="From"
        value={search.start_date}
        max={search.end_date}
        onChange={(start_date) => set({ start_date })}
      />
      <DayInput
        id="audit-to"
        label="To"
        value={search.end_date}
        min={search.start_date}
        onChange={(end_date) => set({ end_date })}
      />
    </div>
  )
  return (
    <FilterBar label="Filter the audit log" search={days} active={active}>
      {businesses && (
        <FilterSelect
          label="Business"
          allLabel="All businesses"
          value={search.business_id}
          options={businesses}
          onChange={(business_id) => set({ business_id, actor: undefined })}
        />
      )}
      <FilterSelect
        label="Action"
        allLabel="All actions"
        className="w-full sm:w-64"
        value={search.action}
        options={ACTION_OPTIONS}
        onChange={(action) => set({ action })}
      />
      <FilterSelect
        label="Who"
        allLabel="Everyone"
        value={search.actor}
        options={actors}
        onChange={(actor) => set({ actor })}
      />
    </FilterBar>
  )
}
