import * as React from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { buttonVariants } from '@/components/ui/button'

export type Confirmation = {
  title: string
  description: React.ReactNode
  action: string
  destructive?: boolean
  onConfirm: () => void
}

/** One confirmation at a time: `ask({...})` opens it, the answer runs `onConfirm`. */
export function useConfirm() {
  const [pending, setPending] = React.useState<Confirmation | null>(null)
  const dialog = (
    <AlertDialog open={!!pending} onOpenChange={(open) => !open && setPending(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{pending?.title}</AlertDialogTitle>
          <AlertDialogDescription>{pending?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={pending?.destructive ? buttonVariants({ variant: 'destructive' }) : undefined}
            onClick={() => pending?.onConfirm()}
          >
            {pending?.action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
  return { ask: setPending, dialog }
}
