/**
 * The offer's files in R2 (the original as sent, the signed letter, the signed letter with its
 * certificate): written before the database row that names them, so a row never points at a
 * missing file; a write that loses a race removes its file again.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { documents } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { BusinessScope } from '../../lib/scope'
import type { OfferFileVersion } from './offer-letters.schema'

export const PDF = 'application/pdf'

/** SHA-256 of bytes, as 64 lowercase hex digits (the form the certificate prints). */
export async function sha256OfBytes(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export const DOCUMENT_KINDS: Record<OfferFileVersion, string> = {
  original: 'offer_letter',
  signed_letter: 'offer_letter_signed_letter',
  signed: 'offer_letter_signed',
}

/** Where an offer's file lives in R2: under its business and offer, named by version and document id. */
export const offerFileKey = (businessId: string, offerId: string, version: OfferFileVersion, documentId: string) =>
  `businesses/${businessId}/offers/${offerId}/${version}-${documentId}.pdf`

export type StoredFile = {
  id: string
  key: string
  sha256: string
  row: typeof documents.$inferInsert
}

/** Put a PDF of an offer in R2; answers its `documents` row for the caller's batch, and its hash. */
export async function putOfferFile(
  files: R2Bucket,
  offer: { id: string; businessId: string },
  version: OfferFileVersion,
  bytes: Uint8Array,
  fileName: string,
  uploadedBy: string | null,
  at = new Date(),
): Promise<StoredFile> {
  const id = newId(at.getTime())
  const key = offerFileKey(offer.businessId, offer.id, version, id)
  const sha256 = await sha256OfBytes(bytes)
  await files.put(key, bytes, {
    httpMetadata: { contentType: PDF },
    customMetadata: { fileName, sha256 },
    sha256,
  })
  return {
    id,
    key,
    sha256,
    row: {
      id,
      businessId: offer.businessId,
      key,
      fileName,
      contentType: PDF,
      size: bytes.byteLength,
      kind: DOCUMENT_KINDS[version],
      uploadedBy,
      createdAt: at,
      updatedAt: at,
    },
  }
}

/** A stored offer file of this business: its row and its bytes (404 when either is gone). */
export async function readOfferFile({ db, env, business }: BusinessScope, documentId: string | null) {
  const doc = documentId
    ? await db.query.documents.findFirst({
        where: and(eq(documents.businessId, business.id), eq(documents.id, documentId)),
      })
    : undefined
  const object = doc ? await env.FILES.get(doc.key) : null
  if (!doc || !object) throw notFound('Offer letter file')
  return { doc, bytes: new Uint8Array(await object.arrayBuffer()) }
}

/** Remove a stored file and its `documents` row (a batch that lost its race does not keep them). */
export async function discardOfferFile(db: Db, files: R2Bucket, file: StoredFile) {
  await files.delete(file.key)
  await db.delete(documents).where(eq(documents.id, file.id))
}
