/**
 * The staff side of proctoring (docs/proctoring.md): an exam's integrity review (the timeline of
 * start, answers, warnings with snapshots, recordings and submit; the integrity level from the
 * warnings; the reviewer's decision and the candidate's note), the recording played back in
 * order, and the evidence files (snapshots, spoken answers). Warnings never fail anyone: the
 * level says where to look, a person decides.
 */
import { and, asc, eq } from 'drizzle-orm'
import {
  documents,
  faceChecks,
  interviewQuestions,
  interviewRecords,
  interviews,
  videoChunks,
  warnings,
} from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { peopleOf } from './interviews.service'
import {
  INTEGRITY_DECISION_LABELS,
  INTEGRITY_LEVEL_LABELS,
  type IntegrityDecisionInput,
  integrityLevel,
  TRANSCRIPT_STATE_LABELS,
  WARNING_KIND_LABELS,
  WARNING_SEVERITY_LABELS,
} from './proctoring.schema'

const API = '/api/v1/wildcard/interviews'

async function examOr404({ db, business }: BusinessScope, id: string) {
  const row = await db.query.interviews.findFirst({
    where: and(eq(interviews.businessId, business.id), eq(interviews.id, id)),
  })
  if (!row || row.mode !== 'online_exam') throw notFound('Exam')
  return row
}

type Recording = {
  recording: string
  chunks: number
  bytes: number
  startedAt: Date | null
  endedAt: Date | null
  /** Sequence numbers missing between the first and the last chunk (a gap in the video). */
  missing: number[]
  url: string
}

function recordingsOf(interviewId: string, rows: (typeof videoChunks.$inferSelect)[]): Recording[] {
  const by = new Map<string, (typeof videoChunks.$inferSelect)[]>()
  for (const r of rows) by.set(r.recording, [...(by.get(r.recording) ?? []), r])
  return [...by.entries()]
    .map(([recording, chunks]) => {
      chunks.sort((a, b) => a.sequence - b.sequence)
      const have = new Set(chunks.map((c) => c.sequence))
      const missing: number[] = []
      for (let s = 0; s < (chunks.at(-1)?.sequence ?? 0); s++) if (!have.has(s)) missing.push(s)
      const first = chunks[0]
      const last = chunks.at(-1)
      const start = first?.startedAt ?? first?.createdAt ?? null
      const end = last ? new Date((last.startedAt ?? last.createdAt).getTime() + (last.durationMs ?? 0)) : null
      return {
        recording,
        chunks: chunks.length,
        bytes: chunks.reduce((sum, c) => sum + c.size, 0),
        startedAt: start,
        endedAt: end,
        missing: missing.slice(0, 100),
        url: `${API}/${interviewId}/recordings/${recording}`,
      }
    })
    .sort((a, b) => (a.startedAt?.getTime() ?? 0) - (b.startedAt?.getTime() ?? 0))
}

