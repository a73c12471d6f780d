/**
 * The one writer of staff notifications (the bell). Every feature that tells a colleague
 * something calls `notifyStaff`: only active employees of the scope's business are told,
 * never the actor themselves. The e-mail, when one is given, goes at once only to those whose
 * profile asks for every notification; those on the daily digest get it in the digest
 * (worker/scheduled/notification-digest.ts), and those who chose none only see the bell.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { employees, notifications } from '../db/schema'
import type { BusinessScope } from '../lib/scope'
import { sendMail } from '../providers/mail'
import type { NotificationKind } from '../resources/notifications/notifications.schema'

export type StaffNotice = {
  kind: NotificationKind
  title: string
  /** Where the bell's entry leads in the staff app, e.g. `/admin/candidates/<id>`. */
  link: string | null
  /** The same news by e-mail (already laid out with services/mail/layout). */
  email?: { subject: string; html: string }
}

export type Recipient = { id: string; email: string; firstName: string }

/** Tells the given employees; answers who was told (active employees of this business only). */
export async function notifyStaff(
  scope: BusinessScope,
  employeeIds: readonly (string | null | undefined)[],
  notice: StaffNotice,
): Promise<Recipient[]> {
  const { db, env, business, actor } = scope
  const ids = [...new Set(employeeIds.filter((v): v is string => !!v && v !== actor.id))]
  if (!ids.length) return []
  const staff = await db
    .select({
      id: employees.id,
      email: employees.email,
      firstName: employees.firstName,
      emailMode: employees.notificationEmail,
    })
    .from(employees)
    .where(and(eq(employees.businessId, business.id), eq(employees.status, 'active'), inArray(employees.id, ids)))
  if (!staff.length) return []
  await db.insert(notifications).values(
    staff.map((s) => ({
      businessId: business.id,
      employeeId: s.id,
      kind: notice.kind,
      title: notice.title.slice(0, 300),
      link: notice.link,
    })),
  )
  const email = notice.email
  if (email)
    await Promise.all(
      staff
        .filter((s) => s.emailMode === 'instant')
        .map((s) =>
          sendMail(env, db, {
            to: s.email,
            subject: email.subject,
            html: email.html,
            businessId: business.id,
            template: notice.kind,
          }),
        ),
    )
  return staff.map(({ id, email, firstName }) => ({ id, email, firstName }))
}
