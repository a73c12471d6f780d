/**
 * The exam's two writes to D1, made by its Durable Object (durable-objects/live-exam.ts): the
 * start (the interview in progress with its deadline, history rows, a coding round per coding
 * question) and the end (every answer with its automatic score, the interview's score, history
 * rows, the hiring team told and the candidate's receipt). Both are idempotent: the end of an
 * exam D1 already records changes nothing, so the object may retry it.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { createDb, type Db } from '../../db/client'
import {
  businesses,
  candidates,
  codingRounds,
  interviewQuestions,
  interviewRecords,
  interviews,
  type RecordTestResult,
} from '../../db/schema'
import { hostConfig } from '../../hosts'
import type { Actor, BusinessScope } from '../../lib/scope'
import { SYSTEM, systemScope } from '../../lib/scope'
import { codeRunner, runExamTests } from '../../providers/code-runner'
import { sendMail } from '../../providers/mail'
import { notifyStaff } from '../../services/notifications'
import { historyInsert } from '../../services/status-history'
import { preferencesOf } from '../profile/candidate-settings.schema'
import { examReceiptMail, examSubmittedStaffMail } from './exam-emails'
import { staffLink } from './exam-links'
import type { LiveAnswer, LiveMeta, StartInit } from './live-exam.types'

type Question = typeof interviewQuestions.$inferSelect
type Graded = {
  isCorrect: boolean | null
  score: number | null
  testResults: RecordTestResult[] | null
  language: LiveAnswer['language']
}

const orderedQuestions = (db: Db, businessId: string, interviewId: string) =>
  db.query.interviewQuestions.findMany({
    where: and(eq(interviewQuestions.businessId, businessId), eq(interviewQuestions.interviewId, interviewId)),
    orderBy: [asc(interviewQuestions.position), asc(interviewQuestions.id)],
  })

/** The start, recorded once (the update only applies to an exam not started yet). */
export async function beginExam(env: Env, init: StartInit & { startedAt: number; deadlineAt: number }) {
  const db = createDb(env.DB)
  const interview = await db.query.interviews.findFirst({
    where: and(eq(interviews.businessId, init.businessId), eq(interviews.id, init.interviewId)),
  })
  if (!interview) throw new Error(`No interview ${init.interviewId}`)
  if ((interview.examStatus ?? 'not_started') !== 'not_started') return
  const actor: Actor = { kind: 'candidate', id: init.candidateId }
  const coding = (await orderedQuestions(db, init.businessId, init.interviewId)).filter((q) => q.type === 'coding')
  const toInterview = interview.status === 'scheduled' ? 'in_progress' : interview.status
  const change = { businessId: init.businessId, entityId: init.interviewId, actor }
  await db.batch([
    db
      .update(interviews)
      .set({
        examStatus: 'in_progress',
        examStartedAt: new Date(init.startedAt),
        examDeadlineAt: new Date(init.deadlineAt),
        status: toInterview,
      })
      .where(
        and(
          eq(interviews.businessId, init.businessId),
          eq(interviews.id, init.interviewId),
          sql`coalesce(${interviews.examStatus}, 'not_started') = 'not_started'`,
        ),
      ),
    historyInsert(db, { ...change, entity: 'exam', from: 'not_started', to: 'in_progress' }),
    ...(toInterview !== interview.status
      ? [historyInsert(db, { ...change, entity: 'interview', from: interview.status, to: toInterview })]
      : []),
    ...coding.map((q) =>
      db
        .insert(codingRounds)
        .values({
          businessId: init.businessId,
          interviewId: init.interviewId,
          questionId: q.id,
          language: q.languages?.[0]?.language ?? 'javascript',
          code: q.languages?.[0]?.starter_code ?? '',
        })
        .onConflictDoNothing(),
    ),
  ])
}

/** Scores one answer: MCQ and coding at once; a given text or spoken answer waits for a reviewer. */
export async function gradeAnswer(env: Env, q: Question, a: LiveAnswer | undefined): Promise<Graded> {
  const none: Graded = { isCorrect: null, score: 0, testResults: null, language: null }
  switch (q.type) {
    case 'mcq': {
      const chosen = a?.selectedOption ?? null
      const right = chosen !== null && chosen === q.correctOption
      return { ...none, isCorrect: chosen === null ? null : right, score: right ? q.points : 0 }
    }
    case 'text':
      return a?.text?.trim() ? { ...none, score: null } : none
    case 'audio':
      return a?.audioDocumentId ? { ...none, score: null } : none
    case 'coding': {
      const setup = q.languages?.find((l) => l.language === a?.language) ?? null
      if (!a?.code?.trim() || !setup) return none
      const tests = q.tests ?? []
      const results = await runExamTests(codeRunner(env), {
        language: setup.language,
        source: a.code,
        style: q.testStyle ?? 'function',
        functionName: setup.function_name,
        tests,
      })
      const hidden = new Set(tests.filter((t) => t.hidden).map((t) => t.id))
      // Hidden tests make the score; a question without hidden tests is scored on all of them.
      const scored = hidden.size ? results.filter((r) => hidden.has(r.id)) : results
      const passed = scored.filter((r) => r.passed).length
      return {
        isCorrect: scored.length > 0 && passed === scored.length,
        score: scored.length ? Math.round((q.points * passed) / scored.length) : 0,
        language: setup.language,
        testResults: results.map((r) => ({
          id: r.id,
          hidden: hidden.has(r.id),
          passed: r.passed,
          status: r.status,
          message: r.message,
          time_ms: r.time_ms,
        })),
      }
    }
  }
}

