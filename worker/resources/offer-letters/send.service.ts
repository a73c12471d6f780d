/**
 * Sending an offer (draft → sent: the PDF rendered, kept in R2 with its SHA-256, the application
 * moved to offered, the candidate e-mailed a link to the candidate host), sending its e-mail
 * again, revoking it, and expiring it when its last day has passed.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { documents, offerLetters } from '../../db/schema'
import { businessOrigin, hostConfig, protocolFor } from '../../hosts'
import { ApiError, conflict } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { type BusinessScope, type StaffScope, SYSTEM } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { notifyStaff } from '../../services/notifications'
import { candidateBasics, resolveApplication } from '../applications/applications.service'
import { assertMove, stageMoveStatements } from '../applications/stage.service'
import { candidatePageUrl } from '../candidates/links'
import { renderTemplate } from '../email-templates/render'
import { todayIn } from '../opportunities/job-fields.schema'
import { eventInsert } from './audit.service'
import { composeLetter } from './letter.service'
import { offerWithdrawnMail, senderNoticeMail } from './offer-emails'
import { discardOfferFile, putOfferFile } from './offer-files.service'
import {
  isSignable,
  OFFER_STATE_LABELS,
  type OfferState,
  type ReasonInput,
  type SendOffer,
  SIGNABLE_OFFER_STATES,
} from './offer-letters.schema'
import {
  createDraft,
  getOffer,
  letterDate,
  OFFER_ENTITY,
  type OfferRow,
  offerRowOr404,
  type PresentedOffer,
} from './offer-letters.service'
import { renderLetterPdf } from './pdf/letter.pdf'

/** What the lifecycle calls an offer in its 409s ("A job offer cannot move from signed to revoked."). */
export const OFFER_WHAT = 'job offer'

const nameOf = (r: OfferRow) => `${r.candidateFirst ?? ''} ${r.candidateLast ?? ''}`.trim()

/** The offer's page in the candidate area (the e-mail's link). */
export function offerLink(env: Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>, slug: string, offerId: string) {
  const config = hostConfig(env)
  return `${businessOrigin(slug, 'candidate', config, protocolFor(config.mainDomain))}/candidates/offers/${offerId}`
}

/** An offer goes out from interviewing (the application moves to offered with it) or offered. */
function sendableStage(stage: string, name: string, job: string) {
  if (stage === 'interviewing' || stage === 'offered') return
  throw conflict(
    `An offer can be sent once the application is at interviewing or offered; ${name}'s application for ${job} is ${stage}.`,
  )
}

/** The offer e-mail (the business's 'offer.sent' template) to the candidate. */
async function mailOffer(scope: StaffScope, row: OfferRow) {
  const o = row.offer
  const { subject, html } = await renderTemplate(
    scope.db,
    scope.business.id,
    'offer.sent',
    {
      candidate_name: nameOf(row),
      candidate_email: row.candidateEmail,
      job_title: row.jobTitle,
      offer_link: offerLink(scope.env, scope.business.slug, o.id),
      offer_expires_at: o.expiresOn,
      start_date: o.startDate,
    },
    { senderId: scope.actor.id },
  )
  await sendMail(scope.env, scope.db, {
    to: row.candidateEmail,
    subject,
    html,
    businessId: scope.business.id,
    template: 'offer.sent',
  })
}

