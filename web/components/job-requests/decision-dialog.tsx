import { useNavigate } from '@tanstack/react-router'
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
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { type JobRequest, useDecideJobRequest } from '@/lib/queries/job-requests'

type Decision = 'approved' | 'rejected' | 'converted'

const COPY: Record<Decision, { button: string; title: string; effect: string; reason: string }> = {
  approved: {
    button: 'Approve',
    title: 'Approve',
    effect: 'The request can then be converted into a job.',
    reason: 'Note (optional)',
  },
  rejected: {
    button: 'Reject',
    title: 'Reject',
    effect: 'The requester sees your reason. A rejected request is final.',
    reason: 'Reason',
  },
  converted: {
    button: 'Convert to job',
    title: 'Convert',
    effect: 'Creates a draft job with the request’s details (within your plan’s job limit).',
    reason: 'Note (optional)',
  },
}

/** Approve, reject (a reason is required) or convert one request. */
export function DecisionDialog({ request, decision }: { request: JobRequest; decision: Decision }) {
  const [open, setOpen] = React.useState(false)
  const [reason, setReason] = React.useState('')
  const [error, setError] = React.useState<string | null>(null)
  const decide = useDecideJobRequest(request.id)
  const navigate = useNavigate()
  const copy = COPY[decision]
  const id = React.useId()
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault()
    if (decision === 'rejected' && !reason.trim()) return setError('Please enter Reason')
    decide.mutate(
      { status: decision, reason: reason.trim() || null },
      {
        onSuccess: (result) => {
          setOpen(false)
          if (decision === 'converted' && result.data.opportunity_id)
            void navigate({ to: '/admin/opportunities/$id', params: { id: result.data.opportunity_id } })
        },
      },
    )
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setReason('')
        setError(null)
      }}
    >
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={decision === 'rejected' ? 'outline' : decision === 'converted' ? 'secondary' : 'default'}
        >
          {copy.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>
              {copy.title}: {request.title}
            </DialogTitle>
            <DialogDescription>{copy.effect}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>{copy.reason}</Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={1000}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value)
                setError(null)
              }}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton pending={decide.isPending} variant={decision === 'rejected' ? 'destructive' : 'default'}>
              {copy.button}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
