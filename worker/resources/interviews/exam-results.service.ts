/**
 * What staff see of a candidate's exam: the score (automatic for MCQ and coding, a reviewer's for
 * written and spoken answers), every answer with the question it answers, the coding tests'
 * outcomes (hidden ones included), and the live state while the exam runs. A reviewer scores an
 * answer; the interview's score is the sum of its answers' scores.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { employees, interviewQuestions, interviewRecords, interviews } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import type { StaffScope } from '../../lib/scope'
import { liveExam } from '../../services/live-exam'
import type { ReviewScoreInput } from './exam.schema'
import { staffExam, staffQuestionView } from './exam-questions.service'
import { examWindow } from './exam-views'

const ENDED = ['submitted', 'expired']

export async function examResults(scope: StaffScope, id: string) {
  const { db, env, business } = scope
  const i = await staffExam(scope, id)
  const [questions, records] = await Promise.all([
    db.query.interviewQuestions.findMany({
      where: and(eq(interviewQuestions.businessId, business.id), eq(interviewQuestions.interviewId, i.id)),
      orderBy: [asc(interviewQuestions.position), asc(interviewQuestions.id)],
    }),
    db.query.interviewRecords.findMany({
      where: and(eq(interviewRecords.businessId, business.id), eq(interviewRecords.interviewId, i.id)),
    }),
  ])
  const reviewerIds = [...new Set(records.map((r) => r.reviewedBy).filter((v): v is string => !!v))]
  const reviewers = reviewerIds.length
    ? await db
        .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
        .from(employees)
        .where(and(eq(employees.businessId, business.id), inArray(employees.id, reviewerIds)))
    : []
  const nameOf = new Map(reviewers.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]))
  const byQuestion = new Map(records.map((r) => [r.questionId, r]))
  const status = i.examStatus ?? 'not_started'
  const { opensAt, closesAt } = examWindow(i)
  return {
    exam: {
      id: i.id,
      title: i.title,
      candidateId: i.candidateId,
      status,
      opensAt,
      closesAt,
      durationMinutes: i.durationMinutes,
      startedAt: i.examStartedAt,
      deadlineAt: i.examDeadlineAt,
      submittedAt: i.examSubmittedAt,
      score: ENDED.includes(status) ? i.score : null,
      maxScore: i.maxScore ?? questions.reduce((sum, q) => sum + q.points, 0),
      pendingReview: records.filter((r) => r.score === null).length,
      live: status === 'in_progress' ? await liveExam(env, i.id).snapshot() : null,
    },
    answers: questions.map((q) => {
      const r = byQuestion.get(q.id)
      return {
        question: staffQuestionView(q),
        record: r
          ? {
              answerText: r.answerText,
              selectedOption: r.selectedOption,
              code: r.code,
              language: r.language,
              audioDocumentId: r.audioDocumentId,
              transcript: r.transcript,
              transcriptStatus: r.transcriptStatus,
              isCorrect: r.isCorrect,
              score: r.score,
              testResults: r.testResults,
              answeredAt: r.answeredAt,
              reviewedBy: r.reviewedBy ? (nameOf.get(r.reviewedBy) ?? null) : null,
              reviewedAt: r.reviewedAt,
              reviewNote: r.reviewNote,
            }
          : null,
      }
    }),
  }
}

/** A reviewer's score for one answer of a handed-in exam (any type; written and spoken ones wait for it). */
export async function reviewAnswer(scope: StaffScope, id: string, questionId: string, input: ReviewScoreInput) {
  const { db, business, actor } = scope
  const i = await staffExam(scope, id)
  const q = await db.query.interviewQuestions.findFirst({
    where: and(
      eq(interviewQuestions.businessId, business.id),
      eq(interviewQuestions.interviewId, i.id),
      eq(interviewQuestions.id, questionId),
    ),
  })
  if (!q) throw notFound('Question')
  if (!ENDED.includes(i.examStatus ?? ''))
    throw conflict('The exam has not been submitted yet: there is nothing to score.')
  if (input.score > q.points) {
    const message = `Score cannot be greater than ${q.points}`
    throw new ApiError(422, message, [{ field: 'score', message }])
  }
  const recordWhere = and(
    eq(interviewRecords.businessId, business.id),
    eq(interviewRecords.interviewId, i.id),
    eq(interviewRecords.questionId, q.id),
  )
  await db.batch([
    db
      .insert(interviewRecords)
      .values({ businessId: business.id, interviewId: i.id, questionId: q.id })
      .onConflictDoNothing(),
    db
      .update(interviewRecords)
      .set({ score: input.score, reviewedBy: actor.id, reviewedAt: new Date(), reviewNote: input.note ?? null })
      .where(recordWhere),
    db
      .update(interviews)
      .set({
        score: sql`(select coalesce(sum(${interviewRecords.score}), 0) from ${interviewRecords}
          where ${interviewRecords.interviewId} = ${i.id} and ${interviewRecords.businessId} = ${business.id})`,
      })
      .where(and(eq(interviews.businessId, business.id), eq(interviews.id, i.id))),
  ])
  return examResults(scope, id)
}

/** A candidate's online exams with their scores (the candidate page's panel). */
export async function candidateExams({ db, business }: StaffScope, candidateId: string) {
  const rows = await db.query.interviews.findMany({
    where: and(
      eq(interviews.businessId, business.id),
      eq(interviews.candidateId, candidateId),
      eq(interviews.mode, 'online_exam'),
    ),
    orderBy: [desc(interviews.scheduledAt), asc(interviews.id)],
  })
  if (!rows.length) return []
  const pending = await db
    .select({ interviewId: interviewRecords.interviewId, n: sql<number>`count(*)` })
    .from(interviewRecords)
    .where(
      and(
        eq(interviewRecords.businessId, business.id),
        inArray(
          interviewRecords.interviewId,
          rows.map((r) => r.id),
        ),
        isNull(interviewRecords.score),
      ),
    )
    .groupBy(interviewRecords.interviewId)
  const pendingOf = new Map(pending.map((p) => [p.interviewId, p.n]))
  return rows.map((i) => {
    const status = i.examStatus ?? 'not_started'
    return {
      id: i.id,
      title: i.title,
      status,
      interviewStatus: i.status,
      scheduledAt: i.scheduledAt,
      startedAt: i.examStartedAt,
      submittedAt: i.examSubmittedAt,
      score: ENDED.includes(status) ? i.score : null,
      maxScore: i.maxScore,
      pendingReview: pendingOf.get(i.id) ?? 0,
    }
  })
}
