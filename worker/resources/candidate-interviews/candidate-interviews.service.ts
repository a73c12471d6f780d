/**
 * Candidate interviews: one candidate's interview process for one job, made of rounds (each an
 * interview). The staff read the processes, one process with its rounds, what happened in a
 * round (`detail/:x`: the interview, its questions with the correct answers, the candidate's
 * answers, scores, code results, transcripts, warnings) and what a reviewer needs to score it
 * (`review/:x`). The exam and proctoring work fills interview_questions, interview_records,
 * coding_rounds, warnings and video_chunks; these answers read whatever is there.
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  applications,
  candidateInterviews,
  candidates,
  codingRounds,
  feedback,
  interviewQuestions,
  interviewRecords,
  interviews,
  opportunities,
  videoChunks,
  warnings,
} from '../../db/schema'
import { notFound } from '../../lib/errors'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { LIFECYCLES } from '../../services/lifecycle'
import { sealedFor } from '../../services/scorecard-visibility'
import { presentApplication, selectApplications } from '../applications/applications.service'
import { assertSees, type Viewer } from '../interviews/access'
import { integrityReview } from '../interviews/integrity.service'
import type { CandidateInterviewListQuery } from '../interviews/interviews.schema'
import { VOID_INTERVIEW_STATES } from '../interviews/interviews.schema'
import { historiesOf, interviewsWhere, PROCESS_ENTITY, peopleOf } from '../interviews/interviews.service'
import { attributesOf } from '../interviews/scorecards.service'

const processColumns = {
  id: candidateInterviews.id,
  candidateId: candidateInterviews.candidateId,
  opportunityId: candidateInterviews.opportunityId,
  status: candidateInterviews.status,
  currentRound: candidateInterviews.currentRound,
  reason: candidateInterviews.reason,
  createdAt: candidateInterviews.createdAt,
  updatedAt: candidateInterviews.updatedAt,
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  candidateEmail: candidates.email,
  opportunityTitle: opportunities.title,
}

function selectProcesses({ db, business }: BusinessScope) {
  return db
    .select(processColumns)
    .from(candidateInterviews)
    .innerJoin(
      candidates,
      and(eq(candidates.businessId, business.id), eq(candidates.id, candidateInterviews.candidateId)),
    )
    .innerJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, candidateInterviews.opportunityId)),
    )
}
type ProcessRow = Awaited<ReturnType<ReturnType<typeof selectProcesses>['where']>>[number]

function presentProcess(r: ProcessRow) {
  const { candidateFirstName, candidateLastName, candidateEmail, opportunityTitle, ...rest } = r
  return {
    ...rest,
    candidate: { id: r.candidateId, name: `${candidateFirstName} ${candidateLastName}`.trim(), email: candidateEmail },
    opportunity: { id: r.opportunityId, title: opportunityTitle },
    next: [...LIFECYCLES.candidateInterview[r.status]],
  }
}

/** Rounds held and the next interview still to come, per process. */
async function roundFacts({ db, business }: BusinessScope, ids: string[]) {
  if (!ids.length)
    return new Map<string, { rounds: number; upcoming: { id: string; title: string; scheduledAt: Date } | null }>()
  const inIds = sql`${interviews.candidateInterviewId} in (select value from json_each(${JSON.stringify(ids)}))`
  const [counts, upcoming] = await Promise.all([
    db
      .select({ id: interviews.candidateInterviewId, n: sql<number>`count(distinct ${interviews.round})` })
      .from(interviews)
      .where(
        and(
          eq(interviews.businessId, business.id),
          inIds,
          sql`${interviews.status} not in ${[...VOID_INTERVIEW_STATES]}`,
        ),
      )
      .groupBy(interviews.candidateInterviewId),
    db
      .select({
        processId: interviews.candidateInterviewId,
        id: interviews.id,
        title: interviews.title,
        scheduledAt: interviews.scheduledAt,
      })
      .from(interviews)
      .where(and(eq(interviews.businessId, business.id), inIds, eq(interviews.status, 'scheduled')))
      .orderBy(asc(interviews.scheduledAt)),
  ])
  return new Map(
    ids.map((id) => {
      const next = upcoming.find((u) => u.processId === id)
      return [
        id,
        {
          rounds: counts.find((c) => c.id === id)?.n ?? 0,
          upcoming: next ? { id: next.id, title: next.title, scheduledAt: next.scheduledAt } : null,
        },
      ]
    }),
  )
}

