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
import { Textarea } from '@/components/ui/textarea'

/**
 * Cancelling or rejecting at an interview asks why (3 characters at least, as the API does). Its
 * own small dialog: the candidates' reason dialog, shared here, would be split out of the
 * candidate pages' first load (tests/build/bundle-budget.test.ts).
 */
export function ReasonPrompt({
  open,
  onClose,
  title,
  description,
  action,
  pending,
  onSubmit,
}: {
  open: boolean
  onClose: () => void
  title: string
  description: string
  action: string
  pending: boolean
  onSubmit: (reason: string) => void
}) {
  const [reason, setReason] = React.useState('')
  const [error, setError] = React.useState<string | null>(null)
  const id = React.useId()
  React.useEffect(() => {
    if (open) {
      setReason('')
      setError(null)
    }
  }, [open])
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const text = reason.trim()
    if (text.length < 3) return setError(text ? 'Reason must be at least 3 characters' : 'Please enter Reason')
    onSubmit(text)
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>Reason</Label>
            <Textarea
              id={id}
              rows={3}
              maxLength={1000}
              value={reason}
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
            <Button type="button" variant="outline" onClick={onClose}>
              Keep it
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Working…' : action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
