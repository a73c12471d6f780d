import { useQuery } from '@tanstack/react-query'
import * as React from 'react'
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useAddToJob } from '@/lib/queries/applications'
import type { CandidateDetail } from '@/lib/queries/candidates'
import { referenceOptionsQuery } from '@/lib/queries/opportunities'

/** Add the candidate to another open job (the applications card's button: ./add-to-job-dialog-lazy.tsx). */
export function AddToJobDialog({
  candidate,
  trigger,
  defaultOpen = false,
}: {
  candidate: CandidateDetail
  trigger: React.ReactNode
  defaultOpen?: boolean
}) {
  const [open, setOpen] = React.useState(defaultOpen)
  const [job, setJob] = React.useState('')
  const [error, setError] = React.useState<string | null>(null)
  const { data: jobs = [] } = useQuery({ ...referenceOptionsQuery('opportunities'), enabled: open })
  const add = useAddToJob(candidate.id)
  const applied = new Set(candidate.applications.map((a) => a.opportunity.id))
  const choices = jobs.filter((j) => !applied.has(j.value))
  const selectId = React.useId()
  React.useEffect(() => {
    if (open) {
      setJob('')
      setError(null)
    }
  }, [open])
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            if (!job) return setError('Please select Job')
            add.mutate({ opportunity_id: job }, { onSuccess: () => setOpen(false) })
          }}
        >
          <DialogHeader>
            <DialogTitle>Add {candidate.name} to a job</DialogTitle>
            <DialogDescription>They join the job's pipeline as new; their other applications stay.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Job</Label>
            <Select value={job} onValueChange={setJob}>
              <SelectTrigger id={selectId} aria-invalid={!!error || undefined}>
                <SelectValue placeholder={choices.length ? 'Choose a job' : 'No other open job'} />
              </SelectTrigger>
              <SelectContent>
                {choices.map((j) => (
                  <SelectItem key={j.value} value={j.value}>
                    {j.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {error && <p className="text-sm text-destructive">{error}</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              Add to job
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