/** GET /wildcard/interviews/:id/integrity (and the `integrity` of review/:x, detail/:x). */
export async function integrityReview(scope: BusinessScope, id: string) {
  const { db, business } = scope
  const i = await examOr404(scope, id)
  const mine = <T extends { businessId: unknown; interviewId: unknown }>(t: T) =>
    and(eq(t.businessId as never, business.id), eq(t.interviewId as never, i.id))
  const [warningRows, chunkRows, checks, questions, records] = await Promise.all([
    db.select().from(warnings).where(mine(warnings)).orderBy(asc(warnings.createdAt)),
    db.select().from(videoChunks).where(mine(videoChunks)),
    db.select().from(faceChecks).where(mine(faceChecks)).orderBy(asc(faceChecks.createdAt)),
    db.select().from(interviewQuestions).where(mine(interviewQuestions)).orderBy(asc(interviewQuestions.position)),
    db.select().from(interviewRecords).where(mine(interviewRecords)),
  ])
  const recordings = recordingsOf(i.id, chunkRows)
  const evidence = (docId: string | null) => (docId ? `${API}/${i.id}/evidence/${docId}` : null)
  const at = (w: (typeof warningRows)[number]) => w.occurredAt ?? w.createdAt
  const placed = (when: Date) => {
    const r = recordings.find(
      (rec) => rec.startedAt && rec.endedAt && when >= rec.startedAt && when.getTime() <= rec.endedAt.getTime() + 5000,
    )
    return r?.startedAt
      ? { recording: r.recording, offsetMs: Math.max(0, when.getTime() - r.startedAt.getTime()) }
      : null
  }
  const warningList = warningRows.map((w) => ({
    id: w.id,
    kind: w.kind,
    label: WARNING_KIND_LABELS[w.kind],
    severity: w.severity,
    severityLabel: WARNING_SEVERITY_LABELS[w.severity],
    faces: w.faces,
    durationMs: w.durationMs,
    occurredAt: at(w),
    snapshotUrl: evidence(w.snapshotDocumentId),
    video: placed(at(w)),
  }))
  const level = integrityLevel(
    warningRows.map((w) => w.severity),
    i.maxWarnings,
  )
  const positionOf = new Map(questions.map((q) => [q.id, q.position]))
  type Event = {
    at: Date
    type: string
    label: string
    detail: string | null
    warningId?: string
    snapshotUrl?: string | null
    video?: ReturnType<typeof placed>
  }
  const timeline: Event[] = []
  const deviceCheck = checks.findLast((c) => c.phase === 'device_check')
  if (deviceCheck)
    timeline.push({
      at: deviceCheck.createdAt,
      type: 'device_check',
      label: 'Camera check',
      detail: `${deviceCheck.faces} face${deviceCheck.faces === 1 ? '' : 's'} in view`,
      snapshotUrl: evidence(deviceCheck.snapshotDocumentId),
    })
  if (i.examStartedAt) timeline.push({ at: i.examStartedAt, type: 'start', label: 'Exam started', detail: null })
  for (const r of recordings)
    if (r.startedAt)
      timeline.push({
        at: r.startedAt,
        type: 'recording',
        label: 'Video recording',
        detail: `${r.chunks} chunks`,
        video: { recording: r.recording, offsetMs: 0 },
      })
  for (const rec of records)
    if (rec.answeredAt)
      timeline.push({
        at: rec.answeredAt,
        type: 'answer',
        label: `Answered question ${(positionOf.get(rec.questionId) ?? 0) + 1}`,
        detail: rec.audioDocumentId ? TRANSCRIPT_STATE_LABELS[rec.transcriptStatus] : null,
        video: placed(rec.answeredAt),
      })
  for (const w of warningList)
    timeline.push({
      at: w.occurredAt,
      type: 'warning',
      label: w.label,
      detail: `${w.severityLabel} severity${w.faces !== null ? ` · ${w.faces} face${w.faces === 1 ? '' : 's'}` : ''}`,
      warningId: w.id,
      snapshotUrl: w.snapshotUrl,
      video: w.video,
    })
  if (i.examSubmittedAt)
    timeline.push({
      at: i.examSubmittedAt,
      type: 'submit',
      label: i.examStatus === 'expired' ? 'Submitted at the deadline' : 'Submitted',
      detail: null,
    })
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime())
  const people = i.integrityReviewedBy ? await peopleOf(scope, [i.integrityReviewedBy]) : new Map()
  return {
    interviewId: i.id,
    examStatus: i.examStatus,
    level,
    levelLabel: INTEGRITY_LEVEL_LABELS[level],
    maxWarnings: i.maxWarnings,
    warningsEndExam: i.warningsEndExam,
    warnings: warningList,
    faceChecks: { count: checks.length, withoutOneFace: checks.filter((c) => c.faces !== 1).length },
    recordings,
    recordingsDeletedAt: i.recordingsDeletedAt,
    spokenAnswers: records
      .filter((r) => r.audioDocumentId)
      .map((r) => ({
        questionId: r.questionId,
        position: positionOf.get(r.questionId) ?? 0,
        audioUrl: evidence(r.audioDocumentId),
        transcript: r.transcript,
        transcriptStatus: r.transcriptStatus,
        transcriptLabel: TRANSCRIPT_STATE_LABELS[r.transcriptStatus],
      })),
    timeline,
    decision: i.integrityDecision,
    decisionLabel: i.integrityDecision ? INTEGRITY_DECISION_LABELS[i.integrityDecision] : null,
    note: i.integrityNote,
    reviewedBy: i.integrityReviewedBy
      ? { id: i.integrityReviewedBy, name: people.get(i.integrityReviewedBy)?.name ?? 'Former colleague' }
      : null,
    reviewedAt: i.integrityReviewedAt,
    candidateNote: i.candidateIntegrityNote,
  }
}

