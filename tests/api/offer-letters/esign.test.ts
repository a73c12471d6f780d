/**
 * Offer letters, the candidate's side (docs/offers.md): opening (viewed), the one-time code
 * (expiry, 5 wrong tries, resend limits), signing (the application hired, the sender told, the
 * signed PDF and its certificate, whose hashes match the stored files), declining, and what
 * can no longer be signed: a second time, revoked, expired; another candidate's or business's.
 */
import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { ESIGN_CONSENT_VERSION } from '../../../worker/resources/offer-letters/offer-letters.schema'
import { runScheduledTasks } from '../../../worker/scheduled'
import '../../../worker/scheduled/tasks'
import { as, call, db, HOST, lastMailTo, seed } from '../../setup/http'
import {
  type Applicant,
  applicant,
  askForCode,
  codeMailedTo,
  codeRow,
  eventsOf,
  fetchBytes,
  ip,
  offerRow,
  pdfText,
  sent,
  sha256,
  storedBytes,
  verify,
  wrong,
} from './helpers'

let owner: string
let recruiter: string
let globex: string
let recruiterId: string

beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
  recruiterId = (await db().query.employees.findFirst({
    where: eq(schema.employees.email, 'recruiter@acme.example'),
  }))!.id
})

/** Let the next code be sent at once (the resend gap is one minute). */
const pastResendGap = async (offerId: string) => {
  const row = await codeRow(offerId)
  await db()
    .update(schema.oneTimeCodes)
    .set({ lastSentAt: new Date(Date.now() - 61_000) })
    .where(eq(schema.oneTimeCodes.id, row!.id))
}

const resend = (who: { cookie: string; host?: string }, a: Applicant, offerId: string) =>
  call(who.host ?? HOST.acmeCandidate, 'POST', `/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/resend`, {
    cookie: who.cookie,
    ip: ip(),
    body: { offer_letter_id: offerId },
  })

const applicationOf = async (id: string) =>
  (await db().query.applications.findFirst({ where: eq(schema.applications.id, id) }))!

describe('the candidate opens their offer', () => {
  it('lists their offers (never a draft) and marks one viewed the first time it is opened', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const list = await call(HOST.acmeCandidate, 'GET', '/candidate/offer_letters', { cookie: a.cookie })
    expect(list.status).toBe(200)
    expect(list.body.data).toMatchObject([{ id: offer.id, status: 'sent', company: 'Acme Corporation' }])
    const open = await call(HOST.acmeCandidate, 'GET', `/candidate/offer_letters/${offer.id}`, {
      cookie: a.cookie,
      ip: '203.0.113.77',
      headers: { 'user-agent': 'OfferTest/1.0' },
    })
    expect(open.status).toBe(200)
    expect(open.body.data).toMatchObject({
      status: 'viewed',
      signing_code: null,
      salary_text: '$158,000.00 per year',
      consent: { version: ESIGN_CONSENT_VERSION },
    })
    await call(HOST.acmeCandidate, 'GET', `/candidate/offer_letters/${offer.id}`, { cookie: a.cookie })
    const viewed = (await eventsOf(offer.id)).filter((e) => e.kind === 'viewed')
    expect(viewed).toMatchObject([{ actorKind: 'candidate', ip: '203.0.113.77', userAgent: 'OfferTest/1.0' }])
    const pdf = await fetchBytes(HOST.acmeCandidate, `/candidate/offer_letters/${offer.id}/download`, a.cookie)
    expect(await sha256(pdf.bytes)).toBe((await offerRow(offer.id)).originalSha256)
  })

  it('keeps one candidate’s offer from another (404) and from staff sessions (401)', async () => {
    const a = await applicant()
    const other = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    for (const path of [`/candidate/offer_letters/${offer.id}`, `/candidate/offer_letters/${offer.id}/download`]) {
      expect((await call(HOST.acmeCandidate, 'GET', path, { cookie: other.cookie })).status).toBe(404)
      expect((await call(HOST.acmeCandidate, 'GET', path, { cookie: owner })).status).toBe(401)
    }
    const decline = await call(HOST.acmeCandidate, 'POST', `/candidate/offer_letters/${offer.id}/decline`, {
      cookie: other.cookie,
      body: { reason: 'Not mine to decline.' },
    })
    expect(decline.status).toBe(404)
    // Their own id in the path with someone else's offer, or someone else's id: 404 either way.
    const generate = (path: string) =>
      call(HOST.acmeCandidate, 'POST', path, {
        cookie: other.cookie,
        ip: ip(),
        body: { offer_letter_id: offer.id, full_name: 'Not Me', consent: true, consent_version: ESIGN_CONSENT_VERSION },
      })
    expect((await generate(`/wildcard/candidates/${other.candidate.id}/offer_letter/esign/otp/generate`)).status).toBe(
      404,
    )
    expect((await generate(`/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/generate`)).status).toBe(404)
    expect((await offerRow(offer.id)).status).toBe('sent')
    expect(await codeRow(offer.id)).toBeUndefined()
    // A candidate session is worthless on another business's candidate host.
    const cross = await call(HOST.globexCandidate, 'GET', `/candidate/offer_letters/${offer.id}`, { cookie: a.cookie })
    expect(cross.status).toBe(401)
  })
})

