/**
 * Proctoring facts (browser-safe): the warnings an exam screen raises, how serious each is, how
 * they add up to an integrity level, the reviewer's decisions, and what the candidate's browser
 * sends (warnings, face checks, video chunks, spoken answers). The tables take their enums from
 * here; the exam screen and the staff review import the labels and the rule. docs/proctoring.md.
 */
import { z } from '../../schemas/zod'

/** Tab or focus loss is one kind (`tab_switch`): to the candidate both are "you left the exam". */
export const WARNING_KINDS = [
  'no_face',
  'multiple_faces',
  'tab_switch',
  'fullscreen_exit',
  'copy_paste',
  'other',
] as const
export type WarningKind = (typeof WARNING_KINDS)[number]
export const WARNING_KIND_LABELS: Record<WarningKind, string> = {
  no_face: 'No face in view',
  multiple_faces: 'Several faces in view',
  tab_switch: 'Left the exam (tab or window)',
  fullscreen_exit: 'Left full screen',
  copy_paste: 'Pasted into an answer',
  other: 'Other',
}

export const WARNING_SEVERITIES = ['low', 'medium', 'high'] as const
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number]
export const WARNING_SEVERITY_LABELS: Record<WarningSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
}
/** Each kind's severity is decided here, never by the browser. */
export const WARNING_SEVERITY: Record<WarningKind, WarningSeverity> = {
  no_face: 'medium',
  multiple_faces: 'high',
  tab_switch: 'medium',
  fullscreen_exit: 'low',
  copy_paste: 'high',
  other: 'low',
}
/** What the candidate reads when a warning happens: kind, no blame. */
export const WARNING_CANDIDATE_TEXT: Record<WarningKind, string> = {
  no_face: 'We could not see your face for a few seconds. Please stay in front of the camera.',
  multiple_faces: 'We saw more than one face. Please make sure you are taking the exam on your own.',
  tab_switch: 'You left the exam window. Please stay on this page until you submit.',
  fullscreen_exit: 'You left full screen. Please return to full screen to continue.',
  copy_paste: 'Pasting into answers is noted for the hiring team. Please type your own answers.',
  other: 'Something unusual was noted for the hiring team.',
}

/** How long a face condition must last before it becomes a warning (design.md). */
export const NO_FACE_MS = 5000
export const MULTIPLE_FACES_MS = 2000

/**
 * The integrity level, from the warnings alone (docs/proctoring.md): points per severity
 * (low 1, medium 2, high 4); high below 3 points, medium up to 7, low from 8. Reaching the
 * exam's maximum warnings, or the exam ended by them, is always "needs review": a person looks
 * before anything else. No level fails anyone: it tells the reviewer where to look.
 */
export const INTEGRITY_LEVELS = ['high', 'medium', 'low', 'needs_review'] as const
export type IntegrityLevel = (typeof INTEGRITY_LEVELS)[number]
export const INTEGRITY_LEVEL_LABELS: Record<IntegrityLevel, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  needs_review: 'Needs review',
}
export const SEVERITY_POINTS: Record<WarningSeverity, number> = { low: 1, medium: 2, high: 4 }

export function integrityLevel(severities: readonly WarningSeverity[], maxWarnings: number): IntegrityLevel {
  if (severities.length >= maxWarnings) return 'needs_review'
  const points = severities.reduce((sum, s) => sum + SEVERITY_POINTS[s], 0)
  if (points < 3) return 'high'
  if (points <= 7) return 'medium'
  return 'low'
}

/** The reviewer's decision about the exam's integrity (never a pass or fail of the exam). */
export const INTEGRITY_DECISIONS = ['no_concerns', 'concerns_explained', 'concerns_remain'] as const
export type IntegrityDecision = (typeof INTEGRITY_DECISIONS)[number]
export const INTEGRITY_DECISION_LABELS: Record<IntegrityDecision, string> = {
  no_concerns: 'No concerns',
  concerns_explained: 'Warnings explained: no concern',
  concerns_remain: 'Concerns remain (discuss with the candidate)',
}