/** Send a draft: its letter composed again (the sender signs it off), rendered, stored, and e-mailed. */
export async function sendDraft(scope: StaffScope, row: OfferRow): Promise<PresentedOffer> {
  const { db, env, business, actor } = scope
  const o = row.offer
  const now = new Date()
  const name = nameOf(row)
  if (o.expiresAt.getTime() <= now.getTime()) {
    const message = 'The expiry date has passed. Choose a later one before sending.'
    throw new ApiError(422, message, [{ field: 'expires_on', message }])
  }
  if (o.startDate < todayIn(business.timezone)) {
    const message = 'The start date has passed. Choose a later one before sending.'
    throw new ApiError(422, message, [{ field: 'start_date', message }])
  }
  sendableStage(row.applicationStage, name, row.jobTitle)
  const candidate = await candidateBasics(scope, o.candidateId)
  const app = {
    id: o.applicationId,
    stage: row.applicationStage,
    candidateId: o.candidateId,
    opportunityId: o.opportunityId,
  }
  if (candidate.isBlacklisted) throw conflict(`${name} is blacklisted. Whitelist the candidate first.`)
  const moves: BatchItem<'sqlite'>[] = []
  if (app.stage === 'interviewing') {
    assertMove(app, 'offered', candidate)
    moves.push(...stageMoveStatements(scope, app, 'offered', null, now))
  }
  const letter = await composeLetter(scope, {
    candidate: { name, email: row.candidateEmail },
    jobTitle: row.jobTitle,
    terms: o,
    senderId: actor.id,
  })
  const pdf = await renderLetterPdf({
    offerId: o.id,
    company: business.name,
    title: letter.title,
    body: letter.body,
    dateLine: letterDate(now, business.timezone),
    candidateName: name,
    at: now,
  })
  const file = await putOfferFile(env.FILES, o, 'original', pdf.bytes, `Offer letter - ${name}.pdf`, actor.id, now)
  const [, sent] = await db.batch([
    db.insert(documents).values(file.row),
    db
      .update(offerLetters)
      .set({
        status: 'sent',
        title: letter.title,
        body: letter.body,
        templateId: letter.templateId,
        sentAt: now,
        sentBy: actor.id,
        documentId: file.id,
        originalSha256: file.sha256,
        signaturePlacement: pdf.placement,
        updatedAt: now,
      })
      .where(
        and(eq(offerLetters.businessId, business.id), eq(offerLetters.id, o.id), eq(offerLetters.status, 'draft')),
      ),
    historyIfChanged(
      db,
      {
        businessId: business.id,
        entity: OFFER_ENTITY,
        entityId: o.id,
        from: 'draft',
        to: 'sent',
        actor,
        meta: { candidateId: o.candidateId, opportunityId: o.opportunityId },
      },
      now,
    ),
    eventInsert(
      db,
      {
        businessId: business.id,
        offerLetterId: o.id,
        kind: 'sent',
        actor,
        at: now,
        detail: { to: row.candidateEmail, original_sha256: file.sha256 },
      },
      sql`changes() > 0`,
    ),
    ...moves,
  ])
  if (changesOf(sent) === 0) {
    await discardOfferFile(db, env.FILES, file)
    throw conflict('This offer was sent or revoked a moment ago. Reload to see it.')
  }
  await mailOffer(scope, await offerRowOr404(scope, o.id))
  return getOffer(scope, o.id)
}

/** The offer e-mail once more, for an offer the candidate has not answered yet. */
export async function remindOffer(scope: StaffScope, row: OfferRow) {
  const now = new Date()
  if (row.offer.expiresAt.getTime() <= now.getTime()) {
    await expireOffers({ ...scope, actor: SYSTEM }, [row.offer.id], now)
    throw conflict('This offer has expired. Draft a new one with a later expiry date.')
  }
  await mailOffer(scope, row)
  await eventInsert(scope.db, {
    businessId: scope.business.id,
    offerLetterId: row.offer.id,
    kind: 'reminder_sent',
    actor: scope.actor,
    at: now,
    detail: { to: row.candidateEmail },
  })
  return getOffer(scope, row.offer.id)
}

/**
 * POST candidates/:id/offer_letter/send. With `offer_letter_id`: send that draft of this candidate
 * (or, already sent, its e-mail again). Without: draft from the terms for the application to
 * `opportunity_id` (else the most recent) and send it at once.
 */
export async function sendForCandidate(scope: StaffScope, candidateId: string, input: SendOffer) {
  if (input.offer_letter_id) {
    const row = await offerRowOr404(scope, input.offer_letter_id, eq(offerLetters.candidateId, candidateId))
    if (row.offer.status === 'draft') return { offer: await sendDraft(scope, row), resent: false }
    if (isSignable(row.offer.status)) return { offer: await remindOffer(scope, row), resent: true }
    // Signed, declined, expired or revoked: 409 naming the state.
    assertTransition(LIFECYCLES.offer, OFFER_WHAT, row.offer.status, 'sent')
    throw conflict('This offer cannot be sent again.')
  }
  const candidate = await candidateBasics(scope, candidateId)
  const app = await resolveApplication(scope, candidate, input.opportunity_id)
  sendableStage(app.stage, candidate.name, app.opportunity.title)
  const draft = await createDraft(scope, {
    application_id: app.id,
    template_id: input.template_id,
    salary: input.salary!,
    currency: input.currency!,
    salary_period: input.salary_period ?? 'year',
    start_date: input.start_date!,
    expires_on: input.expires_on!,
    manager_id: input.manager_id,
  })
  return { offer: await sendDraft(scope, await offerRowOr404(scope, draft.id)), resent: false }
}