describe('otp/generate and otp/resend', () => {
  it('needs consent to the current text and a typed name (422); staff cannot start a signing (403)', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const ask = (body: Record<string, unknown>) =>
      call(HOST.acmeCandidate, 'POST', `/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/generate`, {
        cookie: a.cookie,
        ip: ip(),
        body,
      })
    const base = {
      offer_letter_id: offer.id,
      full_name: 'Jamie Rivera',
      consent: true,
      consent_version: ESIGN_CONSENT_VERSION,
    }
    expect((await ask({ ...base, consent: false })).body.errors[0]).toMatchObject({ field: 'consent' })
    expect((await ask({ ...base, full_name: '' })).status).toBe(422)
    const old = await ask({ ...base, consent_version: '2020-01-01' })
    expect(old.status).toBe(422)
    expect(old.body.message).toBe('The consent text has changed. Please read it again and agree to it.')
    const staff = await call(
      HOST.acme,
      'POST',
      `/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/generate`,
      {
        cookie: owner,
        ip: ip(),
        body: base,
      },
    )
    expect(staff.status).toBe(403)
    expect(staff.body.message).toBe(
      'Only the candidate can sign their offer. You can resend the signing code they asked for.',
    )
    expect(await codeRow(offer.id)).toBeUndefined()
    const unsigned = await call(
      HOST.acmeCandidate,
      'POST',
      `/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/generate`,
      { body: base },
    )
    expect(unsigned.status).toBe(401)
  })

  it('e-mails a 6-digit code, stored hashed, with the consent and name in the trail', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const code = await askForCode(a, offer.id)
    expect(code).toMatch(/^\d{6}$/)
    const row = await codeRow(offer.id)
    expect(row).toMatchObject({ principalKind: 'candidate', principalId: a.candidate.id, maxAttempts: 5 })
    expect(row!.codeHash).not.toContain(code)
    expect(row!.expiresAt.getTime() - row!.lastSentAt.getTime()).toBe(10 * 60_000)
    expect((await eventsOf(offer.id)).map((e) => e.kind)).toEqual([
      'created',
      'sent',
      'viewed',
      'consent_given',
      'code_sent',
    ])
    // The offer, read again (a reload of its page), says a code is on its way and until when it works.
    const again = await call(HOST.acmeCandidate, 'GET', `/candidate/offer_letters/${offer.id}`, { cookie: a.cookie })
    expect(again.body.data.signing_code).toMatchObject({ sent_to: a.candidate.email })
    const { sent_at, expires_at, resend_after } = again.body.data.signing_code
    expect(Date.parse(expires_at) - Date.parse(sent_at)).toBe(10 * 60_000)
    expect(Date.parse(resend_after) - Date.parse(sent_at)).toBe(60_000)
  })

  it('limits resends: one a minute, five per code, and an old code stops working', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const first = await askForCode(a, offer.id)
    const soon = await resend(a, a, offer.id)
    expect(soon.status).toBe(429)
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/)
    await pastResendGap(offer.id)
    expect((await resend(a, a, offer.id)).status).toBe(200)
    const second = await codeMailedTo(a.candidate.email)
    expect(second).not.toBe(first)
    const stale = await verify(a, offer.id, first)
    expect(stale.status).toBe(400)
    // Five code requests an hour for one candidate (the early one counted too): two more, then 429.
    for (let request = 4; request <= 5; request++) {
      await pastResendGap(offer.id)
      expect((await resend(a, a, offer.id)).status, `request ${request}`).toBe(200)
    }
    await pastResendGap(offer.id)
    const sixth = await resend(a, a, offer.id)
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    expect((await offerRow(offer.id)).status).toBe('viewed')
  })

  it('lets staff resend the code on the candidate’s behalf, to the candidate only; staff never verify (403)', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const notStarted = await resend({ cookie: recruiter, host: HOST.acme }, a, offer.id)
    expect(notStarted.status).toBe(409)
    expect(notStarted.body.message).toBe(
      `${a.candidate.name} has not started signing yet. They get a code when they choose to sign the offer.`,
    )
    await askForCode(a, offer.id)
    await pastResendGap(offer.id)
    const res = await resend({ cookie: recruiter, host: HOST.acme }, a, offer.id)
    expect(res.status).toBe(200)
    expect(res.body.data.sent_to).toBe(a.candidate.email)
    const code = await codeMailedTo(a.candidate.email)
    const staffVerify = await call(
      HOST.acme,
      'POST',
      `/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/verify`,
      {
        cookie: owner,
        ip: ip(),
        body: { offer_letter_id: offer.id, code },
      },
    )
    expect(staffVerify.status).toBe(403)
    const events = await eventsOf(offer.id)
    expect(events.at(-1)).toMatchObject({ kind: 'code_sent', actorKind: 'employee', actorId: recruiterId })
    expect((await offerRow(offer.id)).status).toBe('viewed')
    // Another business's staff: the candidate is not theirs.
    expect((await resend({ cookie: globex, host: HOST.globex }, a, offer.id)).status).toBe(404)
  })
})

