import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { ActiveBadge } from '@/components/organisation/active-badge'
import { TemplateEditor } from '@/components/organisation/template-editor'
import { Button } from '@/components/ui/button'
import { useAuth, userOf } from '@/lib/auth'
import { usePermissions } from '@/lib/permissions'
import { emailTemplateQuery, useTemplateStatus } from '@/lib/queries/email-templates'

export const Route = createFileRoute('/admin/email_templates/$id')({
  loader: ({ context, params }) =>
    params.id === 'new' ? null : context.queryClient.ensureQueryData(emailTemplateQuery(params.id)),
  pendingComponent: () => <LoadingState rows={8} columns={2} label="Loading the template…" />,
  component: TemplatePage,
})

function TemplatePage() {
  const { id } = Route.useParams()
  const isNew = id === 'new'
  const template = useQuery({ ...emailTemplateQuery(id), enabled: !isNew })
  const can = usePermissions()
  const status = useTemplateStatus()
  const company = userOf(useAuth(), 'employee')?.business?.name ?? 'Your company'
  const t = isNew ? undefined : template.data
  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
      <Link to="/admin/email_templates">
        <ArrowLeft aria-hidden="true" />
        E-mail templates
      </Link>
    </Button>
  )
  if (!isNew && !t) return <LoadingState rows={8} columns={2} label="Loading the template…" />
  const actions =
    t && can('email_templates', 'change_status') ? (
      <Button
        variant="outline"
        disabled={status.isPending}
        onClick={() => status.mutate({ id: t.id, status: t.status === 'active' ? 'inactive' : 'active' })}
      >
        {t.status === 'active' ? 'Deactivate' : 'Activate'}
      </Button>
    ) : undefined
  return (
    <>
      {back}
      <PageHeader
        title={t ? t.name : 'New e-mail template'}
        description={
          t
            ? (t.description ?? 'Your own template, for e-mails to candidates.')
            : 'Write an e-mail you send often; placeholders are filled in for each candidate.'
        }
        actions={actions}
      >
        {t && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <ActiveBadge status={t.status} />
            <span>Version {t.version}</span>
            {t.updated_by && <span>· last edited by {t.updated_by.name}</span>}
            {t.status === 'inactive' && t.has_default && (
              <span>· while inactive, Hirely sends its default wording</span>
            )}
          </div>
        )}
      </PageHeader>
      <TemplateEditor
        key={t?.id ?? 'new'}
        template={t}
        companyName={company}
        canSave={isNew ? can('email_templates', 'create') : can('email_templates', 'update')}
      />
    </>
  )
}
