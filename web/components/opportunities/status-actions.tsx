import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { type OpportunityDetail, type OpportunityStatus, useChangeOpportunityStatus } from '@/lib/queries/opportunities'
import { nextStates, OPPORTUNITY_STATUS_LABELS, REOPEN_LABEL, STATUS_ACTIONS } from './job-labels'

const EFFECTS: Record<OpportunityStatus, string> = {
  open: 'The job appears on the careers page and candidates can apply.',
  on_hold: 'The job leaves the careers page; its candidates stay where they are. You can reopen it later.',
  closed: 'The job stops hiring for good. A closed job cannot be reopened or edited.',
  filled: 'Every opening is filled. The job stops hiring for good.',
  draft: 'The job goes back to draft.',
}

/** The moves the job's state allows, each confirmed with an optional reason (kept in its history). */
export function StatusActions({ job }: { job: OpportunityDetail }) {
  const [target, setTarget] = React.useState<OpportunityStatus | null>(null)
  const [reason, setReason] = React.useState('')
  const change = useChangeOpportunityStatus(job.id)
  const states = nextStates(job.status)
  if (!states.length) return null
  const label = (s: OpportunityStatus) => (s === 'open' && job.status === 'on_hold' ? REOPEN_LABEL : STATUS_ACTIONS[s])
  const close = () => {
    setTarget(null)
    setReason('')
  }
  return (
    <>
      {states.map((s) => (
        <Button
          key={s}
          variant={s === 'open' ? 'default' : s === 'closed' ? 'outline' : 'secondary'}
          onClick={() => setTarget(s)}
        >
          {label(s)}
        </Button>
      ))}
      <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          {target && (
            <form
              className="grid gap-4"
              onSubmit={(e) => {
                e.preventDefault()
                change.mutate({ status: target, reason: reason.trim() || null }, { onSuccess: close })
              }}
            >
              <DialogHeader>
                <DialogTitle>
                  {label(target)}: {job.title}
                </DialogTitle>
                <DialogDescription>
                  From {OPPORTUNITY_STATUS_LABELS[job.status].toLowerCase()} to{' '}
                  {OPPORTUNITY_STATUS_LABELS[target].toLowerCase()}. {EFFECTS[target]}
                </DialogDescription>
              </DialogHeader>
              <div className="grid gap-2">
                <Label htmlFor="status-reason">Reason (optional)</Label>
                <Textarea
                  id="status-reason"
                  value={reason}
                  maxLength={1000}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder="Kept in the job's history"
                />
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Cancel
                </Button>
                <SubmitButton pending={change.isPending} variant={target === 'closed' ? 'destructive' : 'default'}>
                  {label(target)}
                </SubmitButton>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}