/** A JPEG snapshot as a data URL, small (the browser sends ≤ 320 px wide). */
export const MAX_SNAPSHOT_BYTES = 150_000
const snapshot = z
  .string()
  .max(Math.ceil((MAX_SNAPSHOT_BYTES * 4) / 3) + 40)
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, 'Snapshot must be a JPEG image')
  .describe('Snapshot')

const box = z.object({
  x: z.number().min(-10_000).max(10_000),
  y: z.number().min(-10_000).max(10_000),
  width: z.number().min(0).max(10_000),
  height: z.number().min(0).max(10_000),
  score: z.number().min(0).max(1).nullish(),
})
export type FaceBox = z.infer<typeof box>

/** POST /candidate/interviews/:id/warnings */
export const warningInput = z.object({
  kind: z.enum(WARNING_KINDS).describe('Kind'),
  /** The browser's id for this warning: a retried POST is stored once. */
  client_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Client id is not valid')
    .describe('Client id'),
  occurred_at: z.iso.datetime({ offset: true }).optional().describe('Occurred at'),
  /** How long the condition lasted before it became a warning (face warnings). */
  duration_ms: z.number().int().min(0).max(86_400_000).optional(),
  faces: z.number().int().min(0).max(50).optional(),
  snapshot: snapshot.optional(),
})
export type WarningInput = z.infer<typeof warningInput>

export const FACE_CHECK_PHASES = ['device_check', 'exam'] as const
/** POST /candidate/interviews/detect/face: one face check, kept as evidence. */
export const faceCheckInput = z.object({
  interview_id: z.string().trim().min(1).max(64).describe('Interview'),
  phase: z.enum(FACE_CHECK_PHASES).default('exam'),
  faces: z.number().int().min(0).max(50).describe('Faces'),
  boxes: z.array(box).max(20).default([]),
  snapshot: snapshot.optional(),
})
export type FaceCheckInput = z.infer<typeof faceCheckInput>

/** Video chunks: a few seconds each; the limit keeps one request small. */
export const MAX_CHUNK_BYTES = 8 * 1024 * 1024
/** POST /candidate/interviews/:id/video-chunks (multipart; the file is `chunk`). */
export const videoChunkFields = z.object({
  recording: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,64}$/, 'Recording is not valid')
    .describe('Recording'),
  sequence: z.coerce.number().int().min(0).max(1_000_000).describe('Sequence'),
  started_at: z.coerce.number().int().min(0).max(8_640_000_000_000).describe('Started at'),
  duration_ms: z.coerce.number().int().min(0).max(600_000).optional(),
})
export type VideoChunkFields = z.infer<typeof videoChunkFields>
/** A chunk may arrive this long after the exam ended (the browser's backlog after a dropped link). */
export const CHUNK_GRACE_MS = 24 * 60 * 60_000

/** POST /candidate/interviews/:id/convert-audio (multipart; the file is `audio`). */
export const MAX_AUDIO_BYTES = 20 * 1024 * 1024
export const audioFields = z.object({
  question_id: z.string().trim().min(1).max(64).describe('Question'),
  revision: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
})

/** PUT /wildcard/interviews/:id/integrity: the reviewer's decision. */
export const integrityDecisionInput = z.object({
  decision: z.enum(INTEGRITY_DECISIONS).describe('Decision'),
  note: z.string().trim().max(4000).nullish().describe('Note'),
})
export type IntegrityDecisionInput = z.infer<typeof integrityDecisionInput>

/** PUT /candidate/interviews/:id/integrity-note: the candidate's own words about the warnings. */
export const candidateNoteInput = z.object({
  note: z.string().trim().min(1).max(2000).describe('Note'),
})

/** How long a business keeps exam recordings (video, snapshots, spoken answers) unless it says otherwise. */
export const DEFAULT_RECORDING_RETENTION_DAYS = 90
export const TRANSCRIPT_STATES = ['none', 'waiting_for_provider', 'done', 'failed'] as const
export type TranscriptState = (typeof TRANSCRIPT_STATES)[number]
export const TRANSCRIPT_STATE_LABELS: Record<TranscriptState, string> = {
  none: 'No recording',
  waiting_for_provider: 'Waiting for a transcription provider (listen to the recording)',
  done: 'Transcribed',
  failed: 'Transcription failed (listen to the recording)',
}
