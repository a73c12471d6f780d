/** Shared steps of the offer letter tests: the demo candidate's application, a draft, a sent offer, a code. */
import { env } from 'cloudflare:test'
import { and, desc, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { newId } from '../../../worker/lib/ids'
import type { CandidateState } from '../../../worker/resources/candidates/candidates.schema'
import { ESIGN_CONSENT_VERSION } from '../../../worker/resources/offer-letters/offer-letters.schema'
import { createSession } from '../../../worker/services/sessions'
import { call, db, HOST, lastMailTo } from '../../setup/http'

export const CASEY = 'candidate@acme.example'

/** A fresh IP per call: the per-IP code limits are tested on purpose, never by accident. */
let ipCounter = 1
export const ip = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

export const candidateBy = async (email: string) =>
  (await db().query.candidates.findFirst({ where: eq(schema.candidates.email, email) }))!

/** Casey's application (Senior Backend Engineer, interviewing): an offer may go out for it. */
export async function caseyApplication() {
  const casey = await candidateBy(CASEY)
  const app = await db().query.applications.findFirst({ where: eq(schema.applications.candidateId, casey.id) })
  return { casey, app: app! }
}

export type Applicant = {
  candidate: { id: string; email: string; name: string }
  app: { id: string; opportunityId: string }
  /** A session of theirs on Acme's candidate host. */
  cookie: string
}

let applicants = 0

/**
 * A new person in the pipeline of Acme's Senior Backend Engineer job, at `stage`, with a
 * candidate-portal session: every test starts from an application of its own.
 */
export async function applicant(stage: CandidateState = 'interviewing'): Promise<Applicant> {
  const acme = (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'acme') }))!
  const job = (await db().query.opportunities.findFirst({
    where: and(eq(schema.opportunities.businessId, acme.id), eq(schema.opportunities.code, 'ENG-104')),
  }))!
  const n = ++applicants
  const candidate = { id: newId(), email: `jamie.rivera.${n}@example.test`, name: `Jamie Rivera${n}` }
  const app = { id: newId(), opportunityId: job.id }
  const now = new Date()
  await db().batch([
    db()
      .insert(schema.candidates)
      .values({
        id: candidate.id,
        businessId: acme.id,
        firstName: 'Jamie',
        lastName: `Rivera${n}`,
        email: candidate.email,
        skills: [],
      }),
    db().insert(schema.applications).values({
      id: app.id,
      businessId: acme.id,
      candidateId: candidate.id,
      opportunityId: job.id,
      stage,
      appliedAt: now,
      stageChangedAt: now,
    }),
  ])
  const { token } = await createSession(db(), {
    principalKind: 'candidate',
    principalId: candidate.id,
    businessId: acme.id,
    host: HOST.acmeCandidate,
  })
  return { candidate, app, cookie: `hp_session=${token}` }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

export const terms = (over: Record<string, unknown> = {}) => ({
  salary: 158000,
  currency: 'USD',
  salary_period: 'year',
  start_date: day(30),
  expires_on: day(10),
  ...over,
})

/** A draft for a new applicant, by whoever `cookie` is. */
export async function drafted(cookie: string, over: Record<string, unknown> = {}, who?: Applicant) {
  const person = who ?? (await applicant())
  const res = await call(HOST.acme, 'POST', '/wildcard/offer_letters', {
    cookie,
    body: { application_id: person.app.id, ...terms(over) },
  })
  expect(res.status, res.body.message).toBe(201)
  return { ...person, offer: res.body.data as { id: string; status: string } }
}

/** An offer drafted for a new applicant and sent to them. */
export async function sent(cookie: string, over: Record<string, unknown> = {}, who?: Applicant) {
  const d = await drafted(cookie, over, who)
  const res = await call(HOST.acme, 'POST', `/wildcard/candidates/${d.candidate.id}/offer_letter/send`, {
    cookie,
    body: { offer_letter_id: d.offer.id },
  })
  expect(res.status, res.body.message).toBe(200)
  return { ...d, offer: res.body.data as Record<string, any> & { id: string } }
}

export const esign = (candidateId: string, step: 'generate' | 'verify' | 'resend') =>
  `/wildcard/candidates/${candidateId}/offer_letter/esign/otp/${step}`

/** The candidate consents and asks for the code; answers the code they were e-mailed. */
export async function askForCode(a: Applicant, offerId: string, opts: { ip?: string; userAgent?: string } = {}) {
  const res = await call(HOST.acmeCandidate, 'POST', esign(a.candidate.id, 'generate'), {
    cookie: a.cookie,
    ip: opts.ip ?? ip(),
    headers: opts.userAgent ? { 'user-agent': opts.userAgent } : undefined,
    body: {
      offer_letter_id: offerId,
      full_name: a.candidate.name,
      consent: true,
      consent_version: ESIGN_CONSENT_VERSION,
    },
  })
  expect(res.status, res.body.message).toBe(200)
  return codeMailedTo(a.candidate.email)
}

export async function codeMailedTo(email: string) {
  const mail = await lastMailTo(email)
  const code = mail?.subject.match(/^(\d{6}) is your code to sign/)?.[1]
  if (!code) throw new Error(`no signing code mailed to ${email}`)
  return code
}

export const verify = (a: Applicant, offerId: string, code: string, opts: { ip?: string; userAgent?: string } = {}) =>
  call(HOST.acmeCandidate, 'POST', esign(a.candidate.id, 'verify'), {
    cookie: a.cookie,
    ip: opts.ip ?? ip(),
    headers: opts.userAgent ? { 'user-agent': opts.userAgent } : undefined,
    body: { offer_letter_id: offerId, code },
  })

/** A different six digits. */
export const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** The newest signing code row of an offer. */
export const codeRow = (offerId: string) =>
  db().query.oneTimeCodes.findFirst({
    where: and(eq(schema.oneTimeCodes.purpose, 'offer_esign'), eq(schema.oneTimeCodes.subjectId, offerId)),
    orderBy: desc(schema.oneTimeCodes.createdAt),
  })

export const offerRow = async (id: string) =>
  (await db().query.offerLetters.findFirst({ where: eq(schema.offerLetters.id, id) }))!

export const eventsOf = (offerId: string) =>
  db()
    .select()
    .from(schema.offerLetterEvents)
    .where(eq(schema.offerLetterEvents.offerLetterId, offerId))
    .orderBy(schema.offerLetterEvents.seq)

/** A file's text, read back the way a PDF reader does. */
export async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return text
}

/** Bytes of a stored document, straight from R2. */
export async function storedBytes(documentId: string | null) {
  const doc = await db().query.documents.findFirst({ where: eq(schema.documents.id, documentId ?? '') })
  const object = await env.FILES.get(doc!.key)
  return new Uint8Array(await object!.arrayBuffer())
}

export async function sha256(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A file download through the API, as bytes (the test client keeps non-JSON bodies as text). */
export async function fetchBytes(host: string, path: string, cookie: string) {
  const { SELF } = await import('cloudflare:test')
  const res = await SELF.fetch(`http://${host}/api/v1${path}`, { headers: { cookie, 'cf-connecting-ip': ip() } })
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) }
}
