import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  CODE_LANGUAGES,
  type CodingTest,
  EXAM_STATES,
  QUESTION_TYPES,
  type QuestionLanguage,
  TEST_STYLES,
} from '../../resources/interviews/exam.schema'
import {
  CANDIDATE_INTERVIEW_STATES,
  INTERVIEW_MODES,
  INTERVIEW_STATES,
  OPEN_INTERVIEW_STATES,
} from '../../resources/interviews/interview-states'
import { bool, id, json, timestamp, timestamps } from './columns'
import { candidates, documents, opportunities } from './hiring'
import { employees } from './org'
import { businesses } from './platform'

// Interview states and modes are facts of the interviews resource, the exam's enums of its
// browser-safe schema (resources/interviews/exam.schema.ts).
export {
  CANDIDATE_INTERVIEW_STATES,
  CODE_LANGUAGES,
  type CodingTest,
  EXAM_STATES,
  INTERVIEW_MODES,
  INTERVIEW_STATES,
  OPEN_INTERVIEW_STATES,
  QUESTION_TYPES,
  type QuestionLanguage,
  TEST_STYLES,
}

/** A candidate's interview process for one opportunity: a sequence of rounds. */
export const candidateInterviews = sqliteTable(
  'candidate_interviews',
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
    status: text({ enum: CANDIDATE_INTERVIEW_STATES }).notNull().default('pending'),
    currentRound: integer().notNull().default(1),
    reason: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('candidate_interviews_unique').on(t.businessId, t.candidateId, t.opportunityId),
    index('candidate_interviews_business_idx').on(t.businessId, t.status, t.createdAt),
  ],
)

/** One scheduled meeting or proctored online exam: a round of a candidate interview. */
export const interviews = sqliteTable(
  'interviews',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    candidateInterviewId: text().references(() => candidateInterviews.id),
    candidateId: text()
      .notNull()
      .references(() => candidates.id),
    opportunityId: text().references(() => opportunities.id),
    round: integer().notNull().default(1),
    title: text().notNull(),
    mode: text({ enum: INTERVIEW_MODES }).notNull(),
    scheduledAt: timestamp().notNull(),
    durationMinutes: integer().notNull().default(60),
    timezone: text().notNull().default('UTC'),
    location: text(),
    meetingUrl: text(),
    interviewerIds: json<string[]>().notNull(),
    status: text({ enum: INTERVIEW_STATES }).notNull().default('scheduled'),
    reason: text(),
    /**
     * Proctored exam settings and state (mode online_exam). The exam may be started inside its
     * window (opens/closes; null: from the scheduled time for a day); the deadline is the start
     * plus durationMinutes, set when the candidate starts (docs/exams.md).
     */
    examStatus: text({ enum: EXAM_STATES }),
    examOpensAt: timestamp(),
    examClosesAt: timestamp(),
    /** When the candidate was reminded that the window closes soon (once per exam). */
    examRemindedAt: timestamp(),
    examDeadlineAt: timestamp(),
    examStartedAt: timestamp(),
    examSubmittedAt: timestamp(),
    maxWarnings: integer().notNull().default(5),
    score: integer(),
    maxScore: integer(),
    createdBy: text(),
    /** Scheduling (docs/interviews.md): the invitations' SEQUENCE, raised on every change sent. */
    sequence: integer().notNull().default(0),
    /** When the 24-hour reminder went (or was not needed: booked less than a day ahead). */
    reminderSentAt: timestamp(),
    /** When interviewers still owing a scorecard were told (after the end). */
    scorecardDueSentAt: timestamp(),
    /** Online exams: the candidate may start from `scheduledAt` until then. */
    ...timestamps,
  },
  (t) => [
    index('interviews_business_idx').on(t.businessId, t.status, t.scheduledAt),
    // The calendar and the scheduled tasks: a business's interviews by time, whatever their state.
    index('interviews_schedule_idx').on(t.businessId, t.scheduledAt),
    index('interviews_candidate_idx').on(t.businessId, t.candidateId),
    index('interviews_candidate_interview_idx').on(t.businessId, t.candidateInterviewId, t.round),
  ],
)