describe('otp/verify', () => {
  it('refuses a wrong code with the tries left, locks after five, and the right code then fails too', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const code = await askForCode(a, offer.id)
    const first = await verify(a, offer.id, wrong(code))
    expect(first.status).toBe(400)
    expect(first.body.message).toBe('The code is incorrect. 4 attempts left.')
    for (let i = 2; i <= 4; i++) expect((await verify(a, offer.id, wrong(code))).status).toBe(400)
    const fifth = await verify(a, offer.id, wrong(code))
    expect(fifth.status).toBe(429)
    const right = await verify(a, offer.id, code)
    expect(right.status).toBe(429)
    expect(right.body.message).toBe('Too many incorrect attempts. Please request a new code.')
    expect((await offerRow(offer.id)).status).toBe('viewed')
    expect((await eventsOf(offer.id)).filter((e) => e.kind === 'code_rejected')).toHaveLength(6)
    // A new code works.
    await pastResendGap(offer.id)
    await resend(a, a, offer.id)
    expect((await verify(a, offer.id, await codeMailedTo(a.candidate.email))).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const code = await askForCode(a, offer.id)
    const row = await codeRow(offer.id)
    await db()
      .update(schema.oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.oneTimeCodes.id, row!.id))
    const res = await verify(a, offer.id, code)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('The code has expired. Please request a new one.')
    expect((await offerRow(offer.id)).status).toBe('viewed')
  })

  it('signs: the application hired, the sender told, the signed PDF with a certificate whose hashes match the files', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) OfferTest/2.0'
    const code = await askForCode(a, offer.id, { userAgent: browser })
    const res = await verify(a, offer.id, code, { ip: '203.0.113.99', userAgent: browser })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Offer letter signed.')
    expect(res.body.data).toMatchObject({
      status: 'signed',
      signer_name: a.candidate.name,
      files: { signed: true },
      signing_code: null,
    })

    const row = await offerRow(offer.id)
    expect(row).toMatchObject({ status: 'signed', signerIp: '203.0.113.99', signerUserAgent: browser })
    expect(row.codeSentAt!.getTime()).toBeLessThanOrEqual(row.codeVerifiedAt!.getTime())
    expect(row.codeVerifiedAt!.getTime()).toBeLessThan(row.signedAt!.getTime())
    // The three files are the ones the hashes name.
    const [original, letter, complete] = await Promise.all([
      storedBytes(row.documentId),
      storedBytes(row.signedLetterDocumentId),
      storedBytes(row.signedDocumentId),
    ])
    expect(await sha256(original)).toBe(row.originalSha256)
    expect(await sha256(letter)).toBe(row.signedLetterSha256)
    expect(await sha256(complete)).toBe(row.signedSha256)
    // What the candidate downloads is the complete file; its text has the certificate.
    const download = await fetchBytes(HOST.acmeCandidate, `/candidate/offer_letters/${offer.id}/download`, a.cookie)
    expect(await sha256(download.bytes)).toBe(row.signedSha256)
    const text = await pdfText(download.bytes)
    for (const fact of [
      'Certificate of completion',
      `Original document SHA-256 ${row.originalSha256}`,
      `Signed document SHA-256 ${row.signedLetterSha256}`,
      `Signed electronically by ${a.candidate.name}`,
      a.candidate.email,
      '203.0.113.99',
      'OfferTest/2.0',
      `Version ${ESIGN_CONSENT_VERSION}`,
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(fact)
    for (const at of [row.sentAt, row.viewedAt, row.codeSentAt, row.codeVerifiedAt, row.signedAt])
      expect(text).toContain(`${at!.toISOString().slice(0, 19).replace('T', ' ')} UTC`)

    // The application moved to hired through the applications service, with its history row.
    expect((await applicationOf(a.app.id)).stage).toBe('hired')
    const history = await db().query.statusHistories.findMany({
      where: and(eq(schema.statusHistories.entity, 'application'), eq(schema.statusHistories.entityId, a.app.id)),
      orderBy: [schema.statusHistories.createdAt],
    })
    expect(history.at(-1)).toMatchObject({ fromStatus: 'offered', toStatus: 'hired', actorKind: 'candidate' })
    // The sender is told, in the bell and by e-mail; the candidate gets the welcome.
    const notes = await db().query.notifications.findMany({
      where: and(eq(schema.notifications.employeeId, recruiterId), eq(schema.notifications.kind, 'offer.signed')),
    })
    expect(notes.map((n) => n.title)).toContain(`${a.candidate.name} signed the offer for Senior Backend Engineer`)
    expect((await lastMailTo('recruiter@acme.example'))!.subject).toBe(
      `${a.candidate.name} signed the offer for Senior Backend Engineer`,
    )
    expect((await lastMailTo(a.candidate.email))!.subject).toBe('Welcome to Acme Corporation!')
  })

  it('keeps a complete, ordered, append-only audit trail', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    await call(HOST.acmeCandidate, 'GET', `/candidate/offer_letters/${offer.id}`, { cookie: a.cookie, ip: ip() })
    const code = await askForCode(a, offer.id)
    await verify(a, offer.id, wrong(code))
    await verify(a, offer.id, code)
    const events = await eventsOf(offer.id)
    expect(events.map((e) => e.kind)).toEqual([
      'created',
      'sent',
      'viewed',
      'consent_given',
      'code_sent',
      'code_rejected',
      'code_verified',
      'signed',
    ])
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(events[i - 1]!.createdAt.getTime())
    const row = await offerRow(offer.id)
    expect(events.at(-1)!.detail).toMatchObject({
      original_sha256: row.originalSha256,
      signed_letter_sha256: row.signedLetterSha256,
      signed_sha256: row.signedSha256,
    })
    for (const e of events.slice(2)) expect(e.ip, e.kind).toMatch(/^198\.18\./)
    // The database refuses to change or remove an event.
    await expect(
      db()
        .update(schema.offerLetterEvents)
        .set({ kind: 'created' })
        .where(eq(schema.offerLetterEvents.id, events[7]!.id)),
    ).rejects.toThrow()
    await expect(
      db().delete(schema.offerLetterEvents).where(eq(schema.offerLetterEvents.offerLetterId, offer.id)),
    ).rejects.toThrow()
    expect(await eventsOf(offer.id)).toHaveLength(8)
    // Staff read the same trail.
    const audit = await call(HOST.acme, 'GET', `/wildcard/offer_letters/${offer.id}/audit`, { cookie: owner })
    expect(audit.body.data.map((e: { kind: string }) => e.kind)).toEqual(events.map((e) => e.kind))
  })

  it('refuses a second signature (409), with a new code or the same one', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const code = await askForCode(a, offer.id)
    expect((await verify(a, offer.id, code)).status).toBe(200)
    const again = await verify(a, offer.id, code)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The job offer is already signed.')
    const generate = await call(
      HOST.acmeCandidate,
      'POST',
      `/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/generate`,
      {
        cookie: a.cookie,
        ip: ip(),
        body: { offer_letter_id: offer.id, full_name: 'Again', consent: true, consent_version: ESIGN_CONSENT_VERSION },
      },
    )
    expect(generate.status).toBe(409)
    const revoke = await call(HOST.acme, 'POST', `/wildcard/offer_letters/${offer.id}/revoke`, {
      cookie: recruiter,
      body: { reason: 'Too late for that.' },
    })
    expect(revoke.status).toBe(409)
    expect(revoke.body.message).toBe('A job offer cannot move from signed to revoked.')
    expect((await eventsOf(offer.id)).filter((e) => e.kind === 'signed')).toHaveLength(1)
  })

  it('refuses to sign a revoked offer, even with a code asked for before', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const code = await askForCode(a, offer.id)
    await call(HOST.acme, 'POST', `/wildcard/offer_letters/${offer.id}/revoke`, {
      cookie: recruiter,
      body: { reason: 'The budget was withdrawn.' },
    })
    const res = await verify(a, offer.id, code)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('A job offer cannot move from revoked to signed.')
    expect((await applicationOf(a.app.id)).stage).toBe('offered')
    expect((await offerRow(offer.id)).signedDocumentId).toBeNull()
  })

  it('refuses to sign an expired offer, and expires it there and then', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const code = await askForCode(a, offer.id)
    await db()
      .update(schema.offerLetters)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.offerLetters.id, offer.id))
    const res = await verify(a, offer.id, code)
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/^This offer expired on /)
    expect((await offerRow(offer.id)).status).toBe('expired')
    expect((await eventsOf(offer.id)).at(-1)).toMatchObject({ kind: 'expired', actorKind: 'system' })
    const after = await verify(a, offer.id, code)
    expect(after.body.message).toBe('A job offer cannot move from expired to signed.')
  })
})

