/**
 * The candidate's side of proctoring (docs/proctoring.md): warnings raised by the exam screen
 * (kept in D1, counted by the live exam's Durable Object, which ends the exam at the maximum when
 * the business chose so), face checks kept as evidence, video chunks stored in R2 once per
 * sequence number, spoken answers stored and sent to the speech provider, and the candidate's
 * note for the reviewer. Every record is the session candidate's own exam (another's is 404).
 */
import { and, asc, eq } from 'drizzle-orm'
import { faceChecks, interviewQuestions, interviews, videoChunks, warnings } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import type { CandidateScope } from '../../lib/scope'
import { speechToText } from '../../providers/speech'
import type { z } from '../../schemas/zod'
import { type CheckedFile, checkUpload } from '../../services/files'
import { liveExam } from '../../services/live-exam'
import { storeDocument } from '../candidates/files.service'
import { ownExam } from './exam.service'
import { isRefusal, type LiveAnswer } from './live-exam.types'
import {
  type audioFields,
  CHUNK_GRACE_MS,
  type FaceCheckInput,
  MAX_AUDIO_BYTES,
  MAX_CHUNK_BYTES,
  MAX_SNAPSHOT_BYTES,
  type VideoChunkFields,
  WARNING_CANDIDATE_TEXT,
  WARNING_KIND_LABELS,
  WARNING_SEVERITY,
  type WarningInput,
} from './proctoring.schema'

type Interview = Awaited<ReturnType<typeof ownExam>>

const NOT_RUNNING = 'The exam is not running: warnings are only recorded while it runs.'

/** A data-URL JPEG snapshot, checked by its bytes, stored as the candidate's document. */
async function storeSnapshot(scope: CandidateScope, i: Interview, dataUrl: string | undefined) {
  if (!dataUrl) return null
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  } catch {
    throw new ApiError(422, 'Snapshot must be a JPEG image', [
      { field: 'snapshot', message: 'Snapshot must be a JPEG image' },
    ])
  }
  const file: CheckedFile = await checkUpload(
    new File([bytes.buffer as ArrayBuffer], 'snapshot.jpg', { type: 'image/jpeg' }),
    'snapshot',
    ['jpeg'],
    MAX_SNAPSHOT_BYTES,
  )
  const row = await storeDocument(scope, {
    candidateId: i.candidateId,
    file,
    kind: 'exam_snapshot',
    uploadedBy: scope.actor.id,
    fileName: `snapshot-${Date.now()}.jpg`,
  })
  return row.id
}

const warningView = (w: typeof warnings.$inferSelect) => ({
  id: w.id,
  kind: w.kind,
  label: WARNING_KIND_LABELS[w.kind],
  severity: w.severity,
  message: w.message,
  hasSnapshot: !!w.snapshotDocumentId,
  faces: w.faces,
  durationMs: w.durationMs,
  occurredAt: w.occurredAt ?? w.createdAt,
})

async function warningCount(scope: CandidateScope, interviewId: string) {
  return scope.db.$count(
    warnings,
    and(eq(warnings.businessId, scope.business.id), eq(warnings.interviewId, interviewId)),
  )
}

/**
 * POST /candidate/interviews/:id/warnings. A retried POST (same client_id) answers the stored
 * warning and counts nothing twice. At the exam's maximum the exam ends if the business chose so.
 */
