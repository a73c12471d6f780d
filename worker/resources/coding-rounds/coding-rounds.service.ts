/**
 * Run code: the candidate's program against a coding question's sample tests, while their exam
 * runs. Each test is a fresh sandbox (docs/code-runner.md); the hidden tests never run here (they
 * make the score at submit). The round keeps the last code and result, and counts the runs.
 */
import { and, eq, sql } from 'drizzle-orm'
import { codingRounds, interviewQuestions } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import type { CandidateScope } from '../../lib/scope'
import { CodeRunnerUnavailable, codeRunner, runExamTests } from '../../providers/code-runner'
import { hit, LIMITS } from '../../services/rate-limit'
import type { RunCodeInput } from '../interviews/exam.schema'
import { ownExam } from '../interviews/exam.service'

export async function runCode(scope: CandidateScope, roundId: string, input: RunCodeInput) {
  const { db, env, business, actor } = scope
  const round = await db.query.codingRounds.findFirst({
    where: and(eq(codingRounds.businessId, business.id), eq(codingRounds.id, roundId)),
  })
  if (!round) throw notFound('Coding round')
  // Another candidate's round reads as no round at all.
  const exam = await ownExam(scope, round.interviewId).catch(() => {
    throw notFound('Coding round')
  })
  const question = await db.query.interviewQuestions.findFirst({
    where: and(eq(interviewQuestions.businessId, business.id), eq(interviewQuestions.id, round.questionId)),
  })
  if (!question) throw notFound('Coding round')
  const setup = (question.languages ?? []).find((l) => l.language === input.language)
  if (!setup) {
    const message = 'Language is not a valid option'
    throw new ApiError(422, message, [{ field: 'language', message }])
  }
  if (exam.examStatus !== 'in_progress' || !exam.examDeadlineAt || Date.now() >= exam.examDeadlineAt.getTime())
    throw conflict(
      exam.examStatus === 'not_started' ? 'Start the exam first.' : 'The exam is over: code can no longer be run.',
    )
  await hit(db, `code-run:${actor.id}`, LIMITS.codeRunsPerCandidate)

  const tests = (question.tests ?? []).filter((t) => !t.hidden)
  let results: Awaited<ReturnType<typeof runExamTests>>
  try {
    results = await runExamTests(codeRunner(env), {
      language: setup.language,
      source: input.code,
      style: question.testStyle ?? 'function',
      functionName: setup.function_name,
      tests,
    })
  } catch (err) {
    if (err instanceof CodeRunnerUnavailable)
      throw new ApiError(503, 'Code cannot be run right now. Please try again in a moment.')
    throw err
  }
  const ranAt = new Date()
  const lastResult = {
    ranAt: ranAt.toISOString(),
    language: setup.language,
    passed: results.filter((r) => r.passed).length,
    total: results.length,
    results,
  }
  await db
    .update(codingRounds)
    .set({ code: input.code, language: setup.language, runs: sql`${codingRounds.runs} + 1`, lastResult })
    .where(and(eq(codingRounds.businessId, business.id), eq(codingRounds.id, round.id)))
  return { codingRoundId: round.id, questionId: question.id, ...lastResult }
}
