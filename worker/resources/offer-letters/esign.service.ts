/**
 * The candidate's side of an offer (docs/offers.md): opening it (sent → viewed), consenting and
 * asking for the code (otp/generate), a new code (otp/resend: the candidate, or staff on their
 * behalf), confirming the code, which signs (otp/verify), and declining. Codes are the
 * platform's one-time codes (services/otp.ts): hashed, 10 minutes, 5 tries, resends limited.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { documents, offerLetters, oneTimeCodes } from '../../db/schema'
import { hostConfig, mainOrigin, protocolFor } from '../../hosts'
import { ApiError, conflict, notFound } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { type BusinessScope, type CandidateScope, SYSTEM } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { changesOf, historyIfChanged } from '../../services/guarded-write'
import { assertTransition, LIFECYCLES } from '../../services/lifecycle'
import { notifyStaff } from '../../services/notifications'
import { issueCode, type OtpSubject, verifyCode } from '../../services/otp'
import { hit, LIMITS } from '../../services/rate-limit'
import { applicationOr404 } from '../applications/applications.service'
import { stageMoveStatements } from '../applications/stage.service'
import { candidatePageUrl, candidatePortalUrl } from '../candidates/links'
import { renderTemplate } from '../email-templates/render'
import { eventInsert, type RequestMeta, recordEvent } from './audit.service'
import { senderNoticeMail, signingCodeMail } from './offer-emails'
import { discardOfferFile, putOfferFile, readOfferFile, sha256OfBytes } from './offer-files.service'
import {
  ESIGN_CONSENT_VERSION,
  type EsignGenerate,
  type EsignVerify,
  isSignable,
  type OfferFileVersion,
  type OfferState,
  type ReasonInput,
  SIGNABLE_OFFER_STATES,
} from './offer-letters.schema'
import { OFFER_ENTITY, type OfferRow, offerRowOr404, signingCodeOf } from './offer-letters.service'
import { completionPdf, signedLetterPdf } from './pdf/signed.pdf'
import { expireOffers, OFFER_WHAT } from './send.service'

const nameOf = (r: OfferRow) => `${r.candidateFirst ?? ''} ${r.candidateLast ?? ''}`.trim()
const expiryDate = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(d)

/** What the code stands for: this candidate signing this offer. */
const codeSubject = (scope: BusinessScope, offerId: string, candidateId: string): OtpSubject => ({
  purpose: 'offer_esign',
  principalKind: 'candidate',
  principalId: candidateId,
  businessId: scope.business.id,
  subjectId: offerId,
})

/** What the candidate gave when they asked for the code, kept with it until it is confirmed. */
type Consent = { fullName: string; consentVersion: string }

/** An offer of this candidate they can see (never a draft); 404 otherwise. */
export async function candidateOfferRow(scope: BusinessScope, candidateId: string, offerId: string) {
  const row = await offerRowOr404(
    scope,
    offerId,
    and(eq(offerLetters.candidateId, candidateId), sql`${offerLetters.status} <> 'draft'`),
  )
  return row
}

/**
 * An offer the candidate can still sign or decline: 409 naming its state otherwise (an offer
 * past its last day is expired on the spot), or when its application has closed.
 */
async function openOffer(scope: BusinessScope, candidateId: string, offerId: string, to: OfferState) {
  const row = await candidateOfferRow(scope, candidateId, offerId)
  const now = new Date()
  if (isSignable(row.offer.status) && row.offer.expiresAt.getTime() <= now.getTime()) {
    // The offer lapsed by itself: the system expires it, whoever happened to find it.
    await expireOffers({ ...scope, actor: SYSTEM }, [offerId], now)
    throw conflict(`This offer expired on ${expiryDate(row.offer.expiresAt, scope.business.timezone)}.`)
  }
  assertTransition(LIFECYCLES.offer, OFFER_WHAT, row.offer.status, to)
  if (to === 'signed' && (row.applicationStage === 'rejected' || row.applicationStage === 'withdrawn'))
    throw conflict('This offer can no longer be signed: the application it belongs to was closed.')
  return row
}

