/**
 * The e-mails of an interview's life (docs/interviews.md): invitations with an .ics attachment
 * (METHOD:REQUEST) to the candidate and every interviewer, updates with a raised SEQUENCE,
 * cancellations (METHOD:CANCEL), and the 24-hour reminder. The candidate's wording is the
 * business's own e-mail template; interviewers get the product's staff layout. All of it goes
 * through sendMail (outbox + queue). Online exams are not meetings: no calendar file, the
 * candidate gets the exam invitation template.
 */
import { eq } from 'drizzle-orm'
import { candidates, opportunities } from '../../db/schema'
import { escapeHtml } from '../../lib/html'
import type { BusinessScope } from '../../lib/scope'
import { type MailAttachment, sendMail } from '../../providers/mail'
import { button, emailLayout } from '../../services/mail/layout'
import { meter } from '../../services/plan-limits'
import { candidatePortalUrl, portalOrigin } from '../candidates/links'
import { renderTemplate, type TemplateVars } from '../email-templates/render'
import { icsContentType, interviewUid, invitationIcs } from './ics'
import { endOf, INTERVIEW_MODE_LABELS } from './interviews.schema'
import { type InterviewRow, peopleOf } from './interviews.service'
import { formatDuration, formatLong, formatSpan } from './when'

type Person = { id: string; name: string; email: string }

/** Everything the e-mails of one interview say. */
async function contextOf(scope: BusinessScope, row: InterviewRow) {
  const { db, business } = scope
  const [candidate, opportunity, people] = await Promise.all([
    db.query.candidates.findFirst({
      where: eq(candidates.id, row.candidateId),
      columns: { firstName: true, lastName: true, email: true },
    }),
    row.opportunityId
      ? db.query.opportunities.findFirst({ where: eq(opportunities.id, row.opportunityId), columns: { title: true } })
      : undefined,
    peopleOf(scope, row.interviewerIds),
  ])
  const candidateName = `${candidate?.firstName ?? ''} ${candidate?.lastName ?? ''}`.trim()
  return {
    candidate: { name: candidateName, email: candidate?.email ?? '' },
    jobTitle: opportunity?.title ?? 'open',
    people,
    interviewers: row.interviewerIds.flatMap((id) => {
      const p = people.get(id)
      return p && p.status === 'active' ? [{ id, name: p.name, email: p.email }] : []
    }),
  }
}
type Context = Awaited<ReturnType<typeof contextOf>>

const where = (row: InterviewRow) =>
  row.mode === 'in_person'
    ? (row.location ?? 'To be confirmed')
    : row.mode === 'video'
      ? (row.meetingUrl ?? 'Video call')
      : row.mode === 'phone'
        ? (row.location ?? 'We will call you')
        : 'Online'

const staffLink = (scope: BusinessScope, id: string) =>
  `${portalOrigin(scope.env, scope.business.slug)}/admin/interviews/${id}`

/** The calendar file of one version of the interview, for the candidate or for the interviewers. */
function ics(
  scope: BusinessScope,
  row: InterviewRow,
  ctx: Context,
  method: 'REQUEST' | 'CANCEL',
  audience: 'candidate' | 'staff',
  interviewers: Person[],
): MailAttachment {
  const summary =
    audience === 'candidate'
      ? `${row.title} — ${scope.business.name}`
      : `${row.title}: ${ctx.candidate.name} (${ctx.jobTitle})`
  const lines = [
    `${INTERVIEW_MODE_LABELS[row.mode]} for the ${ctx.jobTitle} role at ${scope.business.name}.`,
    `When: ${formatSpan(row.scheduledAt, endOf(row), row.timezone)} (${row.timezone})`,
    row.meetingUrl ? `Join: ${row.meetingUrl}` : '',
    row.location ? `Where: ${row.location}` : '',
    audience === 'staff' ? `Interviewers: ${interviewers.map((p) => p.name).join(', ')}` : '',
    audience === 'staff' ? `Scorecard and details: ${staffLink(scope, row.id)}` : '',
  ]
  const text = invitationIcs({
    uid: interviewUid(row.id, scope.env.MAIN_DOMAIN),
    sequence: row.sequence,
    method,
    start: row.scheduledAt,
    end: new Date(endOf(row)),
    summary,
    description: lines.filter(Boolean).join('\n'),
    location: row.mode === 'video' ? row.meetingUrl : row.location,
    url: row.mode === 'video' ? row.meetingUrl : null,
    organizer: { name: scope.business.name, email: scope.business.email },
    attendees: [
      { name: ctx.candidate.name, email: ctx.candidate.email, role: 'required' as const },
      ...(audience === 'staff'
        ? interviewers.map((p) => ({ name: p.name, email: p.email, role: 'chair' as const }))
        : []),
    ],
    stamp: new Date(),
  })
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: icsContentType(method),
    content: text,
  }
}

