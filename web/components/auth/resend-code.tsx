import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

export const RESEND_SECONDS = 60

/** Seconds left before the next send; `restart()` starts again from the full count. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = React.useState(seconds)
  React.useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return { left, restart: React.useCallback(() => setLeft(seconds), [seconds]) }
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

type ResendCodeProps = { onResend: () => Promise<unknown>; pending?: boolean }

/** "Resend code", usable once a minute (the code was just sent when the screen opens). */
export function ResendCode({ onResend, pending = false }: ResendCodeProps) {
  const { left, restart } = useCountdown(RESEND_SECONDS)
  const resend = async () => {
    try {
      await onResend()
      restart()
    } catch {
      // The mutation already showed the server's message.
    }
  }
  return (
    <p className="flex flex-wrap items-center justify-center gap-1 text-sm text-muted-foreground">
      Didn&apos;t get the code?
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        disabled={left > 0 || pending}
        aria-busy={pending || undefined}
        onClick={resend}
      >
        {pending && <Spinner aria-hidden="true" />}
        Resend code
      </Button>
      {left > 0 && (
        <span aria-live="off" className="tabular-nums">
          in {clock(left)}
        </span>
      )}
    </p>
  )
}