describe('expiry on the clock, and declining', () => {
  it('expires offers past their last day in the scheduled run, once, and tells the sender', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const lastDay = new Date(Date.now() - 1000)
    await db().update(schema.offerLetters).set({ expiresAt: lastDay }).where(eq(schema.offerLetters.id, offer.id))
    await runScheduledTasks(env, new Date(), ['offer-letters.expire'])
    await runScheduledTasks(env, new Date(), ['offer-letters.expire'])
    expect((await offerRow(offer.id)).status).toBe('expired')
    expect((await eventsOf(offer.id)).filter((e) => e.kind === 'expired')).toHaveLength(1)
    const notes = await db().query.notifications.findMany({
      where: and(eq(schema.notifications.employeeId, recruiterId), eq(schema.notifications.kind, 'offer.expired')),
    })
    expect(notes.filter((n) => n.title.startsWith(a.candidate.name))).toHaveLength(1)
  })

  it('declines with a reason: the sender is told and the application stays where it is', async () => {
    const a = await applicant()
    const { offer } = await sent(recruiter, {}, a)
    const path = `/candidate/offer_letters/${offer.id}/decline`
    expect((await call(HOST.acmeCandidate, 'POST', path, { cookie: a.cookie, body: {} })).status).toBe(422)
    const res = await call(HOST.acmeCandidate, 'POST', path, {
      cookie: a.cookie,
      body: { reason: 'I accepted another offer.' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'declined', decline_reason: 'I accepted another offer.' })
    expect((await applicationOf(a.app.id)).stage).toBe('offered')
    const notes = await db().query.notifications.findMany({
      where: and(eq(schema.notifications.employeeId, recruiterId), eq(schema.notifications.kind, 'offer.declined')),
    })
    expect(notes.map((n) => n.title)).toContain(`${a.candidate.name} declined the offer for Senior Backend Engineer`)
    const code = await call(
      HOST.acmeCandidate,
      'POST',
      `/wildcard/candidates/${a.candidate.id}/offer_letter/esign/otp/generate`,
      {
        cookie: a.cookie,
        ip: ip(),
        body: { offer_letter_id: offer.id, full_name: 'Jamie', consent: true, consent_version: ESIGN_CONSENT_VERSION },
      },
    )
    expect(code.status).toBe(409)
    expect(
      (await call(HOST.acmeCandidate, 'POST', path, { cookie: a.cookie, body: { reason: 'Again.' } })).status,
    ).toBe(409)
  })
})