/** The template's values for this interview ({{interview_time}} in the interview's own zone). */
function candidateVars(scope: BusinessScope, row: InterviewRow, ctx: Context): TemplateVars {
  return {
    candidate_name: ctx.candidate.name,
    candidate_email: ctx.candidate.email,
    job_title: ctx.jobTitle,
    careers_link: `${portalOrigin(scope.env, scope.business.slug)}/jobs`,
    candidate_portal_link: candidatePortalUrl(scope.env, scope.business.slug),
    interview_title: row.title,
    interview_time: formatLong(row.scheduledAt, row.timezone),
    interview_duration: formatDuration(row.durationMinutes),
    interview_mode: INTERVIEW_MODE_LABELS[row.mode],
    interview_location: where(row),
    interview_link: row.meetingUrl ?? '',
    interviewer_names: ctx.interviewers.map((p) => p.name).join(', '),
    exam_link: candidatePortalUrl(scope.env, scope.business.slug),
    exam_duration: formatDuration(row.durationMinutes),
    exam_deadline: row.examClosesAt ? formatLong(row.examClosesAt, row.timezone) : '',
  }
}

/** A button whose link is empty (no meeting link for a phone call) says nothing: drop it. */
const withoutEmptyLinks = (html: string) => html.replace(/<p>\s*<a href="(?:#)?"[^>]*>[^<]*<\/a>\s*<\/p>/g, '')

async function mailCandidate(
  scope: BusinessScope,
  row: InterviewRow,
  ctx: Context,
  template:
    | 'interview.scheduled'
    | 'interview.rescheduled'
    | 'interview.cancelled'
    | 'interview.reminder'
    | 'exam.invitation',
  extra: TemplateVars,
  attachments: MailAttachment[],
) {
  if (!ctx.candidate.email) return
  const { db, env, business, actor } = scope
  const mail = await renderTemplate(
    db,
    business.id,
    template,
    { ...candidateVars(scope, row, ctx), ...extra },
    { senderId: actor.kind === 'employee' ? actor.id : null },
  )
  await sendMail(env, db, {
    to: ctx.candidate.email,
    subject: mail.subject,
    html: withoutEmptyLinks(mail.html),
    businessId: business.id,
    template,
    attachments,
  })
  await meter(db, business.id, 'email')
}

