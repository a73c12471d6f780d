import { LIFECYCLES } from '@worker/services/lifecycle'
import { ArrowRight, ChevronDown, Lock } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { type CandidateDetail, type CandidateStatus, useChangeStatus } from '@/lib/queries/candidates'
import { needsReason, STATUS_LABELS } from './candidate-labels'
import { ReasonDialog } from './reason-dialog'

const ACTION: Partial<Record<CandidateStatus, string>> = {
  screening: 'Start screening',
  shortlisted: 'Shortlist',
  interviewing: 'Move to interviewing',
  offered: 'Mark as offered',
  hired: 'Mark as hired',
  rejected: 'Reject',
  withdrawn: 'Mark as withdrawn',
}

/** The moves the pipeline allows from the candidate's state, each confirmed with an (optional or required) reason. */
export function StatusControl({ candidate }: { candidate: CandidateDetail }) {
  const [target, setTarget] = React.useState<CandidateStatus | null>(null)
  const change = useChangeStatus(candidate.id)
  const status = candidate.status
  if (!status) return null
  const next: readonly CandidateStatus[] = LIFECYCLES.candidate[status]
  if (!next.length) return null
  const forward = next.filter((s) => !needsReason(s) && !candidate.is_blacklisted)
  const out = next.filter((s) => needsReason(s))
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {candidate.is_blacklisted ? (
            // Blacklisted: the pipeline is locked forward; the menu says why and how to undo it.
            <Button variant="outline" title="Blacklisted: only rejecting or withdrawing is possible until whitelisted">
              <Lock aria-hidden="true" />
              Status locked
              <ChevronDown aria-hidden="true" />
            </Button>
          ) : (
            <Button>
              Change status
              <ChevronDown aria-hidden="true" />
            </Button>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>Now: {STATUS_LABELS[status]}</DropdownMenuLabel>
          {candidate.is_blacklisted && (
            <p role="note" className="px-2 pb-2 text-xs text-muted-foreground">
              {candidate.name} is blacklisted
              {candidate.blacklist_reason ? ` (${candidate.blacklist_reason})` : ''}, so they cannot move forward. To
              move them on, choose Whitelist in the More actions menu (⋯). Rejecting or withdrawing is still possible.
            </p>
          )}
          {forward.map((s) => (
            <DropdownMenuItem key={s} onSelect={() => setTarget(s)}>
              <ArrowRight aria-hidden="true" />
              {ACTION[s]}
            </DropdownMenuItem>
          ))}
          {forward.length > 0 && out.length > 0 && <DropdownMenuSeparator />}
          {out.map((s) => (
            <DropdownMenuItem
              key={s}
              variant={s === 'rejected' ? 'destructive' : 'default'}
              onSelect={() => setTarget(s)}
            >
              {ACTION[s]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReasonDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target ? `${ACTION[target]}: ${candidate.name}` : ''}
        description={
          target
            ? `From ${STATUS_LABELS[status].toLowerCase()} to ${STATUS_LABELS[target].toLowerCase()}. The move is kept in the candidate’s history.`
            : ''
        }
        reasonLabel={target && needsReason(target) ? 'Reason' : 'Note'}
        required={!!target && needsReason(target)}
        action={target ? (ACTION[target] ?? 'Save') : 'Save'}
        destructive={target === 'rejected'}
        pending={change.isPending}
        onSubmit={(reason, close) =>
          target &&
          change.mutate({ status: target, reason, opportunity_id: candidate.opportunity_id }, { onSuccess: close })
        }
      />
    </>
  )
}