/** The candidate opens their offer: the first time, sent → viewed (with where from, in the trail). */
export async function markViewed(scope: CandidateScope, offerId: string, meta: RequestMeta) {
  const { db, business, actor } = scope
  const row = await candidateOfferRow(scope, actor.id, offerId)
  if (row.offer.status !== 'sent') return row
  const now = new Date()
  await db.batch([
    db
      .update(offerLetters)
      .set({ status: 'viewed', viewedAt: now, updatedAt: now })
      .where(
        and(eq(offerLetters.businessId, business.id), eq(offerLetters.id, offerId), eq(offerLetters.status, 'sent')),
      ),
    historyIfChanged(
      db,
      { businessId: business.id, entity: OFFER_ENTITY, entityId: offerId, from: 'sent', to: 'viewed', actor },
      now,
    ),
    eventInsert(
      db,
      { businessId: business.id, offerLetterId: offerId, kind: 'viewed', actor, meta, at: now },
      sql`changes() > 0`,
    ),
  ])
  return candidateOfferRow(scope, actor.id, offerId)
}

async function mailCode(scope: BusinessScope, row: OfferRow, code: string) {
  const mail = signingCodeMail(nameOf(row), scope.business.name, row.offer.title, code)
  await sendMail(scope.env, scope.db, { to: row.candidateEmail, businessId: scope.business.id, ...mail })
}

/** Codes e-mailed for one candidate's offers, per hour (the resend limit of every code kind). */
async function sendLimits(scope: BusinessScope, candidateId: string, meta: RequestMeta) {
  if (meta.ip) await hit(scope.db, `otp:ip:${meta.ip}`, LIMITS.otpPerIp)
  await hit(scope.db, `otp-send:hour:offer:${candidateId}`, LIMITS.otpSendPerHour)
}

/**
 * otp/generate: the candidate agrees to sign electronically (the consent text's current
 * version) with their typed name, and a 6-digit code goes to their e-mail.
 */
export async function startSigning(scope: CandidateScope, input: EsignGenerate, meta: RequestMeta) {
  const { db, business, actor } = scope
  if (input.consent_version !== ESIGN_CONSENT_VERSION) {
    const message = 'The consent text has changed. Please read it again and agree to it.'
    throw new ApiError(422, message, [{ field: 'consent_version', message }])
  }
  await sendLimits(scope, actor.id, meta)
  const row = await openOffer(scope, actor.id, input.offer_letter_id, 'signed')
  if (row.offer.status === 'sent') await markViewed(scope, row.offer.id, meta)
  const consent: Consent = { fullName: input.full_name, consentVersion: input.consent_version }
  const code = await issueCode(db, codeSubject(scope, row.offer.id, actor.id), { meta: consent })
  const now = new Date()
  await db.batch([
    eventInsert(db, {
      businessId: business.id,
      offerLetterId: row.offer.id,
      kind: 'consent_given',
      actor,
      meta,
      at: now,
      detail: { full_name: input.full_name, consent_version: input.consent_version },
    }),
    eventInsert(db, {
      businessId: business.id,
      offerLetterId: row.offer.id,
      kind: 'code_sent',
      actor,
      meta,
      at: new Date(now.getTime() + 1),
      detail: { to: row.candidateEmail },
    }),
    db
      .update(offerLetters)
      .set({ codeSentAt: now, updatedAt: now })
      .where(and(eq(offerLetters.businessId, business.id), eq(offerLetters.id, row.offer.id))),
  ])
  await mailCode(scope, row, code)
  return signingCodeOf(row, now)
}

/**
 * otp/resend: a new code for a signing the candidate has started (their consent and typed name
 * carry over). Staff may ask for it on the candidate's behalf: the code still goes only to the
 * candidate's e-mail, and only the candidate can use it.
 */
