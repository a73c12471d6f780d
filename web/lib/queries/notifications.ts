import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationEmailMode } from '@worker/resources/notifications/notifications.schema'
import { api } from '@/lib/api'
import type { ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'

export type StaffNotification = ApiRow<'/wildcard/notifications'>

/** How often the bell asks for its count while the tab is in view (and again on focus). */
export const BELL_POLL_MS = 60_000

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: ({ signal }) => api.get('/wildcard/notifications/unread-count', undefined, { signal }),
    refetchInterval: BELL_POLL_MS,
    // Whenever the tab comes back into view (a count the index answers alone: cheap).
    refetchOnWindowFocus: 'always',
  })

/** The bell shows this many at first, and as many more each time older ones are asked for. */
export const NOTIFICATIONS_STEP = 10

/**
 * The bell's list: unread first, then read, newest first within each; "Show older" asks for a
 * longer first page (up to the API's maximum), the shown ones staying while it loads.
 */
export const notificationsQuery = (limit = NOTIFICATIONS_STEP) =>
  queryOptions({
    queryKey: ['notifications', 'list', limit],
    queryFn: ({ signal }) => api.get('/wildcard/notifications', { query: { limit } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'settings'],
    queryFn: () => api.get('/wildcard/notifications/settings'),
  })

/** Read or unread one, read all: the bell's list and count refresh from the answer. */
export function useMarkNotifications() {
  const queryClient = useQueryClient()
  const settle = (unreadCount: number) => {
    queryClient.setQueryData(unreadCountQuery().queryKey, { unread_count: unreadCount })
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] })
  }
  const one = useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      read
        ? api.put('/wildcard/notifications/:id/read', { param: { id } })
        : api.delete('/wildcard/notifications/:id/read', { param: { id } }),
    onSuccess: (data) => settle(data.unread_count),
    onError: (e) => notify.error(e.message),
  })
  const all = useMutation({
    mutationFn: () => api.put('/wildcard/notifications/read-all'),
    onSuccess: (data) => settle(data.unread_count),
    onError: (e) => notify.error(e.message),
  })
  return { one, all }
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: NotificationEmailMode) =>
      api.send('put', '/wildcard/notifications/settings', { json: { email } }),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(notificationSettingsQuery().queryKey, data)
      notify.success(message)
    },
    onError: (e) => notify.error(e.message),
  })
}
