/**
 * Offer letters (docs/offers.md): reading them, and drafting one for an application from an
 * offer letter template. Sending and revoking are in send.service.ts, the candidate's side
 * (viewing, the code, signing, declining) in esign.service.ts.
 */
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { applications, candidates, emailTemplates, employees, offerLetters, opportunities } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { toMinorUnits } from '../../lib/money'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope, StaffScope } from '../../lib/scope'
import { isUniqueViolation } from '../../services/org-helpers'
import { OTP_TTL_MS, RESEND_GAP_MS } from '../../services/otp'
import { historyInsert } from '../../services/status-history'
import { zonedToInstant } from '../../services/zoned-time'
import { isFinalStage } from '../applications/applications.schema'
import { CANDIDATE_STATE_LABELS } from '../candidates/candidates.schema'
import { CUSTOM_OFFER_LETTER_PREFIX, OFFER_LETTER_KEY } from '../email-templates/placeholders.schema'
import { todayIn } from '../opportunities/job-fields.schema'
import { eventInsert } from './audit.service'
import { composeLetter } from './letter.service'
import {
  ESIGN_CONSENT_TEXTS,
  ESIGN_CONSENT_VERSION,
  OFFER_STATE_LABELS,
  type OfferListQuery,
  type OfferTerms,
  salaryText,
} from './offer-letters.schema'
import { renderLetterPdf } from './pdf/letter.pdf'

/** The history rows of offers are status_histories rows of this entity. */
export const OFFER_ENTITY = 'offer_letter'

const manager = alias(employees, 'manager')
const sender = alias(employees, 'sender')

const offerColumns = {
  offer: offerLetters,
  candidateFirst: candidates.firstName,
  candidateLast: candidates.lastName,
  candidateEmail: candidates.email,
  jobTitle: opportunities.title,
  applicationStage: applications.stage,
  managerFirst: manager.firstName,
  managerLast: manager.lastName,
  managerTitle: manager.designation,
  senderFirst: sender.firstName,
  senderLast: sender.lastName,
  senderEmail: sender.email,
}

/** Offers of this business matching `where`, with their candidate, job, manager and sender (all this business's). */
export function selectOffers({ db, business }: BusinessScope, where: SQL | undefined) {
  return db
    .select(offerColumns)
    .from(offerLetters)
    .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, offerLetters.candidateId)))
    .innerJoin(
      applications,
      and(eq(applications.businessId, business.id), eq(applications.id, offerLetters.applicationId)),
    )
    .innerJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, offerLetters.opportunityId)),
    )
    .leftJoin(manager, and(eq(manager.businessId, business.id), eq(manager.id, offerLetters.managerId)))
    .leftJoin(sender, and(eq(sender.businessId, business.id), eq(sender.id, offerLetters.sentBy)))
    .where(and(eq(offerLetters.businessId, business.id), where))
}

export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number]
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim()

/** An offer as the staff screens show it. */
export function presentOffer(r: OfferRow) {
  const o = r.offer
  return {
    id: o.id,
    status: o.status,
    statusLabel: OFFER_STATE_LABELS[o.status],
    title: o.title,
    candidate: { id: o.candidateId, name: fullName(r.candidateFirst, r.candidateLast), email: r.candidateEmail },
    applicationId: o.applicationId,
    applicationStage: r.applicationStage,
    applicationStageLabel: CANDIDATE_STATE_LABELS[r.applicationStage],
    opportunity: { id: o.opportunityId, title: r.jobTitle },
    templateId: o.templateId,
    salaryMinor: o.salaryMinor,
    currency: o.currency,
    salaryPeriod: o.salaryPeriod,
    salaryText: salaryText(o.salaryMinor, o.currency, o.salaryPeriod),
    startDate: o.startDate,
    expiresOn: o.expiresOn,
    expiresAt: o.expiresAt,
    manager: o.managerId
      ? { id: o.managerId, name: fullName(r.managerFirst, r.managerLast), title: r.managerTitle }
      : null,
    sentBy: o.sentBy ? { id: o.sentBy, name: fullName(r.senderFirst, r.senderLast), email: r.senderEmail } : null,
    sentAt: o.sentAt,
    viewedAt: o.viewedAt,
    codeSentAt: o.codeSentAt,
    codeVerifiedAt: o.codeVerifiedAt,
    signedAt: o.signedAt,
    declinedAt: o.declinedAt,
    revokedAt: o.revokedAt,
    expiredAt: o.expiredAt,
    reason: o.reason,
    consentVersion: o.consentVersion,
    signerName: o.signerName,
    signerEmail: o.signerEmail,
    signerIp: o.signerIp,
    signerUserAgent: o.signerUserAgent,
    originalSha256: o.originalSha256,
    signedLetterSha256: o.signedLetterSha256,
    signedSha256: o.signedSha256,
    files: { original: !!o.documentId, signedLetter: !!o.signedLetterDocumentId, signed: !!o.signedDocumentId },
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  }
}
export type PresentedOffer = ReturnType<typeof presentOffer>

