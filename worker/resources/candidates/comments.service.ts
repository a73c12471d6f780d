import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { comments, employees, feedback, interviews, notifications } from '../../db/schema'
import { escapeHtml } from '../../lib/html'
import { type ListQuery, offsetOf, pageOf } from '../../lib/pagination'
import { sendMail } from '../../providers/mail'
import { button, emailLayout } from '../../services/mail/layout'
import type { AddComment } from './candidates.schema'
import { candidatePageUrl } from './links'
import { findCandidateRow } from './query.service'

type MailEnv = Parameters<typeof sendMail>[0] & Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>

const MENTION_BY_ID = /@\[([^\]\n]{1,120})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi
const MENTION_BY_EMAIL = /(^|[^\w.@])@([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g

/** The @mentions in a comment: `@[Name](employee-id)` and `@someone@company.example`. */
export function parseMentions(body: string): { ids: string[]; emails: string[] } {
  const ids = [...body.matchAll(MENTION_BY_ID)].map((m) => m[2]!.toLowerCase())
  const emails = [...body.matchAll(MENTION_BY_EMAIL)].map((m) => m[2]!.toLowerCase())
  return { ids: [...new Set(ids)], emails: [...new Set(emails)] }
}

/** The comment as people read it: mention tokens become '@Name'. */
export const plainComment = (body: string) => body.replace(MENTION_BY_ID, (_m, name: string) => `@${name}`)

const fullName = (e: { firstName: string; lastName: string | null }) => `${e.firstName} ${e.lastName ?? ''}`.trim()

/** Active colleagues of this business named by the mentions (anyone else is ignored). */
async function resolveMentions(db: Db, businessId: string, body: string) {
  const { ids, emails } = parseMentions(body)
  if (!ids.length && !emails.length) return []
  return db.query.employees.findMany({
    where: and(
      eq(employees.businessId, businessId),
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
export async function addComment(
  db: Db,
  env: MailEnv,
  ctx: { businessId: string; slug: string; businessName: string },
  candidateId: string,
  input: AddComment,
  authorId: string,
) {
  const candidate = await findCandidateRow(db, ctx.businessId, candidateId)
  const mentioned = await resolveMentions(db, ctx.businessId, input.body)
  const author = await db.query.employees.findFirst({
    where: and(eq(employees.businessId, ctx.businessId), eq(employees.id, authorId)),
    columns: { id: true, firstName: true, lastName: true },
  })
  const authorName = author ? fullName(author) : 'A colleague'
  const [row] = await db
    .insert(comments)
    .values({
      businessId: ctx.businessId,
      candidateId,
      authorId,
      body: input.body,
      mentions: mentioned.map((m) => m.id),
      isShared: input.is_shared,
    })
    .returning()
  const notify = mentioned.filter((m) => m.id !== authorId)
  if (notify.length && candidate) {
    const link = candidatePageUrl(env, ctx.slug, candidateId)
    await db
      .insert(notifications)
      .values(
        notify.map((m) => ({
          businessId: ctx.businessId,
          employeeId: m.id,
          kind: 'candidate.mention',
          title: `${authorName} mentioned you on ${candidate.name}`,
          link: `/admin/candidates/${candidateId}`,
        })),
      )
    const html = emailLayout(
      `${authorName} mentioned you`,
      `<p>${escapeHtml(authorName)} mentioned you in a comment on <strong>${escapeHtml(candidate.name)}</strong>${candidate.opportunityTitle ? ` (${escapeHtml(candidate.opportunityTitle)})` : ''}:</p>` +
        `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #15803d;background:#f0fdf4;white-space:pre-wrap">${escapeHtml(plainComment(input.body))}</blockquote>` +
        button(link, 'Open the candidate'),
      `You received this e-mail because a colleague mentioned you on ${ctx.businessName}'s Hirely portal.`,
    )
    await Promise.all(
      notify.map((m) =>
        sendMail(env, db, {
          to: m.email,
          subject: `${authorName} mentioned you on ${candidate.name}`,
          html,
          businessId: ctx.businessId,
          template: 'candidate.mention',
        }),
      ),
    )
  }
  return {
    ...row!,
    author: author ? { id: author.id, name: authorName } : null,
    mentioned: mentioned.map((m) => ({ id: m.id, name: fullName(m), email: m.email })),
    notified: notify.length,
  }
}

export async function listComments(db: Db, businessId: string, candidateId: string, q: ListQuery) {
  const where = and(eq(comments.businessId, businessId), eq(comments.candidateId, candidateId))
  const [rows, total] = await Promise.all([
    db
      .select({
        comment: comments,
        firstName: employees.firstName,
        lastName: employees.lastName,
        avatarKey: employees.avatarKey,
      })
      .from(comments)
      .leftJoin(employees, eq(employees.id, comments.authorId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(comments, where),
  ])
  const mentionIds = [...new Set(rows.flatMap((r) => r.comment.mentions))]
  const people = mentionIds.length
    ? await db.query.employees.findMany({
        where: and(eq(employees.businessId, businessId), inArray(employees.id, mentionIds.slice(0, 90))),
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

/** Interviewers' (and the candidate's own) feedback, newest first, with an average rating. */
export async function listFeedback(db: Db, businessId: string, candidateId: string, q: ListQuery) {
  const where = and(eq(feedback.businessId, businessId), eq(feedback.candidateId, candidateId))
  const [rows, total, summary] = await Promise.all([
    db
      .select({
        feedback,
        firstName: employees.firstName,
        lastName: employees.lastName,
        interviewTitle: interviews.title,
        interviewRound: interviews.round,
      })
      .from(feedback)
      .leftJoin(employees, and(eq(feedback.authorKind, 'employee'), eq(employees.id, feedback.authorId)))
      .leftJoin(interviews, eq(interviews.id, feedback.interviewId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(feedback, where),
    db
      .select({ average: sql<number | null>`avg(${feedback.rating})`, rated: sql<number>`count(${feedback.rating})` })
      .from(feedback)
      .where(where),
  ])
  const candidate = await findCandidateRow(db, businessId, candidateId)
  return {
    ...pageOf(
      rows.map((r) => ({
        ...r.feedback,
        author: {
          kind: r.feedback.authorKind,
          id: r.feedback.authorId,
          name:
            r.feedback.authorKind === 'candidate'
              ? (candidate?.name ?? 'Candidate')
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
  }
}
