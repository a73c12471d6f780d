/**
 * The daily digest: staff who chose "a daily digest" in their profile get, once a day after
 * DIGEST_HOUR in their business's time zone, one e-mail listing the notifications still unread
 * that arrived since their previous digest (the first one, after the switch to the digest). Idempotent: each
 * employee's digest is claimed by moving `digest_sent_at` from the value it was read with, so a
 * late, doubled or overlapping run sends nothing twice; nothing unread means no e-mail.
 */
import { and, asc, count, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, employees, notifications } from '../../db/schema'
import { escapeHtml } from '../../lib/html'
import { sendMail } from '../../providers/mail'
import { button, emailLayout } from '../../services/mail/layout'
import { wallClock, zonedToInstant } from '../../services/zoned-time'
import { portalOrigin } from '../candidates/links'
import { DIGEST_HOUR, NOTIFICATION_KIND_LABELS, type NotificationKind } from './notifications.schema'

const DAY_MS = 86_400_000
/** A digest lists at most this many; the rest are in the bell. */
const DIGEST_MAX_ITEMS = 30

/** The latest digest time (DIGEST_HOUR on the business's calendar) at or before `now`. */
export function lastDigestTime(now: Date, timeZone: string): number {
  const today = wallClock(now.getTime(), timeZone)
  const at = zonedToInstant(today, DIGEST_HOUR * 60, timeZone)
  if (at <= now.getTime()) return at
  const yesterday = wallClock(now.getTime() - DAY_MS, timeZone)
  return zonedToInstant(yesterday, DIGEST_HOUR * 60, timeZone)
}

type DigestReader = {
  id: string
  businessId: string
  email: string
  firstName: string
  digestSentAt: Date | null
  slug: string
  businessName: string
  timezone: string
}

/** Claims this employee's digest: true for the one run that moved the mark from `was`. */
async function claim(db: Db, reader: DigestReader, now: Date): Promise<boolean> {
  const claimed = await db
    .update(employees)
    .set({ digestSentAt: now })
    .where(
      and(
        eq(employees.id, reader.id),
        reader.digestSentAt ? eq(employees.digestSentAt, reader.digestSentAt) : isNull(employees.digestSentAt),
      ),
    )
    .returning({ id: employees.id })
  return claimed.length === 1
}

function digestEmail(
  env: Env,
  reader: DigestReader,
  items: { kind: string; title: string; link: string | null }[],
  total: number,
) {
  const origin = portalOrigin(env, reader.slug)
  const list = items
    .map((n) => {
      const kind = NOTIFICATION_KIND_LABELS[n.kind as NotificationKind] ?? 'Notification'
      const title = escapeHtml(n.title)
      const line = n.link ? `<a href="${escapeHtml(origin + n.link)}" style="color:#15803d">${title}</a>` : title
      return `<li style="margin:0 0 10px"><span style="font-size:12px;color:#4b5563">${escapeHtml(kind)}</span><br>${line}</li>`
    })
    .join('')
  const more = total > items.length ? `<p>And ${total - items.length} more in the portal.</p>` : ''
  const subject =
    total === 1
      ? `1 unread notification on ${reader.businessName}`
      : `${total} unread notifications on ${reader.businessName}`
  const html = emailLayout(
    `Your daily digest, ${reader.firstName}`,
    `<p>What happened on ${escapeHtml(reader.businessName)}'s Hirely portal that you have not read yet:</p>` +
      `<ul style="padding-left:18px;margin:16px 0">${list}</ul>${more}` +
      button(`${origin}/admin/dashboard`, 'Open the portal'),
    'You receive this digest because your profile asks for a daily digest of notifications. Change it in your profile.',
  )
  return { subject, html }
}

/** The scheduled task: every employee on the digest whose digest is due gets it once. */
export async function sendDueDigests({ env, db, now }: { env: Env; db: Db; now: Date }) {
  // Each time zone in use has its own digest time; a reader is due when their last digest (or
  // their switch to the digest) came before their business's.
  const zones = await db
    .selectDistinct({ timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.status, 'active'))
  if (!zones.length) return { sent: 0 }
  const dueInZone = zones.map(({ timezone }) =>
    and(
      eq(businesses.timezone, timezone),
      or(isNull(employees.digestSentAt), lt(employees.digestSentAt, new Date(lastDigestTime(now, timezone)))),
    ),
  )
  const readers: DigestReader[] = await db
    .select({
      id: employees.id,
      businessId: employees.businessId,
      email: employees.email,
      firstName: employees.firstName,
      digestSentAt: employees.digestSentAt,
      slug: businesses.slug,
      businessName: businesses.name,
      timezone: businesses.timezone,
    })
    .from(employees)
    .innerJoin(businesses, eq(businesses.id, employees.businessId))
    .where(
      and(
        eq(employees.notificationEmail, 'digest'),
        eq(employees.status, 'active'),
        eq(businesses.status, 'active'),
        or(...dueInZone),
      ),
    )
  let sent = 0
  for (const reader of readers) {
    if (!(await claim(db, reader, now))) continue
    const since = reader.digestSentAt ?? new Date(now.getTime() - DAY_MS)
    const unread = and(
      eq(notifications.businessId, reader.businessId),
      eq(notifications.employeeId, reader.id),
      eq(notifications.isRead, false),
      gt(notifications.createdAt, since),
      lt(notifications.createdAt, now),
    )
    const [items, [total]] = await db.batch([
      db
        .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(unread)
        .orderBy(asc(notifications.createdAt))
        .limit(DIGEST_MAX_ITEMS),
      db.select({ n: count() }).from(notifications).where(unread),
    ])
    if (!items.length) continue
    const { subject, html } = digestEmail(env, reader, items, total?.n ?? items.length)
    await sendMail(env, db, {
      to: reader.email,
      subject,
      html,
      businessId: reader.businessId,
      template: 'notifications.digest',
    })
    sent++
  }
  return { sent }
}
