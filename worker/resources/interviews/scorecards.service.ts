/**
 * Scorecards (docs/interviews.md): each interviewer rates the opportunity's attributes 1–4 and
 * recommends (strong no … strong yes), once per interview, and may rewrite it until the interview
 * is closed (cancelled, rejected, no-show, or its process decided). Colleagues' scorecards stay
 * sealed for an interviewer until they have submitted their own. Kept in `feedback` (one row
 * per interviewer and interview), so the candidate's feedback, report and removal see them too.
 */
import { and, asc, desc, eq, not } from 'drizzle-orm'
import { candidateInterviews, feedback, opportunities, scorecardAttributes } from '../../db/schema'
import { ApiError, conflict, type FieldError, forbidden, notFound } from '../../lib/errors'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { isUniqueViolation } from '../../services/org-helpers'
import { sealedFor } from '../../services/scorecard-visibility'
import { assertSees, isInterviewerOf, type Viewer } from './access'
import {
  attributeKey,
  DECIDED_PROCESS_STATES,
  DEFAULT_SCORECARD_ATTRIBUTES,
  type ScorecardAttributesInput,
  type ScorecardInput,
  type ScorecardRating,
} from './interviews.schema'
import { type InterviewRow, interviewOr404, peopleOf } from './interviews.service'

export type Attribute = { key: string; name: string; description: string | null }

/** What an opportunity's scorecards rate: its own attributes, else the default set. */
export async function attributesOf({ db, business }: BusinessScope, opportunityId: string | null) {
  const rows = opportunityId
    ? await db.query.scorecardAttributes.findMany({
        where: and(
          eq(scorecardAttributes.businessId, business.id),
          eq(scorecardAttributes.opportunityId, opportunityId),
        ),
        orderBy: [asc(scorecardAttributes.position)],
      })
    : []
  if (rows.length)
    return { isDefault: false, attributes: rows.map((r) => ({ key: r.key, name: r.name, description: r.description })) }
  return { isDefault: true, attributes: DEFAULT_SCORECARD_ATTRIBUTES.map((a) => ({ ...a })) as Attribute[] }
}

/** GET /opportunities/:id/scorecard-attributes. */
export async function opportunityAttributes(scope: BusinessScope, opportunityId: string) {
  return { opportunityId, ...(await attributesOf(scope, opportunityId)) }
}

/** PUT /opportunities/:id/scorecard-attributes: the whole list, in order (past scorecards keep their own copy). */
export async function saveOpportunityAttributes(
  scope: BusinessScope,
  opportunityId: string,
  input: ScorecardAttributesInput,
) {
  const { db, business } = scope
  const job = await db.query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, business.id), eq(opportunities.id, opportunityId)),
    columns: { id: true },
  })
  if (!job) throw notFound('Job')
  await db.batch([
    db
      .delete(scorecardAttributes)
      .where(
        and(eq(scorecardAttributes.businessId, business.id), eq(scorecardAttributes.opportunityId, opportunityId)),
      ),
    db.insert(scorecardAttributes).values(
      input.attributes.map((a, position) => ({
        businessId: business.id,
        opportunityId,
        key: attributeKey(a.name),
        name: a.name,
        description: a.description ?? null,
        position,
      })),
    ),
  ])
  return opportunityAttributes(scope, opportunityId)
}

/** Why a scorecard can no longer be written, or null while it can. */
async function closedBecause(scope: BusinessScope, row: InterviewRow): Promise<string | null> {
  if (row.status === 'cancelled' || row.status === 'rejected' || row.status === 'no_show')
    return `The interview is ${row.status.replace('_', ' ')}: its scorecards are closed.`
  if (!row.candidateInterviewId) return null
  const process = await scope.db.query.candidateInterviews.findFirst({
    where: and(
      eq(candidateInterviews.businessId, scope.business.id),
      eq(candidateInterviews.id, row.candidateInterviewId),
    ),
    columns: { status: true },
  })
  if (process && (DECIDED_PROCESS_STATES as readonly string[]).includes(process.status))
    return `The candidate's interviews ended as ${process.status}: the scorecards are closed.`
  return null
}

