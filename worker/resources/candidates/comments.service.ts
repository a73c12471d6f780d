import { and, desc, eq, inArray, not, or, sql } from 'drizzle-orm'
import { comments, employees, feedback, interviews } from '../../db/schema'
import { escapeHtml } from '../../lib/html'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { button, emailLayout } from '../../services/mail/layout'
import { notifyStaff } from '../../services/notifications'
import { sealedFor } from '../../services/scorecard-visibility'
import type { AddComment } from './candidates.schema'
import { candidatePageUrl } from './links'
import { candidateRow } from './query.service'

const MENTION_BY_ID = /@\[([^\]\n]{1,120})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi
const MENTION_BY_EMAIL = /(^|[^\w.@])@([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g

/** The @mentions in a comment: `@[Name](employee-id)` and `@someone@company.example`. */
export function parseMentions(body: string): { ids: string[]; emails: string[] } {
  const ids = [...body.matchAll(MENTION_BY_ID)].flatMap((m) => (m[2] ? [m[2].toLowerCase()] : []))
  const emails = [...body.matchAll(MENTION_BY_EMAIL)].flatMap((m) => (m[2] ? [m[2].toLowerCase()] : []))
  return { ids: [...new Set(ids)], emails: [...new Set(emails)] }
}

/** The comment as people read it: mention tokens become '@Name'. */
export const plainComment = (body: string) => body.replace(MENTION_BY_ID, (_m, name: string) => `@${name}`)

const fullName = (e: { firstName: string; lastName: string | null }) => `${e.firstName} ${e.lastName ?? ''}`.trim()

/** Active colleagues of this business named by the mentions (anyone else is ignored). */
async function resolveMentions({ db, business }: BusinessScope, body: string) {
  const { ids, emails } = parseMentions(body)
  if (!ids.length && !emails.length) return []
  return db.query.employees.findMany({
    where: and(
      eq(employees.businessId, business.id),
      eq(employees.status, 'active'),
      or(
        ids.length ? inArray(employees.id, ids.slice(0, 40)) : undefined,
        emails.length ? inArray(sql`lower(${employees.email})`, emails.slice(0, 40)) : undefined,
      ),
    ),
    columns: { id: true, firstName: true, lastName: true, email: true },
  })
}

/**
 * A comment on a candidate. Colleagues it mentions get a notification and an e-mail with a
 * link to the candidate (the author is not notified of their own mention).
 */
export async function addComment(scope: StaffScope, candidateId: string, input: AddComment) {
  const { db, env, business } = scope
  const authorId = scope.actor.id
  const candidate = await candidateRow(scope, candidateId)
  const mentioned = await resolveMentions(scope, input.body)
  const author = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, business.id), eq(employees.id, authorId)),
    columns: { id: true, firstName: true, lastName: true },
  })
  const authorName = author ? fullName(author) : 'A colleague'
  const [row] = await db
    .insert(comments)
    .values({
      businessId: business.id,
      candidateId,
      authorId,
      body: input.body,
      mentions: mentioned.map((m) => m.id),
      isShared: input.is_shared,
    })
    .returning()
  let notified = 0
  if (mentioned.length) {
    const title = `${authorName} mentioned you on ${candidate.name}`
    const link = candidatePageUrl(env, business.slug, candidateId)
    const html = emailLayout(
      `${authorName} mentioned you`,
      `<p>${escapeHtml(authorName)} mentioned you in a comment on <strong>${escapeHtml(candidate.name)}</strong>${candidate.opportunityTitle ? ` (${escapeHtml(candidate.opportunityTitle)})` : ''}:</p>` +
        `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #15803d;background:#f0fdf4;white-space:pre-wrap">${escapeHtml(plainComment(input.body))}</blockquote>` +
        button(link, 'Open the candidate'),
      `You received this e-mail because a colleague mentioned you on ${business.name}'s Hirely portal.`,
    )
    const told = await notifyStaff(
      scope,
      mentioned.map((m) => m.id),
      { kind: 'candidate.mention', title, link: `/admin/candidates/${candidateId}`, email: { subject: title, html } },
    )
    notified = told.length
  }
  if (!row) throw new Error('The comment was not written.')
  return {
    ...row,
    author: author ? { id: author.id, name: authorName } : null,
    mentioned: mentioned.map((m) => ({ id: m.id, name: fullName(m), email: m.email })),
    notified,
  }
}