/** PUT /wildcard/interviews/:id/integrity: the reviewer's decision (never a pass or fail of the exam). */
export async function decideIntegrity(scope: StaffScope, id: string, input: IntegrityDecisionInput) {
  const i = await examOr404(scope, id)
  await scope.db
    .update(interviews)
    .set({
      integrityDecision: input.decision,
      integrityNote: input.note ?? null,
      integrityReviewedBy: scope.actor.id,
      integrityReviewedAt: new Date(),
    })
    .where(and(eq(interviews.businessId, scope.business.id), eq(interviews.id, i.id)))
  return integrityReview(scope, id)
}

/**
 * GET /wildcard/interviews/:id/recordings/:recording: one recording's chunks in sequence order as
 * one stream (MediaRecorder chunks of one run concatenate into a playable WebM).
 */
export async function recordingStream(scope: BusinessScope, id: string, recording: string) {
  const i = await examOr404(scope, id)
  const chunks = await scope.db
    .select({ key: videoChunks.key, size: videoChunks.size, contentType: videoChunks.contentType })
    .from(videoChunks)
    .where(
      and(
        eq(videoChunks.businessId, scope.business.id),
        eq(videoChunks.interviewId, i.id),
        eq(videoChunks.recording, recording),
      ),
    )
    .orderBy(asc(videoChunks.sequence))
  if (!chunks.length) throw notFound('Recording')
  const files = scope.env.FILES
  let index = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks[index++]
      if (!chunk) return controller.close()
      const object = await files.get(chunk.key)
      if (object) controller.enqueue(new Uint8Array(await object.arrayBuffer()))
    },
  })
  return {
    body,
    size: chunks.reduce((sum, c) => sum + c.size, 0),
    contentType: chunks[0]!.contentType,
  }
}

/** GET /wildcard/interviews/:id/evidence/:documentId: a snapshot or spoken answer of this exam. */
export async function evidenceFile(scope: BusinessScope, id: string, documentId: string) {
  const { db, business } = scope
  const i = await examOr404(scope, id)
  const [w, f, r] = await Promise.all([
    db
      .select({ id: warnings.id })
      .from(warnings)
      .where(
        and(
          eq(warnings.businessId, business.id),
          eq(warnings.interviewId, i.id),
          eq(warnings.snapshotDocumentId, documentId),
        ),
      )
      .limit(1),
    db
      .select({ id: faceChecks.id })
      .from(faceChecks)
      .where(
        and(
          eq(faceChecks.businessId, business.id),
          eq(faceChecks.interviewId, i.id),
          eq(faceChecks.snapshotDocumentId, documentId),
        ),
      )
      .limit(1),
    db
      .select({ id: interviewRecords.id })
      .from(interviewRecords)
      .where(
        and(
          eq(interviewRecords.businessId, business.id),
          eq(interviewRecords.interviewId, i.id),
          eq(interviewRecords.audioDocumentId, documentId),
        ),
      )
      .limit(1),
  ])
  if (!w.length && !f.length && !r.length) throw notFound('File')
  const doc = await db.query.documents.findFirst({
    where: and(eq(documents.businessId, business.id), eq(documents.id, documentId)),
  })
  const object = doc ? await scope.env.FILES.get(doc.key) : null
  if (!doc || !object) throw notFound('File')
  return { doc, object }
}
