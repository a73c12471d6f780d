import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { CANDIDATE_STATES, type SavedCandidateFilters } from '../../resources/candidates/candidates.schema'
import { RECOMMENDATIONS, type ScorecardRating } from '../../resources/interviews/interview-states'
import {
  EMPLOYMENT_TYPES,
  JOB_REQUEST_STATES,
  OPPORTUNITY_STATES,
  WORKPLACES,
} from '../../resources/opportunities/job-enums.schema'
import type { CandidateNotificationPreferences } from '../../resources/profile/candidate-settings.schema'
import { RESUME_STATES } from '../../resources/resumes/resumes.schema'
import { bool, id, json, timestamp, timestamps } from './columns'
import { businessBranches, departments, employees } from './org'
import { businesses } from './platform'

// The enums are facts of the resources, defined once in their browser-safe schema modules;
// re-exported here for the tables' other users.
export { CANDIDATE_STATES, EMPLOYMENT_TYPES, JOB_REQUEST_STATES, OPPORTUNITY_STATES, RESUME_STATES, WORKPLACES }

/** A file kept in R2 (resumes, candidate documents, pictures, exports, offer letters ...). */
export const documents = sqliteTable(
  'documents',
  {
    id: id(),
    businessId: text().references(() => businesses.id),
    key: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    kind: text().notNull(),
    uploadedBy: text(),
    ...timestamps,
  },
  (t) => [index('documents_business_idx').on(t.businessId, t.kind, t.createdAt)],
)

export const opportunities = sqliteTable(
  'opportunities',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    title: text().notNull(),
    code: text(),
    departmentId: text().references(() => departments.id),
    branchId: text().references(() => businessBranches.id),
    hiringManagerId: text().references(() => employees.id),
    employmentType: text({ enum: EMPLOYMENT_TYPES }).notNull().default('full_time'),
    workplace: text({ enum: WORKPLACES }).notNull().default('on_site'),
    location: text(),
    salaryMin: integer(),
    salaryMax: integer(),
    salaryCurrency: text(),
    openings: integer().notNull().default(1),
    skills: json<string[]>().notNull(),
    experienceMin: integer(),
    experienceMax: integer(),
    description: text(),
    deadline: text(),
    emailTemplateId: text(),
    status: text({ enum: OPPORTUNITY_STATES }).notNull().default('draft'),
    publishedAt: timestamp(),
    closedAt: timestamp(),
    createdBy: text(),
    ...timestamps,
  },
  (t) => [
    index('opportunities_business_idx').on(t.businessId, t.status, t.createdAt),
    index('opportunities_created_idx').on(t.businessId, t.createdAt, t.id),
    index('opportunities_department_idx').on(t.businessId, t.departmentId),
    index('opportunities_branch_idx').on(t.businessId, t.branchId),
  ],
)

export const jobRequests = sqliteTable(
  'job_requests',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    title: text().notNull(),
    departmentId: text().references(() => departments.id),
    branchId: text().references(() => businessBranches.id),
    employmentType: text({ enum: EMPLOYMENT_TYPES }).notNull().default('full_time'),
    openings: integer().notNull().default(1),
    justification: text(),
    skills: json<string[]>().notNull(),
    experienceMin: integer(),
    experienceMax: integer(),
    salaryMin: integer(),
    salaryMax: integer(),
    salaryCurrency: text(),
    neededBy: text(),
    status: text({ enum: JOB_REQUEST_STATES }).notNull().default('pending'),
    decisionReason: text(),
    requestedBy: text().references(() => employees.id),
    decidedBy: text().references(() => employees.id),
    opportunityId: text().references(() => opportunities.id),
    ...timestamps,
  },
  (t) => [index('job_requests_business_idx').on(t.businessId, t.status, t.createdAt)],
)

export type Education = { degree: string; institution?: string; year?: number }
export type Experience = { title: string; company?: string; from?: string; to?: string; summary?: string }

