import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { intentHandlers, onIntent, useFocusAcrossSwap } from '@/lib/load-on-intent'
import { unreadCountQuery } from '@/lib/queries/notifications'

/** The popover and its panel load when the bell is reached for (lib/load-on-intent). */
const usePopover = onIntent(async () => {
  const [popover] = await Promise.all([import('./notification-popover'), import('./notification-panel')])
  return popover
})

/**
 * The header's bell: the unread count (asked every minute while the tab is in view and again
 * when it comes back into focus, a count the employee index answers alone) and, on click, the
 * list in a popover, whose code loads when the bell is pointed at, focused or pressed.
 */
export function NotificationBell() {
  const unread = useQuery(unreadCountQuery()).data?.unread_count ?? 0
  const { module, openOnLoad, request } = usePopover()
  const { wrapper, remember } = useFocusAcrossSwap(module !== null)
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications'
  const bell = (props: React.ComponentProps<typeof Button> & { 'data-state'?: 'closed' }) => (
    <Button variant="ghost" size="icon" aria-label={label} className="relative" {...props}>
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
  )
  const ask = (open: boolean) => {
    remember()
    request(open)
  }
  return (
    <span ref={wrapper} className="contents">
      {module ? (
        <module.NotificationPopover unread={unread} defaultOpen={openOnLoad} button={bell({})} />
      ) : (
        // What radix's trigger says of itself, until it is here.
        bell({ 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed', ...intentHandlers(ask) })
      )}
    </span>
  )
}
