import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../../resources/payments/payments.schema'
import { BILLING_INTERVALS } from '../../resources/plans/plans.schema'
import { ACTIVE_STATES, bool, id, json, timestamp, timestamps } from './columns'

export const BUSINESS_STATES = ['pending_verification', 'active', 'suspended', 'inactive'] as const

/** Platform administrators: they run the platform from the main domain. */
export const admins = sqliteTable('admins', {
  id: id(),
  name: text().notNull(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  phone: text(),
  avatarKey: text(),
  status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
  lastLoginAt: timestamp(),
  ...timestamps,
})

export type PlanLimits = {
  jobs: number | null
  candidates: number | null
  employees: number | null
  aiExtractionsPerMonth: number | null
}

export const plans = sqliteTable('plans', {
  id: id(),
  name: text().notNull(),
  description: text(),
  /** Price in the currency's minor unit (cents). */
  priceCents: integer().notNull(),
  currency: text().notNull().default('USD'),
  billingInterval: text({ enum: BILLING_INTERVALS }).notNull().default('month'),
  isFree: bool().notNull().default(false),
  limits: json<PlanLimits>().notNull(),
  features: json<string[]>().notNull(),
  sortOrder: integer().notNull().default(0),
  status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
  ...timestamps,
})

export const businesses = sqliteTable(
  'businesses',
  {
    id: id(),
    name: text().notNull(),
    /** Sub-domain label: {slug}.MAIN_DOMAIN. Lowercase letters, digits, hyphens. */
    slug: text().notNull(),
    email: text().notNull(),
    phone: text(),
    website: text(),
    industry: text(),
    size: text(),
    address: text(),
    country: text(),
    timezone: text().notNull().default('UTC'),
    currency: text().notNull().default('USD'),
    logoKey: text(),
    status: text({ enum: BUSINESS_STATES }).notNull().default('pending_verification'),
    emailVerifiedAt: timestamp(),
    planId: text().references(() => plans.id),
    planStartedAt: timestamp(),
    planRenewsAt: timestamp(),
    /** Whether Google sign-in may create a staff account on first use (otherwise existing accounts only). */
    allowGoogleSignup: bool().notNull().default(false),
    /** Days exam recordings (video, snapshots, spoken answers) are kept after the exam (docs/proctoring.md). */
    recordingRetentionDays: integer().notNull().default(90),
    /**
     * Whether platform support may open the portal as its administrator (impersonation). The
     * business's admins turn it off and on; every sign-in by support is in the audit log.
     */
    supportAccess: bool().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('businesses_slug_unique').on(t.slug), index('businesses_status_idx').on(t.status)],
)

/** A business's payment method on file with the payment provider (never the card number). */
export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    provider: text().notNull(),
    providerRef: text().notNull(),
    brand: text(),
    last4: text(),
    expMonth: integer(),
    expYear: integer(),
    isDefault: bool().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('payments_business_idx').on(t.businessId, t.createdAt)],
)

export const transactions = sqliteTable(
  'transactions',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    planId: text().references(() => plans.id),
    paymentId: text().references(() => payments.id),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    kind: text({ enum: PAYMENT_KINDS }).notNull(),
    provider: text().notNull(),
    providerRef: text(),
    /** Client-supplied key: a retried purchase answers the first transaction instead of charging twice. */
    idempotencyKey: text(),
    failureReason: text(),
    invoiceNumber: text(),
    invoiceKey: text(),
    periodStart: timestamp(),
    periodEnd: timestamp(),
    createdBy: text(),
    ...timestamps,
  },
  (t) => [
    index('transactions_business_idx').on(t.businessId, t.createdAt),
    uniqueIndex('transactions_idempotency_unique').on(t.businessId, t.idempotencyKey),
    index('transactions_status_idx').on(t.status),
  ],
)

/** Webhook events already processed (provider + event id), so a redelivery changes nothing. */
export const webhookEvents = sqliteTable(
  'webhook_events',
  { id: id(), provider: text().notNull(), eventId: text().notNull(), type: text().notNull(), ...timestamps },
  (t) => [uniqueIndex('webhook_events_unique').on(t.provider, t.eventId)],
)

export const contactEnquiries = sqliteTable(
  'contact_enquiries',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    subject: text(),
    message: text().notNull(),
    ip: text(),
    status: text({ enum: ['new', 'answered', 'spam'] })
      .notNull()
      .default('new'),
    ...timestamps,
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt)],
)

export const usageCounters = sqliteTable(
  'usage_counters',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    /** 'ai_extraction' | 'email' | ... counted per calendar month (YYYY-MM). */
    metric: text().notNull(),
    period: text().notNull(),
    count: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('usage_counters_unique').on(t.businessId, t.metric, t.period)],
)

export type Money = { amountCents: number; currency: string }
