import { useQuery } from '@tanstack/react-query'
import {
  CANDIDATE_NOTIFICATION_LABELS,
  CANDIDATE_NOTIFICATIONS,
} from '@worker/resources/profile/candidate-settings.schema'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
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
          <Switch
            id={`notify-${key}`}
            checked={current[key]}
            disabled={save.isPending}
            onCheckedChange={(on) => save.mutate({ ...current, [key]: on })}
          />
        </li>
      ))}
    </ul>
  )
}
