/**
 * The candidate's online exam: start it inside its window, read the questions, answer them (kept
 * by the exam's Durable Object until the exam ends), tell the server they are still there, and
 * submit. The candidate is the session's; another candidate's exam is 404.
 */
import { and, asc, eq } from 'drizzle-orm'
import { codingRounds, interviewQuestions, interviewRecords, interviews } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import type { CandidateScope } from '../../lib/scope'
import { liveExam } from '../../services/live-exam'
import type { AnswerInput, HeartbeatInput } from './exam.schema'
import { candidateExamView, candidateQuestionView, examWindow } from './exam-views'
import { isRefusal, type LiveAnswer, type LiveSnapshot, type SaveRefusal } from './live-exam.types'

type Interview = typeof interviews.$inferSelect

const REFUSALS: Record<SaveRefusal['reason'], string> = {
  not_started: 'Start the exam first.',
  submitted: 'The exam has already been submitted.',
  expired: 'The time for this exam is over: your answers were submitted at the deadline.',
}
const refused = (r: SaveRefusal) => conflict(REFUSALS[r.reason])

const STOPPED = ['cancelled', 'rejected', 'no_show']

/** One of the signed-in candidate's interviews (another candidate's or business's: 404). */
export async function ownInterview({ db, business, actor }: CandidateScope, id: string): Promise<Interview> {
  const row = await db.query.interviews.findFirst({
    where: and(eq(interviews.businessId, business.id), eq(interviews.id, id), eq(interviews.candidateId, actor.id)),
  })
  if (!row) throw notFound('Interview')
  return row
}

/** One of the candidate's online exams. */
export async function ownExam(scope: CandidateScope, id: string): Promise<Interview> {
  const row = await ownInterview(scope, id)
  if (row.mode !== 'online_exam') throw notFound('Exam')
  return row
}

const questionsOf = ({ db, business }: CandidateScope, interviewId: string) =>
  db.query.interviewQuestions.findMany({
    where: and(eq(interviewQuestions.businessId, business.id), eq(interviewQuestions.interviewId, interviewId)),
    orderBy: [asc(interviewQuestions.position), asc(interviewQuestions.id)],
  })

/** The live object's snapshot, starting it from D1's record when D1 says the exam runs and it does not know yet. */
async function liveSnapshot(scope: CandidateScope, i: Interview): Promise<LiveSnapshot | null> {
  if (i.examStatus !== 'in_progress') return null
  const stub = liveExam(scope.env, i.id)
  const snapshot = await stub.snapshot()
  if (snapshot) return snapshot
  return adopt(scope, i)
}

async function adopt(scope: CandidateScope, i: Interview): Promise<LiveSnapshot> {
  const questions = await questionsOf(scope, i.id)
  return liveExam(scope.env, i.id).start({
    interviewId: i.id,
    businessId: scope.business.id,
    candidateId: scope.actor.id,
    questionIds: questions.map((q) => q.id),
    durationMs: i.durationMinutes * 60_000,
    maxWarnings: i.maxWarnings,
    startedAt: i.examStartedAt?.getTime(),
    deadlineAt: i.examDeadlineAt?.getTime(),
  })
}

/** The exam's instructions page: window, duration, what kinds of questions, whether it can start now. */
export async function examOverview(scope: CandidateScope, id: string) {
  const i = await ownExam(scope, id)
  const questions = await questionsOf(scope, id)
  return candidateExamView(i, questions, await liveSnapshot(scope, i))
}

export async function startExam(scope: CandidateScope, id: string) {
  const i = await ownExam(scope, id)
  const questions = await questionsOf(scope, id)
  const status = i.examStatus ?? 'not_started'
  if (STOPPED.includes(i.status)) throw conflict(`This exam was ${i.status.replace('_', ' ')}: it cannot be started.`)
  if (status === 'submitted' || status === 'expired') throw refused({ ok: false, reason: status })
  if (status === 'in_progress') {
    // Already running (a second tab, a reload during the device check): the same deadline.
    const live = await liveSnapshot(scope, i)
    return candidateExamView(i, questions, live)
  }
  const { opensAt, closesAt } = examWindow(i)
  const now = Date.now()
  if (now < opensAt.getTime()) throw conflict(`The exam opens at ${opensAt.toISOString()}.`)
  if (now >= closesAt.getTime()) throw conflict(`The exam closed at ${closesAt.toISOString()}.`)
  if (!questions.length) throw conflict('This exam has no questions yet. Please contact the hiring team.')
  const live = await liveExam(scope.env, i.id).start({
    interviewId: i.id,
    businessId: scope.business.id,
    candidateId: scope.actor.id,
    questionIds: questions.map((q) => q.id),
    durationMs: i.durationMinutes * 60_000,
    maxWarnings: i.maxWarnings,
  })
  return candidateExamView(await ownExam(scope, id), questions, live)
}

/** The running exam: its clock, its questions (candidate-safe) and the answers given so far. */
export async function examQuestions(scope: CandidateScope, id: string) {
  const i = await ownExam(scope, id)
  const status = i.examStatus ?? 'not_started'
  if (status !== 'in_progress') throw refused({ ok: false, reason: status })
  const questions = await questionsOf(scope, id)
  let state = await liveExam(scope.env, i.id).state()
  if (!state) {
    await adopt(scope, i)
    state = await liveExam(scope.env, i.id).state()
  }
  const rounds = await scope.db.query.codingRounds.findMany({
    where: and(eq(codingRounds.businessId, scope.business.id), eq(codingRounds.interviewId, i.id)),
  })
  const roundOf = new Map(rounds.map((r) => [r.questionId, r]))
  const answers = state?.answers ?? {}
  return {
    exam: candidateExamView(i, questions, state?.snapshot ?? null),
    questions: questions.map((q) => candidateQuestionView(q, roundOf.get(q.id)?.id ?? null)),
    answers: questions.filter((q) => answers[q.id]).map((q) => answerView(q.id, answers[q.id]!)),
    codingRuns: rounds.map((r) => ({
      codingRoundId: r.id,
      questionId: r.questionId,
      language: r.language,
      runs: r.runs,
      lastResult: r.lastResult,
    })),
  }
}

