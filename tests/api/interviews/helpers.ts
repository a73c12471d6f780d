/** Set-up shared by the interview tests (issue 14). */
import { env } from 'cloudflare:test'
import { and, desc, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import * as schema from '../../../worker/db/schema'
import { call, db, HOST } from '../../setup/http'

export const acmeId = async () =>
  (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'acme') }))!.id

export const employee = async (email: string) =>
  (await db().query.employees.findFirst({ where: eq(schema.employees.email, email) }))!

export const candidateBy = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(schema.candidates.email, email) }))!

export const applicationOf = async (candidateId: string) =>
  (await db().query.applications.findFirst({ where: eq(schema.applications.candidateId, candidateId) }))!

export const interviewRow = async (id: string) =>
  (await db().query.interviews.findFirst({ where: eq(schema.interviews.id, id) }))!

export const historyOf = (entity: string, entityId: string) =>
  db().query.statusHistories.findMany({
    where: and(eq(schema.statusHistories.entity, entity), eq(schema.statusHistories.entityId, entityId)),
    orderBy: [schema.statusHistories.createdAt, schema.statusHistories.id],
  })

/** Every e-mail sent to an address, newest first. */
export const mailsTo = (to: string) =>
  db().query.outboxEmails.findMany({
    where: eq(schema.outboxEmails.to, to),
    orderBy: desc(schema.outboxEmails.createdAt),
  })

export const notificationsOf = (employeeId: string) =>
  db().query.notifications.findMany({ where: eq(schema.notifications.employeeId, employeeId) })

/** An attachment of an outbox e-mail, as the dev mailbox downloads it. */
export async function attachment(mailId: string, n = 0) {
  const res = await fetchDev(`/dev/mailbox/${mailId}/attachments/${n}`)
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    text: await res.text(),
  }
}

async function fetchDev(path: string) {
  const { SELF } = await import('cloudflare:test')
  return SELF.fetch(`http://${HOST.main}${path}`)
}

/** The one VEVENT of an .ics file, read back with ical.js (a real parser, not ours). */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent('vevent')!
  const prop = (name: string) => event.getFirstPropertyValue(name)
  return {
    method: calendar.getFirstPropertyValue('method') as string,
    uid: prop('uid') as string,
    sequence: Number(prop('sequence')),
    status: prop('status') as string,
    summary: prop('summary') as string,
    description: prop('description') as string,
    location: prop('location') as string | null,
    start: (prop('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (prop('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(prop('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).replace(/^mailto:/i, '')),
  }
}

/** The .ics of the newest e-mail to `to` whose subject matches. */
export async function icsTo(to: string, subject: RegExp = /./) {
  const mail = (await mailsTo(to)).find((m) => subject.test(m.subject))
  if (!mail?.attachments?.length) throw new Error(`no invitation mailed to ${to} (${subject})`)
  const file = await env.FILES.get(mail.attachments[0]!.key)
  return { mail, ics: parseIcs(await file!.text()) }
}

export const MARCUS = 'marcus.chen@acme.example'
export const PRIYA = 'priya.raman@acme.example'
export const SOFIA = 'sofia.alvarez@acme.example'
export const HANNAH = 'hannah.schmidt@example.com'
export const KWAME = 'kwame.asante@example.org'

/** A video interview for an application (Monday 2030-03-11, 10:00 New York time by default). */
export function videoInterview(applicationId: string, interviewerIds: string[], over: Record<string, unknown> = {}) {
  return {
    application_id: applicationId,
    title: 'Technical interview',
    mode: 'video',
    start_at: '2030-03-11T14:00:00Z',
    duration_minutes: 60,
    timezone: 'America/New_York',
    interviewer_ids: interviewerIds,
    meeting_url: 'https://meet.acme.example/tech-1',
    ...over,
  }
}

export const schedule = (cookie: string, body: unknown) =>
  call(HOST.acme, 'POST', '/wildcard/interviews', { cookie, body })
