/**
 * Staff author an online exam: its questions (list, add, edit, delete, reorder) and its window.
 * Staff see everything (the right option, hidden tests). Once the candidate has started, the exam
 * is locked: what they answer is what was asked. The interview's max score follows the points.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { type CodingTest, interviewQuestions, interviews } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { StaffScope } from '../../lib/scope'
import type { ExamWindowInput } from './exam.schema'
import type { ExamQuestionInput, QuestionOrderInput } from './exam-questions.schema'
import { examWindow } from './exam-views'

type Interview = typeof interviews.$inferSelect
type Question = typeof interviewQuestions.$inferSelect

/** An online exam of this business (another business's: 404; another kind of interview: 409). */
export async function staffExam({ db, business }: StaffScope, id: string): Promise<Interview> {
  const row = await db.query.interviews.findFirst({
    where: and(eq(interviews.businessId, business.id), eq(interviews.id, id)),
  })
  if (!row) throw notFound('Interview')
  if (row.mode !== 'online_exam') throw conflict('This interview is not an online exam: it has no questions.')
  return row
}

function assertEditable(i: Interview) {
  const status = i.examStatus ?? 'not_started'
  if (status !== 'not_started')
    throw conflict(`The exam is ${status.replace('_', ' ')}: its questions can no longer change.`)
  if (['cancelled', 'rejected', 'no_show'].includes(i.status))
    throw conflict(`The interview is ${i.status.replace('_', ' ')}: its exam can no longer change.`)
}

const questionsOf = ({ db, business }: StaffScope, interviewId: string) =>
  db.query.interviewQuestions.findMany({
    where: and(eq(interviewQuestions.businessId, business.id), eq(interviewQuestions.interviewId, interviewId)),
    orderBy: [asc(interviewQuestions.position), asc(interviewQuestions.id)],
  })

/** A question as staff see it: everything, the key and hidden tests included. */
export function staffQuestionView(q: Question) {
  return {
    id: q.id,
    position: q.position,
    type: q.type,
    prompt: q.prompt,
    points: q.points,
    options: q.options,
    correctOption: q.correctOption,
    testStyle: q.testStyle,
    languages: q.languages,
    tests: q.tests,
    updatedAt: q.updatedAt,
  }
}

function examSettings(i: Interview, questions: Question[]) {
  const { opensAt, closesAt } = examWindow(i)
  return {
    id: i.id,
    title: i.title,
    candidateId: i.candidateId,
    status: i.examStatus ?? 'not_started',
    interviewStatus: i.status,
    opensAt,
    closesAt,
    windowIsDefault: !i.examOpensAt || !i.examClosesAt,
    durationMinutes: i.durationMinutes,
    maxWarnings: i.maxWarnings,
    warningsEndExam: i.warningsEndExam,
    maxScore: questions.reduce((sum, q) => sum + q.points, 0),
    locked: (i.examStatus ?? 'not_started') !== 'not_started',
  }
}

export async function listExamQuestions(scope: StaffScope, id: string) {
  const i = await staffExam(scope, id)
  const questions = await questionsOf(scope, id)
  return { exam: examSettings(i, questions), questions: questions.map(staffQuestionView) }
}

/** The columns a question's input sets (the other type's fields cleared). */
function columnsOf(input: ExamQuestionInput) {
  const none = { options: null, correctOption: null, testStyle: null, languages: null, tests: null }
  const common = { type: input.type, prompt: input.prompt, points: input.points }
  if (input.type === 'mcq')
    return { ...common, ...none, options: input.options ?? [], correctOption: input.correct_option ?? 0 }
  if (input.type !== 'coding') return { ...common, ...none }
  const tests: CodingTest[] = (input.tests ?? []).map((t) => ({
    id: t.id ?? `t${newId().replace(/-/g, '').slice(-10)}`,
    input: t.input,
    expected: t.expected,
    hidden: t.hidden,
  }))
  return {
    ...common,
    ...none,
    testStyle: input.test_style ?? 'function',
    languages: (input.languages ?? []).map((l) => ({
      language: l.language,
      starter_code: l.starter_code,
      function_name: input.test_style === 'function' ? (l.function_name ?? null) : null,
    })),
    tests,
  }
}

/** The interview's max score, set from its questions' points in the same batch as a change. */
const maxScoreUpdate = ({ db, business }: StaffScope, interviewId: string) =>
  db
    .update(interviews)
    .set({
      maxScore: sql`(select coalesce(sum(${interviewQuestions.points}), 0) from ${interviewQuestions}
        where ${interviewQuestions.interviewId} = ${interviewId} and ${interviewQuestions.businessId} = ${business.id})`,
    })
    .where(and(eq(interviews.businessId, business.id), eq(interviews.id, interviewId)))

