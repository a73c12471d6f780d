/**
 * The daily digest (issue 21): a scheduled task e-mails each employee on the digest once a day,
 * after the digest hour in the business's time zone, with what they have not read since their
 * last digest; doubled or early runs send nothing more.
 */
import { env } from 'cloudflare:test'
import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { candidates, employees, notifications, outboxEmails } from '../../../worker/db/schema'
import { newId } from '../../../worker/lib/ids'
import { DIGEST_HOUR } from '../../../worker/resources/notifications/notifications.schema'
import { runScheduledTasks, scheduledTaskNames } from '../../../worker/scheduled'
import '../../../worker/scheduled/tasks'
import { wallClock, zonedToInstant } from '../../../worker/services/zoned-time'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, employeeByEmail, signInAs } from '../employees/helpers'

const DAY = 86_400_000
const MARCUS = 'marcus.chen@acme.example'
const digestsTo = (to: string) =>
  db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'notifications.digest')))
const run = (at: number) => runScheduledTasks(env, new Date(at), ['notifications.digest'])

/** The first moment after `from` at which New York's clocks show the digest hour and five minutes. */
function nextDigestRun(from: number): number {
  const zone = 'America/New_York'
  const today = zonedToInstant(wallClock(from, zone), DIGEST_HOUR * 60 + 5, zone)
  return today > from ? today : zonedToInstant(wallClock(from + DAY, zone), DIGEST_HOUR * 60 + 5, zone)
}

let owner: string
let marcus: string
beforeAll(async () => {
  await seed()
  ;[owner, marcus] = await Promise.all([as.acmeOwner(), signInAs(MARCUS)])
})

describe('the daily digest', () => {
  it('is a registered scheduled task', () => {
    expect(scheduledTaskNames()).toContain('notifications.digest')
  })

  it('sends once a day after the digest hour what is unread since the last one', async () => {
    const chose = await call(HOST.acme, 'PUT', '/wildcard/notifications/settings', {
      cookie: marcus,
      body: { email: 'digest' },
    })
    expect(chose.body.data).toEqual({ email: 'digest' })
    const marcusRow = await employeeByEmail('acme', MARCUS)
    const grace = (await db().query.candidates.findFirst({ where: eq(candidates.email, 'grace.liu@example.com') }))!
    const mailsBefore = await db().$count(outboxEmails, eq(outboxEmails.to, MARCUS))
    for (const text of ['first look', 'second look', 'third look'])
      expect(
        (
          await call(HOST.acme, 'POST', `/wildcard/candidates/${grace.id}/add-comments`, {
            cookie: owner,
            body: { body: `@[Marcus Chen](${marcusRow.id}) ${text}` },
          })
        ).status,
      ).toBe(201)
    // On the digest: no e-mail as it happens.
    expect(await db().$count(outboxEmails, eq(outboxEmails.to, MARCUS))).toBe(mailsBefore)
    // What Marcus already read is left out of the digest.
    const readOne = (await db().query.notifications.findFirst({
      where: and(eq(notifications.employeeId, marcusRow.id), like(notifications.title, 'Olivia Bennett mentioned%')),
    }))!
    await db().update(notifications).set({ isRead: true }).where(eq(notifications.id, readOne.id))

    const at = nextDigestRun(Date.now())
    // Before the digest hour nothing is due (the switch to the digest started its clock).
    await run(at - 60 * 60_000)
    expect(await digestsTo(MARCUS)).toHaveLength(0)

    await run(at)
    const [digest, ...more] = await digestsTo(MARCUS)
    expect(more).toHaveLength(0)
    expect(digest!.subject).toBe('2 unread notifications on Acme Corporation')
    expect(digest!.html).toContain(`http://acme.localhost:8787/admin/candidates/${grace.id}`)
    expect(digest!.html).toContain('Olivia Bennett mentioned you on Grace Liu')

    // A doubled or later run the same day sends nothing more.
    await run(at)
    await run(at + 5 * 60_000)
    await run(at + 6 * 60 * 60_000)
    expect(await digestsTo(MARCUS)).toHaveLength(1)

    // The next day's digest holds only what came after the first one.
    await db()
      .insert(notifications)
      .values({
        id: newId(at + 60 * 60_000),
        businessId: await businessId('acme'),
        employeeId: marcusRow.id,
        kind: 'candidate.applied',
        title: 'Grace Liu applied for Frontend Engineer',
        link: `/admin/candidates/${grace.id}`,
        createdAt: new Date(at + 60 * 60_000),
        updatedAt: new Date(at + 60 * 60_000),
      })
    await run(at + DAY)
    const digests = await digestsTo(MARCUS)
    expect(digests).toHaveLength(2)
    const next = digests.find((d) => d.id !== digest!.id)!
    expect(next.subject).toBe('1 unread notification on Acme Corporation')
    expect(next.html).toContain('Grace Liu applied for Frontend Engineer')
    expect(next.html).not.toContain('mentioned you')

    // Nothing unread since: no e-mail at all.
    await run(at + 2 * DAY)
    expect(await digestsTo(MARCUS)).toHaveLength(2)
  })

  it('sends the first digest the same day when one switches to it hours before the digest hour', async () => {
    // Whatever the hour this test runs at: Priya switched at 1 a.m. New York time and the
    // digest hour comes seven hours later (a run then once skipped anyone who switched within
    // the last twelve hours, so the first digest came a day late).
    const PRIYA = 'priya.raman@acme.example'
    const priya = await employeeByEmail('acme', PRIYA)
    const at = nextDigestRun(Date.now() + 4 * DAY)
    const switched = new Date(at - 7 * 60 * 60_000 - 5 * 60_000)
    await db()
      .update(employees)
      .set({ notificationEmail: 'digest', digestSentAt: switched })
      .where(eq(employees.id, priya.id))
    await db()
      .insert(notifications)
      .values({
        id: newId(switched.getTime() + 60_000),
        businessId: await businessId('acme'),
        employeeId: priya.id,
        kind: 'candidate.applied',
        title: 'Grace Liu applied for Frontend Engineer',
        link: null,
        createdAt: new Date(switched.getTime() + 60_000),
        updatedAt: new Date(switched.getTime() + 60_000),
      })
    await run(at - 60 * 60_000)
    expect(await digestsTo(PRIYA)).toHaveLength(0)
    await run(at)
    expect(await digestsTo(PRIYA)).toHaveLength(1)
  })

  it('never sends a digest to those who chose every e-mail or none', async () => {
    await run(nextDigestRun(Date.now()) + 3 * DAY)
    for (const email of ['owner@acme.example', 'recruiter@acme.example', 'owner@globex.example'])
      expect(await digestsTo(email), email).toHaveLength(0)
  })
})
