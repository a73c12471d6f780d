/**
 * The interviews API (issue 14): scheduling with overlaps refused, the list and its filters,
 * who sees what, rescheduling with its history, the lifecycle, cancelling and rejecting.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { staffWith } from '../opportunities/helpers'
import {
  applicationOf,
  candidateBy,
  employee,
  HANNAH,
  historyOf,
  icsTo,
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

let owner: string
let recruiter: string
let globex: string
let priya: string
let ids: { marcus: string; priya: string; sofia: string; owner: string }
let hannah: { id: string; applicationId: string }
let kwame: { id: string; applicationId: string }

beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
  priya = await signIn(HOST.acme, PRIYA, 'Staff@12345')
  ids = {
    marcus: (await employee(MARCUS)).id,
    priya: (await employee(PRIYA)).id,
    sofia: (await employee(SOFIA)).id,
    owner: (await employee('owner@acme.example')).id,
  }
  const h = await candidateBy(HANNAH)
  const k = await candidateBy(KWAME)
  hannah = { id: h.id, applicationId: (await applicationOf(h.id)).id }
  kwame = { id: k.id, applicationId: (await applicationOf(k.id)).id }
})

describe('POST /wildcard/interviews', () => {
  let created: string

  it('schedules a video interview: the process and round 1, the move to interviewing, invitations and the bell', async () => {
    const res = await schedule(recruiter, videoInterview(hannah.applicationId, [ids.marcus, ids.priya]))
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.message).toBe('Interview scheduled successfully.')
    created = res.body.data.id
    expect(res.body.data).toMatchObject({
      title: 'Technical interview',
      mode: 'video',
      status: 'scheduled',
      round: 1,
      scheduled_at: '2030-03-11T14:00:00.000Z',
      ends_at: '2030-03-11T15:00:00.000Z',
      timezone: 'America/New_York',
      sequence: 0,
      candidate: { id: hannah.id, name: 'Hannah Schmidt', email: HANNAH },
      opportunity: { title: 'Senior Backend Engineer' },
      candidate_interview: { status: 'pending' },
      interviewers: [
        { id: ids.marcus, name: 'Marcus Chen', submitted: false },
        { id: ids.priya, name: 'Priya Raman', submitted: false },
      ],
      scorecards: { submitted: 0, expected: 2 },
    })
    // The shortlisted application moved on, with its history row.
    const app = await applicationOf(hannah.id)
    expect(app.stage).toBe('interviewing')
    expect((await historyOf('application', app.id)).at(-1)).toMatchObject({
      fromStatus: 'shortlisted',
      toStatus: 'interviewing',
      reason: 'Interview scheduled',
    })
    const row = await interviewRow(created)
    expect(row.reminderSentAt).toBeNull()
    expect(await historyOf('interview', created)).toMatchObject([{ fromStatus: null, toStatus: 'scheduled' }])
    expect(await historyOf('candidate_interview', row.candidateInterviewId!)).toMatchObject([
      { fromStatus: null, toStatus: 'pending' },
    ])
    // The candidate and both interviewers have the invitation with its calendar file.
    const toCandidate = await icsTo(HANNAH, /scheduled/)
    expect(toCandidate.mail.subject).toBe('Your interview for Senior Backend Engineer is scheduled')
    expect(toCandidate.mail.html).toContain('Monday, March 11, 2030 at 10:00 AM EDT')
    expect(toCandidate.ics).toMatchObject({ method: 'REQUEST', sequence: 0, start: '2030-03-11T14:00:00.000Z' })
    expect(toCandidate.ics.attendees).toEqual([HANNAH])
    for (const email of [MARCUS, PRIYA]) {
      const { mail, ics } = await icsTo(email, /^Interview:/)
      expect(mail.subject).toBe('Interview: Technical interview with Hannah Schmidt')
      expect(ics.attendees.sort()).toEqual([HANNAH, MARCUS, PRIYA].sort())
      expect(ics.uid).toBe(toCandidate.ics.uid)
    }
    // The bell: each interviewer once; never the scheduler.
    expect((await notificationsOf(ids.marcus)).filter((n) => n.kind === 'interview.assigned')).toHaveLength(1)
    // (The demo data gives everyone older notifications: only this interview's are looked at.)
    const scheduler = await notificationsOf((await employee('recruiter@acme.example')).id)
    expect(scheduler.filter((n) => n.kind === 'interview.assigned' && n.link?.includes(created))).toEqual([])
  })

  it('refuses an interviewer who is already interviewing then (409 naming who, with whom and when)', async () => {
    const res = await schedule(
      owner,
      videoInterview(kwame.applicationId, [ids.sofia, ids.marcus], { start_at: '2030-03-11T14:30:00Z' }),
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'Marcus Chen is already interviewing Hannah Schmidt (Technical interview) on Mon, Mar 11, 10:00 AM – 11:00 AM EDT.',
    )
    expect(res.body.errors).toEqual([{ field: 'interviewer_ids', message: res.body.message }])
    // Touching ends are not overlaps.
    const after = await schedule(
      owner,
      videoInterview(kwame.applicationId, [ids.marcus], { start_at: '2030-03-11T15:00:00Z', duration_minutes: 30 }),
    )
    expect(after.status, after.body.message).toBe(201)
  })

  it('refuses a second interview of the candidate at the same time, but an online exam holds no one’s time', async () => {
    const res = await schedule(
      owner,
      videoInterview(hannah.applicationId, [ids.sofia], { start_at: '2030-03-11T14:15:00Z', title: 'Culture chat' }),
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'Hannah Schmidt already has Technical interview on Mon, Mar 11, 10:00 AM – 11:00 AM EDT.',
    )
    const exam = await schedule(owner, {
      application_id: hannah.applicationId,
      title: 'Backend assessment',
      mode: 'online_exam',
      start_at: '2030-03-11T14:00:00Z',
      duration_minutes: 45,
      timezone: 'America/New_York',
      interviewer_ids: [ids.marcus],
    })
    expect(exam.status, exam.body.message).toBe(201)
    expect(exam.body.data).toMatchObject({
      round: 2,
      exam_status: 'not_started',
      duration_minutes: 45,
      exam_closes_at: '2030-03-14T14:00:00.000Z',
    })
    const mail = (await mailsTo(HANNAH)).find((m) => m.subject === 'Your online assessment for Senior Backend Engineer')
    expect(mail?.attachments ?? null).toBeNull()
  })

  it('validates the body (422) and changes nothing', async () => {
    const before = await db().$count(schema.interviews)
    const cases: [Record<string, unknown>, string][] = [
      [{ ...videoInterview(kwame.applicationId, [ids.sofia]), title: '' }, 'Please enter Title'],
      [{ ...videoInterview(kwame.applicationId, [ids.sofia]), meeting_url: '' }, 'Please enter Meeting link'],
      [
        { ...videoInterview(kwame.applicationId, [ids.sofia]), mode: 'in_person', meeting_url: null },
        'Please enter Location',
      ],
      [{ ...videoInterview(kwame.applicationId, []) }, 'Please select Interviewers'],
      [
        { ...videoInterview(kwame.applicationId, [ids.sofia]), timezone: 'Mars/Olympus' },
        'Timezone is not a valid time zone',
      ],
      [
        { ...videoInterview(kwame.applicationId, [ids.sofia]), start_at: '2020-01-01T10:00:00Z' },
        'The start must be in the future',
      ],
      [{ ...videoInterview(kwame.applicationId, [ids.sofia]), duration_minutes: 5 }, 'Duration cannot be less than 15'],
      [{ ...videoInterview(crypto.randomUUID(), [ids.sofia]) }, 'Application not found.'],
      [{ ...videoInterview(kwame.applicationId, [crypto.randomUUID()]) }, 'Interviewer not found.'],
    ]
    for (const [body, message] of cases) {
      const res = await schedule(owner, body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.message).toBe(message)
    }
    expect(await db().$count(schema.interviews)).toBe(before)
  })

  it('refuses an interviewer whose role has no interview permission (422)', async () => {
    await staffWith(['candidates.view'], 'no-interviews')
    const person = (await db().query.employees.findFirst({ where: eq(schema.employees.lastName, 'no-interviews') }))!
    const res = await schedule(
      owner,
      videoInterview(kwame.applicationId, [person.id], { start_at: '2030-04-01T14:00:00Z' }),
    )
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(
      'Test no-interviews cannot interview: their role has no interview permission (Give interview feedback).',
    )
  })

  it('refuses closed applications and blacklisted candidates (409)', async () => {
    const rejected = await db().query.applications.findFirst({ where: eq(schema.applications.stage, 'rejected') })
    const res = await schedule(owner, videoInterview(rejected!.id, [ids.sofia], { start_at: '2030-05-01T14:00:00Z' }))
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/is rejected: interviews are scheduled only for open applications\.$/)
    const listed = (await db().query.candidates.findFirst({ where: eq(schema.candidates.isBlacklisted, true) }))!
    const app = await applicationOf(listed.id)
    const blocked = await schedule(owner, videoInterview(app.id, [ids.sofia], { start_at: '2030-05-01T14:00:00Z' }))
    expect(blocked.status).toBe(409)
    expect(blocked.body.message).toBe(
      `${listed.firstName} ${listed.lastName} is blacklisted: interviews cannot be scheduled.`,
    )
  })

  it('needs a session (401) and the schedule permission (403)', async () => {
    expect((await schedule('', videoInterview(kwame.applicationId, [ids.sofia]))).status).toBe(401)
    const res = await schedule(priya, videoInterview(kwame.applicationId, [ids.sofia]))
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('You do not have permission to schedule interviews.')
  })

  it("keeps another business's application out (422, nothing created)", async () => {
    const before = await db().$count(schema.interviews)
    const res = await call(HOST.globex, 'POST', '/wildcard/interviews', {
      cookie: globex,
      body: videoInterview(hannah.applicationId, [ids.sofia]),
    })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Application not found.')
    expect(await db().$count(schema.interviews)).toBe(before)
  })

  it('GET /:id answers the interview with its rounds; another business gets 404', async () => {
    const res = await call(HOST.acme, 'GET', `/wildcard/interviews/${created}`, { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data.rounds.map((r: { round: number }) => r.round)).toEqual([1, 2])
    const other = await call(HOST.globex, 'GET', `/wildcard/interviews/${created}`, { cookie: globex })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Interview not found.')
  })
})

describe('GET /wildcard/interviews', () => {
  it('lists a date range in order, filtered by status, mode, interviewer and job', async () => {
    const page = await call(HOST.acme, 'GET', '/wildcard/interviews?from=2030-03-11&to=2030-03-11&order=asc&limit=50', {
      cookie: owner,
    })
    expect(page.status).toBe(200)
    expect(page.body.data.rows.map((r: { title: string }) => r.title)).toEqual([
      'Technical interview',
      'Backend assessment',
      'Technical interview',
    ])
    const exams = await call(HOST.acme, 'GET', '/wildcard/interviews?mode=online_exam&from=2030-01-01', {
      cookie: owner,
    })
    expect(exams.body.data.rows.map((r: { title: string }) => r.title)).toEqual(['Backend assessment'])
    const sofia = await call(HOST.acme, 'GET', `/wildcard/interviews?interviewer_id=${ids.priya}&from=2030-01-01`, {
      cookie: owner,
    })
    expect(sofia.body.data.count).toBe(1)
    const seeded = await call(HOST.acme, 'GET', '/wildcard/interviews?status=completed&limit=100', { cookie: owner })
    expect(seeded.body.data.count).toBeGreaterThan(5)
    expect(seeded.body.data.rows.every((r: { status: string }) => r.status === 'completed')).toBe(true)
    const bad = await call(HOST.acme, 'GET', '/wildcard/interviews?status=lost', { cookie: owner })
    expect(bad.status).toBe(422)
  })

  it('"mine" is the caller’s own; an interviewer without interviews.view sees only theirs and is refused others (403)', async () => {
    const all = await call(HOST.acme, 'GET', '/wildcard/interviews?limit=100', { cookie: owner })
    const mine = await call(HOST.acme, 'GET', '/wildcard/interviews?limit=100', { cookie: priya })
    expect(mine.status).toBe(200)
    expect(mine.body.data.count).toBeGreaterThan(0)
    expect(mine.body.data.count).toBeLessThan(all.body.data.count)
    expect(mine.body.data.rows.every((r: { interviewer_ids: string[] }) => r.interviewer_ids.includes(ids.priya))).toBe(
      true,
    )
    const marcusMine = await call(HOST.acme, 'GET', '/wildcard/interviews?mine=1&limit=100', {
      cookie: await signIn(HOST.acme, MARCUS, 'Staff@12345'),
    })
    expect(marcusMine.body.data.rows.every((r: { is_mine: boolean }) => r.is_mine)).toBe(true)
    const notHers = all.body.data.rows.find(
      (r: { interviewer_ids: string[] }) => !r.interviewer_ids.includes(ids.priya),
    )
    const res = await call(HOST.acme, 'GET', `/wildcard/interviews/${notHers.id}`, { cookie: priya })
    expect(res.status).toBe(403)
    expect(
      (await call(HOST.acme, 'GET', `/wildcard/interviews/${notHers.id}/histories`, { cookie: priya })).status,
    ).toBe(403)
  })

  it('keeps other businesses’ interviews out of the list, and needs a session', async () => {
    const res = await call(HOST.globex, 'GET', '/wildcard/interviews?limit=100', { cookie: globex })
    const acme = await db().query.interviews.findMany()
    const text = JSON.stringify(res.body)
    const acmeBusiness = (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'acme') }))!
    for (const i of acme.filter((r) => r.businessId === acmeBusiness.id)) expect(text).not.toContain(i.id)
    expect((await call(HOST.acme, 'GET', '/wildcard/interviews')).status).toBe(401)
  })
})

describe('PUT /wildcard/interviews/:id (reschedule)', () => {
  it('moves the interview: a history row with the changes, SEQUENCE raised, updated invitations, the bell', async () => {
    const res = await schedule(
      owner,
      videoInterview(kwame.applicationId, [ids.sofia, ids.priya], {
        start_at: '2030-04-02T14:00:00Z',
        title: 'Portfolio',
      }),
    )
    const id = res.body.data.id
    const moved = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}`, {
      cookie: recruiter,
      body: {
        start_at: '2030-04-03T15:30:00Z',
        interviewer_ids: [ids.sofia, ids.owner],
        reason: 'Priya is travelling',
      },
    })
    expect(moved.status, moved.body.message).toBe(200)
    expect(moved.body.data).toMatchObject({ scheduled_at: '2030-04-03T15:30:00.000Z', sequence: 1 })
    const history = await historyOf('interview', id)
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'scheduled',
      toStatus: 'scheduled',
      reason: 'Priya is travelling',
      meta: {
        event: 'rescheduled',
        changes: {
          start_at: { from: '2030-04-02T14:00:00.000Z', to: '2030-04-03T15:30:00.000Z' },
          interviewer_ids: { from: [ids.sofia, ids.priya], to: [ids.sofia, ids.owner] },
        },
      },
    })
    const histories = await call(HOST.acme, 'GET', `/wildcard/interviews/${id}/histories`, { cookie: owner })
    expect(histories.body.data.map((h: { event: string | null }) => h.event)).toEqual(['created', 'rescheduled'])
    expect(histories.body.data[1].actor.name).toBe('Ryan Patel')
    // The candidate is told it moved; Sofia gets the update, the owner an invitation, Priya a cancellation.
    const candidate = await icsTo(KWAME, /has moved/)
    expect(candidate.mail.html).toContain('Tuesday, April 2, 2030 at 10:00 AM EDT')
    expect(candidate.ics).toMatchObject({ method: 'REQUEST', sequence: 1, start: '2030-04-03T15:30:00.000Z' })
    expect((await icsTo(SOFIA, /^Moved:/)).ics).toMatchObject({ method: 'REQUEST', sequence: 1 })
    expect((await icsTo('owner@acme.example', /^Interview: Portfolio/)).ics).toMatchObject({ sequence: 1 })
    expect((await icsTo(PRIYA, /^Removed:/)).ics).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' })
    const sofiaBell = await notificationsOf(ids.sofia)
    expect(sofiaBell.map((n) => n.kind)).toContain('interview.changed')
  })

  it('refuses an overlap (409), an empty change (422), a past time (422) and a finished interview (409)', async () => {
    const a = (
      await schedule(owner, videoInterview(kwame.applicationId, [ids.sofia], { start_at: '2030-05-06T14:00:00Z' }))
    ).body.data.id
    const b = (
      await schedule(owner, videoInterview(kwame.applicationId, [ids.sofia], { start_at: '2030-05-07T14:00:00Z' }))
    ).body.data.id
    const overlap = await call(HOST.acme, 'PUT', `/wildcard/interviews/${b}`, {
      cookie: owner,
      body: { start_at: '2030-05-06T14:30:00Z' },
    })
    expect(overlap.status).toBe(409)
    expect(overlap.body.message).toContain('Sofia Alvarez is already interviewing Kwame Asante')
    expect((await interviewRow(b)).scheduledAt.toISOString()).toBe('2030-05-07T14:00:00.000Z')
    expect((await call(HOST.acme, 'PUT', `/wildcard/interviews/${b}`, { cookie: owner, body: {} })).status).toBe(422)
    const past = await call(HOST.acme, 'PUT', `/wildcard/interviews/${b}`, {
      cookie: owner,
      body: { start_at: '2021-05-06T14:30:00Z' },
    })
    expect(past.body.message).toBe('The start must be in the future')
    await call(HOST.acme, 'PUT', `/wildcard/interviews/${a}/cancel`, { cookie: owner, body: { reason: 'Not needed' } })
    const finished = await call(HOST.acme, 'PUT', `/wildcard/interviews/${a}`, {
      cookie: owner,
      body: { title: 'Anything' },
    })
    expect(finished.status).toBe(409)
    expect(finished.body.message).toBe('The interview is cancelled: only a scheduled interview can be changed.')
  })

  it('is 403 without interviews.update and 404 across businesses (nothing changes)', async () => {
    const any = (await db().query.interviews.findFirst({ where: eq(schema.interviews.status, 'scheduled') }))!
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/interviews/${any.id}`, { cookie: priya, body: { title: 'x y' } }))
        .status,
    ).toBe(403)
    const res = await call(HOST.globex, 'PUT', `/wildcard/interviews/${any.id}`, {
      cookie: globex,
      body: { title: 'Hijack' },
    })
    expect(res.status).toBe(404)
    expect((await interviewRow(any.id)).title).toBe(any.title)
  })
})

describe('the lifecycle: status, cancel, reject', () => {
  /** An interview that began an hour ago (written straight to the table: the API books only future times). */
  async function startedInterview(applicationId: string, interviewerIds: string[]) {
    const res = await schedule(
      owner,
      videoInterview(applicationId, interviewerIds, { start_at: '2030-06-03T14:00:00Z', title: 'Started one' }),
    )
    await db()
      .update(schema.interviews)
      .set({ scheduledAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.interviews.id, res.body.data.id))
    return res.body.data.id as string
  }

  it('starts and completes; the process is under way; a bad move is 409 naming both states', async () => {
    const id = await startedInterview(kwame.applicationId, [ids.sofia])
    const started = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/status`, {
      cookie: owner,
      body: { status: 'in_progress' },
    })
    expect(started.status, started.body.message).toBe(200)
    expect(started.body.message).toBe('Interview marked as in progress.')
    expect(started.body.data.candidate_interview.status).toBe('in_progress')
    const done = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/status`, {
      cookie: owner,
      body: { status: 'completed' },
    })
    expect(done.body.data.status).toBe('completed')
    const back = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/status`, {
      cookie: owner,
      body: { status: 'in_progress' },
    })
    expect(back.status).toBe(409)
    expect(back.body.message).toBe('An interview cannot move from completed to in progress.')
    expect((await historyOf('interview', id)).map((h) => h.toStatus)).toEqual(['scheduled', 'in_progress', 'completed'])
  })

  it('will not complete an interview before it starts (409), and cancelling by status needs a reason (422)', async () => {
    const res = await schedule(
      owner,
      videoInterview(kwame.applicationId, [ids.sofia], { start_at: '2030-06-10T14:00:00Z' }),
    )
    const id = res.body.data.id
    const early = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/status`, {
      cookie: owner,
      body: { status: 'completed' },
    })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      'The interview is on Mon, Jun 10, 10:00 AM – 11:00 AM EDT: it cannot be completed before it starts.',
    )
    const noReason = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/status`, {
      cookie: owner,
      body: { status: 'cancelled' },
    })
    expect(noReason.status).toBe(422)
    expect(noReason.body.message).toBe('Please enter Reason')
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/status`, {
          cookie: priya,
          body: { status: 'completed' },
        })
      ).status,
    ).toBe(403)
  })

  it('cancels with a reason: everyone gets METHOD:CANCEL with a higher SEQUENCE; twice is 409', async () => {
    const res = await schedule(
      owner,
      videoInterview(kwame.applicationId, [ids.sofia], { start_at: '2030-06-11T14:00:00Z' }),
    )
    const id = res.body.data.id
    expect(
      (await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/cancel`, { cookie: owner, body: {} })).status,
    ).toBe(422)
    const refused = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/cancel`, {
      cookie: priya,
      body: { reason: 'The role is being re-scoped.' },
    })
    expect(refused.status).toBe(403)
    const ok = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/cancel`, {
      cookie: recruiter,
      body: { reason: 'The role is being re-scoped.' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ status: 'cancelled', reason: 'The role is being re-scoped.', sequence: 1 })
    const candidate = await icsTo(KWAME, /was cancelled/)
    expect(candidate.mail.html).toContain('The role is being re-scoped.')
    expect(candidate.ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 })
    expect((await icsTo(SOFIA, /^Cancelled:/)).ics.method).toBe('CANCEL')
    const again = await call(HOST.acme, 'PUT', `/wildcard/interviews/${id}/cancel`, {
      cookie: owner,
      body: { reason: 'Again' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The interview is already cancelled.')
    const cross = await call(HOST.globex, 'PUT', `/wildcard/interviews/${id}/cancel`, {
      cookie: globex,
      body: { reason: 'x y z' },
    })
    expect(cross.status).toBe(404)
  })

  it('rejects the candidate at an interview: process and application rejected, other rounds called off, one e-mail', async () => {
    const aisha = await candidateBy('aisha.mohammed@example.com')
    const app = await applicationOf(aisha.id)
    await db().update(schema.applications).set({ stage: 'shortlisted' }).where(eq(schema.applications.id, app.id))
    const first = await schedule(owner, videoInterview(app.id, [ids.sofia], { start_at: '2030-07-01T14:00:00Z' }))
    const second = await schedule(owner, videoInterview(app.id, [ids.marcus], { start_at: '2030-07-02T14:00:00Z' }))
    expect(second.body.data.round).toBe(2)
    const res = await call(HOST.acme, 'PUT', `/wildcard/interviews/${first.body.data.id}/reject`, {
      cookie: owner,
      body: { reason: 'Not enough depth in distributed systems.' },
    })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'rejected', candidate_interview: { status: 'rejected' } })
    expect((await interviewRow(second.body.data.id)).status).toBe('cancelled')
    expect((await applicationOf(aisha.id)).stage).toBe('rejected')
    const rejection = (await mailsTo(aisha.email)).filter((m) => m.template === 'candidate.rejected')
    expect(rejection).toHaveLength(1)
    expect(rejection[0]!.html).not.toContain('distributed systems')
    expect(rejection[0]!.attachments).toHaveLength(2)
    const again = await call(HOST.acme, 'PUT', `/wildcard/interviews/${first.body.data.id}/reject`, {
      cookie: owner,
      body: { reason: 'Again please' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The interview is already rejected.')
    const process = (await db().query.candidateInterviews.findFirst({
      where: and(eq(schema.candidateInterviews.candidateId, aisha.id)),
    }))!
    expect((await historyOf('candidate_interview', process.id)).map((h) => h.toStatus)).toEqual(['pending', 'rejected'])
  })
})
