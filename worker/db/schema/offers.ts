import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  OFFER_EVENT_KINDS,
  OFFER_STATES,
  type OfferEventKind,
  SALARY_PERIODS,
} from '../../resources/offer-letters/offer-letters.schema'
import { id, json, timestamp, timestamps } from './columns'
import { applications, candidates, documents, opportunities } from './hiring'
import { emailTemplates, employees } from './org'
import { businesses } from './platform'

export { OFFER_EVENT_KINDS, OFFER_STATES }

/** Where the signature block sits in the original PDF, so the signed letter signs in place. */
export type SignaturePlacement = { page: number; x: number; y: number; width: number; height: number }

/**
 * An offer letter for one application (docs/offers.md). The letter's text is frozen when it is
 * sent; the three files (as sent, the signed letter, the signed letter with its completion
 * certificate) are in R2 and their SHA-256 here, which is also the verify page's registry.
 */
export const offerLetters = sqliteTable(
  'offer_letters',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    candidateId: text()
      .notNull()
      .references(() => candidates.id),
    applicationId: text()
      .notNull()
      .references(() => applications.id),
    /** The application's job (kept with the offer for lists and analytics). */
    opportunityId: text()
      .notNull()
      .references(() => opportunities.id),
    templateId: text().references(() => emailTemplates.id),
    status: text({ enum: OFFER_STATES }).notNull().default('draft'),
    title: text().notNull(),
    /** The letter: the template's sanitized HTML with the terms filled in. */
    body: text().notNull(),
    salaryMinor: integer().notNull(),
    currency: text().notNull(),
    salaryPeriod: text({ enum: SALARY_PERIODS }).notNull().default('year'),
    startDate: text().notNull(),
    /** The last day to sign, in the business's time zone, and the instant that day ends. */
    expiresOn: text().notNull(),
    expiresAt: timestamp().notNull(),
    managerId: text().references(() => employees.id),
    createdBy: text().references(() => employees.id),
    sentBy: text().references(() => employees.id),
    sentAt: timestamp(),
    viewedAt: timestamp(),
    /** When the code that signed was sent, and when it was confirmed. */
    codeSentAt: timestamp(),
    codeVerifiedAt: timestamp(),
    signedAt: timestamp(),
    declinedAt: timestamp(),
    revokedAt: timestamp(),
    revokedBy: text().references(() => employees.id),
    expiredAt: timestamp(),
    /** Why it was declined or revoked. */
    reason: text(),
    consentVersion: text(),
    signerName: text(),
    signerEmail: text(),
    signerIp: text(),
    signerUserAgent: text(),
    documentId: text().references(() => documents.id),
    originalSha256: text(),
    signaturePlacement: json<SignaturePlacement>(),
    signedLetterDocumentId: text().references(() => documents.id),
    signedLetterSha256: text(),
    signedDocumentId: text().references(() => documents.id),
    signedSha256: text(),
    ...timestamps,
  },
  (t) => [
    index('offer_letters_candidate_idx').on(t.businessId, t.candidateId, t.createdAt),
    // Offers sent, signed and settled (signed, declined or expired) in a range: the analytics' cards.
    index('offer_letters_sent_idx').on(t.businessId, t.sentAt),
    index('offer_letters_signed_idx').on(t.businessId, t.signedAt),
    index('offer_letters_settled_idx').on(t.businessId, sql`coalesce(signed_at, declined_at, expired_at)`),
    // Offers due to expire, across businesses (the scheduled task).
    index('offer_letters_due_idx').on(t.status, t.expiresAt),
    // One open offer per application at a time: a second draft waits until the first is settled.
    uniqueIndex('offer_letters_open_unique').on(t.applicationId).where(sql`status in ('draft', 'sent', 'viewed')`),
    // The verify page's look-ups (any business: a file names its own offer).
    index('offer_letters_original_sha_idx').on(t.originalSha256),
    index('offer_letters_signed_letter_sha_idx').on(t.signedLetterSha256),
    index('offer_letters_signed_sha_idx').on(t.signedSha256),
  ],
)

/**
 * The offer's audit trail: one row per event, never changed or deleted (triggers refuse an
 * UPDATE or DELETE). `seq` numbers an offer's events 1, 2, 3 … in the order they happened.
 */
export const offerLetterEvents = sqliteTable(
  'offer_letter_events',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    offerLetterId: text()
      .notNull()
      .references(() => offerLetters.id),
    seq: integer().notNull(),
    kind: text({ enum: OFFER_EVENT_KINDS }).notNull().$type<OfferEventKind>(),
    actorKind: text({ enum: ['employee', 'candidate', 'system'] }).notNull(),
    actorId: text(),
    ip: text(),
    userAgent: text(),
    detail: json<Record<string, unknown>>(),
    createdAt: timestamp().notNull(),
  },
  (t) => [uniqueIndex('offer_letter_events_seq_unique').on(t.offerLetterId, t.seq)],
)