function detailsHtml(scope: BusinessScope, row: InterviewRow, ctx: Context) {
  const item = (label: string, value: string) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`
  return `<ul>${[
    item('Candidate', `${ctx.candidate.name} — ${ctx.jobTitle}`),
    item('When', `${formatSpan(row.scheduledAt, endOf(row), row.timezone)} (${row.timezone})`),
    item('How', INTERVIEW_MODE_LABELS[row.mode]),
    item('Where', where(row)),
    item('Interviewers', ctx.interviewers.map((p) => p.name).join(', ')),
    row.round ? item('Round', String(row.round)) : '',
  ].join('')}</ul>${button(staffLink(scope, row.id), 'Open the interview')}`
}

async function mailInterviewer(
  scope: BusinessScope,
  person: Person,
  subject: string,
  intro: string,
  body: string,
  attachments: MailAttachment[],
) {
  await sendMail(scope.env, scope.db, {
    to: person.email,
    subject,
    html: emailLayout(
      subject,
      `<p>Hi ${escapeHtml(person.name.split(' ')[0] ?? person.name)},</p><p>${intro}</p>${body}`,
    ),
    businessId: scope.business.id,
    template: 'interview.staff',
    attachments,
  })
}

/** A new interview: the candidate's invitation (or exam invitation) and each interviewer's. */
export async function sendScheduled(scope: BusinessScope, row: InterviewRow) {
  const ctx = await contextOf(scope, row)
  const exam = row.mode === 'online_exam'
  await mailCandidate(
    scope,
    row,
    ctx,
    exam ? 'exam.invitation' : 'interview.scheduled',
    {},
    exam ? [] : [ics(scope, row, ctx, 'REQUEST', 'candidate', ctx.interviewers)],
  )
  await inviteInterviewers(scope, row, ctx, ctx.interviewers)
}

async function inviteInterviewers(scope: BusinessScope, row: InterviewRow, ctx: Context, people: Person[]) {
  const exam = row.mode === 'online_exam'
  const file = exam ? [] : [ics(scope, row, ctx, 'REQUEST', 'staff', ctx.interviewers)]
  for (const person of people)
    await mailInterviewer(
      scope,
      person,
      `Interview: ${row.title} with ${ctx.candidate.name}`,
      exam
        ? `You are a reviewer of ${escapeHtml(ctx.candidate.name)}'s online exam.`
        : `You are interviewing ${escapeHtml(ctx.candidate.name)}. The calendar invitation is attached.`,
      detailsHtml(scope, row, ctx),
      file,
    )
}

export type Change = { field: string; from: unknown; to: unknown }

/**
 * An interview changed (moved, re-staffed, another place or link): everyone still on it gets the
 * new version (same UID, higher SEQUENCE), new interviewers an invitation, removed ones a
 * cancellation of their copy.
 */
export async function sendUpdated(scope: BusinessScope, before: InterviewRow, row: InterviewRow) {
  const ctx = await contextOf(scope, row)
  const exam = row.mode === 'online_exam'
  const moved =
    before.scheduledAt.getTime() !== row.scheduledAt.getTime() ||
    before.durationMinutes !== row.durationMinutes ||
    before.timezone !== row.timezone
  const previous = formatLong(before.scheduledAt, before.timezone)
  await mailCandidate(
    scope,
    row,
    ctx,
    exam ? 'exam.invitation' : moved ? 'interview.rescheduled' : 'interview.scheduled',
    { previous_interview_time: previous },
    exam ? [] : [ics(scope, row, ctx, 'REQUEST', 'candidate', ctx.interviewers)],
  )
  const added = ctx.interviewers.filter((p) => !before.interviewerIds.includes(p.id))
  const kept = ctx.interviewers.filter((p) => before.interviewerIds.includes(p.id))
  const removed = [...(await peopleOf(scope, before.interviewerIds)).values()].filter(
    (p) => !row.interviewerIds.includes(p.id) && p.status === 'active',
  )
  await inviteInterviewers(scope, row, ctx, added)
  const update = exam ? [] : [ics(scope, row, ctx, 'REQUEST', 'staff', ctx.interviewers)]
  for (const person of kept)
    await mailInterviewer(
      scope,
      person,
      `${moved ? 'Moved' : 'Updated'}: ${row.title} with ${ctx.candidate.name}`,
      moved
        ? `The interview moved from ${escapeHtml(formatSpan(before.scheduledAt, endOf(before), before.timezone))}. The updated invitation is attached.`
        : 'The interview details changed. The updated invitation is attached.',
      detailsHtml(scope, row, ctx),
      update,
    )
  const cancel = exam ? [] : [ics(scope, row, ctx, 'CANCEL', 'staff', ctx.interviewers)]
  for (const person of removed)
    await mailInterviewer(
      scope,
      person,
      `Removed: ${row.title} with ${ctx.candidate.name}`,
      'You are no longer an interviewer of this interview; it is removed from your calendar.',
      detailsHtml(scope, row, ctx),
      cancel,
    )
}