export async function resendSigningCode(scope: BusinessScope, candidateId: string, offerId: string, meta: RequestMeta) {
  const { db, business, actor } = scope
  await sendLimits(scope, candidateId, meta)
  const row = await openOffer(scope, candidateId, offerId, 'signed')
  const subject = codeSubject(scope, offerId, candidateId)
  const started = await db.query.oneTimeCodes.findFirst({
    where: and(
      eq(oneTimeCodes.purpose, 'offer_esign'),
      eq(oneTimeCodes.principalKind, 'candidate'),
      eq(oneTimeCodes.principalId, candidateId),
      eq(oneTimeCodes.subjectId, offerId),
      isNull(oneTimeCodes.consumedAt),
    ),
    orderBy: desc(oneTimeCodes.createdAt),
  })
  if (!started?.meta)
    throw conflict(
      actor.kind === 'candidate'
        ? 'Start signing first: agree to sign electronically and type your name.'
        : `${nameOf(row)} has not started signing yet. They get a code when they choose to sign the offer.`,
    )
  const code = await issueCode(db, subject, { meta: started.meta })
  const now = new Date()
  await db.batch([
    eventInsert(db, {
      businessId: business.id,
      offerLetterId: offerId,
      kind: 'code_sent',
      actor,
      meta,
      at: now,
      detail: { to: row.candidateEmail, resent: true },
    }),
    db
      .update(offerLetters)
      .set({ codeSentAt: now, updatedAt: now })
      .where(and(eq(offerLetters.businessId, business.id), eq(offerLetters.id, offerId))),
  ])
  await mailCode(scope, row, code)
  return signingCodeOf(row, now)
}

const verifyUrl = (env: Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>) => {
  const config = hostConfig(env)
  return `${mainOrigin(config, protocolFor(config.mainDomain))}/offers/verify`
}

/**
 * otp/verify: the right code signs. Wrong, expired and spent codes are refused (and written to
 * the trail); the signed files are made and stored, then one batch marks the offer signed,
 * writes its trail and moves the application to hired, and only if the offer was still open.
 */
export async function confirmSignature(scope: CandidateScope, input: EsignVerify, meta: RequestMeta) {
  const { db, business, actor } = scope
  if (meta.ip) await hit(db, `otp:ip:${meta.ip}`, LIMITS.otpPerIp)
  await hit(db, `otp:acct:offer:${actor.id}`, LIMITS.otpPerAccount)
  const row = await openOffer(scope, actor.id, input.offer_letter_id, 'signed')
  const code = await verifyCode(db, codeSubject(scope, row.offer.id, actor.id), input.code).catch(async (err) => {
    if (err instanceof ApiError)
      await recordEvent(db, {
        businessId: business.id,
        offerLetterId: row.offer.id,
        kind: 'code_rejected',
        actor,
        meta,
        at: new Date(),
        detail: { reason: err.message },
      })
    throw err
  })
  const consent = code.meta as Consent
  return signOffer(scope, row, {
    name: consent.fullName,
    consentVersion: consent.consentVersion,
    codeSentAt: code.lastSentAt,
    codeVerifiedAt: new Date(),
    meta,
  })
}

type Signature = { name: string; consentVersion: string; codeSentAt: Date; codeVerifiedAt: Date; meta: RequestMeta }

