/**
 * Acme's offer letters (docs/offers.md), made the way the product makes them: the default offer
 * letter template filled, rendered with pdf-lib, and for the signed one the signed letter and its
 * certificate, with their SHA-256 and a complete audit trail.
 * - Samuel Wright (offered, a candidate-portal account): an offer sent and waiting to be signed.
 * - Lena Fischer (hired, a portal account): the offer she signed, which moved her to hired.
 * - Chloe Martin (offered): a draft the recruiter is preparing.
 * The PDFs are returned as files for R2; seedDemo writes them before the rows that name them.
 */
import { DEFAULT_TEMPLATES } from '../../resources/email-templates/defaults'
import { OFFER_LETTER_KEY } from '../../resources/email-templates/placeholders.schema'
import { fillLetter, type LetterValues } from '../../resources/offer-letters/letter.service'
import { DOCUMENT_KINDS, offerFileKey, PDF, sha256OfBytes } from '../../resources/offer-letters/offer-files.service'
import type { OfferEventKind, OfferFileVersion, OfferState } from '../../resources/offer-letters/offer-letters.schema'
import { ESIGN_CONSENT_VERSION } from '../../resources/offer-letters/offer-letters.schema'
import { endOfDay, letterDate, OFFER_ENTITY } from '../../resources/offer-letters/offer-letters.service'
import { renderLetterPdf } from '../../resources/offer-letters/pdf/letter.pdf'
import { completionPdf, signedLetterPdf } from '../../resources/offer-letters/pdf/signed.pdf'
import { todayIn } from '../../resources/opportunities/job-fields.schema'
import { documents, offerLetterEvents, offerLetters, statusHistories } from '../schema'
import { ACME_CANDIDATES, type AcmeCandidateKey, type AcmeCandidates } from './acme-candidates'
import type { AcmeOrg } from './acme-org'
import { rowsOf, type SeedEntry } from './batch'
import { HOUR_MS, idAt, type SeedContext, stamps } from './context'

/** A file for R2, written before the rows that name it. */
export type SeedFile = { key: string; bytes: Uint8Array; contentType: string }

const COMPANY = { name: 'Acme Corporation', timezone: 'America/New_York' }
/** A date of Acme's calendar, as YYYY-MM-DD: offer dates are days where the business is, not in UTC. */
const acmeDay = (at: Date) => todayIn(COMPANY.timezone, at)
const RECRUITER = { name: 'Ryan Patel', email: 'recruiter@acme.example' }
const MANAGERS = {
  marcus: { name: 'Marcus Chen', title: 'Engineering Manager' },
  jordan: { name: 'Jordan Reyes', title: 'Regional Sales Director' },
}
const JOB_TITLES: Partial<Record<AcmeCandidateKey, string>> = {
  samuel: 'Senior Backend Engineer',
  lena: 'Frontend Engineer',
  chloe: 'Account Executive',
}
const LENA_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0'
const LENA_IP = '203.0.113.24'

type Plan = {
  key: AcmeCandidateKey
  status: OfferState
  salary: number
  managerId: string
  manager: { name: string; title: string }
  startDate: string
  expiresOn: string
  createdAt: Date
  sentAt?: Date
  signedAt?: Date
}