/** GET /candidate_interviews. */
export async function listProcesses(scope: BusinessScope, q: CandidateInterviewListQuery) {
  const { db, business } = scope
  const where = and(
    eq(candidateInterviews.businessId, business.id),
    q.status ? eq(candidateInterviews.status, q.status) : undefined,
    q.opportunity_id ? eq(candidateInterviews.opportunityId, q.opportunity_id) : undefined,
    q.candidate_id ? eq(candidateInterviews.candidateId, q.candidate_id) : undefined,
    matchesText(
      q.search,
      sql`(${candidates.firstName} || ' ' || ${candidates.lastName})`,
      candidates.email,
      opportunities.title,
    ),
  )
  const [rows, [total]] = await Promise.all([
    selectProcesses(scope)
      .where(where)
      .orderBy(q.order === 'asc' ? asc(candidateInterviews.updatedAt) : desc(candidateInterviews.updatedAt))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(candidateInterviews)
      .innerJoin(
        candidates,
        and(eq(candidates.businessId, business.id), eq(candidates.id, candidateInterviews.candidateId)),
      )
      .innerJoin(
        opportunities,
        and(eq(opportunities.businessId, business.id), eq(opportunities.id, candidateInterviews.opportunityId)),
      )
      .where(where),
  ])
  const facts = await roundFacts(
    scope,
    rows.map((r) => r.id),
  )
  return pageOf(
    rows.map((r) => ({ ...presentProcess(r), ...facts.get(r.id)! })),
    total?.n ?? 0,
    q,
  )
}

async function processOr404(scope: BusinessScope, id: string) {
  const [row] = await selectProcesses(scope).where(
    and(eq(candidateInterviews.businessId, scope.business.id), eq(candidateInterviews.id, id)),
  )
  if (!row) throw notFound('Candidate interview')
  return presentProcess(row)
}

/** GET /candidate_interviews/:id: the process with every round (interview) and its history. */
export async function getProcess(scope: BusinessScope, id: string, viewer: Viewer) {
  const process = await processOr404(scope, id)
  const [rounds, history, facts] = await Promise.all([
    interviewsWhere(scope, eq(interviews.candidateInterviewId, id), viewer),
    historiesOf(scope, PROCESS_ENTITY, [id]),
    roundFacts(scope, [id]),
  ])
  return { ...process, ...facts.get(id)!, rounds, history }
}

/** The interviews of round `x` of a process (x a round number, or one of its interviews' ids). */
async function roundOf(scope: BusinessScope, processId: string, x: number | string, viewer: Viewer) {
  const which: SQL | undefined = typeof x === 'number' ? eq(interviews.round, x) : eq(interviews.id, x)
  const found = await interviewsWhere(scope, and(eq(interviews.candidateInterviewId, processId), which), viewer)
  if (!found.length) throw notFound('Round')
  const round = found[0]!.round
  const all =
    typeof x === 'number'
      ? found
      : await interviewsWhere(
          scope,
          and(eq(interviews.candidateInterviewId, processId), eq(interviews.round, round)),
          viewer,
        )
  // The round's interview: the one named, else the one not called off (the latest), else the latest.
  const live = all.filter((i) => !(VOID_INTERVIEW_STATES as readonly string[]).includes(i.status))
  const interview = typeof x === 'string' ? found[0]! : (live.at(-1) ?? all.at(-1)!)
  return { round, interview, interviews: all }
}

/** Everything recorded for one interview: questions, answers, code runs, warnings, video. */
async function recordsOf({ db, business }: BusinessScope, interviewId: string) {
  const mine = <T extends { businessId: unknown; interviewId: unknown }>(t: T) =>
    and(eq(t.businessId as never, business.id), eq(t.interviewId as never, interviewId))
  const [questions, records, coding, warningRows, video] = await Promise.all([
    db.select().from(interviewQuestions).where(mine(interviewQuestions)).orderBy(asc(interviewQuestions.position)),
    db.select().from(interviewRecords).where(mine(interviewRecords)),
    db.select().from(codingRounds).where(mine(codingRounds)),
    db.select().from(warnings).where(mine(warnings)).orderBy(asc(warnings.createdAt)),
    db
      .select({ chunks: count(), bytes: sql<number>`coalesce(sum(${videoChunks.size}), 0)` })
      .from(videoChunks)
      .where(mine(videoChunks)),
  ])
  return { questions, records, coding, warnings: warningRows, video: video[0] ?? { chunks: 0, bytes: 0 } }
}

