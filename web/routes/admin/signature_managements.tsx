import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { FilterSelect, SearchBox, STATUS_OPTIONS, Toolbar } from '@/components/organisation/list-toolbar'
import { SignatureDialog } from '@/components/organisation/signature-form'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { usePermissions } from '@/lib/permissions'
import { type Signature, signatureSearch, signaturesQuery, useSignatureStatus } from '@/lib/queries/signatures'

export const Route = createFileRoute('/admin/signature_managements')({
  validateSearch: signatureSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(signaturesQuery(deps)),
  pendingComponent: () => <LoadingState rows={4} columns={4} label="Loading signatures…" />,
  component: SignaturesPage,
})

function SignaturesPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(signaturesQuery(params))
  const can = usePermissions()
  const status = useSignatureStatus()
  const [editing, setEditing] = React.useState<Signature | 'new' | null>(null)

  const columns: Column<Signature>[] = [
    {
      id: 'name',
      header: 'Signature',
      cell: (s) => (
        <div className="min-w-40">
          <p className="flex items-center gap-2 font-medium">
            {s.name}
            {s.is_default && <Badge variant="secondary">Default</Badge>}
          </p>
          <p className="text-xs text-muted-foreground">{s.employee_name}</p>
        </div>
      ),
    },
    {
      id: 'preview',
      header: 'Preview',
      // The body was sanitized by the server when it was saved (worker/services/rich-text.ts).
      cell: (s) => (
        <div
          className="max-h-28 max-w-md overflow-hidden rounded-md border bg-background p-2 text-xs whitespace-normal [&_a]:text-primary [&_img]:max-h-10"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when saved (worker/services/rich-text.ts).
          dangerouslySetInnerHTML={{ __html: s.body }}
        />
      ),
    },
    {
      id: 'status',
      header: 'Active',
      cell: (s) => (
        <Switch
          aria-label={`${s.name} of ${s.employee_name} is ${s.status}`}
          checked={s.status === 'active'}
          disabled={!can('signature_managements', 'change_status') || status.isPending}
          onCheckedChange={(on) => status.mutate({ id: s.id, status: on ? 'active' : 'inactive' })}
        />
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (s) =>
        can('signature_managements', 'create') ? (
          <Button size="sm" variant="ghost" onClick={() => setEditing(s)}>
            Edit
          </Button>
        ) : null,
    },
  ]
  const add = can('signature_managements', 'create') && (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      New signature
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Signatures"
        description="E-mail signatures of your staff, added under the e-mails they send to candidates."
        actions={add}
      />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search signatures"
          placeholder="Search signature or employee"
          onSearch={(search) => void navigate({ search: (s) => ({ ...s, search, page: undefined }), replace: true })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) =>
            void navigate({ search: (s) => ({ ...s, status: v as Signature['status'] | undefined, page: undefined }) })
          }
        />
      </Toolbar>
      <DataTable
        caption="Signatures"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={
          params.search || params.status
            ? { title: 'No signatures match', description: 'Try another search or status.' }
            : {
                title: 'No signatures yet',
                description: 'Create one so your e-mails to candidates end with your details.',
                action: add || undefined,
              }
        }
      />
      <SignatureDialog
        open={editing !== null}
        signature={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