const answerView = (questionId: string, a: LiveAnswer) => ({
  questionId,
  selectedOption: a.selectedOption,
  text: a.text,
  code: a.code,
  language: a.language,
  audioDocumentId: a.audioDocumentId,
  revision: a.revision,
  savedAt: a.savedAt,
})

const invalid = (field: string, message: string) => new ApiError(422, message, [{ field, message }])

/** Keeps one answer (idempotent by question; an older revision never replaces a newer one). */
export async function saveAnswer(scope: CandidateScope, id: string, questionId: string, input: AnswerInput) {
  const i = await ownExam(scope, id)
  const q = await scope.db.query.interviewQuestions.findFirst({
    where: and(
      eq(interviewQuestions.businessId, scope.business.id),
      eq(interviewQuestions.interviewId, i.id),
      eq(interviewQuestions.id, questionId),
    ),
  })
  if (!q) throw notFound('Question')
  const answer: Omit<LiveAnswer, 'savedAt'> = {
    selectedOption: null,
    text: null,
    code: null,
    language: null,
    audioDocumentId: null,
    revision: input.revision ?? 0,
  }
  // The body must carry the answer of the question's kind (null clears it): a body of another
  // kind, or none, would otherwise be saved as an empty answer over the candidate's own.
  if (q.type === 'mcq') {
    if (input.selected_option === undefined) throw invalid('selected_option', 'Please select Answer')
    const chosen = input.selected_option
    if (chosen !== null && chosen >= (q.options?.length ?? 0))
      throw invalid('selected_option', 'Answer is not a valid option')
    answer.selectedOption = chosen
  } else if (q.type === 'text') {
    if (input.text === undefined) throw invalid('text', 'Please enter Answer')
    answer.text = input.text
  } else if (q.type === 'coding') {
    const offered = (q.languages ?? []).map((l) => l.language)
    const language = input.language ?? offered[0] ?? null
    if (!language || !offered.includes(language)) throw invalid('language', 'Language is not a valid option')
    if (input.code === undefined) throw invalid('code', 'Please enter Code')
    answer.code = input.code
    answer.language = language
  } else {
    throw conflict('Spoken answers are recorded by the exam screen’s recorder, not typed.')
  }
  if (i.examStatus !== 'in_progress') throw refused({ ok: false, reason: i.examStatus ?? 'not_started' })
  const result = await liveExam(scope.env, i.id).saveAnswer(q.id, answer)
  if (isRefusal(result)) throw refused(result)
  return { questionId: q.id, savedAt: new Date(result.saved_at), revision: result.revision }
}

/** The browser is there: answers the clock (the countdown always follows the server). */
export async function examHeartbeat(scope: CandidateScope, id: string, input: HeartbeatInput) {
  const i = await ownExam(scope, id)
  if (i.examStatus !== 'in_progress') {
    const questions = await questionsOf(scope, id)
    return candidateExamView(i, questions, null)
  }
  const result = await liveExam(scope.env, i.id).heartbeat(input.question_id ?? null)
  const questions = await questionsOf(scope, id)
  if (isRefusal(result)) return candidateExamView(i, questions, await adopt(scope, i))
  // The object may have ended the exam (deadline): D1 has the result by the time it answers.
  const fresh = result.status === 'in_progress' ? i : await ownExam(scope, id)
  return candidateExamView(fresh, questions, result)
}

export async function submitExam(scope: CandidateScope, id: string) {
  const i = await ownExam(scope, id)
  const status = i.examStatus ?? 'not_started'
  if (status !== 'in_progress') throw refused({ ok: false, reason: status })
  let result = await liveExam(scope.env, i.id).submit()
  if (isRefusal(result) && result.reason === 'not_started') {
    await adopt(scope, i)
    result = await liveExam(scope.env, i.id).submit()
  }
  if (isRefusal(result)) throw refused(result)
  const after = await ownExam(scope, id)
  return {
    ...candidateExamView(after, await questionsOf(scope, id), null),
    answered: result.answered,
    total: result.total,
    recorded: result.recorded,
  }
}

/**
 * What the candidate handed in, once the exam is over: their own answers and code. No score,
 * no right option and no test outcome (those would reveal hidden tests and the key).
 */
export async function submissionDetail(scope: CandidateScope, id: string) {
  const i = await ownExam(scope, id)
  if (i.examStatus !== 'submitted' && i.examStatus !== 'expired') throw conflict('The exam has not been submitted yet.')
  const questions = await questionsOf(scope, id)
  const records = await scope.db.query.interviewRecords.findMany({
    where: and(eq(interviewRecords.businessId, scope.business.id), eq(interviewRecords.interviewId, i.id)),
  })
  const byQuestion = new Map(records.map((r) => [r.questionId, r]))
  return {
    exam: candidateExamView(i, questions, null),
    answers: questions.map((q) => {
      const r = byQuestion.get(q.id)
      return {
        questionId: q.id,
        position: q.position,
        type: q.type,
        prompt: q.prompt,
        options: q.type === 'mcq' ? (q.options ?? []) : null,
        selectedOption: r?.selectedOption ?? null,
        text: r?.answerText ?? null,
        code: r?.code ?? null,
        language: r?.language ?? null,
        hasAudio: !!r?.audioDocumentId,
        answeredAt: r?.answeredAt ?? null,
      }
    }),
  }
}
