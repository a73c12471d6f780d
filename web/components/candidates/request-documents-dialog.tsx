import { FilePlus2, Plus, X } from 'lucide-react'
import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { Badge } from '@/components/ui/badge'
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
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { type CandidateDetail, useRequestDocuments } from '@/lib/queries/candidates'

const SUGGESTIONS = [
  'Passport or ID',
  'Degree certificate',
  'Latest payslip',
  'Proof of address',
  'Reference letter',
  'Work permit',
]

/** Ask the candidate for documents: they get an e-mail with a private upload link (14 days, each document once). */
export function RequestDocumentsDialog({ candidate }: { candidate: CandidateDetail }) {
  const [open, setOpen] = React.useState(false)
  const [names, setNames] = React.useState<string[]>([])
  const [draft, setDraft] = React.useState('')
  const [message, setMessage] = React.useState('')
  const [error, setError] = React.useState<string | null>(null)
  const request = useRequestDocuments(candidate.id)
  const add = (name: string) => {
    const n = name.trim()
    if (n.length >= 2 && !names.some((x) => x.toLowerCase() === n.toLowerCase()) && names.length < 20)
      setNames([...names, n])
    setDraft('')
    setError(null)
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const all = draft.trim() ? [...names, draft.trim()] : names
    if (!all.length) return setError('Please add at least one document')
    request.mutate({ documents: all, message: message.trim() || null }, { onSuccess: () => setOpen(false) })
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) return
        setNames([])
        setDraft('')
        setMessage('')
        setError(null)
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <FilePlus2 aria-hidden="true" />
          Request documents
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Request documents from {candidate.first_name}</DialogTitle>
            <DialogDescription>
              {candidate.email} gets an e-mail with a private upload link. It works for 14 days and takes each document
              once.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="doc-name">Documents</Label>
            <div className="flex gap-2">
              <Input
                id="doc-name"
                value={draft}
                maxLength={120}
                placeholder="e.g. Degree certificate"
                aria-invalid={!!error}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return
                  e.preventDefault()
                  add(draft)
                }}
              />
              <Button type="button" variant="outline" onClick={() => add(draft)} aria-label="Add document">
                <Plus aria-hidden="true" />
              </Button>
            </div>
            {names.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label="Documents to request">
                {names.map((n) => (
                  <li key={n}>
                    <Badge variant="secondary" className="gap-1 pr-1">
                      {n}
                      <button
                        type="button"
                        className="rounded p-0.5 hover:bg-background"
                        aria-label={`Remove ${n}`}
                        onClick={() => setNames(names.filter((x) => x !== n))}
                      >
                        <X className="size-3" aria-hidden="true" />
                      </button>
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap gap-1.5">
              {SUGGESTIONS.filter((s) => !names.includes(s)).map((s) => (
                <button
                  key={s}
                  type="button"
                  className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground hover:bg-accent"
                  onClick={() => add(s)}
                >
                  + {s}
                </button>
              ))}
            </div>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="doc-message">
              Message <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id="doc-message"
              rows={3}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton pending={request.isPending}>Send request</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