async function oneQuestion({ db, business }: StaffScope, interviewId: string, questionId: string) {
  const q = await db.query.interviewQuestions.findFirst({
    where: and(
      eq(interviewQuestions.businessId, business.id),
      eq(interviewQuestions.interviewId, interviewId),
      eq(interviewQuestions.id, questionId),
    ),
  })
  if (!q) throw notFound('Question')
  return q
}

export async function createExamQuestion(scope: StaffScope, id: string, input: ExamQuestionInput) {
  const i = await staffExam(scope, id)
  assertEditable(i)
  const { db, business } = scope
  const questionId = newId()
  await db.batch([
    db.insert(interviewQuestions).values({
      id: questionId,
      businessId: business.id,
      interviewId: i.id,
      position: sql`(select coalesce(max(${interviewQuestions.position}), 0) + 1 from ${interviewQuestions}
        where ${interviewQuestions.interviewId} = ${i.id} and ${interviewQuestions.businessId} = ${business.id})`,
      ...columnsOf(input),
    }),
    maxScoreUpdate(scope, i.id),
  ])
  return staffQuestionView(await oneQuestion(scope, i.id, questionId))
}

export async function updateExamQuestion(scope: StaffScope, id: string, questionId: string, input: ExamQuestionInput) {
  const i = await staffExam(scope, id)
  await oneQuestion(scope, i.id, questionId)
  assertEditable(i)
  const { db, business } = scope
  await db.batch([
    db
      .update(interviewQuestions)
      .set(columnsOf(input))
      .where(and(eq(interviewQuestions.businessId, business.id), eq(interviewQuestions.id, questionId))),
    maxScoreUpdate(scope, i.id),
  ])
  return staffQuestionView(await oneQuestion(scope, i.id, questionId))
}

export async function deleteExamQuestion(scope: StaffScope, id: string, questionId: string) {
  const i = await staffExam(scope, id)
  const q = await oneQuestion(scope, i.id, questionId)
  assertEditable(i)
  const { db, business } = scope
  await db.batch([
    db
      .delete(interviewQuestions)
      .where(and(eq(interviewQuestions.businessId, business.id), eq(interviewQuestions.id, q.id))),
    // The ones after it move up, so positions stay 1..n.
    db
      .update(interviewQuestions)
      .set({ position: sql`${interviewQuestions.position} - 1` })
      .where(
        and(
          eq(interviewQuestions.businessId, business.id),
          eq(interviewQuestions.interviewId, i.id),
          sql`${interviewQuestions.position} > ${q.position}`,
        ),
      ),
    maxScoreUpdate(scope, i.id),
  ])
  return { id: q.id }
}

export async function reorderExamQuestions(scope: StaffScope, id: string, input: QuestionOrderInput) {
  const i = await staffExam(scope, id)
  assertEditable(i)
  const questions = await questionsOf(scope, i.id)
  const known = new Set(questions.map((q) => q.id))
  if (
    input.ids.length !== known.size ||
    new Set(input.ids).size !== known.size ||
    input.ids.some((x) => !known.has(x))
  ) {
    const message = 'List every question of the exam once'
    throw new ApiError(422, message, [{ field: 'ids', message }])
  }
  const { db, business } = scope
  const statements: BatchItem<'sqlite'>[] = input.ids.map((questionId, index) =>
    db
      .update(interviewQuestions)
      .set({ position: index + 1 })
      .where(and(eq(interviewQuestions.businessId, business.id), eq(interviewQuestions.id, questionId))),
  )
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  return listExamQuestions(scope, id)
}

/** The window the candidate may start in (and the warnings allowed): until the exam starts. */
export async function setExamSettings(scope: StaffScope, id: string, input: ExamWindowInput) {
  const i = await staffExam(scope, id)
  assertEditable(i)
  await scope.db
    .update(interviews)
    .set({
      examOpensAt: new Date(input.opens_at),
      examClosesAt: new Date(input.closes_at),
      examStatus: i.examStatus ?? 'not_started',
      ...(input.max_warnings ? { maxWarnings: input.max_warnings } : {}),
      ...(input.warnings_end_exam !== undefined ? { warningsEndExam: input.warnings_end_exam } : {}),
    })
    .where(and(eq(interviews.businessId, scope.business.id), eq(interviews.id, i.id)))
  return listExamQuestions(scope, id)
}
