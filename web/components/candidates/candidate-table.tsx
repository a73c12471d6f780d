import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { daysLabel } from '@/components/applications/stage-facts'
import { type Column, DataTable, type PageData } from '@/components/layout/data-table'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import type { Candidate } from '@/lib/queries/candidates'
import { formatRelativeTime } from '@/lib/relative-time'
import { sourceLabel } from './candidate-labels'
import { BlacklistedBadge, CandidateStatusBadge } from './candidate-status-badge'

const muted = (text: ReactNode) => <span className="text-muted-foreground">{text}</span>

/** The columns; with `selection`, a checkbox column first (the bulk actions). */
function columnsOf(selection?: Selection): Column<Candidate>[] {
  const pick: Column<Candidate>[] = selection
    ? [
        {
          id: 'select',
          header: (
            <Checkbox
              aria-label="Select every candidate on this page"
              checked={selection.all ? true : selection.some ? 'indeterminate' : false}
              onCheckedChange={(v) => selection.togglePage(v === true)}
            />
          ),
          cell: (c) => (
            <Checkbox
              aria-label={`Select ${c.name}`}
              checked={selection.selected.has(c.id)}
              onCheckedChange={(v) => selection.toggle(c.id, v === true)}
            />
          ),
          className: 'w-8',
        },
      ]
    : []
  return [...pick, ...columns]
}

export type Selection = {
  selected: Set<string>
  all: boolean
  some: boolean
  toggle: (id: string, on: boolean) => void
  togglePage: (on: boolean) => void
}

const columns: Column<Candidate>[] = [
  {
    id: 'name',
    header: 'Candidate',
    cell: (c) => (
      <div className="min-w-48">
        <Link to="/admin/candidates/$id" params={{ id: c.id }} className="font-medium hover:underline">
          {c.name}
        </Link>
        <p className="text-xs text-muted-foreground">{[c.email, c.phone].filter(Boolean).join(' · ')}</p>
      </div>
    ),
  },
  { id: 'job', header: 'Job', cell: (c) => c.opportunity_title ?? muted('—') },
  {
    id: 'status',
    header: 'Status',
    cell: (c) => (
      <div className="flex flex-wrap gap-1">
        {c.status ? <CandidateStatusBadge status={c.status} /> : muted('No application')}
        {c.is_blacklisted && <BlacklistedBadge reason={c.blacklist_reason} />}
        {c.days_in_stage !== null && (
          <span className="text-xs text-muted-foreground">{daysLabel(c.days_in_stage)}</span>
        )}
        {c.is_stale && (
          <Badge variant="outline" className="border-amber-300 bg-amber-50 px-1.5 py-0 text-[11px] text-amber-800">
            Stale
          </Badge>
        )}
      </div>
    ),
  },
  {
    id: 'experience',
    header: 'Experience',
    cell: (c) =>
      c.experience_years === null ? muted('—') : <span className="tabular-nums">{c.experience_years} yrs</span>,
    card: false,
  },
  {
    id: 'skills',
    header: 'Skills',
    cell: (c) => <span className="line-clamp-1 max-w-44 text-sm">{c.skills.slice(0, 4).join(', ') || muted('—')}</span>,
    className: 'hidden 2xl:table-cell',
  },
  { id: 'source', header: 'Source', cell: (c) => sourceLabel(c.source), className: 'hidden lg:table-cell' },
  { id: 'added', header: 'Added', cell: (c) => muted(formatRelativeTime(c.created_at)), card: false },
]

export function CandidateTable({
  data,
  isLoading,
  onPageChange,
  filtered,
  emptyAction,
  selection,
}: {
  selection?: Selection
  data: PageData<Candidate> | undefined
  isLoading: boolean
  onPageChange: (page: number) => void
  filtered: boolean
  emptyAction?: ReactNode
}) {
  return (
    <DataTable
      caption="Candidates"
      columns={columnsOf(selection)}
      data={data}
      isLoading={isLoading}
      onPageChange={onPageChange}
      empty={
        filtered
          ? { title: 'No candidates match', description: 'Try another search or clear the filters.' }
          : {
              title: 'No candidates yet',
              description: 'Candidates who apply on your careers page appear here. You can also add one yourself.',
              action: emptyAction,
            }
      }
    />
  )
}