/** Each question with the candidate's answer, its code run and transcript (staff only: correct answers included). */
function answered(data: Awaited<ReturnType<typeof recordsOf>>) {
  return data.questions.map((q) => {
    const record = data.records.find((r) => r.questionId === q.id) ?? null
    const code = data.coding.find((c) => c.questionId === q.id) ?? null
    return {
      id: q.id,
      position: q.position,
      type: q.type,
      prompt: q.prompt,
      options: q.options,
      correctOption: q.correctOption,
      points: q.points,
      languages: q.languages,
      testStyle: q.testStyle,
      tests: q.tests,
      answer: record
        ? {
            id: record.id,
            answerText: record.answerText,
            selectedOption: record.selectedOption,
            audioDocumentId: record.audioDocumentId,
            transcript: record.transcript,
            transcriptStatus: record.transcriptStatus,
            code: record.code,
            isCorrect: record.isCorrect,
            score: record.score,
            answeredAt: record.answeredAt,
          }
        : null,
      coding: code
        ? {
            language: code.language,
            code: code.code,
            runs: code.runs,
            lastResult: code.lastResult,
            updatedAt: code.updatedAt,
          }
        : null,
    }
  })
}

function scoresOf(
  interview: { score: number | null; maxScore: number | null },
  questions: ReturnType<typeof answered>,
) {
  const scored = questions.filter((q) => q.answer?.score !== null && q.answer?.score !== undefined)
  return {
    score: interview.score,
    maxScore: interview.maxScore,
    points: questions.reduce((sum, q) => sum + q.points, 0),
    awarded: scored.reduce((sum, q) => sum + (q.answer?.score ?? 0), 0),
    scoredQuestions: scored.length,
    /** Text and audio answers are scored by a person; MCQ and code automatically. */
    awaitingReview: questions.filter((q) => q.answer && (q.answer.score === null || q.answer.score === undefined))
      .length,
  }
}

/** The warnings of an exam and their count per kind. */
function warningsOf(rows: Awaited<ReturnType<typeof recordsOf>>['warnings']) {
  const byKind: Record<string, number> = {}
  for (const w of rows) byKind[w.kind] = (byKind[w.kind] ?? 0) + 1
  return {
    count: rows.length,
    byKind,
    rows: rows.map((w) => ({
      id: w.id,
      kind: w.kind,
      message: w.message,
      snapshotDocumentId: w.snapshotDocumentId,
      createdAt: w.createdAt,
    })),
  }
}

/** The scorecards of an interview the viewer may read (sealed ones are counted, not shown). */
async function roundScorecards(scope: BusinessScope, interviewId: string, viewer: Viewer) {
  const { db, business } = scope
  const all = and(
    eq(feedback.businessId, business.id),
    eq(feedback.interviewId, interviewId),
    eq(feedback.authorKind, 'employee'),
  )
  const sealed = sealedFor(viewer.employeeId)
  const [rows, hidden] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(and(all, sql`not ${sealed}`))
      .orderBy(asc(feedback.createdAt)),
    db.$count(feedback, and(all, sealed)),
  ])
  const people = await peopleOf(
    scope,
    rows.map((r) => r.authorId),
  )
  return {
    hidden,
    rows: rows.map((r) => ({
      id: r.id,
      author: { id: r.authorId, name: people.get(r.authorId)?.name ?? 'Former colleague' },
      ratings: r.ratings ?? [],
      rating: r.rating,
      recommendation: r.recommendation,
      strengths: r.strengths,
      concerns: r.concerns,
      notes: r.notes,
      updatedAt: r.updatedAt,
    })),
  }
}

/** GET /candidate_interviews/:id/detail/:x: round x with its interview, answers, scores and scorecards. */
export async function roundDetail(scope: BusinessScope, processId: string, x: number | string, viewer: Viewer) {
  const process = await processOr404(scope, processId)
  const { round, interview, interviews: all } = await roundOf(scope, processId, x, viewer)
  // Without interviews.view, a reviewer opens only the rounds they are on (as an exam's results).
  assertSees(viewer, interview)
  const data = await recordsOf(scope, interview.id)
  const questions = answered(data)
  const [scorecards, attributes] = await Promise.all([
    roundScorecards(scope, interview.id, viewer),
    attributesOf(scope, process.opportunityId),
  ])
  return {
    process,
    round,
    interview,
    interviews: all,
    questions,
    scores: scoresOf(interview, questions),
    transcripts: questions
      .filter((q) => q.answer && q.answer.transcriptStatus !== 'none')
      .map((q) => ({ questionId: q.id, transcript: q.answer!.transcript, status: q.answer!.transcriptStatus })),
    warnings: warningsOf(data.warnings),
    video: data.video,
    /** Proctoring: the integrity timeline, level, recordings and decision (docs/proctoring.md). */
    integrity: interview.mode === 'online_exam' ? await integrityReview(scope, interview.id) : null,
    scorecards,
    attributes: attributes.attributes,
  }
}

