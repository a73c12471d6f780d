import { Sparkles } from 'lucide-react'
import * as React from 'react'
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
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api'
import { type JobDescriptionForm, useDraftJobDescription } from '@/lib/queries/matching'

/**
 * "Draft with AI": writes a description from what the job form holds now, shows it to edit,
 * and puts it into the form only when accepted. It never adds a salary or a benefit the form
 * did not give; the notes say what is left for the person to fill in.
 */
export function DraftDescriptionButton({
  formValues,
  hasDescription,
  needsTitle,
  onAccept,
}: {
  /** The job form's fields as they are when the button is pressed. */
  formValues: () => JobDescriptionForm
  hasDescription: boolean
  /** The form has no title yet: there is nothing to write from. */
  needsTitle: boolean
  onAccept: (description: string) => void
}) {
  const [open, setOpen] = React.useState(false)
  const [text, setText] = React.useState('')
  const [benefits, setBenefits] = React.useState('')
  const draft = useDraftJobDescription()
  const textId = React.useId()
  const benefitsId = React.useId()

  const run = () => {
    setOpen(true)
    setText('')
    const listed = benefits
      .split('\n')
      .map((b) => b.trim())
      .filter((b) => b.length >= 2)
    draft.mutate({ ...formValues(), benefits: listed }, { onSuccess: ({ data }) => setText(data.description) })
  }
  const error = draft.error instanceof ApiError ? draft.error : null
  const notes = draft.data?.data.notes ?? []

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={run}
        disabled={needsTitle}
        title={needsTitle ? 'Enter a title first' : undefined}
      >
        <Sparkles aria-hidden="true" />
        Draft with AI
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Draft a job description</DialogTitle>
            <DialogDescription>
              Written from the title, department, skills, experience, employment type and workplace in the form. Edit it
              here, then use it{hasDescription ? ' (it replaces the current description)' : ''}.
            </DialogDescription>
          </DialogHeader>
          {draft.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner className="size-4" label="Writing" /> Writing a draft…
            </p>
          ) : error ? (
            <div role="alert" className="text-sm text-destructive">
              <p>{error.message}</p>
              {error.errors.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {error.errors.map((e) => (
                    <li key={`${e.field}:${e.message}`}>{e.message}</li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <div className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor={benefitsId}>Benefits to list (one a line, optional)</Label>
                <div className="flex items-start gap-2">
                  <Textarea
                    id={benefitsId}
                    value={benefits}
                    onChange={(e) => setBenefits(e.target.value)}
                    rows={2}
                    placeholder="Health insurance from day one"
                  />
                  <Button type="button" variant="outline" onClick={run}>
                    Rewrite
                  </Button>
                </div>
              </div>
              {notes.length > 0 && (
                <ul
                  className="grid gap-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                  aria-label="Before you use it"
                >
                  {notes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              )}
              <Label htmlFor={textId}>Draft</Label>
              <Textarea
                id={textId}
                value={text}
                onChange={(e) => setText(e.target.value)}
                rows={14}
                className="font-mono text-sm"
              />
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {error && (
              <Button type="button" variant="outline" onClick={run}>
                Try again
              </Button>
            )}
            <Button
              type="button"
              disabled={draft.isPending || !text.trim()}
              onClick={() => {
                onAccept(text.trim())
                setOpen(false)
              }}
            >
              Use this description
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
