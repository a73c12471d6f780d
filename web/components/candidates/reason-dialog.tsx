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

export type ReasonDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: React.ReactNode
  reasonLabel: string
  required: boolean
  action: string
  destructive?: boolean
  pending: boolean
  onSubmit: (reason: string | null, close: () => void) => void
  children?: React.ReactNode
}

/** A confirmation that carries a reason (required for rejecting, withdrawing and blacklisting). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasonLabel,
  required,
  action,
  destructive,
  pending,
  onSubmit,
  children,
}: ReasonDialogProps) {
  const [reason, setReason] = React.useState('')
  const [error, setError] = React.useState<string | null>(null)
  const id = React.useId()
  React.useEffect(() => {
    if (!open) return
    setReason('')
    setError(null)
  }, [open])
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (required && reason.trim().length < 3)
      return setError(reason.trim() ? 'Reason must be at least 3 characters' : 'Please enter Reason')
    onSubmit(reason.trim() || null, () => onOpenChange(false))
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <div className="grid gap-2">
            <Label htmlFor={id}>
              {reasonLabel} {!required && <span className="font-normal text-muted-foreground">(optional)</span>}
            </Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={1000}
              rows={3}
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
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={pending} variant={destructive ? 'destructive' : 'default'}>
              {action}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
