import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { TEMPLATE_CATEGORIES } from '../../resources/email-templates/categories.schema'
import { NOTIFICATION_EMAIL_MODES } from '../../resources/notifications/notifications.schema'
import { ACTIVE_STATES, bool, id, json, timestamp, timestamps } from './columns'
import { businesses } from './platform'

export const departments = sqliteTable(
  'departments',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    name: text().notNull(),
    description: text(),
    status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('departments_business_idx').on(t.businessId, t.status, t.createdAt),
    uniqueIndex('departments_name_unique').on(t.businessId, t.name),
  ],
)

export const businessBranches = sqliteTable(
  'business_branches',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    name: text().notNull(),
    address: text(),
    city: text(),
    state: text(),
    country: text(),
    postalCode: text(),
    phone: text(),
    timezone: text().notNull().default('UTC'),
    isHeadquarters: bool().notNull().default(false),
    status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('business_branches_business_idx').on(t.businessId, t.status, t.createdAt),
    uniqueIndex('business_branches_name_unique').on(t.businessId, t.name),
  ],
)

export const employeeRoles = sqliteTable(
  'employee_roles',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    name: text().notNull(),
    description: text(),
    status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('employee_roles_business_idx').on(t.businessId, t.createdAt),
    uniqueIndex('employee_roles_name_unique').on(t.businessId, t.name),
  ],
)

/** Weekly working hours per weekday (0 = Sunday), local to the branch's time zone. */
export type WorkingHours = Partial<Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', { start: string; end: string }[]>>

/**
 * Business staff. One row is both the sign-in identity (e-mail, password) and the person's
 * place in the business (role, department, branch). `isBusinessAdmin` staff hold every
 * permission; everyone else has exactly what their role grants.
 */
export const employees = sqliteTable(
  'employees',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text().notNull(),
    phone: text(),
    passwordHash: text(),
    avatarKey: text(),
    isBusinessAdmin: bool().notNull().default(false),
    roleId: text().references(() => employeeRoles.id),
    departmentId: text().references(() => departments.id),
    branchId: text().references(() => businessBranches.id),
    designation: text(),
    employeeCode: text(),
    joinedOn: text(),
    workingHours: json<WorkingHours>(),
    googleSub: text(),
    status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
    /** When the current `email` was last proven by its holder (invitation, sign-up code, confirmed change); null = never. */
    emailVerifiedAt: timestamp(),
    /** An e-mail change waiting for the new address to confirm it (services/email-change.ts). */
    pendingEmail: text(),
    lastLoginAt: timestamp(),
    /** How notifications reach them by e-mail (profile setting; services/notifications.ts). */
    notificationEmail: text({ enum: NOTIFICATION_EMAIL_MODES }).notNull().default('instant'),
    /** When their last daily digest was claimed: the next one covers what came after it. */
    digestSentAt: timestamp(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_email_unique').on(t.businessId, t.email),
    index('employees_business_idx').on(t.businessId, t.status, t.createdAt),
    index('employees_role_idx').on(t.businessId, t.roleId),
    index('employees_department_idx').on(t.businessId, t.departmentId),
    index('employees_branch_idx').on(t.businessId, t.branchId),
  ],
)

export const employeeSignatures = sqliteTable(
  'employee_signatures',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    employeeId: text()
      .notNull()
      .references(() => employees.id),
    name: text().notNull(),
    /** Sanitized HTML. */
    body: text().notNull(),
    isDefault: bool().notNull().default(false),
    status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [index('employee_signatures_business_idx').on(t.businessId, t.employeeId, t.status)],
)

/** The e-mails the product sends, one key per kind ('candidate.interview_scheduled', ...). */
export const emailTemplates = sqliteTable(
  'email_templates',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    key: text().notNull(),
    name: text().notNull(),
    subject: text().notNull(),
    category: text({ enum: TEMPLATE_CATEGORIES }).notNull().default('general'),
    isSystem: bool().notNull().default(false),
    status: text({ enum: ACTIVE_STATES }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('email_templates_business_idx').on(t.businessId, t.status, t.createdAt),
    uniqueIndex('email_templates_key_unique').on(t.businessId, t.key),
  ],
)

/** A template's body: sanitized HTML with typed placeholders ({{candidate_name}} ...). */
export const templateBodies = sqliteTable(
  'template_bodies',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    templateId: text()
      .notNull()
      .references(() => emailTemplates.id),
    body: text().notNull(),
    placeholders: json<string[]>().notNull(),
    version: integer().notNull().default(1),
    updatedBy: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('template_bodies_template_unique').on(t.templateId),
    index('template_bodies_business_idx').on(t.businessId),
  ],
)
