import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import {
  MAX_NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from '@worker/resources/notifications/notifications.schema'
import {
  AtSign,
  Bell,
  CalendarClock,
  CalendarCog,
  CheckCheck,
  ClipboardCheck,
  ClipboardList,
  Download,
  FileCheck,
  FileClock,
  FileScan,
  FileX,
  Mail,
  MailOpen,
  UserPlus,
} from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  NOTIFICATIONS_STEP,
  notificationsQuery,
  type StaffNotification,
  unreadCountQuery,
  useMarkNotifications,
} from '@/lib/queries/notifications'
import { formatRelativeTime } from '@/lib/relative-time'
import { cn } from '@/lib/utils'

const KIND_ICONS: Record<NotificationKind, typeof Bell> = {
  'candidate.mention': AtSign,
  'candidate.applied': UserPlus,
  'interview.assigned': CalendarClock,
  'interview.changed': CalendarCog,
  'scorecard.due': ClipboardCheck,
  'offer.signed': FileCheck,
  'offer.declined': FileX,
  'offer.expired': FileClock,
  'exam.submitted': ClipboardList,
  'resume.extracted': FileScan,
  'export.ready': Download,
}
const kindOf = (kind: string) => kind as NotificationKind

function Entry({ item, onNavigate }: { item: StaffNotification; onNavigate: () => void }) {
  const { one } = useMarkNotifications()
  const Icon = KIND_ICONS[kindOf(item.kind)] ?? Bell
  const body = (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', !item.is_read && 'font-medium')}>{item.title}</span>
        <span className="block text-xs text-muted-foreground">
          {NOTIFICATION_KIND_LABELS[kindOf(item.kind)] ?? 'Notification'} · {formatRelativeTime(item.created_at)}
        </span>
      </span>
    </>
  )
  const open = () => {
    if (!item.is_read) one.mutate({ id: item.id, read: true })
    onNavigate()
  }
  return (
    <li data-unread={!item.is_read || undefined} className={cn('group relative flex', !item.is_read && 'bg-accent/50')}>
      {item.link ? (
        <Link
          // Links are the portal's own paths, written by the server (services/notifications).
          to={item.link as LinkProps['to']}
          className="flex min-w-0 flex-1 gap-3 px-4 py-3 pr-11 outline-none hover:bg-muted/60 focus-visible:bg-muted/60"
          onClick={open}
        >
          {body}
        </Link>
      ) : (
        <div className="flex min-w-0 flex-1 gap-3 px-4 py-3 pr-11">{body}</div>
      )}
      {!item.is_read && (
        <span aria-hidden="true" className="absolute top-4 left-1.5 size-1.5 rounded-full bg-primary" />
      )}
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-7 text-muted-foreground"
        aria-label={item.is_read ? `Mark as unread: ${item.title}` : `Mark as read: ${item.title}`}
        title={item.is_read ? 'Mark as unread' : 'Mark as read'}
        disabled={one.isPending}
        onClick={() => one.mutate({ id: item.id, read: !item.is_read })}
      >
        {item.is_read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
      </Button>
    </li>
  )
}

/** The bell's list: unread first, each entry leading to its record and marked read on the way. */
export function NotificationPanel({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const [limit, setLimit] = React.useState(NOTIFICATIONS_STEP)
  const list = useQuery(notificationsQuery(limit))
  const { all } = useMarkNotifications()
  // The list's own count is the freshest: the bell's badge follows it.
  const queryClient = useQueryClient()
  const fresh = list.isPlaceholderData ? undefined : list.data?.unread_count
  React.useEffect(() => {
    if (fresh !== undefined) queryClient.setQueryData(unreadCountQuery().queryKey, { unread_count: fresh })
  }, [fresh, queryClient])
  const items = list.data?.rows ?? []
  const more = (list.data?.count ?? 0) > items.length && limit < MAX_NOTIFICATION_PAGE_SIZE
  return (
    <section aria-label="Notifications" className="flex max-h-[min(32rem,calc(100dvh-5rem))] flex-col">
      <header className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          disabled={unread === 0 || all.isPending}
          onClick={() => all.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isLoading ? (
          <p className="p-4 text-sm text-muted-foreground">Loading…</p>
        ) : list.isError ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            {list.error.message}
          </p>
        ) : items.length === 0 ? (
          <div className="grid place-items-center gap-2 px-4 py-10 text-center">
            <Bell aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium">Nothing yet</p>
            <p className="text-xs text-muted-foreground">
              Mentions, applications to your jobs and changes to your interviews show up here.
            </p>
          </div>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <Entry key={item.id} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
        {more && (
          <div className="border-t p-2 text-center">
            <Button
              variant="ghost"
              size="sm"
              disabled={list.isPlaceholderData}
              onClick={() => setLimit((n) => Math.min(n + NOTIFICATIONS_STEP, MAX_NOTIFICATION_PAGE_SIZE))}
            >
              {list.isPlaceholderData ? 'Loading…' : 'Show older'}
            </Button>
          </div>
        )}
      </div>
      {unread === 0 && items.length > 0 && (
        <p className="border-t px-4 py-2 text-center text-xs text-muted-foreground">You are all caught up.</p>
      )}
    </section>
  )
}