/**
 * What each opportunity's scorecards rate (1–4 each). An opportunity without rows is rated on
 * DEFAULT_SCORECARD_ATTRIBUTES; `key` is stable so scorecards keep pointing at an attribute.
 */
export const scorecardAttributes = sqliteTable(
  'scorecard_attributes',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    opportunityId: text()
      .notNull()
      .references(() => opportunities.id),
    key: text().notNull(),
    name: text().notNull(),
    description: text(),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('scorecard_attributes_unique').on(t.businessId, t.opportunityId, t.key)],
)

export const interviewQuestions = sqliteTable(
  'interview_questions',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    interviewId: text()
      .notNull()
      .references(() => interviews.id),
    position: integer().notNull(),
    type: text({ enum: QUESTION_TYPES }).notNull(),
    prompt: text().notNull(),
    options: json<string[]>(),
    correctOption: integer(),
    points: integer().notNull().default(1),
    /** Coding: how tests call the code, and each language offered with its starter code. */
    testStyle: text({ enum: TEST_STYLES }),
    languages: json<QuestionLanguage[]>(),
    tests: json<CodingTest[]>(),
    ...timestamps,
  },
  (t) => [index('interview_questions_interview_idx').on(t.businessId, t.interviewId, t.position)],
)

export type RecordTestResult = {
  id: string
  hidden: boolean
  passed: boolean
  status: string
  message: string
  time_ms: number
}

/** A candidate's answer to one exam question (the interview's records), written when the exam is submitted. */
export const interviewRecords = sqliteTable(
  'interview_records',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    interviewId: text()
      .notNull()
      .references(() => interviews.id),
    questionId: text()
      .notNull()
      .references(() => interviewQuestions.id),
    answerText: text(),
    selectedOption: integer(),
    audioDocumentId: text().references(() => documents.id),
    transcript: text(),
    transcriptStatus: text({ enum: ['none', 'waiting_for_provider', 'done', 'failed'] })
      .notNull()
      .default('none'),
    code: text(),
    language: text({ enum: CODE_LANGUAGES }),
    /** Coding: every test's outcome at submit (hidden ones included; staff only). */
    testResults: json<RecordTestResult[]>(),
    isCorrect: bool(),
    score: integer(),
    answeredAt: timestamp(),
    /** A reviewer's score (text and audio answers, or a correction of an automatic one). */
    reviewedBy: text().references(() => employees.id),
    reviewedAt: timestamp(),
    reviewNote: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('interview_records_unique').on(t.interviewId, t.questionId),
    index('interview_records_business_idx').on(t.businessId),
  ],
)

/** The code a candidate runs for a coding question, and the last result. */
export const codingRounds = sqliteTable(
  'coding_rounds',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    interviewId: text()
      .notNull()
      .references(() => interviews.id),
    questionId: text()
      .notNull()
      .references(() => interviewQuestions.id),
    language: text({ enum: CODE_LANGUAGES }).notNull(),
    code: text().notNull().default(''),
    runs: integer().notNull().default(0),
    lastResult: json<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coding_rounds_unique').on(t.interviewId, t.questionId),
    index('coding_rounds_business_idx').on(t.businessId),
  ],
)

export const warnings = sqliteTable(
  'warnings',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    interviewId: text()
      .notNull()
      .references(() => interviews.id),
    kind: text({
      enum: ['no_face', 'multiple_faces', 'tab_switch', 'fullscreen_exit', 'copy_paste', 'other'],
    }).notNull(),
    message: text(),
    snapshotDocumentId: text().references(() => documents.id),
    ...timestamps,
  },
  (t) => [index('warnings_interview_idx').on(t.businessId, t.interviewId, t.createdAt)],
)

export const videoChunks = sqliteTable(
  'video_chunks',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    interviewId: text()
      .notNull()
      .references(() => interviews.id),
    sequence: integer().notNull(),
    key: text().notNull(),
    size: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('video_chunks_unique').on(t.interviewId, t.sequence),
    index('video_chunks_business_idx').on(t.businessId),
  ],
)
