/**
 * Calendar invitations (issue 14), read back with ical.js: the writer's RFC 5545 (escaping,
 * folding, UTC instants across DST) and an interview's life in the mailbox: the UID never
 * changes, SEQUENCE rises with every change, a cancellation is METHOD:CANCEL.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { interviewUid, invitationIcs } from '../../../worker/resources/interviews/ics'
import { as, call, HOST, seed } from '../../setup/http'
import {
  applicationOf,
  attachment,
  candidateBy,
  employee,
  KWAME,
  MARCUS,
  mailsTo,
  PRIYA,
  parseIcs,
  SOFIA,
  schedule,
  videoInterview,
} from './helpers'

const base = {
  uid: interviewUid('0190f3a2-7a2b-7c3d-8e4f-123456789abc', 'localhost:8787'),
  sequence: 0,
  method: 'REQUEST' as const,
  start: new Date('2030-03-10T07:30:00Z'),
  end: new Date('2030-03-10T08:30:00Z'),
  summary: 'Technical interview, round 2; with "Kwame"',
  description: `A long description that goes well past seventy-five octets on one line, with a comma, a semicolon; a backslash \\ and\nanother line — and non-ASCII: naïve café ☕.`,
  location: 'New York HQ, Room 41B; Floor 41',
  url: null,
  organizer: { name: 'Acme Corporation', email: 'owner@acme.example' },
  attendees: [
    { name: 'Kwame Asante', email: 'kwame.asante@example.org', role: 'required' as const },
    { name: 'Sofia Alvarez', email: 'sofia.alvarez@acme.example', role: 'chair' as const },
  ],
  stamp: new Date('2030-03-01T12:00:00Z'),
}

describe('invitationIcs', () => {
  it('writes an RFC 5545 request that a parser reads back field for field', () => {
    const text = invitationIcs(base)
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    // Every line ends in CRLF and no line is longer than 75 octets (folded).
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(text).toContain('\r\n ') // at least one folded line
    expect(text).toContain('SUMMARY:Technical interview\\, round 2\\; with "Kwame"')
    const ics = parseIcs(text)
    expect(ics).toMatchObject({
      method: 'REQUEST',
      uid: 'interview-0190f3a2-7a2b-7c3d-8e4f-123456789abc@localhost',
      sequence: 0,
      status: 'CONFIRMED',
      summary: base.summary,
      description: base.description,
      location: base.location,
      start: '2030-03-10T07:30:00.000Z',
      end: '2030-03-10T08:30:00.000Z',
    })
    expect(ics.organizer).toBe('mailto:owner@acme.example')
    expect(ics.attendees).toEqual(['kwame.asante@example.org', 'sofia.alvarez@acme.example'])
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Kwame Asante":MAILTO:kwame.asante@example.org',
    )
    expect(unfolded).toContain('ATTENDEE;ROLE=CHAIR;')
  })

  it('writes a cancellation with the same UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    const ics = parseIcs(invitationIcs({ ...base, method: 'CANCEL', sequence: 3 }))
    expect(ics).toMatchObject({
      method: 'CANCEL',
      sequence: 3,
      status: 'CANCELLED',
      uid: parseIcs(invitationIcs(base)).uid,
    })
  })

  it('keeps instants exact on both sides of a DST change (UTC, no floating times)', () => {
    // 2030-03-10 02:30 does not exist in New York; 2030-11-03 01:30 happens twice. UTC has neither problem.
    for (const at of ['2030-03-10T06:59:00Z', '2030-03-10T07:01:00Z', '2030-11-03T05:30:00Z', '2030-11-03T06:30:00Z']) {
      const start = new Date(at)
      const ics = parseIcs(invitationIcs({ ...base, start, end: new Date(start.getTime() + 3_600_000) }))
      expect(ics.start).toBe(start.toISOString())
    }
  })
})

describe('an interview’s invitations in the mailbox', () => {
  let owner: string
  let interviewId: string
  let kwame: { id: string; applicationId: string }
  let ids: { sofia: string; marcus: string; priya: string }

  beforeAll(async () => {
    await seed()
    owner = await as.acmeOwner()
    const k = await candidateBy(KWAME)
    kwame = { id: k.id, applicationId: (await applicationOf(k.id)).id }
    ids = { sofia: (await employee(SOFIA)).id, marcus: (await employee(MARCUS)).id, priya: (await employee(PRIYA)).id }
  })

  /** The .ics files mailed to someone, oldest first, parsed. */
  async function invitations(to: string) {
    const mails = (await mailsTo(to)).filter((m) => m.attachments?.length).reverse()
    return Promise.all(
      mails.map(async (m) => {
        const file = await env.FILES.get(m.attachments![0]!.key)
        return { subject: m.subject, contentType: m.attachments![0]!.contentType, ...parseIcs(await file!.text()) }
      }),
    )
  }

  it('sends REQUEST 0, then REQUEST 1 on a move, then CANCEL 2, all with one UID, to the candidate and each interviewer', async () => {
    const res = await schedule(
      owner,
      videoInterview(kwame.applicationId, [ids.sofia, ids.marcus], { start_at: '2030-03-08T15:00:00Z' }),
    )
    expect(res.status, res.body.message).toBe(201)
    interviewId = res.body.data.id
    // Moved across the spring DST change: 10:00 EST on Friday becomes 10:00 EDT on Monday.
    const moved = await call(HOST.acme, 'PUT', `/wildcard/interviews/${interviewId}`, {
      cookie: owner,
      body: { start_at: '2030-03-11T14:00:00Z' },
    })
    expect(moved.status, moved.body.message).toBe(200)
    const cancelled = await call(HOST.acme, 'PUT', `/wildcard/interviews/${interviewId}/cancel`, {
      cookie: owner,
      body: { reason: 'The position is on hold.' },
    })
    expect(cancelled.status).toBe(200)
    for (const email of [KWAME, 'sofia.alvarez@acme.example', 'marcus.chen@acme.example']) {
      const files = await invitations(email)
      expect(
        files.map((f) => [f.method, f.sequence]),
        email,
      ).toEqual([
        ['REQUEST', 0],
        ['REQUEST', 1],
        ['CANCEL', 2],
      ])
      expect(new Set(files.map((f) => f.uid)).size).toBe(1)
      expect(files[0]!.uid).toBe(`interview-${interviewId}@localhost`)
      expect(files.map((f) => f.start)).toEqual([
        '2030-03-08T15:00:00.000Z',
        '2030-03-11T14:00:00.000Z',
        '2030-03-11T14:00:00.000Z',
      ])
      expect(files[0]!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
      expect(files[2]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
      expect(files[2]!.status).toBe('CANCELLED')
    }
    const candidateFiles = await invitations(KWAME)
    expect(candidateFiles[1]!.description).toContain('Mon, Mar 11, 10:00 AM – 11:00 AM EDT (America/New_York)')
    expect(candidateFiles[0]!.description).toContain('Fri, Mar 8, 10:00 AM – 11:00 AM EST (America/New_York)')
  })

  it('lets the dev mailbox list and download each attachment', async () => {
    const mail = (await mailsTo(KWAME)).find((m) => m.attachments?.length)!
    const file = await attachment(mail.id)
    expect(file.status).toBe(200)
    expect(file.type).toBe(mail.attachments![0]!.contentType)
    expect(file.disposition).toBe(`attachment; filename="${mail.attachments![0]!.filename}"`)
    expect(file.text).toContain('BEGIN:VCALENDAR')
    expect((await attachment(mail.id, 7)).status).toBe(404)
    const page = await (await import('cloudflare:test')).SELF.fetch(
      `http://${HOST.main}/dev/mailbox?to=${encodeURIComponent(KWAME)}`,
    )
    const html = await page.text()
    expect(html).toContain(`/dev/mailbox/${mail.id}/attachments/0`)
    const api = await call(HOST.main, 'GET', `/dev/mailbox?to=${encodeURIComponent(KWAME)}&limit=1`)
    expect(api.body.data[0].attachments[0]).toMatchObject({
      filename: expect.stringMatching(/\.ics$/),
      size: expect.any(Number),
    })
  })
})