/** GET /candidate_interviews/:id/review/:x: what a reviewer needs to score round x. */
export async function roundReview(scope: BusinessScope, processId: string, x: number | string, viewer: Viewer) {
  const detail = await roundDetail(scope, processId, x, viewer)
  const answers = detail.questions.map((q) => ({
    question: { id: q.id, position: q.position, type: q.type, prompt: q.prompt, points: q.points },
    options: q.options,
    correctOption: q.correctOption,
    tests: q.tests,
    answer: q.answer,
    codeResult: q.coding?.lastResult ?? null,
    code: q.coding?.code ?? q.answer?.code ?? null,
    language: q.coding?.language ?? q.languages?.[0]?.language ?? null,
    transcript: q.answer?.transcript ?? null,
    transcriptStatus: q.answer?.transcriptStatus ?? 'none',
    needsReview: !!q.answer && (q.answer.score === null || q.answer.score === undefined),
  }))
  return {
    process: detail.process,
    round: detail.round,
    interview: detail.interview,
    exam: {
      status: detail.interview.examStatus,
      startedAt: detail.interview.examStartedAt,
      submittedAt: detail.interview.examSubmittedAt,
      deadlineAt: detail.interview.examDeadlineAt,
      availableUntil: detail.interview.examClosesAt,
      maxWarnings: detail.interview.maxWarnings,
    },
    answers,
    scores: detail.scores,
    warnings: detail.warnings,
    video: detail.video,
    integrity: detail.integrity,
    scorecards: detail.scorecards,
  }
}

/** GET /candidate_interviews/:id/candidate_and_job_detail: the person, the job and the application. */
export async function candidateAndJob(scope: BusinessScope, processId: string) {
  const { db, business } = scope
  const process = await processOr404(scope, processId)
  const [candidate, job, appRows] = await Promise.all([
    db.query.candidates.findFirst({
      where: and(eq(candidates.businessId, business.id), eq(candidates.id, process.candidateId)),
      columns: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        phone: true,
        location: true,
        currentTitle: true,
        currentCompany: true,
        experienceYears: true,
        qualification: true,
        skills: true,
        summary: true,
        linkedinUrl: true,
        isBlacklisted: true,
        resumeDocumentId: true,
      },
    }),
    db.query.opportunities.findFirst({
      where: and(eq(opportunities.businessId, business.id), eq(opportunities.id, process.opportunityId)),
      columns: {
        id: true,
        title: true,
        code: true,
        status: true,
        employmentType: true,
        workplace: true,
        location: true,
        skills: true,
        experienceMin: true,
        experienceMax: true,
        departmentId: true,
        hiringManagerId: true,
      },
    }),
    selectApplications(
      scope,
      and(eq(applications.candidateId, process.candidateId), eq(applications.opportunityId, process.opportunityId)),
    ).limit(1),
  ])
  if (!candidate || !job) throw notFound('Candidate interview')
  const attributes = await attributesOf(scope, job.id)
  return {
    process,
    candidate: { ...candidate, name: `${candidate.firstName} ${candidate.lastName}`.trim() },
    opportunity: job,
    application: appRows[0] ? presentApplication(appRows[0]) : null,
    scorecardAttributes: attributes.attributes,
  }
}

/** A candidate's processes (the candidate page's rounds and scorecards). */
export async function processIdsOf(scope: BusinessScope, candidateId: string) {
  const rows = await scope.db
    .select({ id: candidateInterviews.id })
    .from(candidateInterviews)
    .where(and(eq(candidateInterviews.businessId, scope.business.id), eq(candidateInterviews.candidateId, candidateId)))
  return rows.map((r) => r.id)
}

export const inProcesses = (ids: string[]) => inArray(interviews.candidateInterviewId, ids)
