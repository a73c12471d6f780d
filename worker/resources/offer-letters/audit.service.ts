/**
 * The offer's audit trail (offer_letter_events): append-only (database triggers refuse updates
 * and deletes), numbered per offer, each event with who, from where (IP, user agent) and when.
 * Events are written by the same `db.batch` as the change they record.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { candidates, employees, offerLetterEvents } from '../../db/schema'
import { newId } from '../../lib/ids'
import type { Actor, BusinessScope } from '../../lib/scope'
import { OFFER_EVENT_LABELS, type OfferEventKind } from './offer-letters.schema'

/** Where a request came from, as the trail and the certificate record it. */
export type RequestMeta = { ip: string | null; userAgent: string | null }

export type OfferEvent = {
  businessId: string
  offerLetterId: string
  kind: OfferEventKind
  actor: Actor
  meta?: RequestMeta
  detail?: Record<string, unknown>
  at: Date
}

/** A user agent is kept, but never more than this (a header can be long). */
const MAX_UA = 400

const actorKindOf = (a: Actor) => (a.kind === 'employee' || a.kind === 'candidate' ? a.kind : 'system')

/**
 * The statement that appends one event, numbered after the offer's last. `when` makes it
 * conditional (for a batch: write the event only if the change it records happened).
 */
export function eventInsert(db: Db, e: OfferEvent, when?: SQL) {
  const at = e.at.getTime()
  const ua = e.meta?.userAgent ? e.meta.userAgent.slice(0, MAX_UA) : null
  const detail = e.detail ? JSON.stringify(e.detail) : null
  // Columns in the table's order: id, business, offer, seq, kind, actor kind, actor id, ip, user agent, detail, created.
  return db.insert(offerLetterEvents).select(sql`select ${newId(at)}, ${e.businessId}, ${e.offerLetterId},
      coalesce((select max(${offerLetterEvents.seq}) from ${offerLetterEvents} where ${offerLetterEvents.offerLetterId} = ${e.offerLetterId}), 0) + 1,
      ${e.kind}, ${actorKindOf(e.actor)}, ${e.actor.id}, ${e.meta?.ip ?? null}, ${ua}, ${detail}, ${at}
    where ${when ?? sql`1`}`)
}

/** Append one event now (events that change nothing else: a code sent, a wrong code). */
export async function recordEvent(db: Db, e: OfferEvent) {
  await eventInsert(db, e)
}

/** An offer's trail, in order, with who each actor was. */
export async function auditTrail({ db, business }: BusinessScope, offerLetterId: string) {
  const rows = await db
    .select({
      seq: offerLetterEvents.seq,
      kind: offerLetterEvents.kind,
      actorKind: offerLetterEvents.actorKind,
      actorId: offerLetterEvents.actorId,
      ip: offerLetterEvents.ip,
      userAgent: offerLetterEvents.userAgent,
      detail: offerLetterEvents.detail,
      createdAt: offerLetterEvents.createdAt,
      employeeFirst: employees.firstName,
      employeeLast: employees.lastName,
      candidateFirst: candidates.firstName,
      candidateLast: candidates.lastName,
    })
    .from(offerLetterEvents)
    .leftJoin(
      employees,
      and(
        eq(offerLetterEvents.actorKind, 'employee'),
        eq(employees.id, offerLetterEvents.actorId),
        eq(employees.businessId, business.id),
      ),
    )
    .leftJoin(
      candidates,
      and(
        eq(offerLetterEvents.actorKind, 'candidate'),
        eq(candidates.id, offerLetterEvents.actorId),
        eq(candidates.businessId, business.id),
      ),
    )
    .where(and(eq(offerLetterEvents.businessId, business.id), eq(offerLetterEvents.offerLetterId, offerLetterId)))
    .orderBy(asc(offerLetterEvents.seq))
  return rows.map(({ employeeFirst, employeeLast, candidateFirst, candidateLast, ...r }) => ({
    ...r,
    label: OFFER_EVENT_LABELS[r.kind],
    actorName:
      r.actorKind === 'employee'
        ? `${employeeFirst ?? ''} ${employeeLast ?? ''}`.trim() || 'A former employee'
        : r.actorKind === 'candidate'
          ? `${candidateFirst ?? ''} ${candidateLast ?? ''}`.trim()
          : 'System',
  }))
}
