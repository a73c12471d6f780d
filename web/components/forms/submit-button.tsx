import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

type SubmitButtonProps = React.ComponentProps<typeof Button> & { pending?: boolean }

/** The form's submit button: disabled, busy and spinning while the call is under way. */
export function SubmitButton({ pending = false, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <Spinner aria-hidden="true" />}
      {children}
    </Button>
  )
}
