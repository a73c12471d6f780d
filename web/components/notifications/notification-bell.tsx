import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { unreadCountQuery } from '@/lib/queries/notifications'

const loadPanel = () => import('./notification-panel')
const NotificationPanel = React.lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })))

/**
 * The header's bell: the unread count (asked every minute while the tab is in view and again
 * when it comes back into focus, a count the employee index answers alone) and, on click, the
 * list, whose code loads on first use.
 */
export function NotificationBell() {
  const [open, setOpen] = React.useState(false)
  const unread = useQuery(unreadCountQuery()).data?.unread_count ?? 0
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications'
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          className="relative"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-slot="unread-count"
              className="absolute top-0.5 right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <React.Suspense fallback={<p className="p-4 text-sm text-muted-foreground">Loading…</p>}>
          <NotificationPanel unread={unread} onNavigate={() => setOpen(false)} />
        </React.Suspense>
      </PopoverContent>
    </Popover>
  )
}
