import { Link } from '@tanstack/react-router'
import type { Stage } from '@worker/resources/applications/applications.schema'
import { CANDIDATE_STATE_LABELS, needsReason } from '@worker/resources/candidates/candidates.schema'
import { ChevronDown, Plus } from 'lucide-react'
import * as React from 'react'
import { CandidateStatusBadge } from '@/components/candidates/candidate-status-badge'
import { HistoryTimeline } from '@/components/candidates/history-timeline'
import { ReasonDialog } from '@/components/candidates/reason-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useMoveApplication } from '@/lib/queries/applications'
import type { CandidateDetail } from '@/lib/queries/candidates'
import { AddToJobDialog } from './add-to-job-dialog-lazy'
import { daysLabel } from './stage-facts'

type Application = CandidateDetail['applications'][number]

/**
 * Every application of a candidate (issue 13): the job, its stage, days in stage, a stale mark,
 * the moves it may make, and its own history. "Add to job" puts the person in another pipeline.
 */
export function ApplicationsCard({
  candidate,
  canMove,
  canAdd,
}: {
  candidate: CandidateDetail
  canMove: boolean
  canAdd: boolean
}) {
  const apps = candidate.applications
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="text-base">Applications ({apps.length})</CardTitle>
        {canAdd && !candidate.is_blacklisted && (
          <AddToJobDialog
            candidate={candidate}
            trigger={
              <Button variant="outline" size="sm">
                <Plus aria-hidden="true" />
                Add to job
              </Button>
            }
          />
        )}
      </CardHeader>
      <CardContent>
        {apps.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not in any job's pipeline yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Applications">
            {apps.map((app) => (
              <ApplicationItem key={app.id} app={app} name={candidate.name} canMove={canMove} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function ApplicationItem({ app, name, canMove }: { app: Application; name: string; canMove: boolean }) {
  const move = useMoveApplication()
  const [leaving, setLeaving] = React.useState<Stage | null>(null)
  const [open, setOpen] = React.useState(false)
  const historyId = React.useId()
  const choose = (to: Stage) => {
    if (needsReason(to)) setLeaving(to)
    else move.mutate({ id: app.id, stage: to, reason: null })
  }
  return (
    <li className="rounded-md border p-3" data-application={app.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <Link
            to="/admin/opportunities/$id"
            params={{ id: app.opportunity.id }}
            className="font-medium hover:underline"
          >
            {app.opportunity.title}
          </Link>
          <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <CandidateStatusBadge status={app.stage} />
            <span>{daysLabel(app.days_in_stage)}</span>
            {app.is_stale && (
              <Badge variant="outline" className="border-amber-300 bg-amber-50 px-1.5 py-0 text-[11px] text-amber-800">
                Stale
              </Badge>
            )}
            <span>· {app.source}</span>
          </span>
          {app.reason && <span className="text-xs text-muted-foreground">Reason: {app.reason}</span>}
        </div>
        <div className="flex items-center gap-1">
          {canMove && app.next.length > 0 && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm" aria-label={`Move ${name} in ${app.opportunity.title}`}>
                  Move
                  <ChevronDown aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>Move to</DropdownMenuLabel>
                {app.next.map((to) => (
                  <DropdownMenuItem key={to} onSelect={() => choose(to)}>
                    {CANDIDATE_STATE_LABELS[to]}
                    {needsReason(to) ? '…' : ''}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={historyId}
            onClick={() => setOpen((v) => !v)}
          >
            History ({app.history.length})
          </Button>
        </div>
      </div>
      {open && (
        <div id={historyId} className="mt-3">
          <HistoryTimeline items={app.history} />
        </div>
      )}
      <ReasonDialog
        open={!!leaving}
        onOpenChange={(o) => !o && setLeaving(null)}
        title={leaving === 'rejected' ? `Reject ${name} for ${app.opportunity.title}?` : `Withdraw ${name}?`}
        description="The application leaves this job's pipeline; the reason is kept in its history."
        reasonLabel="Reason"
        required
        action={leaving === 'rejected' ? 'Reject' : 'Withdraw'}
        destructive
        pending={move.isPending}
        onSubmit={(reason, close) =>
          leaving &&
          move.mutate(
            { id: app.id, stage: leaving, reason },
            {
              onSuccess: () => {
                close()
                setLeaving(null)
              },
            },
          )
        }
      />
    </li>
  )
}
