import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@worker/resources/email-templates/categories.schema'
import { Plus } from 'lucide-react'
import { type Column, DataTable } from '@/components/layout/data-table'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { ActiveBadge } from '@/components/organisation/active-badge'
import { FilterSelect, SearchBox, STATUS_OPTIONS, Toolbar } from '@/components/organisation/list-toolbar'
import { CATEGORY_LABELS } from '@/components/organisation/template-labels'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { usePermissions } from '@/lib/permissions'
import { type EmailTemplate, emailTemplatesQuery, templateSearch } from '@/lib/queries/email-templates'
import { formatRelativeTime } from '@/lib/relative-time'

export const Route = createFileRoute('/admin/email_templates/')({
  validateSearch: templateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(emailTemplatesQuery(deps)),
  pendingComponent: () => <LoadingState rows={8} columns={5} label="Loading e-mail templates…" />,
  component: TemplatesPage,
})

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))

function TemplatesPage() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(emailTemplatesQuery(params))
  const can = usePermissions()
  const columns: Column<EmailTemplate>[] = [
    {
      id: 'name',
      header: 'Template',
      cell: (t) => (
        <div className="min-w-52 whitespace-normal">
          <Link
            to="/admin/email_templates/$id"
            params={{ id: t.id }}
            className="font-medium text-primary hover:underline"
          >
            {t.name}
          </Link>
          <p className="text-xs text-muted-foreground">
            {t.is_system ? 'Sent by Hirely automatically' : 'Your own template'}
          </p>
        </div>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      cell: (t) => <Badge variant="outline">{CATEGORY_LABELS[t.category as TemplateCategory] ?? t.category}</Badge>,
    },
    {
      id: 'subject',
      header: 'Subject',
      cell: (t) => <span className="line-clamp-1 max-w-sm whitespace-normal text-muted-foreground">{t.subject}</span>,
    },
    {
      id: 'version',
      header: 'Version',
      cell: (t) => <span className="tabular-nums">v{t.version}</span>,
      className: 'text-right',
    },
    { id: 'status', header: 'Status', cell: (t) => <ActiveBadge status={t.status} /> },
    {
      id: 'updated',
      header: 'Updated',
      cell: (t) => (
        <span className="text-muted-foreground">{formatRelativeTime(t.body_updated_at ?? t.updated_at)}</span>
      ),
    },
  ]
  const add = can('email_templates', 'create') && (
    <Button asChild>
      <Link to="/admin/email_templates/$id" params={{ id: 'new' }}>
        <Plus aria-hidden="true" />
        New template
      </Link>
    </Button>
  )
  return (
    <>
      <PageHeader
        title="E-mail templates"
        description="The wording of every e-mail your business sends, with placeholders filled in for each candidate."
        actions={add}
      />
      <Toolbar>
        <SearchBox
          value={params.search}
          label="Search templates"
          placeholder="Search name or subject"
          onSearch={(term) =>
            void navigate({ search: (s) => ({ ...s, search: term, page: undefined }), replace: true })
          }
        />
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={params.category}
          options={CATEGORY_OPTIONS}
          onChange={(v) =>
            void navigate({ search: (s) => ({ ...s, category: v as TemplateCategory | undefined, page: undefined }) })
          }
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(v) =>
            void navigate({
              search: (s) => ({ ...s, status: v as EmailTemplate['status'] | undefined, page: undefined }),
            })
          }
        />
      </Toolbar>
      <DataTable
        caption="E-mail templates"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
        empty={{ title: 'No templates match', description: 'Try another search, category or status.' }}
      />
    </>
  )
}
