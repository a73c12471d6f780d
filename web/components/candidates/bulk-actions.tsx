import { CANDIDATE_STATE_LABELS, CANDIDATE_STATES, needsReason } from '@worker/resources/candidates/candidates.schema'
import { ChevronDown, FileDown, FileSpreadsheet, Mail, X } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { api } from '@/lib/api'
import { useBulkMove } from '@/lib/queries/applications'
import type { Candidate } from '@/lib/queries/candidates'
import { notify } from '@/lib/toast'
import { ReasonDialog } from './reason-dialog'
import { BulkEmailDialog } from './send-email-dialog-lazy'

type Stage = (typeof CANDIDATE_STATES)[number]

/**
 * What can be done to the selected rows at once (issue 13): move their applications (the one
 * each row stands for) to a stage, reject them with a reason, e-mail them from a template, or
 * export just them. The server says which could not move and why.
 */
export function BulkActions({
  rows,
  selected,
  onClear,
  can,
}: {
  rows: Candidate[]
  selected: Set<string>
  onClear: () => void
  can: { move: boolean; email: boolean; export: boolean }
}) {
  const move = useBulkMove()
  const [leaving, setLeaving] = React.useState<Stage | null>(null)
  const chosen = rows.filter((r) => selected.has(r.id))
  const applicationIds = chosen.flatMap((r) => (r.application_id ? [r.application_id] : []))
  const withoutJob = chosen.length - applicationIds.length

  const moveTo = (stage: Stage, reason: string | null, close?: () => void) => {
    if (!applicationIds.length) return notify.error('None of the selected candidates has applied for a job.')
    move.mutate(
      { application_ids: applicationIds, stage, reason },
      {
        onSuccess: () => {
          close?.()
          setLeaving(null)
          onClear()
        },
      },
    )
  }
  const choose = (stage: Stage) => (needsReason(stage) ? setLeaving(stage) : moveTo(stage, null))
  const exportAs = (format: 'csv' | 'xlsx') =>
    api
      .download('/wildcard/candidates/export/details', { query: { ids: [...selected].join(','), format } })
      .catch((e: Error) => notify.error(e.message))

  if (!selected.size) return null
  return (
    <section
      aria-label="Bulk actions"
      className="sticky top-2 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 shadow-sm"
    >
      <p className="px-1 text-sm font-medium" aria-live="polite">
        {selected.size} selected{withoutJob > 0 ? ` (${withoutJob} without a job)` : ''}
      </p>
      {can.move && (
        <>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" disabled={move.isPending}>
                Move to
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>Move their applications to</DropdownMenuLabel>
              {CANDIDATE_STATES.map((stage) => (
                <DropdownMenuItem key={stage} onSelect={() => choose(stage)}>
                  {CANDIDATE_STATE_LABELS[stage]}
                  {needsReason(stage) ? '…' : ''}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button variant="outline" size="sm" onClick={() => setLeaving('rejected')} disabled={move.isPending}>
            Reject…
          </Button>
        </>
      )}
      {can.email && (
        <BulkEmailDialog
          candidateIds={[...selected]}
          onSent={onClear}
          trigger={
            <Button variant="outline" size="sm">
              <Mail aria-hidden="true" />
              Send e-mail
            </Button>
          }
        />
      )}
      {can.export && (
        <>
          <Button variant="outline" size="sm" onClick={() => exportAs('csv')}>
            <FileDown aria-hidden="true" />
            Export CSV
          </Button>
          <Button variant="outline" size="sm" onClick={() => exportAs('xlsx')}>
            <FileSpreadsheet aria-hidden="true" />
            Export XLSX
          </Button>
        </>
      )}
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
      <ReasonDialog
        open={!!leaving}
        onOpenChange={(o) => !o && setLeaving(null)}
        title={`${leaving === 'withdrawn' ? 'Withdraw' : 'Reject'} ${applicationIds.length} application${applicationIds.length === 1 ? '' : 's'}?`}
        description="Each leaves its job's pipeline; the reason is kept in every history."
        reasonLabel="Reason"
        required
        action={leaving === 'withdrawn' ? 'Withdraw' : 'Reject'}
        destructive
        pending={move.isPending}
        onSubmit={(reason, close) => leaving && moveTo(leaving, reason, close)}
      />
    </section>
  )
}
