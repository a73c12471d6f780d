/**
 * The bell (issue 21): each staff member reads and marks only their own notifications, in their
 * own business; the e-mail setting in the profile decides whether notifyStaff e-mails at once.
 */
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { candidates, employees, notifications, outboxEmails } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, employeeByEmail } from '../employees/helpers'

type Row = { id: string; kind: string; title: string; link: string | null; is_read: boolean; created_at: string }

let owner: string
let recruiter: string
let globex: string

beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
})

const candidateNamed = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(candidates.email, email) }))!

/** The recruiter mentions the owner on a candidate: the owner's bell gets one entry. */
async function mentionOwner(text: string) {
  const ownerRow = await employeeByEmail('acme', 'owner@acme.example')
  const grace = await candidateNamed('grace.liu@example.com')
  const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${grace.id}/add-comments`, {
    cookie: recruiter,
    body: { body: `@[Olivia Bennett](${ownerRow.id}) ${text}` },
  })
  expect(res.status).toBe(201)
  return { grace, ownerRow }
}

const list = (cookie: string, query = '', host: string = HOST.acme) =>
  call<{ rows: Row[]; count: number; page: number; limit: number; unread_count: number }>(
    host,
    'GET',
    `/wildcard/notifications${query}`,
    { cookie },
  )

describe('the bell: list and unread count', () => {
  it('lists the caller’s own notifications, unread first and newest first, with the unread count', async () => {
    const { grace } = await mentionOwner('can you look at her portfolio?')
    const res = await list(owner)
    expect(res.status).toBe(200)
    const { rows, count, unread_count } = res.body.data
    expect(unread_count).toBeGreaterThanOrEqual(2)
    expect(count).toBeGreaterThan(unread_count)
    expect(rows[0]).toMatchObject({
      kind: 'candidate.mention',
      title: 'Ryan Patel mentioned you on Grace Liu',
      link: `/admin/candidates/${grace.id}`,
      is_read: false,
    })
    // Unread first, then read; newest first within each.
    const firstRead = rows.findIndex((r) => r.is_read)
    expect(rows.slice(firstRead).every((r) => r.is_read)).toBe(true)
    const unread = rows.slice(0, firstRead).map((r) => Date.parse(r.created_at))
    expect(unread).toEqual([...unread].sort((a, b) => b - a))

    const counted = await call(HOST.acme, 'GET', '/wildcard/notifications/unread-count', { cookie: owner })
    expect(counted.body.data).toEqual({ unread_count: unread_count })
    const onlyUnread = await list(owner, '?unread=true')
    expect(onlyUnread.body.data.count).toBe(unread_count)
    expect(onlyUnread.body.data.rows.every((r) => !r.is_read)).toBe(true)

    // The recruiter sees theirs (applications to their candidates), never the owner's.
    const theirs = await list(recruiter, '?limit=50')
    expect(theirs.body.data.rows.length).toBeGreaterThan(0)
    expect(theirs.body.data.rows.some((r) => r.title.includes('mentioned you on Grace Liu'))).toBe(false)
  })

  it('pages across the unread and the read rows without gaps or repeats', async () => {
    const all = (await list(owner, '?limit=50')).body.data
    const paged: Row[] = []
    for (let page = 1; page <= all.count; page++)
      paged.push(...(await list(owner, `?limit=1&page=${page}`)).body.data.rows)
    expect(paged.map((r) => r.id)).toEqual(all.rows.map((r) => r.id))
  })

  it('refuses a bad query (422) and needs a staff session (401)', async () => {
    expect((await list(owner, '?limit=abc')).status).toBe(422)
    expect((await list(owner, '?unread=maybe')).status).toBe(422)
    expect((await call(HOST.acme, 'GET', '/wildcard/notifications')).status).toBe(401)
    expect((await call(HOST.acme, 'GET', '/wildcard/notifications/unread-count')).status).toBe(401)
    // A candidate's session is no staff session.
    const candidate = await as.acmeCandidate()
    expect((await list(candidate)).status).toBe(401)
  })
})

describe('the bell: read and unread', () => {
  it('marks one read and unread again; the count follows', async () => {
    await mentionOwner('one more look, please')
    const before = (await list(owner, '?unread=true')).body.data
    const first = before.rows[0]!
    const read = await call(HOST.acme, 'PUT', `/wildcard/notifications/${first.id}/read`, { cookie: owner })
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({
      notification: { id: first.id, is_read: true },
      unread_count: before.unread_count - 1,
    })
    expect((await db().query.notifications.findFirst({ where: eq(notifications.id, first.id) }))!.isRead).toBe(true)
    const unread = await call(HOST.acme, 'DELETE', `/wildcard/notifications/${first.id}/read`, { cookie: owner })
    expect(unread.body.data).toMatchObject({ notification: { is_read: false }, unread_count: before.unread_count })
  })

  it('a colleague’s notification and another business’s are 404, and stay as they were', async () => {
    const ownerRow = await employeeByEmail('acme', 'owner@acme.example')
    const ownersNote = (await db().query.notifications.findFirst({
      where: and(eq(notifications.employeeId, ownerRow.id), eq(notifications.isRead, false)),
      orderBy: desc(notifications.createdAt),
    }))!
    const asColleague = await call(HOST.acme, 'PUT', `/wildcard/notifications/${ownersNote.id}/read`, {
      cookie: recruiter,
    })
    expect(asColleague.status).toBe(404)
    expect(asColleague.body.message).toBe('Notification not found.')
    const asGlobex = await call(HOST.globex, 'PUT', `/wildcard/notifications/${ownersNote.id}/read`, {
      cookie: globex,
    })
    expect(asGlobex.status).toBe(404)
    expect(
      (await call(HOST.globex, 'DELETE', `/wildcard/notifications/${ownersNote.id}/read`, { cookie: globex })).status,
    ).toBe(404)
    expect((await call(HOST.acme, 'PUT', '/wildcard/notifications/not-an-id/read', { cookie: owner })).status).toBe(404)
    expect((await db().query.notifications.findFirst({ where: eq(notifications.id, ownersNote.id) }))!.isRead).toBe(
      false,
    )
    // Globex's owner lists Globex's bell only.
    const globexBell = (await list(globex, '?limit=50', HOST.globex)).body.data
    expect(globexBell.rows.some((r) => r.id === ownersNote.id)).toBe(false)
    expect((await call(HOST.acme, 'PUT', `/wildcard/notifications/${ownersNote.id}/read`)).status).toBe(401)
  })

  it('marks all of the caller’s read, and only theirs', async () => {
    const recruiterRow = await employeeByEmail('acme', 'recruiter@acme.example')
    const recruiterUnread = await db().$count(
      notifications,
      and(eq(notifications.employeeId, recruiterRow.id), eq(notifications.isRead, false)),
    )
    expect(recruiterUnread).toBeGreaterThan(0)
    const res = await call(HOST.acme, 'PUT', '/wildcard/notifications/read-all', { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data.marked).toBeGreaterThan(0)
    expect((await list(owner)).body.data.unread_count).toBe(0)
    expect(
      await db().$count(
        notifications,
        and(eq(notifications.employeeId, recruiterRow.id), eq(notifications.isRead, false)),
      ),
    ).toBe(recruiterUnread)
    expect((await call(HOST.acme, 'PUT', '/wildcard/notifications/read-all')).status).toBe(401)
  })
})

describe('the e-mail setting', () => {
  const mailsTo = async (to: string) => db().$count(outboxEmails, eq(outboxEmails.to, to))

  it('reads and saves the caller’s setting; bad input is 422 and changes nothing', async () => {
    const got = await call(HOST.acme, 'GET', '/wildcard/notifications/settings', { cookie: owner })
    expect(got.body.data).toEqual({ email: 'instant' })
    const bad = await call(HOST.acme, 'PUT', '/wildcard/notifications/settings', {
      cookie: owner,
      body: { email: 'hourly' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0]?.field).toBe('email')
    expect((await call(HOST.acme, 'PUT', '/wildcard/notifications/settings', { cookie: owner, body: {} })).status).toBe(
      422,
    )
    expect((await employeeByEmail('acme', 'owner@acme.example')).notificationEmail).toBe('instant')
    expect((await call(HOST.acme, 'PUT', '/wildcard/notifications/settings', { body: { email: 'none' } })).status).toBe(
      401,
    )
  })

  it('notifyStaff e-mails at once only those who ask for every notification', async () => {
    const to = 'owner@acme.example'
    for (const [mode, mailed] of [
      ['none', 0],
      ['digest', 0],
      ['instant', 1],
    ] as const) {
      const saved = await call(HOST.acme, 'PUT', '/wildcard/notifications/settings', {
        cookie: owner,
        body: { email: mode },
      })
      expect(saved.body.data).toEqual({ email: mode })
      const mails = await mailsTo(to)
      const bell = (await list(owner)).body.data.unread_count
      await mentionOwner(`checking the ${mode} setting`)
      expect((await list(owner)).body.data.unread_count, mode).toBe(bell + 1)
      expect(await mailsTo(to), mode).toBe(mails + mailed)
    }
    // Saved on the caller alone, in their business.
    const ownerRow = await db().query.employees.findFirst({
      where: and(eq(employees.businessId, await businessId('acme')), eq(employees.email, 'owner@acme.example')),
    })
    expect(ownerRow!.notificationEmail).toBe('instant')
    expect((await employeeByEmail('globex', 'owner@globex.example')).notificationEmail).toBe('instant')
  })
})
