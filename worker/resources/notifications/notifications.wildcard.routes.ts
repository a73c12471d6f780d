import { Hono } from 'hono'
import { notifications } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffOnly } from '../../middleware/staff'
import { notificationListQuery, notificationSettingsInput } from './notifications.schema'
import {
  listNotifications,
  markAllRead,
  notificationSettings,
  saveNotificationSettings,
  setRead,
  unreadCount,
} from './notifications.service'

const notification = owned(notifications, 'Notification')

/**
 * /wildcard/notifications: the signed-in staff member's own bell (any staff member: what they
 * see is only ever their own) and their e-mail setting.
 */
export const notificationRoutes = new Hono<BusinessEnv>()
  .get('/', staffOnly(), validate('query', notificationListQuery), async (c) =>
    ok(c, 'Notifications fetched.', await listNotifications(c.var, c.req.valid('query'))),
  )
  .get('/unread-count', staffOnly(), async (c) =>
    ok(c, 'Unread notifications counted.', { unreadCount: await unreadCount(c.var) }),
  )
  .put('/read-all', staffOnly(), async (c) => ok(c, 'All notifications marked as read.', await markAllRead(c.var)))
  .get('/settings', staffOnly(), async (c) =>
    ok(c, 'Notification settings fetched.', await notificationSettings(c.var)),
  )
  .put('/settings', staffOnly(), validate('json', notificationSettingsInput), async (c) =>
    ok(c, 'Notification settings saved.', await saveNotificationSettings(c.var, c.req.valid('json'))),
  )
  .put('/:id/read', staffOnly(), notification, async (c) =>
    ok(c, 'Notification marked as read.', await setRead(c.var, c.req.param('id'), true)),
  )
  .delete('/:id/read', staffOnly(), notification, async (c) =>
    ok(c, 'Notification marked as unread.', await setRead(c.var, c.req.param('id'), false)),
  )
