/**
 * Interview work on the clock (issue 14): the reminder a day ahead and the bell for scorecards
 * due, each sent once however often the cron fires; a reschedule earns a new reminder.
 */
import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { runScheduledTasks } from '../../../worker/scheduled'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import {
  applicationOf,
  candidateBy,
  employee,
  interviewRow,
  KWAME,
  MARCUS,
  mailsTo,
  notificationsOf,
  PRIYA,
  SOFIA,
  schedule,
  videoInterview,
} from './helpers'

const HOUR = 3_600_000
const TASKS = ['interviews.reminders', 'interviews.scorecards-due']
let owner: string
let ids: { sofia: string; marcus: string; priya: string }
let applicationId: string

beforeAll(async () => {
  await seed()
  // The demo data's own interviews are not what these tests count: mark them done.
  await db().update(schema.interviews).set({ reminderSentAt: new Date(), scorecardDueSentAt: new Date() })
  owner = await as.acmeOwner()
  ids = { sofia: (await employee(SOFIA)).id, marcus: (await employee(MARCUS)).id, priya: (await employee(PRIYA)).id }
  applicationId = (await applicationOf((await candidateBy(KWAME)).id)).id
})

const reminders = async (to: string) =>
  (await mailsTo(to)).filter((m) => m.template === 'interview.reminder' || /^Tomorrow:/.test(m.subject))

describe('the 24-hour reminder', () => {
  it('reminds the candidate and the interviewers once, a day ahead, and again after a reschedule', async () => {
    // Sofia's first free slot 30 to 44 hours ahead: the seed's interviews are at fixed times, and
    // one of them may fall 30 hours from whenever this runs (a 409 names the clash).
    const start = new Date(Date.now() + 30 * HOUR)
    start.setUTCSeconds(0, 0)
    let res = await schedule(owner, videoInterview(applicationId, [ids.sofia], { start_at: start.toISOString() }))
    for (let tries = 0; res.status === 409 && tries < 7; tries++) {
      start.setTime(start.getTime() + 2 * HOUR)
      res = await schedule(owner, videoInterview(applicationId, [ids.sofia], { start_at: start.toISOString() }))
    }
    expect(res.status, res.body.message).toBe(201)
    const id = res.body.data.id
    expect((await interviewRow(id)).reminderSentAt).toBeNull()

    // Too early: 30 hours ahead.
    await runScheduledTasks(env, new Date(), TASKS)
    expect(await reminders(KWAME)).toHaveLength(0)
    // 23 hours ahead: both are reminded; a second (or overlapping) run sends nothing more.
    const dayBefore = new Date(start.getTime() - 23 * HOUR)
    await runScheduledTasks(env, dayBefore, TASKS)
    await runScheduledTasks(env, new Date(dayBefore.getTime() + 5 * 60_000), TASKS)
    const toCandidate = await reminders(KWAME)
    expect(toCandidate).toHaveLength(1)
    expect(toCandidate[0]!.subject).toBe('Reminder: your interview for Frontend Engineer is coming up')
    expect(toCandidate[0]!.html).toContain('https://meet.acme.example/tech-1')
    expect(await reminders(SOFIA_EMAIL)).toHaveLength(1)

    // Moved two days later: a new reminder is due a day before the new time.
    const later = new Date(start.getTime() + 48 * HOUR)
    const moved = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}`, {
      cookie: owner,
      body: { start_at: later.toISOString() },
    })
    expect(moved.status, moved.body.message).toBe(200)
    expect((await interviewRow(id)).reminderSentAt).toBeNull()
    await runScheduledTasks(env, new Date(later.getTime() - 2 * HOUR), TASKS)
    expect(await reminders(KWAME)).toHaveLength(2)
  })

  it('needs none when the invitation itself arrives less than a day ahead', async () => {
    const start = new Date(Date.now() + 5 * HOUR)
    start.setUTCSeconds(0, 0)
    const res = await schedule(
      owner,
      videoInterview(applicationId, [ids.priya], { start_at: start.toISOString(), title: 'Short notice' }),
    )
    expect(res.status, res.body.message).toBe(201)
    expect((await interviewRow(res.body.data.id)).reminderSentAt).not.toBeNull()
    const before = (await reminders(KWAME)).length
    await runScheduledTasks(env, new Date(start.getTime() - HOUR), TASKS)
    expect(await reminders(KWAME)).toHaveLength(before)
  })
})

const SOFIA_EMAIL = 'sofia.alvarez@acme.example'

describe('scorecards due', () => {
  it('tells the interviewers who owe a scorecard once the interview has ended, once', async () => {
    const res = await schedule(
      owner,
      videoInterview(applicationId, [ids.marcus, ids.priya], { start_at: '2030-09-02T14:00:00Z', title: 'Loop' }),
    )
    const id = res.body.data.id
    // It took place yesterday.
    await db()
      .update(schema.interviews)
      .set({ scheduledAt: new Date(Date.now() - 26 * HOUR) })
      .where(eq(schema.interviews.id, id))
    const marcus = await signIn(HOST.acme, MARCUS, 'Staff@12345')
    const attrs = await call(HOST.acme, 'GET', `/wildcard/interviews/${id}/feedback`, { cookie: marcus })
    const submitted = await call(HOST.acme, 'POST', `/wildcard/interviews/${id}/feedback`, {
      cookie: marcus,
      body: {
        ratings: attrs.body.data.attributes.map((a: { key: string }) => ({ key: a.key, rating: 3 })),
        recommendation: 'yes',
      },
    })
    expect(submitted.status, submitted.body.message).toBe(201)
    await runScheduledTasks(env, new Date(), TASKS)
    await runScheduledTasks(env, new Date(), TASKS)
    const due = (who: string) => notificationsOf(who).then((n) => n.filter((x) => x.kind === 'scorecard.due'))
    expect(await due(ids.priya)).toMatchObject([
      { title: 'Your scorecard for Loop is due', link: `/admin/interviews/${id}` },
    ])
    expect(await due(ids.marcus)).toEqual([])
    expect((await interviewRow(id)).scorecardDueSentAt).not.toBeNull()
  })

  it('leaves alone what has not ended and what was cancelled', async () => {
    const res = await schedule(
      owner,
      videoInterview(applicationId, [ids.sofia], { start_at: '2030-09-03T14:00:00Z', title: 'Future one' }),
    )
    await runScheduledTasks(env, new Date(), TASKS)
    expect((await interviewRow(res.body.data.id)).scorecardDueSentAt).toBeNull()
    await call(HOST.acme, 'PUT', `/wildcard/interviews/${res.body.data.id}/cancel`, {
      cookie: owner,
      body: { reason: 'No longer needed' },
    })
    // Long after its time: still nothing for a cancelled interview.
    await runScheduledTasks(env, new Date('2030-09-04T00:00:00Z'), TASKS)
    const link = `/admin/interviews/${res.body.data.id}`
    expect((await notificationsOf(ids.sofia)).filter((n) => n.kind === 'scorecard.due' && n.link === link)).toEqual([])
  })
})