/** One offer of this business (its row and what it is joined to), or 404. */
export async function offerRowOr404(scope: BusinessScope, id: string, extra?: SQL) {
  const [row] = await selectOffers(scope, and(eq(offerLetters.id, id), extra)).limit(1)
  if (!row) throw notFound('Offer letter')
  return row
}

export async function getOffer(scope: BusinessScope, id: string) {
  return presentOffer(await offerRowOr404(scope, id))
}

const SORTS = { created_at: offerLetters.createdAt, sent_at: offerLetters.sentAt, expires_at: offerLetters.expiresAt }

/** The business's offers: a candidate's (their offers panel), an application's, by status; newest first. */
export async function listOffers(scope: BusinessScope, q: OfferListQuery) {
  const search = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = and(
    q.candidate_id ? eq(offerLetters.candidateId, q.candidate_id) : undefined,
    q.application_id ? eq(offerLetters.applicationId, q.application_id) : undefined,
    q.status ? eq(offerLetters.status, q.status) : undefined,
    search
      ? or(
          like(offerLetters.title, search),
          like(candidates.firstName, search),
          like(candidates.lastName, search),
          like(candidates.email, search),
        )
      : undefined,
  )
  const column = SORTS[q.sort as keyof typeof SORTS] ?? offerLetters.createdAt
  const order = q.order === 'asc' ? asc(column) : desc(column)
  const [rows, [total]] = await Promise.all([
    selectOffers(scope, where).orderBy(order, desc(offerLetters.id)).limit(q.limit).offset(offsetOf(q)),
    scope.db
      .select({ n: sql<number>`count(*)` })
      .from(offerLetters)
      .innerJoin(
        candidates,
        and(eq(candidates.businessId, scope.business.id), eq(candidates.id, offerLetters.candidateId)),
      )
      .where(and(eq(offerLetters.businessId, scope.business.id), where)),
  ])
  return pageOf(rows.map(presentOffer), total?.n ?? 0, q)
}

const fieldError = (field: string, message: string) => new ApiError(422, message, [{ field, message }])

/** The instant the last day to sign ends, in the business's time zone (23:59:59.999 there). */
export function endOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(zonedToInstant({ year, month, day: date }, 23 * 60 + 59, timeZone) + 59_999)
}

/** The terms as stored, checked against the business's calendar and staff. */
async function checkedTerms(scope: BusinessScope, input: OfferTerms) {
  const { db, business } = scope
  const today = todayIn(business.timezone)
  if (input.expires_on < today) throw fieldError('expires_on', 'The expiry date cannot be in the past.')
  if (input.start_date < today) throw fieldError('start_date', 'The start date cannot be in the past.')
  if (input.manager_id) {
    const found = await db.query.employees.findFirst({
      where: and(
        eq(employees.businessId, business.id),
        eq(employees.id, input.manager_id),
        eq(employees.status, 'active'),
      ),
      columns: { id: true },
    })
    if (!found) throw fieldError('manager_id', 'The selected manager is not an active employee.')
  }
  return {
    templateId: input.template_id ?? null,
    salaryMinor: toMinorUnits(input.salary, input.currency),
    currency: input.currency,
    salaryPeriod: input.salary_period,
    startDate: input.start_date,
    expiresOn: input.expires_on,
    expiresAt: endOfDay(input.expires_on, business.timezone),
    managerId: input.manager_id ?? null,
  }
}

/** Candidate, job and stage of one application of this business (422 on application_id when there is none). */
async function applicationFacts({ db, business }: BusinessScope, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      stage: applications.stage,
      candidateId: applications.candidateId,
      opportunityId: applications.opportunityId,
      jobTitle: opportunities.title,
      hiringManagerId: opportunities.hiringManagerId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      isBlacklisted: candidates.isBlacklisted,
    })
    .from(applications)
    .innerJoin(
      opportunities,
      and(eq(opportunities.businessId, business.id), eq(opportunities.id, applications.opportunityId)),
    )
    .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, applications.candidateId)))
    .where(and(eq(applications.businessId, business.id), eq(applications.id, applicationId)))
    .limit(1)
  if (!row) throw fieldError('application_id', 'The selected application does not exist.')
  return { ...row, name: fullName(row.firstName, row.lastName) }
}