/**
 * An interview cancelled (or called off by a rejection): a cancellation of the calendar event
 * for the interviewers, and for the candidate unless `candidate` is false (a rejection tells the
 * candidate once, in its own e-mail, which carries the cancellations).
 */
export async function sendCancelled(
  scope: BusinessScope,
  row: InterviewRow,
  reason: string | null,
  opts: { candidate: boolean; because?: string } = { candidate: true },
) {
  const ctx = await contextOf(scope, row)
  const exam = row.mode === 'online_exam'
  if (opts.candidate)
    await mailCandidate(
      scope,
      row,
      ctx,
      'interview.cancelled',
      { cancellation_reason: reason ?? '' },
      exam ? [] : [ics(scope, row, ctx, 'CANCEL', 'candidate', ctx.interviewers)],
    )
  const cancel = exam ? [] : [ics(scope, row, ctx, 'CANCEL', 'staff', ctx.interviewers)]
  for (const person of ctx.interviewers)
    await mailInterviewer(
      scope,
      person,
      `Cancelled: ${row.title} with ${ctx.candidate.name}`,
      `${escapeHtml(opts.because ?? 'The interview is cancelled')}${reason ? `: ${escapeHtml(reason)}` : '.'} It is removed from your calendar.`,
      detailsHtml(scope, row, ctx),
      cancel,
    )
}

/** The candidate's calendar cancellations of interviews called off by a rejection. */
export async function candidateCancellations(scope: BusinessScope, rows: InterviewRow[]) {
  const files: MailAttachment[] = []
  for (const [i, row] of rows.entries()) {
    if (row.mode === 'online_exam') continue
    const ctx = await contextOf(scope, row)
    const file = ics(scope, row, ctx, 'CANCEL', 'candidate', ctx.interviewers)
    files.push({ ...file, filename: rows.length > 1 ? `cancel-${i + 1}.ics` : file.filename })
  }
  return files
}

/** The 24-hour reminder to the candidate and the interviewers (no attachment: the event is already in their calendars). */
export async function sendReminder(scope: BusinessScope, row: InterviewRow) {
  const ctx = await contextOf(scope, row)
  await mailCandidate(scope, row, ctx, 'interview.reminder', {}, [])
  for (const person of ctx.interviewers)
    await mailInterviewer(
      scope,
      person,
      `Tomorrow: ${row.title} with ${ctx.candidate.name}`,
      'A reminder of your interview in the next 24 hours.',
      detailsHtml(scope, row, ctx),
      [],
    )
}

/**
 * The candidate is told once that they will not go on (the business's rejection template, the
 * internal reason left out), with the calendar cancellations of their interviews still to come.
 */
export async function sendRejection(
  scope: BusinessScope,
  candidateId: string,
  jobTitle: string,
  calledOff: InterviewRow[],
) {
  const { db, env, business, actor } = scope
  const candidate = await db.query.candidates.findFirst({
    where: eq(candidates.id, candidateId),
    columns: { firstName: true, lastName: true, email: true },
  })
  if (!candidate?.email) return
  const mail = await renderTemplate(
    db,
    business.id,
    'candidate.rejected',
    {
      candidate_name: `${candidate.firstName} ${candidate.lastName}`.trim(),
      candidate_email: candidate.email,
      job_title: jobTitle,
      careers_link: `${portalOrigin(env, business.slug)}/jobs`,
      candidate_portal_link: candidatePortalUrl(env, business.slug),
    },
    { senderId: actor.kind === 'employee' ? actor.id : null },
  )
  await sendMail(env, db, {
    to: candidate.email,
    subject: mail.subject,
    html: withoutEmptyLinks(mail.html),
    businessId: business.id,
    template: 'candidate.rejected',
    attachments: await candidateCancellations(scope, calledOff),
  })
  await meter(db, business.id, 'email')
}
