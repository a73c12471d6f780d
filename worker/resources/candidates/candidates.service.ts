import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  candidateDocuments,
  candidateInterviews,
  candidates,
  comments,
  documents,
  employees,
  feedback,
  interviews,
  offerLetters,
  oneTimeCodes,
  opportunities,
  resumes,
  sessions,
  statusHistories,
} from '../../db/schema'
import { ApiError, conflict } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { candidatesChanged } from '../../services/matching/refresh'
import { assertWithinLimit } from '../../services/plan-limits'
import { historyInsert } from '../../services/status-history'
import type { CreateCandidate, UpdateCandidate } from './candidates.schema'
import { type Duplicate, findDuplicate } from './duplicates.service'
import { fileInfo } from './files.service'
import { candidateRow, type PresentedRow } from './query.service'

/** The job a candidate is linked to must be one of this business's. */
export async function assertOwnOpportunity({ db, business }: BusinessScope, opportunityId: string | null | undefined) {
  if (!opportunityId) return null
  const job = await db.query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, business.id), eq(opportunities.id, opportunityId)),
    columns: { id: true, title: true, status: true },
  })
  if (!job) {
    const message = 'The selected job does not exist.'
    throw new ApiError(422, message, [{ field: 'opportunity_id', message }])
  }
  return job
}

/** snake_case input -> the table's columns (only the keys that were sent). */
function columnsOf(input: UpdateCandidate) {
  const map = {
    first_name: 'firstName',
    last_name: 'lastName',
    email: 'email',
    phone: 'phone',
    opportunity_id: 'opportunityId',
    location: 'location',
    current_title: 'currentTitle',
    current_company: 'currentCompany',
    experience_years: 'experienceYears',
    qualification: 'qualification',
    skills: 'skills',
    education: 'education',
    experience: 'experience',
    summary: 'summary',
    linkedin_url: 'linkedinUrl',
    expected_salary: 'expectedSalary',
    notice_period_days: 'noticePeriodDays',
    source: 'source',
  } as const
  const out: Partial<typeof candidates.$inferInsert> = {}
  for (const [from, to] of Object.entries(map) as [keyof typeof map, (typeof map)[keyof typeof map]][]) {
    if (input[from] !== undefined) (out as Record<string, unknown>)[to] = input[from] ?? null
  }
  if (out.lastName === null) out.lastName = ''
  return out
}

/** A saved candidate, or the record that already has their e-mail or phone (answered 409 by the route). */
export type SaveResult = { duplicate: Duplicate } | { candidate: PresentedRow }

/**
 * A new candidate: refused as a duplicate when the e-mail or phone is already on file (the
 * existing record is answered instead), within the plan's limit, linked to one of this
 * business's jobs. The first history row records where they came from.
 */
export async function createCandidate(scope: StaffScope, input: CreateCandidate): Promise<SaveResult> {
  const { db, business, actor } = scope
  const duplicate = await findDuplicate(scope, input)
  if (duplicate) return { duplicate }
  await assertOwnOpportunity(scope, input.opportunity_id)
  await assertWithinLimit(db, business.id, 'candidates')
  const id = newId()
  await db.batch([
    db.insert(candidates).values({
      ...(columnsOf(input) as typeof candidates.$inferInsert),
      id,
      businessId: business.id,
      skills: input.skills ?? [],
      status: 'new',
      createdBy: actor.id,
    }),
    historyInsert(db, {
      businessId: business.id,
      entity: 'candidate',
      entityId: id,
      from: null,
      to: 'new',
      reason: `Added (${input.source})`,
      actor,
    }),
  ])
  await candidatesChanged(scope, id)
  return { candidate: await candidateRow(scope, id) }
}

export async function updateCandidate(scope: BusinessScope, id: string, input: UpdateCandidate): Promise<SaveResult> {
  const { db, business } = scope
  const current = await candidateRow(scope, id)
  const changedEmail = input.email && input.email !== current.email.toLowerCase() ? input.email : null
  const changedPhone = input.phone && input.phone !== current.phone ? input.phone : null
  const portal = changedEmail
    ? await db.query.candidates.findFirst({
        where: and(eq(candidates.businessId, business.id), eq(candidates.id, id)),
        columns: { passwordHash: true },
      })
    : null
  if (changedEmail && portal?.passwordHash) {
    // The portal account's reset codes go to this address: re-addressing it would hand the
    // account to whoever reads the new one.
    const message = `${current.name} signs in to the candidate portal with this e-mail; only they can change it.`
    throw new ApiError(409, message, [{ field: 'email', message }])
  }
  if (changedEmail || changedPhone) {
    const duplicate = await findDuplicate(scope, { email: changedEmail, phone: changedPhone }, id)
    if (duplicate) return { duplicate }
  }
  if (input.opportunity_id) await assertOwnOpportunity(scope, input.opportunity_id)
  const values = columnsOf(input)
  if (Object.keys(values).length)
    await db
      .update(candidates)
      .set(values)
      .where(and(eq(candidates.businessId, business.id), eq(candidates.id, id)))
  if (Object.keys(values).length) await candidatesChanged(scope, id)
  return { candidate: await candidateRow(scope, id) }
}

