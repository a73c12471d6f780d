import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ChevronDown, FileDown, FileSpreadsheet, Plus } from 'lucide-react'
import * as React from 'react'
import { BulkActions } from '@/components/candidates/bulk-actions'
import { activeFilters, CandidateFilters } from '@/components/candidates/candidate-filters'
import { CandidateFormDialog } from '@/components/candidates/candidate-form-lazy'
import { CandidateTable } from '@/components/candidates/candidate-table'
import { SavedFilters } from '@/components/candidates/saved-filters'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { usePermissions } from '@/lib/permissions'
import {
  type CandidateFilterValues,
  type CandidateSearch,
  candidateSearch,
  candidatesQuery,
  downloadExport,
  downloadReport,
} from '@/lib/queries/candidates'
import { notify } from '@/lib/toast'
import { useIsDesktop } from '@/lib/use-media-query'

export const Route = createFileRoute('/admin/candidates/')({
  validateSearch: candidateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(candidatesQuery(deps)),
  pendingComponent: () => <LoadingState rows={8} columns={6} label="Loading candidates…" />,
  component: CandidatesPage,
})

/** A file download button: busy while the file is made, the server's message if it fails. */
function DownloadButton({
  label,
  icon: Icon,
  run,
}: {
  label: string
  icon: typeof FileDown
  run: () => Promise<unknown>
}) {
  const [busy, setBusy] = React.useState(false)
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true)
        run()
          .catch((e: Error) => notify.error(e.message))
          .finally(() => setBusy(false))
      }}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  )
}

const DOWNLOADS = [
  { label: 'Export CSV', icon: FileDown, run: (f: CandidateFilterValues) => downloadExport(f, 'csv') },
  { label: 'Export XLSX', icon: FileSpreadsheet, run: (f: CandidateFilterValues) => downloadExport(f, 'xlsx') },
  { label: 'PDF report', icon: FileDown, run: (f: CandidateFilterValues) => downloadReport({ filters: f }) },
] as const

/** The list's files: three buttons on a desktop, one menu on a phone (the header stays short). */
function Downloads({ filters }: { filters: CandidateFilterValues }) {
  const isDesktop = useIsDesktop()
  if (isDesktop)
    return DOWNLOADS.map((d) => (
      <DownloadButton key={d.label} label={d.label} icon={d.icon} run={() => d.run(filters)} />
    ))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <FileDown aria-hidden="true" />
          Download
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {DOWNLOADS.map((d) => (
          <DropdownMenuItem
            key={d.label}
            onSelect={() => void d.run(filters).catch((e: Error) => notify.error(e.message))}
          >
            <d.icon aria-hidden="true" />
            {d.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

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
      {can('candidates', 'export') && <Downloads filters={filters} />}
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
