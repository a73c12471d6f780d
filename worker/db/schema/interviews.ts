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
import {
  FACE_CHECK_PHASES,
  type FaceBox,
  INTEGRITY_DECISIONS,
  TRANSCRIPT_STATES,
  WARNING_KINDS,
  WARNING_SEVERITIES,
} from '../../resources/interviews/proctoring.schema'
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
    /** Reaching maxWarnings ends the exam (the business chose so) instead of only flagging it. */
    warningsEndExam: bool().notNull().default(false),
    /** The integrity review (docs/proctoring.md): a reviewer's decision and note, the candidate's note. */
    integrityDecision: text({ enum: INTEGRITY_DECISIONS }),
    integrityNote: text(),
    integrityReviewedBy: text().references(() => employees.id),
    integrityReviewedAt: timestamp(),
    candidateIntegrityNote: text(),
    /** When the retention job deleted the exam's recordings (video, snapshots, spoken answers). */
    recordingsDeletedAt: timestamp(),
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
    transcriptStatus: text({ enum: TRANSCRIPT_STATES }).notNull().default('none'),
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
    kind: text({ enum: WARNING_KINDS }).notNull(),
    severity: text({ enum: WARNING_SEVERITIES }).notNull().default('medium'),
    message: text(),
    snapshotDocumentId: text().references(() => documents.id),
    /** The browser's id for the warning: a retried POST is stored once. */
    clientId: text(),
    /** When it happened on the candidate's screen (createdAt is when it arrived). */
    occurredAt: timestamp(),
    durationMs: integer(),
    faces: integer(),
    ...timestamps,
  },
  (t) => [
    index('warnings_interview_idx').on(t.businessId, t.interviewId, t.createdAt),
    uniqueIndex('warnings_client_unique').on(t.interviewId, t.clientId),
  ],
)

/** A face check of the exam screen (POST detect/face): how many faces, where, and a snapshot, as evidence. */
export const faceChecks = sqliteTable(
  'face_checks',
  {
    id: id(),
    businessId: text()
      .notNull()
      .references(() => businesses.id),
    interviewId: text()
      .notNull()
      .references(() => interviews.id),
    phase: text({ enum: FACE_CHECK_PHASES }).notNull(),
    faces: integer().notNull(),
    boxes: json<FaceBox[]>().notNull(),
    snapshotDocumentId: text().references(() => documents.id),
    ...timestamps,
  },
  (t) => [index('face_checks_interview_idx').on(t.businessId, t.interviewId, t.createdAt)],
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
    /** One MediaRecorder run (a reload starts another); its chunks in sequence make one playable file. */
    recording: text().notNull().default('r0'),
    sequence: integer().notNull(),
    key: text().notNull(),
    size: integer().notNull(),
    contentType: text().notNull().default('video/webm'),
    /** When the chunk's recording began on the candidate's clock (ms), to place warnings on the timeline. */
    startedAt: timestamp(),
    durationMs: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('video_chunks_unique').on(t.interviewId, t.recording, t.sequence),
    index('video_chunks_business_idx').on(t.businessId),
  ],
)
