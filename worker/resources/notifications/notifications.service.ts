/**
 * The bell: a staff member's own notifications in this business, read and marked read. Every
 * query is scoped to the business and to the signed-in employee, and each one walks the index
 * `notifications_employee_idx` (business, employee, is_read, created_at): the unread count is
 * counted in it alone, and the list reads the unread and then the read rows in its order
 * (docs/staff-app.md).
 */
import { and, count, desc, eq } from 'drizzle-orm'
import { employees, notifications } from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { StaffScope } from '../../lib/scope'
import type { NotificationListQuery, NotificationSettingsInput } from './notifications.schema'

const mine = ({ business, actor }: StaffScope) =>
  and(eq(notifications.businessId, business.id), eq(notifications.employeeId, actor.id))

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  link: notifications.link,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
}

/** One read state's rows, newest first (in the index's order: no sort). */
const rowsOf = (scope: StaffScope, isRead: boolean, limit: number, offset: number) =>
  scope.db
    .select(columns)
    .from(notifications)
    .where(and(mine(scope), eq(notifications.isRead, isRead)))
    .orderBy(desc(notifications.createdAt))
    .limit(limit)
    .offset(offset)

const countOf = (scope: StaffScope, isRead: boolean) =>
  scope.db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(scope), eq(notifications.isRead, isRead)))

/** How many of the caller's notifications are unread (what the bell polls). */
export async function unreadCount(scope: StaffScope): Promise<number> {
  const [row] = await countOf(scope, false)
  return row?.n ?? 0
}

/**
 * A page of the caller's notifications: the unread first, then the read, each newest first;
 * `unread` alone leaves the read out. `unread_count` is the bell's figure.
 */
export async function listNotifications(scope: StaffScope, q: NotificationListQuery) {
  const { db } = scope
  const [[unread], [read]] = await db.batch([countOf(scope, false), countOf(scope, true)])
  const unreadTotal = unread?.n ?? 0
  const total = q.unread ? unreadTotal : unreadTotal + (read?.n ?? 0)
  const offset = (q.page - 1) * q.limit
  // The page may start in the unread rows and run on into the read ones.
  const fromUnread = Math.max(0, Math.min(q.limit, unreadTotal - offset))
  const fromRead = q.unread ? 0 : q.limit - fromUnread
  const parts = await Promise.all([
    fromUnread > 0 ? rowsOf(scope, false, fromUnread, offset) : [],
    fromRead > 0 && total > offset ? rowsOf(scope, true, fromRead, Math.max(0, offset - unreadTotal)) : [],
  ])
  return { rows: parts.flat(), count: total, page: q.page, limit: q.limit, unreadCount: unreadTotal }
}

async function ownNotification(scope: StaffScope, id: string) {
  const [row] = await scope.db
    .select(columns)
    .from(notifications)
    .where(and(mine(scope), eq(notifications.id, id)))
  // A colleague's notification is as absent as another business's.
  if (!row) throw notFound('Notification')
  return row
}

/** Marks one of the caller's notifications read (or unread again); answers it and the new count. */
export async function setRead(scope: StaffScope, id: string, isRead: boolean) {
  const row = await ownNotification(scope, id)
  if (row.isRead !== isRead)
    await scope.db
      .update(notifications)
      .set({ isRead })
      .where(and(mine(scope), eq(notifications.id, id)))
  return { notification: { ...row, isRead }, unreadCount: await unreadCount(scope) }
}

/** Marks every unread notification of the caller read; answers how many changed. */
export async function markAllRead(scope: StaffScope) {
  const changed = await scope.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(scope), eq(notifications.isRead, false)))
    .returning({ id: notifications.id })
  return { marked: changed.length, unreadCount: 0 }
}

/** The caller's e-mail setting. */
export async function notificationSettings({ db, business, actor }: StaffScope) {
  const [row] = await db
    .select({ email: employees.notificationEmail })
    .from(employees)
    .where(and(eq(employees.businessId, business.id), eq(employees.id, actor.id)))
  if (!row) throw notFound('Employee')
  return row
}

/**
 * Saves the caller's e-mail setting. Choosing the digest starts its clock: the first digest
 * goes out at the next digest hour with what arrived after the switch (services/digest).
 */
export async function saveNotificationSettings(scope: StaffScope, input: NotificationSettingsInput) {
  const { db, business, actor } = scope
  const current = await notificationSettings(scope)
  if (current.email === input.email) return current
  await db
    .update(employees)
    .set({ notificationEmail: input.email, ...(input.email === 'digest' ? { digestSentAt: new Date() } : {}) })
    .where(and(eq(employees.businessId, business.id), eq(employees.id, actor.id)))
  return notificationSettings(scope)
}
