import { and, eq, inArray, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import {
  applications,
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
  resumes,
  sessions,
  statusHistories,
} from '../../db/schema'
import { ApiError, conflict } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { candidatesChanged } from '../../services/matching/refresh'
import { assertWithinLimit } from '../../services/plan-limits'
import {
  APPLICATION_ENTITY,
  applicableOpportunity,
  applicationInserts,
  candidateHistory,
} from '../applications/applications.service'
import type { CreateCandidate, UpdateCandidate } from './candidates.schema'
import { type Duplicate, findDuplicate } from './duplicates.service'
import { fileInfo } from './files.service'
import { candidateRow, type PresentedRow } from './query.service'

/** snake_case input -> the table's columns (only the keys that were sent). */
function columnsOf(input: UpdateCandidate) {
  const map = {
    first_name: 'firstName',
    last_name: 'lastName',
    email: 'email',
    phone: 'phone',
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
  // The job is not a column of the candidate: it names an application (applications.service).
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
 * existing record is answered instead), within the plan's limit. With a job, their application
 * to it (stage new, the candidate's source) and its first history row are written in the same
 * batch.
 */
export async function createCandidate(
  scope: StaffScope,
  input: CreateCandidate,
  /**
   * A candidate made from an uploaded resume (resumes/save.service): the file that becomes
   * their resume, and statements written in the same batch (the resume record marked saved).
   */
  from?: { resumeDocumentId: string; statements: (candidateId: string) => BatchItem<'sqlite'>[] },
): Promise<SaveResult> {
  const { db, business, actor } = scope
  const duplicate = await findDuplicate(scope, input)
  if (duplicate) return { duplicate }
  const job = input.opportunity_id ? await applicableOpportunity(scope, input.opportunity_id) : null
  await assertWithinLimit(db, business.id, 'candidates')
  const id = newId()
  const application = job
    ? applicationInserts(scope, {
        candidateId: id,
        opportunityId: job.id,
        source: input.source,
        note: `Added (${input.source}).`,
      })
    : null
  await db.batch([
    db.insert(candidates).values({
      ...(columnsOf(input) as typeof candidates.$inferInsert),
      id,
      businessId: business.id,
      skills: input.skills ?? [],
      resumeDocumentId: from?.resumeDocumentId ?? null,
      createdBy: actor.id,
    }),
    ...(application?.statements ?? []),
    ...(from?.statements(id) ?? []),
  ])
  await candidatesChanged(scope, id)
  return { candidate: await candidateRow(scope, id) }
}

/**
 * An edit of the candidate's own fields. An `opportunity_id` (the seed's field) puts the
 * candidate in that job's pipeline when they are not there yet; their other applications stay.
 * An empty one changes nothing: applications leave a pipeline by being rejected or withdrawn.
 */
export async function updateCandidate(scope: StaffScope, id: string, input: UpdateCandidate): Promise<SaveResult> {
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
  const joins =
    input.opportunity_id && !current.applications.some((a) => a.opportunityId === input.opportunity_id)
      ? await applicableOpportunity(scope, input.opportunity_id)
      : null
  const values = columnsOf(input)
  const statements = [
    ...(Object.keys(values).length
      ? [
          db
            .update(candidates)
            .set(values)
            .where(and(eq(candidates.businessId, business.id), eq(candidates.id, id))),
        ]
      : []),
    ...(joins
      ? applicationInserts(scope, {
          candidateId: id,
          opportunityId: joins.id,
          source: input.source ?? current.source,
          note: `Added to ${joins.title}.`,
        }).statements
      : []),
  ]
  if (statements.length) await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  if (Object.keys(values).length) await candidatesChanged(scope, id)
  return { candidate: await candidateRow(scope, id, joins ? { opportunity_id: joins.id } : {}) }
}

/** A candidate's full record: job, documents, pipeline history (with who moved them), counts. */
export async function getCandidate(scope: BusinessScope, id: string) {
  const { db, business } = scope
  const row = await candidateRow(scope, id)
  const mine = <T extends { businessId: unknown; candidateId: unknown }>(t: T) =>
    and(eq(t.businessId as never, business.id), eq(t.candidateId as never, id))
  const [history, commentCount, feedbackCount, requested, resume, assignee, interviewCount] = await Promise.all([
    candidateHistory(
      scope,
      row,
      row.applications.map((a) => a.id),
    ),
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
    // Every application with its own moves, and the whole story (candidate events and every
    // application's moves, each naming its job) as the seed's status_history, oldest first.
    applications: row.applications.map((a) => ({ ...a, history: history.filter((h) => h.applicationId === a.id) })),
    statusHistory: history.map((h) => ({
      ...h,
      opportunityTitle: row.applications.find((a) => a.id === h.applicationId)?.opportunity.title ?? null,
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
          or(
            and(eq(statusHistories.entity, 'candidate'), eq(statusHistories.entityId, id)),
            and(
              eq(statusHistories.entity, APPLICATION_ENTITY),
              inArray(
                statusHistories.entityId,
                db.select({ id: applications.id }).from(applications).where(mine(applications)),
              ),
            ),
          ),
        ),
      ),
    db.delete(applications).where(mine(applications)),
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