/** The end: the answers and scores into D1 in one batch, then the people told. Idempotent. */
export async function finishExam(env: Env, meta: LiveMeta, answers: Map<string, LiveAnswer>) {
  const db = createDb(env.DB)
  const [business, interview] = await Promise.all([
    db.query.businesses.findFirst({ where: eq(businesses.id, meta.businessId) }),
    db.query.interviews.findFirst({
      where: and(eq(interviews.businessId, meta.businessId), eq(interviews.id, meta.interviewId)),
    }),
  ])
  if (!business || !interview) throw new Error(`No interview ${meta.interviewId}`)
  if (interview.examStatus === 'submitted' || interview.examStatus === 'expired') return
  const questions = await orderedQuestions(db, meta.businessId, meta.interviewId)
  const graded: Graded[] = []
  // One test run after another: each holds its own sandbox memory.
  for (const q of questions) graded.push(await gradeAnswer(env, q, answers.get(q.id)))

  const endedAt = new Date(meta.endedAt ?? Date.now())
  const status = meta.status === 'expired' ? 'expired' : 'submitted'
  const actor: Actor = status === 'submitted' ? { kind: 'candidate', id: meta.candidateId } : SYSTEM
  const score = graded.reduce((sum, g) => sum + (g.score ?? 0), 0)
  const maxScore = questions.reduce((sum, q) => sum + q.points, 0)
  const toReview = graded.filter((g) => g.score === null).length
  const toInterview = interview.status === 'in_progress' || interview.status === 'scheduled' ? 'completed' : null
  const change = { businessId: meta.businessId, entityId: meta.interviewId, actor }

  const records = questions.map((q, i) => {
    const a = answers.get(q.id)
    const g = graded[i]!
    const values = {
      answerText: q.type === 'text' ? (a?.text ?? null) : null,
      selectedOption: q.type === 'mcq' ? (a?.selectedOption ?? null) : null,
      audioDocumentId: q.type === 'audio' ? (a?.audioDocumentId ?? null) : null,
      transcript: q.type === 'audio' && a?.audioDocumentId ? (a.transcript ?? null) : null,
      transcriptStatus:
        q.type === 'audio' && a?.audioDocumentId ? (a.transcriptStatus ?? 'waiting_for_provider') : ('none' as const),
      code: q.type === 'coding' ? (a?.code ?? null) : null,
      language: g.language,
      testResults: g.testResults,
      isCorrect: g.isCorrect,
      score: g.score,
      answeredAt: a ? new Date(a.savedAt) : null,
    }
    return db
      .insert(interviewRecords)
      .values({ businessId: meta.businessId, interviewId: meta.interviewId, questionId: q.id, ...values })
      .onConflictDoUpdate({ target: [interviewRecords.interviewId, interviewRecords.questionId], set: values })
  })
  const statements: BatchItem<'sqlite'>[] = [
    ...records,
    db
      .update(interviews)
      .set({
        examStatus: status,
        examSubmittedAt: endedAt,
        score,
        maxScore,
        ...(toInterview ? { status: toInterview } : {}),
      })
      .where(
        and(
          eq(interviews.businessId, meta.businessId),
          eq(interviews.id, meta.interviewId),
          sql`${interviews.examStatus} in ('in_progress', 'not_started')`,
        ),
      ),
    historyInsert(db, { ...change, entity: 'exam', from: 'in_progress', to: status }),
    ...(toInterview
      ? [historyInsert(db, { ...change, entity: 'interview', from: interview.status, to: toInterview })]
      : []),
  ]
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])

  // The record is safe in D1; telling people must not undo or repeat it.
  const scope = systemScope(db, env, business, actor)
  await tellPeople(scope, interview, {
    status,
    endedAt,
    score,
    maxScore,
    toReview,
    answers,
    total: questions.length,
  }).catch((err) =>
    console.error(
      JSON.stringify({ level: 'error', msg: 'exam notices failed', interviewId: interview.id, error: String(err) }),
    ),
  )
}

async function tellPeople(
  scope: BusinessScope,
  interview: typeof interviews.$inferSelect,
  o: {
    status: 'submitted' | 'expired'
    endedAt: Date
    score: number
    maxScore: number
    toReview: number
    answers: Map<string, LiveAnswer>
    total: number
  },
) {
  const { db, env, business } = scope
  const candidate = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(candidates.id, interview.candidateId)),
  })
  if (!candidate) return
  const name = `${candidate.firstName} ${candidate.lastName}`.trim()
  const config = hostConfig(env)
  const staffMail = examSubmittedStaffMail({
    candidate: name,
    title: interview.title,
    status: o.status,
    score: o.score,
    maxScore: o.maxScore,
    toReview: o.toReview,
    link: staffLink(config, business.slug, `/admin/candidates/${candidate.id}`),
  })
  await notifyStaff(scope, [...interview.interviewerIds, interview.createdBy], {
    kind: 'exam.submitted',
    title: staffMail.subject,
    link: `/admin/candidates/${candidate.id}`,
    email: staffMail,
  })
  if (!preferencesOf(candidate.notificationPreferences).exam_receipts) return
  const at = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: interview.timezone || business.timezone || 'UTC',
  }).format(o.endedAt)
  const answered = [...o.answers.values()].filter(
    (a) => a.selectedOption !== null || !!a.text?.trim() || !!a.code?.trim() || a.audioDocumentId !== null,
  ).length
  const receipt = examReceiptMail({
    firstName: candidate.firstName,
    businessName: business.name,
    title: interview.title,
    status: o.status,
    answered,
    total: o.total,
    at,
  })
  await sendMail(env, db, {
    to: candidate.email,
    businessId: business.id,
    template: 'candidate.exam_receipt',
    ...receipt,
  })
}