/** Make the signed letter and its certificate, store both, and record the signature. */
export async function signOffer(scope: BusinessScope, row: OfferRow, sig: Signature) {
  const { db, env, business, actor } = scope
  const o = row.offer
  const name = nameOf(row)
  const original = await readOfferFile(scope, o.documentId)
  if (!o.signaturePlacement || (await sha256OfBytes(original.bytes)) !== o.originalSha256)
    throw conflict(
      'The offer letter file does not match the one that was sent. Please ask the company to send it again.',
    )
  const signedAt = new Date(Math.max(Date.now(), sig.codeVerifiedAt.getTime() + 1))
  const signedLetter = await signedLetterPdf(original.bytes, o.signaturePlacement, {
    name: sig.name,
    email: row.candidateEmail,
    signedAt,
    offerId: o.id,
  })
  const letterFile = await putOfferFile(
    env.FILES,
    o,
    'signed_letter',
    signedLetter,
    `Signed offer letter - ${name}.pdf`,
    null,
    signedAt,
  )
  const pages = (await PDFDocument.load(signedLetter)).getPageCount()
  const sender = row.offer.sentBy
    ? { name: `${row.senderFirst ?? ''} ${row.senderLast ?? ''}`.trim(), email: row.senderEmail ?? '' }
    : null
  const complete = await completionPdf(signedLetter, {
    offerId: o.id,
    title: o.title,
    company: business.name,
    jobTitle: row.jobTitle,
    sender,
    signer: {
      name: sig.name,
      email: row.candidateEmail,
      nameOnFile: name,
      ip: sig.meta.ip,
      userAgent: sig.meta.userAgent,
    },
    consentVersion: sig.consentVersion,
    originalSha256: o.originalSha256!,
    signedLetterSha256: letterFile.sha256,
    signedLetterPages: pages,
    times: {
      sent: o.sentAt,
      viewed: o.viewedAt ?? sig.codeSentAt,
      codeSent: sig.codeSentAt,
      codeVerified: sig.codeVerifiedAt,
      signed: signedAt,
    },
    verifyUrl: verifyUrl(env),
  })
  const completeFile = await putOfferFile(
    env.FILES,
    o,
    'signed',
    complete,
    `Signed offer - ${name}.pdf`,
    null,
    signedAt,
  )
  const app = await applicationOr404(scope, o.applicationId)
  const moves = app.stage === 'offered' ? stageMoveStatements(scope, app, 'hired', null, signedAt) : []
  // Written only by the batch whose files the offer now names: a lost race leaves no trace.
  const mine = sql`exists (select 1 from ${offerLetters} where ${offerLetters.id} = ${o.id} and ${offerLetters.signedDocumentId} = ${completeFile.id})`
  const from = o.status
  const [, , signed] = await db.batch([
    db.insert(documents).values(letterFile.row),
    db.insert(documents).values(completeFile.row),
    db
      .update(offerLetters)
      .set({
        status: 'signed',
        viewedAt: o.viewedAt ?? sig.codeSentAt,
        codeSentAt: sig.codeSentAt,
        codeVerifiedAt: sig.codeVerifiedAt,
        signedAt,
        consentVersion: sig.consentVersion,
        signerName: sig.name,
        signerEmail: row.candidateEmail,
        signerIp: sig.meta.ip,
        signerUserAgent: sig.meta.userAgent?.slice(0, 400) ?? null,
        signedLetterDocumentId: letterFile.id,
        signedLetterSha256: letterFile.sha256,
        signedDocumentId: completeFile.id,
        signedSha256: completeFile.sha256,
        updatedAt: signedAt,
      })
      .where(
        and(
          eq(offerLetters.businessId, business.id),
          eq(offerLetters.id, o.id),
          inArray(offerLetters.status, SIGNABLE_OFFER_STATES),
        ),
      ),
    historyIfChanged(
      db,
      { businessId: business.id, entity: OFFER_ENTITY, entityId: o.id, from, to: 'signed', actor },
      signedAt,
    ),
    eventInsert(
      db,
      {
        businessId: business.id,
        offerLetterId: o.id,
        kind: 'code_verified',
        actor,
        meta: sig.meta,
        at: sig.codeVerifiedAt,
      },
      mine,
    ),
    eventInsert(
      db,
      {
        businessId: business.id,
        offerLetterId: o.id,
        kind: 'signed',
        actor,
        meta: sig.meta,
        at: signedAt,
        detail: {
          signer_name: sig.name,
          consent_version: sig.consentVersion,
          original_sha256: o.originalSha256,
          signed_letter_sha256: letterFile.sha256,
          signed_sha256: completeFile.sha256,
        },
      },
      mine,
    ),
    ...moves,
  ])
  if (changesOf(signed) === 0) {
    await Promise.all([discardOfferFile(db, env.FILES, letterFile), discardOfferFile(db, env.FILES, completeFile)])
    throw conflict('This offer was signed or withdrawn a moment ago. Reload to see it.')
  }
  await afterSigning(scope, row, signedAt)
  return candidateOfferRow(scope, o.candidateId, o.id)
}

