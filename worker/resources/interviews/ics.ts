/**
 * Calendar invitations (RFC 5545, iTIP RFC 5546) for interviews, written by ical-generator:
 * escaping, line folding, METHOD, UID, SEQUENCE, ORGANIZER and ATTENDEE are its work. Times are
 * UTC instants (`DTSTART:20300311T140000Z`): a calendar shows them in its owner's own zone, and
 * no zone rules have to travel with the file; the interview's zone is named in the description.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventBusyStatus,
  ICalEventStatus,
} from 'ical-generator'

export type IcsPerson = { name: string; email: string }

export type InvitationIcs = {
  /** Stable for the interview's whole life: a calendar updates or removes the event it made. */
  uid: string
  /** Raised on every change sent; a calendar ignores an update older than what it has. */
  sequence: number
  method: 'REQUEST' | 'CANCEL'
  start: Date
  end: Date
  summary: string
  description: string
  location: string | null
  url: string | null
  organizer: IcsPerson
  attendees: (IcsPerson & { role: 'chair' | 'required' })[]
  /** DTSTAMP: when this version was written. */
  stamp: Date
}

/** The UID of an interview's event: its id at the product's domain. */
export const interviewUid = (interviewId: string, domain: string) =>
  `interview-${interviewId}@${domain.replace(/:\d+$/, '')}`

export function invitationIcs(e: InvitationIcs): string {
  const cancel = e.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: 'Hirely', product: 'Interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: e.uid,
    sequence: e.sequence,
    stamp: e.stamp,
    start: e.start,
    end: e.end,
    summary: e.summary,
    description: e.description,
    location: e.location,
    url: e.url,
    organizer: e.organizer,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    busystatus: cancel ? ICalEventBusyStatus.FREE : ICalEventBusyStatus.BUSY,
    attendees: e.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: a.role === 'chair' ? ICalAttendeeRole.CHAIR : ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancel,
    })),
  })
  return calendar.toString()
}

/** The MIME type of an invitation: mail clients show Accept / Decline by its method. */
export const icsContentType = (method: InvitationIcs['method']) => `text/calendar; charset=utf-8; method=${method}`
