/**
 * The candidate's own profile in their area: their details (the candidate-safe columns only), their
 * applications, the feedback and comments the hiring team chose to share, their documents, and
 * their e-mail choices. Nothing internal (pipeline notes, scorecards not shared) is reachable.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import {
  applications,
  candidateDocuments,
  candidates,
  comments,
  documents,
  employees,
  feedback,
  interviews,
  opportunities,
} from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { CandidateScope } from '../../lib/scope'
import { candidateSelfView } from '../candidates/self-view'
import { type CandidateNotificationsInput, preferencesOf } from './candidate-settings.schema'

async function self({ db, business, actor }: CandidateScope) {
  const row = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(candidates.id, actor.id)),
  })
  if (!row) throw notFound('Candidate')
  return row
}

const staffNames = async ({ db, business }: CandidateScope, ids: string[]) => {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map<string, string>()
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.businessId, business.id), inArray(employees.id, unique)))
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]))
}

/** The candidate's applications, newest first: job and stage. */
export async function myApplications({ db, business, actor }: CandidateScope) {
  return db
    .select({
      id: applications.id,
      stage: applications.stage,
      appliedAt: applications.appliedAt,
      stageChangedAt: applications.stageChangedAt,
      opportunityId: opportunities.id,
      title: opportunities.title,
      jobStatus: opportunities.status,
    })
    .from(applications)
    .innerJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, applications.opportunityId)),
    )
    .where(and(eq(applications.businessId, business.id), eq(applications.candidateId, actor.id)))
    .orderBy(desc(applications.appliedAt), desc(applications.id))
}

export async function myProfile(scope: CandidateScope) {
  const row = await self(scope)
  const [apps, resume] = await Promise.all([
    myApplications(scope),
    row.resumeDocumentId
      ? scope.db.query.documents.findFirst({
          where: and(eq(documents.businessId, scope.business.id), eq(documents.id, row.resumeDocumentId)),
          columns: { fileName: true, createdAt: true },
        })
      : undefined,
  ])
  const latest = apps[0]
  return {
    ...candidateSelfView(row, {
      business: { id: scope.business.id, name: scope.business.name, slug: scope.business.slug },
      opportunity: latest ? { id: latest.opportunityId, title: latest.title } : null,
    }),
    resume: resume ? { fileName: resume.fileName, uploadedAt: resume.createdAt } : null,
    applications: apps.map((a) => ({
      id: a.id,
      stage: a.stage,
      appliedAt: a.appliedAt,
      stageChangedAt: a.stageChangedAt,
      job: { id: a.opportunityId, title: a.title, status: a.jobStatus },
    })),
    notifications: preferencesOf(row.notificationPreferences),
  }
}

/** Feedback the hiring team shared with the candidate (never a scorecard they did not share). */
export async function mySharedFeedback(scope: CandidateScope) {
  const { db, business, actor } = scope
  const rows = await db
    .select({
      id: feedback.id,
      authorId: feedback.authorId,
      rating: feedback.rating,
      strengths: feedback.strengths,
      concerns: feedback.concerns,
      notes: feedback.notes,
      createdAt: feedback.createdAt,
      interviewId: feedback.interviewId,
      interviewTitle: interviews.title,
      interviewAt: interviews.scheduledAt,
    })
    .from(feedback)
    .leftJoin(interviews, and(eq(interviews.businessId, business.id), eq(interviews.id, feedback.interviewId)))
    .where(
      and(
        eq(feedback.businessId, business.id),
        eq(feedback.candidateId, actor.id),
        eq(feedback.authorKind, 'employee'),
        eq(feedback.isShared, true),
      ),
    )
    .orderBy(desc(feedback.createdAt))
  const names = await staffNames(
    scope,
    rows.map((r) => r.authorId),
  )
  return rows.map(({ authorId, ...r }) => ({ ...r, author: names.get(authorId) ?? null }))
}

/** Comments addressed to the candidate (shared with them), newest first. */
export async function mySharedComments(scope: CandidateScope) {
  const { db, business, actor } = scope
  const rows = await db
    .select({ id: comments.id, authorId: comments.authorId, body: comments.body, createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.businessId, business.id), eq(comments.candidateId, actor.id), eq(comments.isShared, true)))
    .orderBy(desc(comments.createdAt))
  const names = await staffNames(
    scope,
    rows.map((r) => r.authorId),
  )
  // Mentions of colleagues read as plain names: `@[Name](id)` -> `@Name`.
  return rows.map((r) => ({
    id: r.id,
    author: names.get(r.authorId) ?? null,
    text: r.body.replace(/@\[([^\]]+)\]\([^)]+\)/g, '@$1'),
    createdAt: r.createdAt,
  }))
}

/** The documents the hiring team asked for and those received, and the resume on file. */
export async function myDocuments(scope: CandidateScope) {
  const { db, business, actor } = scope
  const row = await self(scope)
  const rows = await db
    .select({
      id: candidateDocuments.id,
      name: candidateDocuments.name,
      status: candidateDocuments.status,
      requestedAt: candidateDocuments.requestedAt,
      receivedAt: candidateDocuments.receivedAt,
      fileName: documents.fileName,
      size: documents.size,
    })
    .from(candidateDocuments)
    .leftJoin(documents, and(eq(documents.businessId, business.id), eq(documents.id, candidateDocuments.documentId)))
    .where(and(eq(candidateDocuments.businessId, business.id), eq(candidateDocuments.candidateId, actor.id)))
    .orderBy(desc(candidateDocuments.createdAt))
  const resume = row.resumeDocumentId
    ? await db.query.documents.findFirst({
        where: and(eq(documents.businessId, business.id), eq(documents.id, row.resumeDocumentId)),
        columns: { fileName: true, size: true, createdAt: true },
      })
    : undefined
  return {
    resume: resume ? { fileName: resume.fileName, size: resume.size, uploadedAt: resume.createdAt } : null,
    documents: rows,
  }
}

export async function myNotificationPreferences(scope: CandidateScope) {
  return preferencesOf((await self(scope)).notificationPreferences)
}

export async function setMyNotificationPreferences(scope: CandidateScope, input: CandidateNotificationsInput) {
  await scope.db
    .update(candidates)
    .set({ notificationPreferences: { exam_reminders: input.exam_reminders, exam_receipts: input.exam_receipts } })
    .where(and(eq(candidates.businessId, scope.business.id), eq(candidates.id, scope.actor.id)))
  return myNotificationPreferences(scope)
}