/** A candidate's full record: job, documents, pipeline history (with who moved them), counts. */
export async function getCandidate(scope: BusinessScope, id: string) {
  const { db, business } = scope
  const row = await candidateRow(scope, id)
  const mine = <T extends { businessId: unknown; candidateId: unknown }>(t: T) =>
    and(eq(t.businessId as never, business.id), eq(t.candidateId as never, id))
  const [history, commentCount, feedbackCount, requested, resume, assignee, interviewCount] = await Promise.all([
    db
      .select({
        id: statusHistories.id,
        fromStatus: statusHistories.fromStatus,
        toStatus: statusHistories.toStatus,
        reason: statusHistories.reason,
        actorKind: statusHistories.actorKind,
        actorId: statusHistories.actorId,
        meta: statusHistories.meta,
        createdAt: statusHistories.createdAt,
        actorFirstName: employees.firstName,
        actorLastName: employees.lastName,
      })
      .from(statusHistories)
      .leftJoin(employees, and(eq(employees.id, statusHistories.actorId), eq(employees.businessId, business.id)))
      .where(
        and(
          eq(statusHistories.businessId, business.id),
          eq(statusHistories.entity, 'candidate'),
          eq(statusHistories.entityId, id),
        ),
      )
      .orderBy(asc(statusHistories.createdAt), asc(statusHistories.id)),
    db.$count(comments, mine(comments)),
    db.$count(feedback, mine(feedback)),
    db.$count(candidateDocuments, mine(candidateDocuments)),
    row.resumeDocumentId
      ? db.query.documents.findFirst({
          where: and(eq(documents.businessId, business.id), eq(documents.id, row.resumeDocumentId)),
        })
      : undefined,
    row.assignedTo
      ? db.query.employees.findFirst({
          where: and(eq(employees.businessId, business.id), eq(employees.id, row.assignedTo)),
          columns: { id: true, firstName: true, lastName: true },
        })
      : undefined,
    db.$count(interviews, mine(interviews)),
  ])
  return {
    ...row,
    assignee: assignee ? { id: assignee.id, name: `${assignee.firstName} ${assignee.lastName}`.trim() } : null,
    resume: resume ? fileInfo(id, resume) : null,
    statusHistory: history.map(({ actorFirstName, actorLastName, ...h }) => ({
      ...h,
      actorName: actorFirstName
        ? `${actorFirstName} ${actorLastName ?? ''}`.trim()
        : h.actorKind === 'candidate'
          ? row.name
          : h.actorKind === 'system'
            ? 'System'
            : null,
    })),
    counts: { comments: commentCount, feedback: feedbackCount, documents: requested, interviews: interviewCount },
  }
}

const chunks = <T>(items: T[], size = 90): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

/**
 * Delete a candidate and everything that is only theirs: comments, feedback, requested
 * documents, extracted resumes, history, sign-in sessions and codes, and the files in R2.
 * A candidate with interviews or offer letters is part of the hiring record: refused (409),
 * reject or withdraw them instead.
 */
export async function deleteCandidate(scope: BusinessScope, id: string) {
  const { db, env, business } = scope
  const row = await candidateRow(scope, id)
  const mine = <T extends { businessId: unknown; candidateId: unknown }>(t: T) =>
    and(eq(t.businessId as never, business.id), eq(t.candidateId as never, id))
  const [interviewCount, processCount, offerCount] = await Promise.all([
    db.$count(interviews, mine(interviews)),
    db.$count(candidateInterviews, mine(candidateInterviews)),
    db.$count(offerLetters, mine(offerLetters)),
  ])
  if (interviewCount + processCount + offerCount > 0) {
    throw conflict(
      `${row.name} has interviews or offer letters and cannot be deleted. Reject or withdraw the candidate instead.`,
    )
  }
  const [requested, extracted] = await Promise.all([
    db.select({ documentId: candidateDocuments.documentId }).from(candidateDocuments).where(mine(candidateDocuments)),
    db.select({ documentId: resumes.documentId }).from(resumes).where(mine(resumes)),
  ])
  const documentIds = [
    ...new Set(
      [row.resumeDocumentId, ...requested.map((r) => r.documentId), ...extracted.map((r) => r.documentId)].filter(
        (v): v is string => !!v,
      ),
    ),
  ]
  const files = (
    await Promise.all(
      chunks(documentIds).map((ids) =>
        db
          .select({ id: documents.id, key: documents.key })
          .from(documents)
          .where(and(eq(documents.businessId, business.id), inArray(documents.id, ids))),
      ),
    )
  ).flat()
  // Sign-in rows name the person, not always the business (a reset code has none): the
  // candidate was found in this business above, and candidate ids are unique.
  const theirs = <T extends { principalKind: unknown; principalId: unknown }>(t: T) =>
    and(eq(t.principalKind as never, 'candidate'), eq(t.principalId as never, id))
  await db.batch([
    db.delete(candidateDocuments).where(mine(candidateDocuments)),
    db.delete(comments).where(mine(comments)),
    db.delete(feedback).where(mine(feedback)),
    db.delete(resumes).where(mine(resumes)),
    db
      .delete(statusHistories)
      .where(
        and(
          eq(statusHistories.businessId, business.id),
          eq(statusHistories.entity, 'candidate'),
          eq(statusHistories.entityId, id),
        ),
      ),
    db.delete(sessions).where(theirs(sessions)),
    db.delete(oneTimeCodes).where(theirs(oneTimeCodes)),
    db.delete(candidates).where(and(eq(candidates.businessId, business.id), eq(candidates.id, id))),
    ...chunks(files.map((f) => f.id)).map((ids) =>
      db.delete(documents).where(and(eq(documents.businessId, business.id), inArray(documents.id, ids))),
    ),
  ])
  for (const keys of chunks(
    files.map((f) => f.key),
    900,
  ))
    await env.FILES.delete(keys)
  await candidatesChanged(scope, id)
  return { id, name: row.name, filesRemoved: files.length }
}
