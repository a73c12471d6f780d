import { Link } from '@tanstack/react-router'
import { INTERVIEW_MODE_LABELS } from '@worker/resources/interviews/interview-states'
import { formatSpan } from '@worker/resources/interviews/when'
import type * as React from 'react'
import { type Column, DataTable, type PageData } from '@/components/layout/data-table'
import type { Interview } from '@/lib/queries/interviews'
import { MODE_ICONS } from './interview-labels'
import { InterviewStatusBadge } from './interview-status-badge'

/** The list view: when (in the viewer's zone), who, which job and round, how, with whom, scorecards. */
export function InterviewTable({
  data,
  isLoading,
  timeZone,
  onPageChange,
  empty,
}: {
  data: PageData<Interview> | undefined
  isLoading: boolean
  timeZone: string
  onPageChange: (page: number) => void
  empty: { title: React.ReactNode; description?: React.ReactNode; action?: React.ReactNode }
}) {
  const columns: Column<Interview>[] = [
    {
      id: 'when',
      header: 'When',
      cell: (i) => <span className="whitespace-nowrap">{formatSpan(i.scheduled_at, i.ends_at, timeZone)}</span>,
    },
    {
      id: 'interview',
      header: 'Interview',
      cell: (i) => (
        <div className="grid gap-0.5">
          <Link to="/admin/interviews/$id" params={{ id: i.id }} className="font-medium hover:underline">
            {i.title}
          </Link>
          <span className="text-xs text-muted-foreground">
            {i.candidate.name}
            {i.opportunity ? ` · ${i.opportunity.title}` : ''} · Round {i.round}
          </span>
        </div>
      ),
    },
    {
      id: 'mode',
      header: 'How',
      cell: (i) => {
        const Icon = MODE_ICONS[i.mode]
        return (
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            {INTERVIEW_MODE_LABELS[i.mode]}
          </span>
        )
      },
    },
    { id: 'interviewers', header: 'Interviewers', cell: (i) => i.interviewers.map((p) => p.name).join(', ') },
    {
      id: 'scorecards',
      header: 'Scorecards',
      // Exams are reviewed, not scorecarded; an interview that did not happen has none.
      cell: (i) =>
        i.mode === 'online_exam' || ['cancelled', 'no_show'].includes(i.status) ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span className="tabular-nums">
            {i.scorecards.submitted}/{i.scorecards.expected}
          </span>
        ),
    },
    { id: 'status', header: 'Status', cell: (i) => <InterviewStatusBadge status={i.status} /> },
  ]
  return (
    <DataTable
      columns={columns}
      data={data}
      isLoading={isLoading}
      onPageChange={onPageChange}
      caption="Interviews"
      empty={empty}
    />
  )
}