export async function acmeOfferEntries(
  ctx: SeedContext,
  org: AcmeOrg,
  cands: AcmeCandidates,
  /** The verify page the signed offer's certificate names. */
  verifyUrl: string,
): Promise<{ entries: SeedEntry[]; files: SeedFile[] }> {
  const { clock } = ctx
  const businessId = org.businessId
  const recruiter = org.emp.recruiter
  const lena = cands.lena
  const plans: Plan[] = [
    {
      key: 'samuel',
      status: 'sent',
      salary: 165_000,
      managerId: org.emp.marcus,
      manager: MANAGERS.marcus,
      startDate: acmeDay(clock.ahead(30)),
      expiresOn: acmeDay(clock.ahead(14)),
      createdAt: new Date(cands.samuel.movedAt.offered!.getTime() - HOUR_MS),
      sentAt: cands.samuel.movedAt.offered!,
    },
    {
      key: 'lena',
      status: 'signed',
      salary: 128_000,
      managerId: org.emp.marcus,
      manager: MANAGERS.marcus,
      startDate: acmeDay(clock.ahead(14)),
      expiresOn: acmeDay(new Date(lena.movedAt.offered!.getTime() + 14 * 24 * HOUR_MS)),
      createdAt: new Date(lena.movedAt.offered!.getTime() - HOUR_MS),
      sentAt: lena.movedAt.offered!,
      signedAt: lena.movedAt.hired!,
    },
    {
      key: 'chloe',
      status: 'draft',
      salary: 92_000,
      managerId: org.emp.jordan,
      manager: MANAGERS.jordan,
      startDate: acmeDay(clock.ahead(21)),
      expiresOn: acmeDay(clock.ahead(10)),
      createdAt: clock.ago(0, 5),
    },
  ]

  const offerRows: (typeof offerLetters.$inferInsert)[] = []
  const documentRows: (typeof documents.$inferInsert)[] = []
  const eventRows: (typeof offerLetterEvents.$inferInsert)[] = []
  const historyRows: (typeof statusHistories.$inferInsert)[] = []
  const files: SeedFile[] = []

  for (const plan of plans) {
    const spec = ACME_CANDIDATES[plan.key]
    const cand = cands[plan.key]
    const id = idAt(plan.createdAt)
    const name = `${spec.firstName} ${spec.lastName}`
    const jobTitle = JOB_TITLES[plan.key]!
    const values: LetterValues = {
      candidate: { name, email: spec.email },
      jobTitle,
      salaryMinor: plan.salary * 100,
      currency: 'USD',
      salaryPeriod: 'year',
      startDate: plan.startDate,
      expiresOn: plan.expiresOn,
      manager: plan.manager,
      sender: RECRUITER,
    }
    const letter = fillLetter(DEFAULT_TEMPLATES[OFFER_LETTER_KEY], values, COMPANY)
    let seq = 0
    const event = (
      kind: OfferEventKind,
      at: Date,
      actor: 'employee' | 'candidate',
      extra: Partial<typeof offerLetterEvents.$inferInsert> = {},
    ) =>
      eventRows.push({
        id: idAt(at),
        businessId,
        offerLetterId: id,
        seq: ++seq,
        kind,
        actorKind: actor,
        actorId: actor === 'employee' ? recruiter : cand.id,
        createdAt: at,
        ...extra,
      })
    const move = (from: OfferState | null, to: OfferState, at: Date, actor: 'employee' | 'candidate') =>
      historyRows.push({
        id: idAt(at),
        businessId,
        entity: OFFER_ENTITY,
        entityId: id,
        fromStatus: from,
        toStatus: to,
        actorKind: actor,
        actorId: actor === 'employee' ? recruiter : cand.id,
        meta: { candidateId: cand.id, opportunityId: cand.opportunityId },
        ...stamps(at),
      })
    const store = async (version: OfferFileVersion, bytes: Uint8Array, fileName: string, at: Date) => {
      const docId = idAt(at)
      const key = offerFileKey(businessId, id, version, docId)
      files.push({ key, bytes, contentType: PDF })
      documentRows.push({
        id: docId,
        businessId,
        key,
        fileName,
        contentType: PDF,
        size: bytes.byteLength,
        kind: DOCUMENT_KINDS[version],
        uploadedBy: version === 'original' ? recruiter : null,
        ...stamps(at),
      })
      return { id: docId, sha256: await sha256OfBytes(bytes) }
    }

    const row: typeof offerLetters.$inferInsert = {
      id,
      businessId,
      candidateId: cand.id,
      applicationId: cand.applicationId,
      opportunityId: cand.opportunityId,
      status: plan.status,
      title: letter.title,
      body: letter.body,
      salaryMinor: values.salaryMinor,
      currency: values.currency,
      salaryPeriod: values.salaryPeriod,
      startDate: plan.startDate,
      expiresOn: plan.expiresOn,
      expiresAt: endOfDay(plan.expiresOn, COMPANY.timezone),
      managerId: plan.managerId,
      createdBy: recruiter,
      ...stamps(plan.createdAt),
    }
    event('created', plan.createdAt, 'employee')
    move(null, 'draft', plan.createdAt, 'employee')

    if (plan.sentAt) {
      const sentAt = plan.sentAt
      const pdf = await renderLetterPdf({
        offerId: id,
        company: COMPANY.name,
        title: letter.title,
        body: letter.body,
        dateLine: letterDate(sentAt, COMPANY.timezone),
        candidateName: name,
        at: sentAt,
      })
      const original = await store('original', pdf.bytes, `Offer letter - ${name}.pdf`, sentAt)
      Object.assign(row, {
        sentAt,
        sentBy: recruiter,
        documentId: original.id,
        originalSha256: original.sha256,
        signaturePlacement: pdf.placement,
        updatedAt: sentAt,
      })
      event('sent', sentAt, 'employee', { detail: { to: spec.email, original_sha256: original.sha256 } })
      move('draft', 'sent', sentAt, 'employee')

      if (plan.signedAt) {
        const signedAt = plan.signedAt
        const meta = { ip: LENA_IP, userAgent: LENA_BROWSER }
        const viewedAt = clock.between(sentAt, signedAt, 0.5)
        const codeSentAt = new Date(signedAt.getTime() - 3 * 60_000)
        const codeVerifiedAt = new Date(signedAt.getTime() - 20_000)
        const signedLetter = await signedLetterPdf(pdf.bytes, pdf.placement, {
          name,
          email: spec.email,
          signedAt,
          offerId: id,
        })
        const letterFile = await store('signed_letter', signedLetter, `Signed offer letter - ${name}.pdf`, signedAt)
        const complete = await completionPdf(signedLetter, {
          offerId: id,
          title: letter.title,
          company: COMPANY.name,
          jobTitle,
          sender: RECRUITER,
          signer: { name, email: spec.email, nameOnFile: name, ...meta },
          consentVersion: ESIGN_CONSENT_VERSION,
          originalSha256: original.sha256,
          signedLetterSha256: letterFile.sha256,
          signedLetterPages: 1,
          times: {
            sent: sentAt,
            viewed: viewedAt,
            codeSent: codeSentAt,
            codeVerified: codeVerifiedAt,
            signed: signedAt,
          },
          verifyUrl,
        })
        const completeFile = await store(
          'signed',
          complete,
          `Signed offer - ${name}.pdf`,
          new Date(signedAt.getTime() + 1),
        )
        Object.assign(row, {
          status: 'signed',
          viewedAt,
          codeSentAt,
          codeVerifiedAt,
          signedAt,
          consentVersion: ESIGN_CONSENT_VERSION,
          signerName: name,
          signerEmail: spec.email,
          signerIp: LENA_IP,
          signerUserAgent: LENA_BROWSER,
          signedLetterDocumentId: letterFile.id,
          signedLetterSha256: letterFile.sha256,
          signedDocumentId: completeFile.id,
          signedSha256: completeFile.sha256,
          updatedAt: signedAt,
        })
        const fromCandidate = { ip: meta.ip, userAgent: meta.userAgent }
        event('viewed', viewedAt, 'candidate', fromCandidate)
        move('sent', 'viewed', viewedAt, 'candidate')
        event('consent_given', new Date(codeSentAt.getTime() - 1), 'candidate', {
          ...fromCandidate,
          detail: { full_name: name, consent_version: ESIGN_CONSENT_VERSION },
        })
        event('code_sent', codeSentAt, 'candidate', { ...fromCandidate, detail: { to: spec.email } })
        event('code_verified', codeVerifiedAt, 'candidate', fromCandidate)
        event('signed', signedAt, 'candidate', {
          ...fromCandidate,
          detail: {
            signer_name: name,
            consent_version: ESIGN_CONSENT_VERSION,
            original_sha256: original.sha256,
            signed_letter_sha256: letterFile.sha256,
            signed_sha256: completeFile.sha256,
          },
        })
        move('viewed', 'signed', signedAt, 'candidate')
      }
    }
    offerRows.push(row)
  }

  return {
    entries: [
      rowsOf(documents, documentRows),
      rowsOf(offerLetters, offerRows),
      rowsOf(offerLetterEvents, eventRows),
      rowsOf(statusHistories, historyRows),
    ],
    files,
  }
}
