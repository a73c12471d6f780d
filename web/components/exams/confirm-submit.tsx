import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'

/**
 * "Submit your exam?": a native modal <dialog> (the browser traps focus and Esc cancels), so the
 * exam screen needs no dialog library.
 */
export function ConfirmSubmit({
  open,
  answered,
  total,
  onCancel,
  onConfirm,
}: {
  open: boolean
  answered: number
  total: number
  onCancel: () => void
  onConfirm: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const left = total - answered
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="confirm-submit-title"
      aria-describedby="confirm-submit-text"
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
      className="m-auto w-full max-w-md rounded-lg border bg-background p-6 shadow-lg backdrop:bg-black/50"
    >
      <h2 id="confirm-submit-title" className="text-lg font-semibold">
        Submit your exam?
      </h2>
      <p id="confirm-submit-text" className="mt-2 text-sm text-muted-foreground">
        You answered {answered} of {total} questions{left > 0 ? ` (${left} not answered)` : ''}. Once submitted, your
        answers cannot change.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} autoFocus>
          Keep working
        </Button>
        <Button onClick={onConfirm}>Submit exam</Button>
      </div>
    </dialog>
  )
}