const openOfferExists = (name: string, job: string) =>
  conflict(`${name} already has an open offer for ${job}. Send or revoke it before drafting another.`)

/** A draft for an application still in the pipeline: its letter composed from the template, nothing sent. */
export async function createDraft(scope: StaffScope, input: OfferTerms & { application_id: string }) {
  const { db, business, actor } = scope
  const app = await applicationFacts(scope, input.application_id)
  if (isFinalStage(app.stage))
    throw conflict(`${app.name}'s application for ${app.jobTitle} is ${app.stage}: it cannot get an offer.`)
  if (app.isBlacklisted) throw conflict(`${app.name} is blacklisted. Whitelist the candidate first.`)
  // No manager given: the job's hiring manager; an explicit null: none.
  const managerId = input.manager_id === undefined ? app.hiringManagerId : input.manager_id
  const terms = await checkedTerms(scope, { ...input, manager_id: managerId })
  const letter = await composeLetter(scope, {
    candidate: { name: app.name, email: app.email },
    jobTitle: app.jobTitle,
    terms,
    senderId: actor.id,
  })
  const now = new Date()
  const id = newId(now.getTime())
  await db
    .batch([
      db.insert(offerLetters).values({
        id,
        businessId: business.id,
        candidateId: app.candidateId,
        applicationId: app.id,
        opportunityId: app.opportunityId,
        ...terms,
        templateId: letter.templateId,
        status: 'draft',
        title: letter.title,
        body: letter.body,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      }),
      historyInsert(db, {
        businessId: business.id,
        entity: OFFER_ENTITY,
        entityId: id,
        from: null,
        to: 'draft',
        actor,
        meta: { candidateId: app.candidateId, opportunityId: app.opportunityId },
      }),
      eventInsert(db, { businessId: business.id, offerLetterId: id, kind: 'created', actor, at: now }),
    ])
    .catch((err) => {
      if (isUniqueViolation(err)) throw openOfferExists(app.name, app.jobTitle)
      throw err
    })
  return getOffer(scope, id)
}

/** New terms for a draft (409 once it is sent); the letter is composed again. */
export async function updateDraft(scope: StaffScope, id: string, input: OfferTerms) {
  const { db, business, actor } = scope
  const row = await offerRowOr404(scope, id)
  if (row.offer.status !== 'draft')
    throw conflict(`Only a draft can be edited; this offer is ${OFFER_STATE_LABELS[row.offer.status].toLowerCase()}.`)
  // A template or manager left out stays as it was; null clears it.
  const terms = await checkedTerms(scope, {
    ...input,
    template_id: input.template_id === undefined ? row.offer.templateId : input.template_id,
    manager_id: input.manager_id === undefined ? row.offer.managerId : input.manager_id,
  })
  const letter = await composeLetter(scope, {
    candidate: { name: fullName(row.candidateFirst, row.candidateLast), email: row.candidateEmail },
    jobTitle: row.jobTitle,
    terms,
    senderId: actor.id,
  })
  const now = new Date()
  const [updated] = await db.batch([
    db
      .update(offerLetters)
      .set({ ...terms, templateId: letter.templateId, title: letter.title, body: letter.body, updatedAt: now })
      .where(and(eq(offerLetters.businessId, business.id), eq(offerLetters.id, id), eq(offerLetters.status, 'draft'))),
    eventInsert(
      db,
      { businessId: business.id, offerLetterId: id, kind: 'updated', actor, at: now },
      sql`changes() > 0`,
    ),
  ])
  if (!(updated as { meta?: { changes?: number } }).meta?.changes)
    throw conflict('This offer was sent or revoked a moment ago. Reload to see it.')
  return getOffer(scope, id)
}

/** "November 25, 2026" in the business's time zone. */
export const letterDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(at)

/** The PDF of a draft as it would be sent (marked as a preview), composed fresh from the template. */
export async function previewDraftPdf(scope: StaffScope, id: string) {
  const row = await offerRowOr404(scope, id)
  const o = row.offer
  const name = fullName(row.candidateFirst, row.candidateLast)
  const letter = await composeLetter(scope, {
    candidate: { name, email: row.candidateEmail },
    jobTitle: row.jobTitle,
    terms: { ...o },
    senderId: scope.actor.id,
  })
  const now = new Date()
  const { bytes } = await renderLetterPdf({
    offerId: o.id,
    company: scope.business.name,
    title: letter.title,
    body: letter.body,
    dateLine: letterDate(now, scope.business.timezone),
    candidateName: name,
    at: now,
    preview: true,
  })
  return { bytes, fileName: `Offer letter preview - ${name}.pdf` }
}

