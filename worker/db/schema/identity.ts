import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { MailAttachmentRef } from '../../providers/mail/types'
import { PRINCIPALS } from '../../resources/auth/auth.schema'
import { bool, id, json, timestamp, timestamps } from './columns'
import { businesses } from './platform'

export { PRINCIPALS, type PrincipalKind } from '../../resources/auth/auth.schema'

/** A signed-in browser: the cookie holds a random token, the database only its hash. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    principalKind: text({ enum: PRINCIPALS }).notNull(),
    principalId: text().notNull(),
    /** The business whose host issued the session (null for platform admins). */
    businessId: text().references(() => businesses.id),
    /** The host that issued it: a session is worthless anywhere else. */
    host: text().notNull(),
    impersonatedBy: text(),
    ip: text(),
    userAgent: text(),
    expiresAt: timestamp().notNull(),
    lastSeenAt: timestamp().notNull(),
    revokedAt: timestamp(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sessions_token_unique').on(t.tokenHash),
    index('sessions_principal_idx').on(t.principalKind, t.principalId),
  ],
)

export const OTP_PURPOSES = [
  'verify_account',
  'reset_password',
  'reset_token',
  'offer_esign',
  'impersonation',
  'invitation',
  'document_upload',
  'email_change',
] as const

/** One-time codes and single-use tokens: stored hashed, expiring, with a try budget. */
export const oneTimeCodes = sqliteTable(
  'one_time_codes',
  {
    id: id(),
    purpose: text({ enum: OTP_PURPOSES }).notNull(),
    principalKind: text({ enum: PRINCIPALS }).notNull(),
    principalId: text().notNull(),
    businessId: text().references(() => businesses.id),
    /** What the code is about beyond the principal (an offer letter id ...). */
    subjectId: text(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    sendCount: integer().notNull().default(1),
    lastSentAt: timestamp().notNull(),
    expiresAt: timestamp().notNull(),
    consumedAt: timestamp(),
    meta: json<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index('one_time_codes_principal_idx').on(t.principalKind, t.principalId, t.purpose),
    index('one_time_codes_hash_idx').on(t.codeHash),
  ],
)

/** Fixed-window counters for rate limits (login, OTP) keyed by account or IP. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  windowStartsAt: timestamp().notNull(),
  /** For throttled keys: no attempt before this moment (services/rate-limit.ts `claimSlot`). */
  nextAttemptAt: timestamp(),
})

/**
 * Browsers that signed in to an account before ("known devices"): the cookie holds a random
 * token, this table its hash per account. Only eases the sign-in throttle; never signs anyone in.
 */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    id: id(),
    tokenHash: text().notNull(),
    principalKind: text({ enum: PRINCIPALS }).notNull(),
    principalId: text().notNull(),
    lastUsedAt: timestamp().notNull(),
    expiresAt: timestamp().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('known_devices_token_principal_unique').on(t.tokenHash, t.principalKind, t.principalId),
    index('known_devices_principal_idx').on(t.principalKind, t.principalId),
  ],
)

/**
 * What was done to a business's access and data, by whom and from where (docs/security.md,
 * "The audit log"): support sign-ins, portal switches, accounts, roles and permissions, exports,
 * plan changes. Written only through `auditInsert` (services/audit.ts); never updated.
 */
export const auditLogs = sqliteTable(
  'audit_logs',
  {
    id: id(),
    businessId: text().references(() => businesses.id),
    actorKind: text().notNull(),
    actorId: text(),
    action: text().notNull(),
    entity: text(),
    entityId: text(),
    ip: text(),
    /** The browser's User-Agent header, as sent (cut to 512 characters). */
    userAgent: text(),
    /** The platform admin behind an impersonated session, when the actor is support signed in as a staff member. */
    impersonatedBy: text(),
    details: json<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index('audit_logs_business_idx').on(t.businessId, t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
    // The console's log of every business, newest first.
    index('audit_logs_created_idx').on(t.createdAt),
  ],
)

/** Every status change of every entity with states: who, when, from, to, why. */
/** What a history row adds to its move; each service that records one writes only these keys. */
export type HistoryMeta = {
  /**
   * A row that is more than a plain move: an application made (created by staff, applied on the
   * careers page), a blacklist flag, a resume chosen, a candidate made from or given an uploaded resume.
   */
  event?:
    | 'created'
    | 'applied'
    | 'blacklisted'
    | 'whitelisted'
    | 'resume_replaced'
    | 'created_from_resume'
    | 'resume_attached'
    | 'rescheduled'
    | 'updated'
  /** An interview's changed fields (docs/interviews.md): what each was and became. */
  changes?: Record<string, { from: unknown; to: unknown }>
  /** The round a history row of an interview or a candidate interview is about. */
  round?: number
  /** An application's rows name their person and job (docs/applications.md). */
  candidateId?: string
  opportunityId?: string
  /** Where an application came from (its first row). */
  source?: string
  /** Written by the applications migration where the old data had no such row. */
  migrated?: boolean
  jobRequestId?: string
  coverLetter?: string | null
  documentId?: string
  previousDocumentId?: string | null
  /** The resume record (resumes/) a candidate was made from or given. */
  resumeId?: string
  /** The record's name when it was removed (a branch). */
  name?: string
  creditCents?: number
  providerRef?: string | null
}

export const statusHistories = sqliteTable(
  'status_histories',
  {
    id: id(),
    businessId: text().references(() => businesses.id),
    entity: text().notNull(),
    entityId: text().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    reason: text(),
    actorKind: text(),
    actorId: text(),
    meta: json<HistoryMeta>(),
    ...timestamps,
  },
  (t) => [
    index('status_histories_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('status_histories_business_idx').on(t.businessId, t.entity, t.createdAt),
    // Moves to one state in a range (analytics: an application's hire, a job's first hire; docs/analytics.md).
    index('status_histories_moves_idx').on(t.businessId, t.entity, t.toStatus, t.createdAt),
  ],
)

/** The embedded mail provider's outbox; the queue consumer delivers (or, locally, keeps) them. */
export const outboxEmails = sqliteTable(
  'outbox_emails',
  {
    id: id(),
    businessId: text().references(() => businesses.id),
    to: text().notNull(),
    from: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text(),
    /** Files sent with the mail (invitations' .ics ...): the bytes are in R2 under `key`. */
    attachments: json<MailAttachmentRef[]>(),
    status: text({ enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    provider: text(),
    attempts: integer().notNull().default(0),
    error: text(),
    sentAt: timestamp(),
    ...timestamps,
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.createdAt),
    index('outbox_emails_business_idx').on(t.businessId, t.createdAt),
  ],
)

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    employeeId: text().notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    link: text(),
    isRead: bool().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('notifications_employee_idx').on(t.businessId, t.employeeId, t.isRead, t.createdAt)],
)
