import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FileDown, FileSpreadsheet, Plus } from 'lucide-react'
import * as React from 'react'
import { BulkActions } from '@/components/candidates/bulk-actions'
import { activeFilters, CandidateFilters } from '@/components/candidates/candidate-filters'
import { CandidateFormDialog } from '@/components/candidates/candidate-form-lazy'
import { CandidateTable } from '@/components/candidates/candidate-table'
import { SavedFilters } from '@/components/candidates/saved-filters'
import { type ListDownload, ListDownloads } from '@/components/layout/list-downloads'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { usePermissions } from '@/lib/permissions'
import {
  type CandidateFilterValues,
  type CandidateSearch,
  candidateSearch,
  candidatesQuery,
  downloadExport,
  downloadReport,
} from '@/lib/queries/candidates'

export const Route = createFileRoute('/admin/candidates/')({
  validateSearch: candidateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(candidatesQuery(deps)),
  pendingComponent: () => <LoadingState rows={8} columns={6} label="Loading candidates…" />,
  component: CandidatesPage,
})

/** The list's files, for the filters in effect. */
const downloadsFor = (f: CandidateFilterValues): ListDownload[] => [
  { label: 'Export CSV', icon: FileDown, run: () => downloadExport(f, 'csv') },
  { label: 'Export XLSX', icon: FileSpreadsheet, run: () => downloadExport(f, 'xlsx') },
  { label: 'PDF report', icon: FileDown, run: () => downloadReport({ filters: f }) },
]

function CandidatesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(candidatesQuery(search))
  const can = usePermissions()
  const go = React.useCallback((next: CandidateSearch) => void navigate({ search: next, replace: true }), [navigate])
  const filters = activeFilters(search)
  const [selected, setSelected] = React.useState<Set<string>>(new Set())
  const rows = list.data?.rows ?? []
  // A new page or filter starts a new selection: bulk actions act on what is on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list's query changes.
  React.useEffect(() => setSelected(new Set()), [search])
  const bulk = can('candidates', 'change_status') || can('candidates', 'send_email') || can('candidates', 'export')
  const selection = bulk
    ? {
        selected,
        all: rows.length > 0 && rows.every((r) => selected.has(r.id)),
        some: rows.some((r) => selected.has(r.id)),
        toggle: (id: string, on: boolean) =>
          setSelected((prev) => {
            const next = new Set(prev)
            if (on) next.add(id)
            else next.delete(id)
            return next
          }),
        togglePage: (on: boolean) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set()),
      }
    : undefined
  const add = can('candidates', 'create') && (
    <CandidateFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add candidate
        </Button>
      }
    />
  )
  const actions = (
    <>
      <SavedFilters current={filters} onApply={go} />
      {can('candidates', 'export') && <ListDownloads downloads={downloadsFor(filters)} />}
      {add}
    </>
  )
  return (
    <>
      <PageHeader
        title="Candidates"
        description="Everyone in your pipeline: search, filter, and open a candidate to move them along."
        actions={actions}
      />
      <CandidateFilters search={search} onChange={go} />
      <BulkActions
        rows={rows}
        selected={selected}
        onClear={() => setSelected(new Set())}
        can={{
          move: can('candidates', 'change_status'),
          email: can('candidates', 'send_email'),
          export: can('candidates', 'export'),
        }}
      />
      <CandidateTable
        selection={selection}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: { ...search, page } })}
        filtered={Object.keys(filters).some((k) => k !== 'sort' && k !== 'order')}
        emptyAction={add || undefined}
      />
    </>
  )
}
