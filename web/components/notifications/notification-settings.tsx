import { useQuery } from '@tanstack/react-query'
import {
  NOTIFICATION_EMAIL_LABELS,
  NOTIFICATION_EMAIL_MODES,
  type NotificationEmailMode,
} from '@worker/resources/notifications/notifications.schema'
import * as React from 'react'
import { notificationSettingsQuery, useSaveNotificationSettings } from '@/lib/queries/notifications'
import { cn } from '@/lib/utils'

/** The profile's e-mail setting for notifications: saved as soon as it is chosen. */
export function NotificationSettings() {
  const settings = useQuery(notificationSettingsQuery())
  const save = useSaveNotificationSettings()
  // The choice shows at once (set in the same event as the click, not when the mutation's state
  // arrives a tick later) and goes back to the saved value if saving fails.
  const [picked, setPicked] = React.useState<NotificationEmailMode | null>(null)
  const current = picked ?? settings.data?.email
  return (
    <fieldset disabled={!settings.data || save.isPending} className="grid gap-2">
      <legend className="sr-only">E-mail notifications</legend>
      {NOTIFICATION_EMAIL_MODES.map((mode) => (
        <label
          key={mode}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
            current === mode && 'border-primary bg-accent/50',
          )}
        >
          <input
            type="radio"
            name="notification-email"
            value={mode}
            checked={current === mode}
            onChange={() => {
              setPicked(mode)
              save.mutate(mode, { onSettled: () => setPicked(null) })
            }}
            className="mt-0.5 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{NOTIFICATION_EMAIL_LABELS[mode].label}</span>
            <span className="text-muted-foreground">{NOTIFICATION_EMAIL_LABELS[mode].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
