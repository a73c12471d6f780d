import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** "Submit your exam?": how many are answered, and that answers cannot change afterwards. */
export function SubmitDialog({
  open,
  onOpenChange,
  answered,
  total,
  pending,
  error,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  answered: number
  total: number
  pending: boolean
  error: string | null
  onConfirm: () => void
}) {
  const left = total - answered
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Submit your exam?</AlertDialogTitle>
          <AlertDialogDescription>
            You answered {answered} of {total} questions
            {left > 0 ? ` (${left} not answered)` : ''}. Once submitted, your answers cannot change.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep working</AlertDialogCancel>
          <Button onClick={onConfirm} disabled={pending}>
            {pending && <Spinner />}
            Submit exam
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
