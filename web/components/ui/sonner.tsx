import type * as React from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { TOAST_DURATION } from '@/lib/toast'

/** Mount once at the root; `notify` from '@/lib/toast' is how screens show a notice. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      duration={TOAST_DURATION}
      visibleToasts={1}
      // "Notifications" is the bell's panel; the passing notices are messages.
      containerAriaLabel="Messages"
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