/** What the draft form offers: the offer letter templates, the active staff, the candidate's open applications. */
export async function offerOptions(scope: BusinessScope, candidateId: string) {
  const { db, business } = scope
  const candidate = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(candidates.id, candidateId)),
    columns: { id: true },
  })
  if (!candidate) throw notFound('Candidate')
  const [templates, staff, apps] = await Promise.all([
    db
      .select({ id: emailTemplates.id, name: emailTemplates.name, key: emailTemplates.key })
      .from(emailTemplates)
      .where(
        and(
          eq(emailTemplates.businessId, business.id),
          eq(emailTemplates.status, 'active'),
          or(eq(emailTemplates.key, OFFER_LETTER_KEY), like(emailTemplates.key, `${CUSTOM_OFFER_LETTER_PREFIX}%`)),
        ),
      )
      .orderBy(asc(emailTemplates.name)),
    db
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        designation: employees.designation,
      })
      .from(employees)
      .where(and(eq(employees.businessId, business.id), eq(employees.status, 'active')))
      .orderBy(asc(employees.firstName), asc(employees.lastName)),
    db
      .select({
        id: applications.id,
        stage: applications.stage,
        opportunityId: opportunities.id,
        title: opportunities.title,
        hiringManagerId: opportunities.hiringManagerId,
        salaryMin: opportunities.salaryMin,
        salaryMax: opportunities.salaryMax,
        salaryCurrency: opportunities.salaryCurrency,
      })
      .from(applications)
      .innerJoin(
        opportunities,
        and(eq(opportunities.businessId, business.id), eq(opportunities.id, applications.opportunityId)),
      )
      .where(
        and(
          eq(applications.businessId, business.id),
          eq(applications.candidateId, candidateId),
          inArray(applications.stage, ['new', 'screening', 'shortlisted', 'interviewing', 'offered']),
        ),
      )
      .orderBy(desc(applications.appliedAt)),
  ])
  return {
    templates: templates.map((t) => ({ ...t, isDefault: t.key === OFFER_LETTER_KEY })),
    managers: staff.map((s) => ({ id: s.id, name: fullName(s.firstName, s.lastName), title: s.designation })),
    applications: apps.map((a) => ({
      ...a,
      stageLabel: CANDIDATE_STATE_LABELS[a.stage],
      // An offer goes out from interviewing (it moves the application to offered) or offered.
      canSend: a.stage === 'interviewing' || a.stage === 'offered',
    })),
    consent: { version: ESIGN_CONSENT_VERSION, text: ESIGN_CONSENT_TEXTS[ESIGN_CONSENT_VERSION] },
  }
}

/** An offer as its candidate sees it: the terms and the steps, never the team's notes (a revoke reason). */
/** The signing code last e-mailed for an offer: where it went, until when it works, when another may be asked for. */
export const signingCodeOf = (row: OfferRow, sentAt: Date) => ({
  sentTo: row.candidateEmail,
  sentAt,
  expiresAt: new Date(sentAt.getTime() + OTP_TTL_MS),
  resendAfter: new Date(sentAt.getTime() + RESEND_GAP_MS),
})

export function presentForCandidate(r: OfferRow, company: string, now = Date.now()) {
  const o = r.offer
  // A code sent and still good: the offer's page asks for it again after a reload.
  const sentAt = o.codeSentAt
  const signingCode =
    sentAt && (o.status === 'sent' || o.status === 'viewed') && sentAt.getTime() + OTP_TTL_MS > now
      ? signingCodeOf(r, sentAt)
      : null
  return {
    id: o.id,
    status: o.status,
    statusLabel: OFFER_STATE_LABELS[o.status],
    title: o.title,
    company,
    opportunity: { id: o.opportunityId, title: r.jobTitle },
    salaryText: salaryText(o.salaryMinor, o.currency, o.salaryPeriod),
    startDate: o.startDate,
    expiresOn: o.expiresOn,
    expiresAt: o.expiresAt,
    sentBy: o.sentBy ? { name: fullName(r.senderFirst, r.senderLast) } : null,
    sentAt: o.sentAt,
    viewedAt: o.viewedAt,
    signedAt: o.signedAt,
    declinedAt: o.declinedAt,
    revokedAt: o.revokedAt,
    expiredAt: o.expiredAt,
    declineReason: o.status === 'declined' ? o.reason : null,
    signerName: o.signerName,
    originalSha256: o.originalSha256,
    signedSha256: o.signedSha256,
    files: { original: !!o.documentId, signed: !!o.signedDocumentId },
    consent: { version: ESIGN_CONSENT_VERSION, text: ESIGN_CONSENT_TEXTS[ESIGN_CONSENT_VERSION] },
    signingCode,
  }
}