export const candidates = sqliteTable(
  'candidates',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text().notNull(),
    phone: text(),
    location: text(),
    currentTitle: text(),
    currentCompany: text(),
    experienceYears: integer(),
    qualification: text(),
    skills: json<string[]>().notNull(),
    education: json<Education[]>(),
    experience: json<Experience[]>(),
    summary: text(),
    linkedinUrl: text(),
    expectedSalary: integer(),
    noticePeriodDays: integer(),
    /** Where the person first came from; each application has its own source too. */
    source: text().notNull().default('manual'),
    isBlacklisted: bool().notNull().default(false),
    blacklistReason: text(),
    resumeDocumentId: text().references(() => documents.id),
    assignedTo: text().references(() => employees.id),
    /** Candidate-portal sign-in (set when the candidate has an account). */
    passwordHash: text(),
    /** The candidate's e-mail choices (resources/profile/candidate-settings.schema.ts); null: the defaults. */
    notificationPreferences: json<Partial<CandidateNotificationPreferences>>(),
    registeredAt: timestamp(),
    lastLoginAt: timestamp(),
    createdBy: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('candidates_email_unique').on(t.businessId, t.email),
    // The list's default order, newest first (migration 0007; the search is candidates_fts there).
    index('candidates_business_idx').on(t.businessId, t.createdAt, t.id),
    index('candidates_phone_idx').on(t.businessId, t.phone),
    index('candidates_registered_idx').on(t.businessId, t.registeredAt),
  ],
)

/**
 * An application: one person (a candidate of the business) in one opportunity's pipeline
 * (docs/applications.md). The stage lives here and only here; its history is in
 * status_histories (entity 'application'), one row per move, written in the same batch.
 */
export const applications = sqliteTable(
  'applications',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    candidateId: text()
      .notNull()
      .references(() => candidates.id),
    opportunityId: text()
      .notNull()
      .references(() => opportunities.id),
    stage: text({ enum: CANDIDATE_STATES }).notNull().default('new'),
    source: text().notNull().default('manual'),
    appliedAt: timestamp().notNull(),
    /** When the application reached its stage: days in stage, stale markers, analytics. */
    stageChangedAt: timestamp().notNull(),
    /** Why it was rejected or withdrawn (the latest move's reason for those stages). */
    reason: text(),
    createdBy: text(),
    // What the analytics count an application by, kept by triggers from its history and its
    // candidate on every write path (migration analytics_counters_triggers, docs/analytics.md).
    /** How far along the funnel it got: the index in FUNNEL_STAGES of its furthest stage (a rejected or withdrawn one's from its history), -1 for none. */
    reached: integer().notNull().default(-1),
    /** Its move to hired (the earliest, from its history). */
    hiredAt: timestamp(),
    /** Its recruiter: the candidate's assignee, else whoever added it. */
    recruiterId: text(),
    /** The candidate's years of experience (the experience report's bands). */
    experienceYears: integer(),
    ...timestamps,
  },
  (t) => [
    // One application per person and job; also serves "a candidate's applications".
    uniqueIndex('applications_candidate_opportunity_unique').on(t.businessId, t.candidateId, t.opportunityId),
    // The board: one job's columns (grouped counts) and each column's cards, oldest move first or last.
    index('applications_board_idx').on(t.businessId, t.opportunityId, t.stage, t.stageChangedAt, t.id),
    // Business-wide counts per stage (dashboard), stale lists, people with an application at a stage.
    index('applications_stage_idx').on(t.businessId, t.stage, t.stageChangedAt, t.candidateId),
    // The applications list, newest move first.
    index('applications_moved_idx').on(t.businessId, t.stageChangedAt, t.id),
    // Lists and trends by applied date.
    index('applications_applied_idx').on(t.businessId, t.appliedAt),
    // The hires of a range, with what the reports group and filter them by (analytics).
    index('applications_hired_idx')
      .on(t.businessId, t.hiredAt, t.opportunityId, t.source, t.recruiterId, t.appliedAt)
      .where(sql`hired_at is not null`),
    // Each job's hires in order: its first one (time to fill), those by a date (positions filled).
    index('applications_job_hires_idx')
      .on(t.businessId, t.opportunityId, t.hiredAt, t.stage, t.source, t.recruiterId)
      .where(sql`hired_at is not null`),
  ],
)

/**
 * Applications per business, job and stage, maintained by triggers on `applications` (migration
 * 0007) so that every write path keeps them right; read instead of counting applications.
 */
export const applicationCounts = sqliteTable(
  'application_counts',
  {
    businessId: text().notNull(),
    opportunityId: text().notNull(),
    stage: text({ enum: CANDIDATE_STATES }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.opportunityId, t.stage] })],
)

/**
 * People with at least one application at each stage, per business: the candidate list's status
 * filter counts these instead of counting distinct people over the applications (issue 22).
 * Maintained by triggers on `applications` (migration stage_people_counts_triggers).
 */
export const stagePeopleCounts = sqliteTable(
  'stage_people_counts',
  {
    businessId: text().notNull(),
    stage: text({ enum: CANDIDATE_STATES }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.stage] })],
)