export async function recordWarning(scope: CandidateScope, id: string, input: WarningInput) {
  const i = await ownExam(scope, id)
  const mine = and(eq(warnings.businessId, scope.business.id), eq(warnings.interviewId, i.id))
  const existing = await scope.db.query.warnings.findFirst({ where: and(mine, eq(warnings.clientId, input.client_id)) })
  if (existing)
    return {
      warning: warningView(existing),
      count: await warningCount(scope, i.id),
      max: i.maxWarnings,
      ended: false,
      repeated: true,
    }
  if (i.examStatus !== 'in_progress') throw conflict(NOT_RUNNING)
  const snapshotDocumentId = await storeSnapshot(scope, i, input.snapshot)
  const occurredAt = input.occurred_at ? new Date(input.occurred_at) : new Date()
  const [row] = await scope.db
    .insert(warnings)
    .values({
      businessId: scope.business.id,
      interviewId: i.id,
      kind: input.kind,
      severity: WARNING_SEVERITY[input.kind],
      message: WARNING_CANDIDATE_TEXT[input.kind],
      snapshotDocumentId,
      clientId: input.client_id,
      occurredAt,
      durationMs: input.duration_ms ?? null,
      faces: input.faces ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) {
    // The same warning arrived twice at once: the other request stored and counted it.
    const stored = await scope.db.query.warnings.findFirst({ where: and(mine, eq(warnings.clientId, input.client_id)) })
    if (!stored) throw notFound('Warning')
    return {
      warning: warningView(stored),
      count: await warningCount(scope, i.id),
      max: i.maxWarnings,
      ended: false,
      repeated: true,
    }
  }
  const live = await liveExam(scope.env, i.id).recordWarning(i.warningsEndExam)
  const ended = !isRefusal(live) && live.ended_by_warnings
  return {
    warning: warningView(row),
    count: await warningCount(scope, i.id),
    max: i.maxWarnings,
    ended,
    repeated: false,
  }
}

/** GET /candidate/interviews/:id/warnings: the candidate's own warnings, oldest first. */
export async function listWarnings(scope: CandidateScope, id: string) {
  const i = await ownExam(scope, id)
  const rows = await scope.db
    .select()
    .from(warnings)
    .where(and(eq(warnings.businessId, scope.business.id), eq(warnings.interviewId, i.id)))
    .orderBy(asc(warnings.createdAt))
  return {
    max: i.maxWarnings,
    endsExam: i.warningsEndExam,
    count: rows.length,
    note: i.candidateIntegrityNote,
    warnings: rows.map(warningView),
  }
}

/** POST /candidate/interviews/detect/face: one face check of the candidate's exam, with its snapshot. */
export async function recordFaceCheck(scope: CandidateScope, input: FaceCheckInput) {
  const i = await ownExam(scope, input.interview_id)
  const status = i.examStatus ?? 'not_started'
  if (status === 'submitted' || status === 'expired')
    throw conflict('The exam is over: face checks are no longer recorded.')
  const snapshotDocumentId = await storeSnapshot(scope, i, input.snapshot)
  const [row] = await scope.db
    .insert(faceChecks)
    .values({
      businessId: scope.business.id,
      interviewId: i.id,
      phase: input.phase,
      faces: input.faces,
      boxes: input.boxes,
      snapshotDocumentId,
    })
    .returning()
  return {
    id: row!.id,
    faces: row!.faces,
    /** Exactly one face is what the device check asks for. */
    ok: row!.faces === 1,
    phase: row!.phase,
    checkedAt: row!.createdAt,
  }
}

/**
 * POST /candidate/interviews/:id/video-chunks. Stored once per (recording, sequence): a repeated
 * upload answers the stored chunk (`duplicate: true`) and writes nothing. Accepted while the exam
 * runs and for a grace period after it ends (the browser's backlog after a dropped connection).
 */
export async function storeVideoChunk(scope: CandidateScope, id: string, fields: VideoChunkFields, file: unknown) {
  const i = await ownExam(scope, id)
  const status = i.examStatus ?? 'not_started'
  if (status === 'not_started') throw conflict('Start the exam first.')
  if (i.recordingsDeletedAt) throw conflict('The recordings of this exam have been deleted.')
  const endedAt = i.examSubmittedAt?.getTime()
  if (status !== 'in_progress' && endedAt && Date.now() > endedAt + CHUNK_GRACE_MS)
    throw conflict('The exam ended too long ago to add video to it.')
  const mine = and(
    eq(videoChunks.businessId, scope.business.id),
    eq(videoChunks.interviewId, i.id),
    eq(videoChunks.recording, fields.recording),
    eq(videoChunks.sequence, fields.sequence),
  )
  const kept = await scope.db.query.videoChunks.findFirst({ where: mine })
  if (kept) return { sequence: kept.sequence, recording: kept.recording, size: kept.size, duplicate: true }
  const checked = await checkUpload(file, 'chunk', ['webm', 'mp4'], MAX_CHUNK_BYTES).catch((err: unknown) => {
    // A MediaRecorder chunk after the first has no file header: it is the stream's continuation.
    if (err instanceof ApiError && err.status === 415 && fields.sequence > 0 && file instanceof File)
      return file.arrayBuffer().then(
        (b): CheckedFile => ({
          bytes: new Uint8Array(b),
          type: 'video/webm',
          ext: 'webm',
          name: 'chunk',
          size: b.byteLength,
        }),
      )
    throw err
  })
  const key = `businesses/${scope.business.id}/exams/${i.id}/video/${fields.recording}/${String(fields.sequence).padStart(6, '0')}.${checked.ext}`
  await scope.env.FILES.put(key, checked.bytes, { httpMetadata: { contentType: checked.type } })
  const [row] = await scope.db
    .insert(videoChunks)
    .values({
      businessId: scope.business.id,
      interviewId: i.id,
      recording: fields.recording,
      sequence: fields.sequence,
      key,
      size: checked.size,
      contentType: checked.type,
      startedAt: new Date(fields.started_at),
      durationMs: fields.duration_ms ?? null,
    })
    .onConflictDoNothing()
    .returning()
  return { sequence: fields.sequence, recording: fields.recording, size: row?.size ?? checked.size, duplicate: !row }
}

/**
 * POST /candidate/interviews/:id/convert-audio: a spoken answer. The audio is stored (R2,
 * `documents`), kept as the question's answer in the live exam, and sent to the speech provider;
 * the embedded provider keeps it waiting for a provider (docs/proctoring.md).
 */
export async function convertAudio(
  scope: CandidateScope,
  id: string,
  fields: z.infer<typeof audioFields>,
  file: unknown,
) {
  const i = await ownExam(scope, id)
  const q = await scope.db.query.interviewQuestions.findFirst({
    where: and(
      eq(interviewQuestions.businessId, scope.business.id),
      eq(interviewQuestions.interviewId, i.id),
      eq(interviewQuestions.id, fields.question_id),
    ),
  })
  if (!q) throw notFound('Question')
  if (q.type !== 'audio') throw conflict('Only spoken questions take a recording.')
  if (i.examStatus !== 'in_progress') throw conflict('The exam is not running: answers can no longer change.')
  const checked = await checkUpload(file, 'audio', ['webm', 'ogg', 'wav', 'mp4'], MAX_AUDIO_BYTES)
  const audioType = checked.type.replace(/^video\//, 'audio/')
  const doc = await storeDocument(scope, {
    candidateId: i.candidateId,
    file: { ...checked, type: audioType },
    kind: 'exam_audio',
    uploadedBy: scope.actor.id,
    fileName: `spoken-answer-${q.position + 1}.${checked.ext}`,
  })
  const result = await speechToText(scope.env).transcribe({ bytes: checked.bytes, contentType: audioType })
  const answer: Omit<LiveAnswer, 'savedAt'> = {
    selectedOption: null,
    text: null,
    code: null,
    language: null,
    audioDocumentId: doc.id,
    transcript: result.transcript,
    transcriptStatus: result.status,
    revision: fields.revision ?? Date.now(),
  }
  const saved = await liveExam(scope.env, i.id).saveAnswer(q.id, answer)
  if (isRefusal(saved)) throw conflict('The exam is not running: answers can no longer change.')
  return {
    questionId: q.id,
    audioDocumentId: doc.id,
    size: doc.size,
    transcript: result.transcript,
    transcriptStatus: result.status,
    provider: result.provider,
    revision: saved.revision,
  }
}

/** PUT /candidate/interviews/:id/integrity-note: the candidate's own words for the reviewer. */
export async function saveCandidateNote(scope: CandidateScope, id: string, note: string) {
  const i = await ownExam(scope, id)
  if ((i.examStatus ?? 'not_started') === 'not_started') throw conflict('Start the exam first.')
  await scope.db
    .update(interviews)
    .set({ candidateIntegrityNote: note })
    .where(and(eq(interviews.businessId, scope.business.id), eq(interviews.id, i.id)))
  return { note }
}