/** The sender hears of it (bell and e-mail); the candidate gets the business's welcome e-mail. */
async function afterSigning(scope: BusinessScope, row: OfferRow, signedAt: Date) {
  const { db, env, business } = scope
  const name = nameOf(row)
  const title = `${name} signed the offer for ${row.jobTitle}`
  const link = candidatePageUrl(env, business.slug, row.offer.candidateId)
  await notifyStaff(scope, [row.offer.sentBy], {
    kind: 'offer.signed',
    title,
    link: `/admin/candidates/${row.offer.candidateId}`,
    email: senderNoticeMail(
      title,
      `${escapeHtml(name)} signed <strong>${escapeHtml(row.offer.title)}</strong>. Their application moved to hired; the signed PDF and its certificate are on the candidate's page.`,
      link,
      business.name,
    ),
  })
  const welcome = await renderTemplate(
    db,
    business.id,
    'offer.signed',
    {
      candidate_name: name,
      candidate_email: row.candidateEmail,
      job_title: row.jobTitle,
      candidate_portal_link: candidatePortalUrl(env, business.slug),
      signed_at: signedAt,
      start_date: row.offer.startDate,
    },
    { senderId: row.offer.sentBy },
  )
  await sendMail(env, db, { to: row.candidateEmail, businessId: business.id, template: 'offer.signed', ...welcome })
}

/** The candidate declines, with a reason; the application stays where it is and the sender is told. */
export async function declineOffer(scope: CandidateScope, offerId: string, input: ReasonInput, meta: RequestMeta) {
  const { db, env, business, actor } = scope
  const row = await openOffer(scope, actor.id, offerId, 'declined')
  const from = row.offer.status
  const now = new Date()
  const [declined] = await db.batch([
    db
      .update(offerLetters)
      .set({ status: 'declined', declinedAt: now, reason: input.reason, updatedAt: now })
      .where(
        and(eq(offerLetters.businessId, business.id), eq(offerLetters.id, offerId), eq(offerLetters.status, from)),
      ),
    historyIfChanged(
      db,
      {
        businessId: business.id,
        entity: OFFER_ENTITY,
        entityId: offerId,
        from,
        to: 'declined',
        reason: input.reason,
        actor,
      },
      now,
    ),
    eventInsert(
      db,
      {
        businessId: business.id,
        offerLetterId: offerId,
        kind: 'declined',
        actor,
        meta,
        at: now,
        detail: { reason: input.reason },
      },
      sql`changes() > 0`,
    ),
  ])
  if (changesOf(declined) === 0) throw conflict('This offer was answered or withdrawn a moment ago. Reload to see it.')
  const name = nameOf(row)
  const title = `${name} declined the offer for ${row.jobTitle}`
  await notifyStaff(scope, [row.offer.sentBy], {
    kind: 'offer.declined',
    title,
    link: `/admin/candidates/${row.offer.candidateId}`,
    email: senderNoticeMail(
      title,
      `${escapeHtml(name)} declined <strong>${escapeHtml(row.offer.title)}</strong>. Their reason: “${escapeHtml(input.reason)}”. The application stays where it is.`,
      candidatePageUrl(env, business.slug, row.offer.candidateId),
      business.name,
    ),
  })
  return candidateOfferRow(scope, actor.id, offerId)
}

/** A file of the candidate's offer: the one asked for, else the signed document once signed, else the original. */
export async function candidateFile(scope: CandidateScope, offerId: string, version: OfferFileVersion | null) {
  const row = await candidateOfferRow(scope, scope.actor.id, offerId)
  const o = row.offer
  const id =
    version === 'original'
      ? o.documentId
      : version === 'signed'
        ? o.signedDocumentId
        : version === 'signed_letter'
          ? o.signedLetterDocumentId
          : (o.signedDocumentId ?? o.documentId)
  if (!id) throw notFound('Offer letter file')
  return { row, file: await readOfferFile(scope, id) }
}