/** The business's candidates, maintained by triggers on `candidates` (migration 0007). */
export const candidateCounts = sqliteTable('candidate_counts', {
  businessId: text().primaryKey(),
  count: integer().notNull().default(0),
})

/** Documents asked of a candidate (through a tokenized upload link) and those received. */
export const candidateDocuments = sqliteTable(
  'candidate_documents',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    candidateId: text()
      .notNull()
      .references(() => candidates.id),
    name: text().notNull(),
    status: text({ enum: ['requested', 'received'] })
      .notNull()
      .default('requested'),
    documentId: text().references(() => documents.id),
    requestTokenHash: text(),
    requestedBy: text(),
    requestedAt: timestamp(),
    receivedAt: timestamp(),
    ...timestamps,
  },
  (t) => [index('candidate_documents_candidate_idx').on(t.businessId, t.candidateId, t.status)],
)

/**
 * One upload of resumes (one to fifty files): its uploader is told once when every file of it
 * has been extracted (`notifiedAt` is claimed atomically by the last extraction to finish).
 */
export const resumeBatches = sqliteTable(
  'resume_batches',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    /** The employee who uploaded it (no foreign key: removing an employee keeps their uploads). */
    uploadedBy: text(),
    fileCount: integer().notNull(),
    notifiedAt: timestamp(),
    ...timestamps,
  },
  (t) => [index('resume_batches_business_idx').on(t.businessId, t.createdAt)],
)

/** An uploaded resume and what extraction made of it (docs/resume-extraction.md). */
export const resumes = sqliteTable(
  'resumes',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    documentId: text()
      .notNull()
      .references(() => documents.id),
    batchId: text(),
    status: text({ enum: RESUME_STATES }).notNull().default('queued'),
    /** `{ text, fields }` as the extractor answered it (worker/providers/resume/fields.schema.ts). */
    extracted: json<Record<string, unknown>>(),
    error: text(),
    /** Which extractor read it ('embedded', 'workers-ai'). */
    extractor: text(),
    extractedAt: timestamp(),
    candidateId: text().references(() => candidates.id),
    uploadedBy: text(),
    ...timestamps,
  },
  (t) => [
    index('resumes_business_idx').on(t.businessId, t.status, t.createdAt),
    index('resumes_batch_idx').on(t.businessId, t.batchId),
    index('resumes_created_idx').on(t.businessId, t.createdAt, t.id),
    index('resumes_candidate_idx').on(t.businessId, t.candidateId),
  ],
)

export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    candidateId: text()
      .notNull()
      .references(() => candidates.id),
    authorId: text()
      .notNull()
      .references(() => employees.id),
    body: text().notNull(),
    mentions: json<string[]>().notNull(),
    /** Visible to the candidate in their portal. */
    isShared: bool().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('comments_candidate_idx').on(t.businessId, t.candidateId, t.createdAt),
    // Comments written in a range (the analytics' collaboration report).
    index('comments_created_idx').on(t.businessId, t.createdAt),
  ],
)

/**
 * Structured feedback on a candidate, from an interviewer (or the candidate on their exam). An
 * interviewer's row on an interview is their scorecard (docs/interviews.md): one per interviewer
 * and interview, `ratings` per attribute (1–4), `rating` their rounded mean.
 */
export const feedback = sqliteTable(
  'feedback',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    candidateId: text()
      .notNull()
      .references(() => candidates.id),
    interviewId: text(),
    authorKind: text({ enum: ['employee', 'candidate'] }).notNull(),
    authorId: text().notNull(),
    rating: integer(),
    recommendation: text({ enum: RECOMMENDATIONS }),
    ratings: json<ScorecardRating[]>(),
    strengths: text(),
    concerns: text(),
    notes: text(),
    isShared: bool().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('feedback_candidate_idx').on(t.businessId, t.candidateId, t.createdAt),
    // Scorecards submitted in a range (the analytics' collaboration report).
    index('feedback_created_idx').on(t.businessId, t.createdAt),
    index('feedback_interview_idx').on(t.businessId, t.interviewId),
    uniqueIndex('feedback_scorecard_unique')
      .on(t.interviewId, t.authorId)
      .where(sql`author_kind = 'employee' and interview_id is not null`),
  ],
)

export const savedSearchFilters = sqliteTable(
  'saved_search_filters',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    employeeId: text()
      .notNull()
      .references(() => employees.id),
    resource: text().notNull().default('candidates'),
    name: text().notNull(),
    filters: json<SavedCandidateFilters>().notNull(),
    ...timestamps,
  },
  (t) => [index('saved_search_filters_owner_idx').on(t.businessId, t.employeeId, t.resource)],
)
