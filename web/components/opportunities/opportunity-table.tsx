import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type Column, DataTable, type PageData } from '@/components/layout/data-table'
import type { Opportunity } from '@/lib/queries/opportunities'
import { formatRelativeTime } from '@/lib/relative-time'
import { EMPLOYMENT_TYPE_LABELS, formatDate, WORKPLACE_LABELS } from './job-labels'
import { PipelineBar } from './pipeline-bar'
import { StatusBadge } from './status-badge'

const columns: Column<Opportunity>[] = [
  {
    id: 'title',
    header: 'Job',
    cell: (o) => (
      <div className="min-w-48">
        <Link to="/admin/opportunities/$id" params={{ id: o.id }} className="font-medium hover:underline">
          {o.title}
        </Link>
        <p className="text-xs text-muted-foreground">
          {[o.code, o.location ?? WORKPLACE_LABELS[o.workplace], EMPLOYMENT_TYPE_LABELS[o.employment_type]]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    ),
  },
  {
    id: 'department',
    header: 'Department',
    cell: (o) => o.department?.name ?? <span className="text-muted-foreground">—</span>,
  },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  {
    id: 'candidates',
    header: 'Candidates',
    cell: (o) => (
      <div className="flex items-center gap-3">
        <span className="w-6 text-right tabular-nums">{o.candidate_counts.total}</span>
        <PipelineBar counts={o.candidate_counts} className="w-28" />
      </div>
    ),
  },
  {
    id: 'openings',
    header: 'Openings',
    cell: (o) => <span className="tabular-nums">{o.openings}</span>,
    className: 'text-right',
    card: false,
  },
  { id: 'deadline', header: 'Deadline', cell: (o) => formatDate(o.deadline) },
  {
    id: 'created',
    header: 'Created',
    cell: (o) => <span className="text-muted-foreground">{formatRelativeTime(o.created_at)}</span>,
    card: false,
  },
]

export function OpportunityTable({
  data,
  isLoading,
  onPageChange,
  filtered,
  emptyAction,
}: {
  data: PageData<Opportunity> | undefined
  isLoading: boolean
  onPageChange: (page: number) => void
  filtered: boolean
  emptyAction?: ReactNode
}) {
  return (
    <DataTable
      caption="Jobs"
      columns={columns}
      data={data}
      isLoading={isLoading}
      onPageChange={onPageChange}
      empty={
        filtered
          ? { title: 'No jobs match', description: 'Try another search or clear the filters.' }
          : {
              title: 'No jobs yet',
              description: 'Create the first job: it starts as a draft you can publish when it is ready.',
              action: emptyAction,
            }
      }
    />
  )
}