export async function listComments({ db, business }: BusinessScope, candidateId: string, q: ListQuery) {
  const where = and(eq(comments.businessId, business.id), eq(comments.candidateId, candidateId))
  const [rows, total] = await Promise.all([
    db
      .select({
        comment: comments,
        firstName: employees.firstName,
        lastName: employees.lastName,
        avatarKey: employees.avatarKey,
      })
      .from(comments)
      .leftJoin(employees, and(eq(employees.businessId, business.id), eq(employees.id, comments.authorId)))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(comments, where),
  ])
  const mentionIds = [...new Set(rows.flatMap((r) => r.comment.mentions))]
  const people = mentionIds.length
    ? await db.query.employees.findMany({
        where: and(eq(employees.businessId, business.id), inArray(employees.id, mentionIds.slice(0, 90))),
        columns: { id: true, firstName: true, lastName: true },
      })
    : []
  const names = new Map(people.map((p) => [p.id, fullName(p)]))
  return pageOf(
    rows.map((r) => ({
      ...r.comment,
      text: plainComment(r.comment.body),
      author: {
        id: r.comment.authorId,
        name: r.firstName ? fullName({ firstName: r.firstName, lastName: r.lastName }) : 'Former colleague',
        avatarUrl: r.avatarKey ? `/api/v1/media/${r.avatarKey}` : null,
      },
      mentioned: r.comment.mentions.map((id) => ({ id, name: names.get(id) ?? null })),
    })),
    total,
    q,
  )
}

/**
 * Interviewers' scorecards (and the candidate's own feedback), newest first, with an average
 * rating. A staff member who is on an interview and has not submitted their own scorecard
 * does not see colleagues' on it yet (services/scorecard-visibility): `hidden` counts them.
 */
export async function listFeedback(scope: BusinessScope, candidateId: string, q: ListQuery) {
  const { db, business, actor } = scope
  const all = and(eq(feedback.businessId, business.id), eq(feedback.candidateId, candidateId))
  const sealed = actor.kind === 'employee' && actor.id ? sealedFor(actor.id) : undefined
  const where = sealed ? and(all, not(sealed)) : all
  const [rows, total, summary, hidden] = await Promise.all([
    db
      .select({
        feedback,
        firstName: employees.firstName,
        lastName: employees.lastName,
        interviewTitle: interviews.title,
        interviewRound: interviews.round,
      })
      .from(feedback)
      .leftJoin(
        employees,
        and(
          eq(feedback.authorKind, 'employee'),
          eq(employees.businessId, business.id),
          eq(employees.id, feedback.authorId),
        ),
      )
      .leftJoin(interviews, and(eq(interviews.businessId, business.id), eq(interviews.id, feedback.interviewId)))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(feedback, where),
    // The rating of the candidate: the hiring team's scorecards, not the candidate's own rating of
    // the process (feedback they give after an interview, issue 15).
    db
      .select({ average: sql<number | null>`avg(${feedback.rating})`, rated: sql<number>`count(${feedback.rating})` })
      .from(feedback)
      .where(and(where, eq(feedback.authorKind, 'employee'))),
    sealed ? db.$count(feedback, and(all, sealed)) : 0,
  ])
  const candidate = await candidateRow(scope, candidateId)
  return {
    ...pageOf(
      rows.map((r) => ({
        ...r.feedback,
        author: {
          kind: r.feedback.authorKind,
          id: r.feedback.authorId,
          name:
            r.feedback.authorKind === 'candidate'
              ? candidate.name
              : r.firstName
                ? fullName({ firstName: r.firstName, lastName: r.lastName })
                : 'Former colleague',
        },
        interview: r.feedback.interviewId
          ? { id: r.feedback.interviewId, title: r.interviewTitle, round: r.interviewRound }
          : null,
      })),
      total,
      q,
    ),
    averageRating:
      summary[0]?.average !== null && summary[0]?.average !== undefined
        ? Math.round(summary[0].average * 10) / 10
        : null,
    ratedCount: summary[0]?.rated ?? 0,
    hidden,
  }
}
