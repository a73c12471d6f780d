import { useQuery } from '@tanstack/react-query'
import {
  CANDIDATE_NOTIFICATION_LABELS,
  CANDIDATE_NOTIFICATIONS,
} from '@worker/resources/profile/candidate-settings.schema'
import { Label } from '@/components/ui/label'
import { myNotificationsQuery, useNotificationChoices } from '@/lib/queries/candidate-area'

/** The e-mails the candidate wants; each switch saves at once. */
export function NotificationSettings() {
  const choices = useQuery(myNotificationsQuery())
  const save = useNotificationChoices()
  if (!choices.data) return <p className="text-sm text-muted-foreground">Loading…</p>
  const current = choices.data
  return (
    <ul className="grid gap-4">
      {CANDIDATE_NOTIFICATIONS.map((key) => (
        <li key={key} className="flex items-start justify-between gap-4">
          <div>
            <Label htmlFor={`notify-${key}`} className="font-medium">
              {CANDIDATE_NOTIFICATION_LABELS[key].label}
            </Label>
            <p className="text-sm text-muted-foreground">{CANDIDATE_NOTIFICATION_LABELS[key].description}</p>
          </div>
          {/* A native checkbox shown as a switch (the candidate area keeps its JavaScript small). */}
          <input
            id={`notify-${key}`}
            type="checkbox"
            role="switch"
            checked={current[key]}
            aria-checked={current[key]}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ ...current, [key]: e.target.checked })}
            className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors outline-none before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-background before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
          />
        </li>
      ))}
    </ul>
  )
}
