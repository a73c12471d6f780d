/** What the live exam Durable Object (durable-objects/live-exam.ts) keeps and answers. */
import type { CodeLanguage } from './exam.schema'
import type { TranscriptState } from './proctoring.schema'

/** One question's answer while the exam runs. */
export type LiveAnswer = {
  selectedOption: number | null
  text: string | null
  code: string | null
  language: CodeLanguage | null
  /** A recorded spoken answer (R2, `documents`), kept by the proctored flow. */
  audioDocumentId: string | null
  /** The spoken answer's transcript, as the speech provider answered (convert-audio). */
  transcript?: string | null
  transcriptStatus?: TranscriptState
  /** The browser's edit counter for this question: an older save never replaces a newer one. */
  revision: number
  savedAt: number
}

export type LiveMeta = {
  interviewId: string
  businessId: string
  candidateId: string
  questionIds: string[]
  status: 'in_progress' | 'submitted' | 'expired'
  startedAt: number
  deadlineAt: number
  endedAt: number | null
  /** When the result reached D1 (null: not yet; the alarm retries). */
  persistedAt: number | null
  lastHeartbeatAt: number | null
  currentQuestionId: string | null
  warnings: number
  maxWarnings: number
  /** The exam ended because it reached maxWarnings (the business chose so). */
  endedByWarnings?: boolean
}

export type StartInit = {
  interviewId: string
  businessId: string
  candidateId: string
  questionIds: string[]
  durationMs: number
  maxWarnings: number
  /** Set when D1 already recorded the start: the object adopts it instead of starting anew. */
  startedAt?: number
  deadlineAt?: number
}

/** The live state, as the candidate's countdown and staff watching read it (times in ms since the epoch). */
export type LiveSnapshot = {
  interview_id: string
  status: LiveMeta['status']
  started_at: number
  deadline_at: number
  ended_at: number | null
  server_now: number
  remaining_ms: number
  answered: number
  total: number
  last_heartbeat_at: number | null
  current_question_id: string | null
  warnings: number
  max_warnings: number
  /** The result is in D1. */
  recorded: boolean
}

export type SaveRefusal = { ok: false; reason: 'not_started' | 'submitted' | 'expired' }

export const isRefusal = (value: unknown): value is SaveRefusal =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false
