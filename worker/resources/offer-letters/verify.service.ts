/**
 * The verify registry (/offers/verify, anyone): the SHA-256 of an uploaded PDF looked up among
 * the files of every offer on the platform. A match names what the file is; a changed byte makes
 * another hash, and the file is not recognized. Nothing about an offer is told that its file
 * does not already show.
 */
import { eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businesses, offerLetters, opportunities } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { checkUpload } from '../../services/files'
import { hit, LIMITS } from '../../services/rate-limit'
import { sha256OfBytes } from './offer-files.service'

export type VerifyMatch = 'signed' | 'signed_letter' | 'original'

export type VerifyResult = {
  sha256: string
  match: VerifyMatch | null
  offer: {
    id: string
    company: string
    title: string
    jobTitle: string
    signerName: string | null
    signedAt: Date | null
    sentAt: Date | null
  } | null
}

/** What a visitor is told about a file, in words (the page and the API say the same). */
export function verifyVerdict(r: VerifyResult): {
  tone: 'success' | 'warning' | 'error'
  headline: string
  detail: string
} {
  if (!r.match || !r.offer)
    return {
      tone: 'error',
      headline: 'Not recognized',
      detail:
        'This file does not match any offer letter signed on Hirely. If it should be a signed offer, it was changed after signing (even one changed byte gives another fingerprint) or it is not the file the platform issued.',
    }
  const o = r.offer
  const signed = o.signedAt ? o.signedAt.toISOString().slice(0, 19).replace('T', ' ') : ''
  if (r.match === 'signed')
    return {
      tone: 'success',
      headline: 'Authentic signed offer',
      detail: `This is the signed offer "${o.title}" from ${o.company}, signed electronically by ${o.signerName} on ${signed} UTC, with its certificate of completion. It is exactly the file the platform issued.`,
    }
  if (r.match === 'signed_letter')
    return {
      tone: 'success',
      headline: 'Authentic signed letter',
      detail: `This is the signed letter of the offer "${o.title}" from ${o.company}, signed by ${o.signerName} on ${signed} UTC, without its certificate page. Its fingerprint is the "signed document" one printed on that certificate.`,
    }
  return {
    tone: 'warning',
    headline: 'Unsigned original',
    detail: `This is the offer letter "${o.title}" from ${o.company} as it was sent for signature. It carries no signature; the signed copy has a certificate of completion as its last page.`,
  }
}

/** Look a PDF's fingerprint up (no business scope: a file names its own offer, from any business). */
export async function lookUpFingerprint(db: Db, sha256: string): Promise<VerifyResult> {
  const [row] = await db
    .select({
      id: offerLetters.id,
      title: offerLetters.title,
      original: offerLetters.originalSha256,
      letter: offerLetters.signedLetterSha256,
      signed: offerLetters.signedSha256,
      signerName: offerLetters.signerName,
      signedAt: offerLetters.signedAt,
      sentAt: offerLetters.sentAt,
      company: businesses.name,
      jobTitle: opportunities.title,
    })
    .from(offerLetters)
    .innerJoin(businesses, eq(businesses.id, offerLetters.businessId))
    .innerJoin(opportunities, eq(opportunities.id, offerLetters.opportunityId))
    .where(
      or(
        eq(offerLetters.signedSha256, sha256),
        eq(offerLetters.signedLetterSha256, sha256),
        eq(offerLetters.originalSha256, sha256),
      ),
    )
    .limit(1)
  if (!row) return { sha256, match: null, offer: null }
  const match: VerifyMatch = row.signed === sha256 ? 'signed' : row.letter === sha256 ? 'signed_letter' : 'original'
  const signedMatch = match !== 'original'
  return {
    sha256,
    match,
    offer: {
      id: row.id,
      company: row.company,
      title: row.title,
      jobTitle: row.jobTitle,
      signerName: signedMatch ? row.signerName : null,
      signedAt: signedMatch ? row.signedAt : null,
      sentAt: row.sentAt,
    },
  }
}

/** An uploaded file (a form's `file` field): a PDF of at most 25 MB, counted against the caller's IP. */
export async function verifyUpload(db: Db, file: unknown, ip: string | null): Promise<VerifyResult> {
  if (ip) await hit(db, `offer-verify:ip:${ip}`, LIMITS.offerVerifyPerIp)
  const checked = await checkUpload(file, 'file', ['pdf']).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 415) {
      const message = 'Please choose a PDF file.'
      throw new ApiError(415, message, [{ field: 'file', message }])
    }
    throw err
  })
  return lookUpFingerprint(db, await sha256OfBytes(checked.bytes))
}