/** Revoke an offer not yet answered (a draft, sent or viewed); a sent one tells the candidate. */
export async function revokeOffer(scope: StaffScope, id: string, input: ReasonInput) {
  const { db, env, business, actor } = scope
  const row = await offerRowOr404(scope, id)
  const from = row.offer.status
  assertTransition(LIFECYCLES.offer, OFFER_WHAT, from, 'revoked')
  const now = new Date()
  const [revoked] = await db.batch([
    db
      .update(offerLetters)
      .set({ status: 'revoked', revokedAt: now, revokedBy: actor.id, reason: input.reason, updatedAt: now })
      .where(and(eq(offerLetters.businessId, business.id), eq(offerLetters.id, id), eq(offerLetters.status, from))),
    historyIfChanged(
      db,
      { businessId: business.id, entity: OFFER_ENTITY, entityId: id, from, to: 'revoked', reason: input.reason, actor },
      now,
    ),
    eventInsert(
      db,
      { businessId: business.id, offerLetterId: id, kind: 'revoked', actor, at: now, detail: { reason: input.reason } },
      sql`changes() > 0`,
    ),
  ])
  if (changesOf(revoked) === 0) throw conflict('This offer was answered or changed a moment ago. Reload to see it.')
  if (from !== 'draft') {
    const mail = offerWithdrawnMail(nameOf(row), business.name, row.offer.title)
    await sendMail(env, db, { to: row.candidateEmail, businessId: business.id, ...mail })
  }
  return getOffer(scope, id)
}

/**
 * Expire offers whose last day has passed while they waited for an answer (the scheduled task,
 * and any request that finds one first). Guarded by state and time, so a run twice does nothing
 * twice; the sender is told once, by the run that expired it.
 */
export async function expireOffers(scope: BusinessScope, ids: string[], now = new Date()) {
  const { db, env, business, actor } = scope
  if (!ids.length) return 0
  const rows = await db
    .select({ id: offerLetters.id, status: offerLetters.status })
    .from(offerLetters)
    .where(
      and(
        eq(offerLetters.businessId, business.id),
        inArray(offerLetters.id, ids),
        inArray(offerLetters.status, SIGNABLE_OFFER_STATES),
        lte(offerLetters.expiresAt, now),
      ),
    )
  let expired = 0
  for (const r of rows) {
    const from = r.status as OfferState
    const [done] = await db.batch([
      db
        .update(offerLetters)
        .set({ status: 'expired', expiredAt: now, updatedAt: now })
        .where(
          and(
            eq(offerLetters.businessId, business.id),
            eq(offerLetters.id, r.id),
            eq(offerLetters.status, from),
            lte(offerLetters.expiresAt, now),
          ),
        ),
      historyIfChanged(
        db,
        { businessId: business.id, entity: OFFER_ENTITY, entityId: r.id, from, to: 'expired', actor },
        now,
      ),
      eventInsert(
        db,
        { businessId: business.id, offerLetterId: r.id, kind: 'expired', actor, at: now },
        sql`changes() > 0`,
      ),
    ])
    if (changesOf(done) === 0) continue
    expired++
    const row = await offerRowOr404(scope, r.id)
    const title = `${nameOf(row)}'s offer for ${row.jobTitle} expired unsigned`
    const link = candidatePageUrl(env, business.slug, row.offer.candidateId)
    await notifyStaff(scope, [row.offer.sentBy], {
      kind: 'offer.expired',
      title,
      link: `/admin/candidates/${row.offer.candidateId}`,
      email: senderNoticeMail(
        title,
        `${escapeHtml(nameOf(row))} did not sign <strong>${escapeHtml(row.offer.title)}</strong> by ${escapeHtml(row.offer.expiresOn)}. You can draft a new offer from the candidate's page.`,
        link,
        business.name,
      ),
    })
  }
  return expired
}

export const stateLabel = (s: OfferState) => OFFER_STATE_LABELS[s].toLowerCase()
