import { createFileRoute } from '@tanstack/react-router'
import { LoadingState } from '@/components/layout/loading-state'
import { ExtractionScreen } from '@/components/resumes/extraction-screen'
import { resumeSearch, resumesQuery } from '@/lib/queries/resumes'

/** /admin/resumes/extraction: upload resumes, review what was read, save them as candidates. */
export const Route = createFileRoute('/admin/resumes/extraction')({
  validateSearch: resumeSearch,
  loaderDeps: ({ search }) => ({ status: search.status, batch_id: search.batch_id }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(resumesQuery(deps)),
  pendingComponent: () => <LoadingState rows={6} columns={2} label="Loading resumes…" />,
  component: ExtractionPage,
})

function ExtractionPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ExtractionScreen
      search={search}
      onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  )
}
