import * as React from 'react'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'

const NotificationPanel = React.lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
)

/**
 * The bell's popover around its button (./notification-bell.tsx draws the button until this,
 * with radix's popover, has loaded) and the panel of notifications inside it.
 */
export function NotificationPopover({
  unread,
  button,
  defaultOpen,
}: {
  unread: number
  button: React.ReactNode
  defaultOpen: boolean
}) {
  const [open, setOpen] = React.useState(defaultOpen)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{button}</PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <React.Suspense fallback={<p className="p-4 text-sm text-muted-foreground">Loading…</p>}>
          <NotificationPanel unread={unread} onNavigate={() => setOpen(false)} />
        </React.Suspense>
      </PopoverContent>
    </Popover>
  )
}