function present(row: typeof feedback.$inferSelect, names: Map<string, { name: string }>) {
  return {
    id: row.id,
    interviewId: row.interviewId,
    author: { id: row.authorId, name: names.get(row.authorId)?.name ?? 'Former colleague' },
    ratings: row.ratings ?? [],
    rating: row.rating,
    recommendation: row.recommendation,
    strengths: row.strengths,
    concerns: row.concerns,
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/**
 * GET /interviews/:id/feedback: the attributes to rate, the viewer's own scorecard, and the
 * colleagues' ones the viewer may read (sealed ones are only counted).
 */
export async function interviewFeedback(scope: StaffScope, id: string, viewer: Viewer) {
  const { db, business } = scope
  const row = await interviewOr404(scope, id)
  assertSees(viewer, row)
  const all = and(
    eq(feedback.businessId, business.id),
    eq(feedback.interviewId, id),
    eq(feedback.authorKind, 'employee'),
  )
  const sealed = sealedFor(viewer.employeeId)
  const [visible, hidden, attributes, closed] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(and(all, not(sealed)))
      .orderBy(desc(feedback.updatedAt), desc(feedback.id)),
    db.$count(feedback, and(all, sealed)),
    attributesOf(scope, row.opportunityId),
    closedBecause(scope, row),
  ])
  const authors = await db.select({ authorId: feedback.authorId }).from(feedback).where(all)
  const people = await peopleOf(scope, [...row.interviewerIds, ...authors.map((a) => a.authorId)])
  const submitted = new Set(authors.map((a) => a.authorId))
  const mine = visible.find((f) => f.authorId === viewer.employeeId)
  const isInterviewer = isInterviewerOf(row, viewer.employeeId)
  return {
    interviewId: id,
    attributes: attributes.attributes,
    mine: mine ? present(mine, people) : null,
    scorecards: visible.filter((f) => f.authorId !== viewer.employeeId).map((f) => present(f, people)),
    hidden,
    interviewers: row.interviewerIds.map((i) => ({
      id: i,
      name: people.get(i)?.name ?? 'Former colleague',
      submitted: submitted.has(i),
    })),
    canSubmit: isInterviewer && !closed,
    closedReason: closed,
    isInterviewer,
  }
}

/** POST /interviews/:id/feedback: write (or rewrite) the viewer's scorecard on this interview. */
export async function submitScorecard(scope: StaffScope, id: string, input: ScorecardInput, viewer: Viewer) {
  const { db, business, actor } = scope
  const row = await interviewOr404(scope, id)
  assertSees(viewer, row)
  if (!isInterviewerOf(row, actor.id))
    throw forbidden('You do not have permission to submit a scorecard on an interview you are not on.')
  const closed = await closedBecause(scope, row)
  if (closed) throw conflict(closed)
  const { attributes } = await attributesOf(scope, row.opportunityId)
  const errors: FieldError[] = []
  const given = new Map(input.ratings.map((r) => [r.key, r.rating]))
  for (const key of given.keys())
    if (!attributes.some((a) => a.key === key)) errors.push({ field: 'ratings', message: `Unknown attribute: ${key}` })
  for (const a of attributes) if (!given.has(a.key)) errors.push({ field: 'ratings', message: `Please rate ${a.name}` })
  if (errors.length) throw new ApiError(422, errors[0]!.message, errors)
  const ratings: ScorecardRating[] = attributes.map((a) => ({ key: a.key, name: a.name, rating: given.get(a.key)! }))
  const mean = Math.round(ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length)
  const values = {
    ratings,
    rating: mean,
    recommendation: input.recommendation,
    strengths: input.strengths ?? null,
    concerns: input.concerns ?? null,
    notes: input.notes ?? null,
  }
  const where = and(
    eq(feedback.businessId, business.id),
    eq(feedback.interviewId, id),
    eq(feedback.authorKind, 'employee'),
    eq(feedback.authorId, actor.id),
  )
  const write = async () => {
    const existing = await db.query.feedback.findFirst({ where, columns: { id: true } })
    if (existing)
      await db
        .update(feedback)
        .set({ ...values, updatedAt: new Date() })
        .where(where)
    else
      await db.insert(feedback).values({
        businessId: business.id,
        candidateId: row.candidateId,
        interviewId: id,
        authorKind: 'employee',
        authorId: actor.id,
        ...values,
      })
    return !existing
  }
  // Two tabs submitting at once: the unique index lets one insert; the other becomes an update.
  const created = await write().catch((err) => {
    if (isUniqueViolation(err)) return write()
    throw err
  })
  return { created, feedback: await interviewFeedback(scope, id, viewer) }
}
