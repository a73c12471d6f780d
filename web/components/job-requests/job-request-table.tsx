import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type Column, DataTable, type PageData } from '@/components/layout/data-table'
import { EMPLOYMENT_TYPE_LABELS, formatDate, formatSalary } from '@/components/opportunities/job-labels'
import { StatusBadge } from '@/components/opportunities/status-badge'
import { Button } from '@/components/ui/button'
import type { JobRequest } from '@/lib/queries/job-requests'
import { formatRelativeTime } from '@/lib/relative-time'
import { DecisionDialog } from './decision-dialog'
import { JobRequestFormDialog } from './job-request-form-lazy'

/** What the caller may do with a request, from their permissions (the API checks again). */
export type RequestAbilities = { canEdit: (r: JobRequest) => boolean; canDecide: boolean }

function Actions({ request, abilities }: { request: JobRequest; abilities: RequestAbilities }) {
  const buttons: ReactNode[] = []
  if (abilities.canEdit(request))
    buttons.push(
      <JobRequestFormDialog
        key="edit"
        request={request}
        trigger={
          <Button size="sm" variant="ghost">
            Edit
          </Button>
        }
      />,
    )
  if (abilities.canDecide && request.status === 'pending') {
    buttons.push(
      <DecisionDialog key="approve" request={request} decision="approved" />,
      <DecisionDialog key="reject" request={request} decision="rejected" />,
    )
  }
  if (abilities.canDecide && request.status === 'approved')
    buttons.push(<DecisionDialog key="convert" request={request} decision="converted" />)
  if (request.opportunity) {
    buttons.push(
      <Button key="job" size="sm" variant="link" asChild>
        <Link to="/admin/opportunities/$id" params={{ id: request.opportunity.id }}>
          View job
        </Link>
      </Button>,
    )
  }
  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      {buttons.length ? buttons : <span className="text-muted-foreground">—</span>}
    </div>
  )
}

export function JobRequestTable({
  data,
  isLoading,
  onPageChange,
  abilities,
  filtered,
  emptyAction,
}: {
  data: PageData<JobRequest> | undefined
  isLoading: boolean
  onPageChange: (page: number) => void
  abilities: RequestAbilities
  filtered: boolean
  emptyAction?: ReactNode
}) {
  const columns: Column<JobRequest>[] = [
    {
      id: 'title',
      header: 'Position',
      cell: (r) => (
        <div className="min-w-48 max-w-md whitespace-normal">
          <p className="font-medium">{r.title}</p>
          <p className="text-xs text-muted-foreground">
            {[
              r.department?.name,
              r.branch?.name,
              EMPLOYMENT_TYPE_LABELS[r.employment_type],
              formatSalary(r.salary_min, r.salary_max, r.salary_currency),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {r.justification && <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{r.justification}</p>}
        </div>
      ),
    },
    {
      id: 'requester',
      header: 'Requested by',
      cell: (r) => (
        <div>
          <p>{r.requester?.name ?? '—'}</p>
          <p className="text-xs text-muted-foreground">{formatRelativeTime(r.created_at)}</p>
        </div>
      ),
    },
    {
      id: 'openings',
      header: 'Openings',
      cell: (r) => <span className="tabular-nums">{r.openings}</span>,
      className: 'text-right',
    },
    { id: 'needed_by', header: 'Needed by', cell: (r) => formatDate(r.needed_by) },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <div className="max-w-56 whitespace-normal">
          <StatusBadge status={r.status} />
          {r.decision_reason && r.status !== 'pending' && (
            <p className="mt-1 text-xs text-muted-foreground">
              {r.decider?.name ? `${r.decider.name}: ` : ''}“{r.decision_reason}”
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (r) => <Actions request={r} abilities={abilities} />,
      className: 'text-right',
      card: 'footer',
    },
  ]
  return (
    <DataTable
      caption="Job requests"
      columns={columns}
      data={data}
      isLoading={isLoading}
      onPageChange={onPageChange}
      empty={
        filtered
          ? { title: 'No requests match', description: 'Try another search or status.' }
          : {
              title: 'No job requests yet',
              description: 'Ask for a new position: an approver decides and converts it into a job.',
              action: emptyAction,
            }
      }
    />
  )
}
