import { documents } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { BusinessScope } from '../../lib/scope'
import { type CheckedFile, checkUpload, MAX_UPLOAD_BYTES } from '../../services/files'

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** A zip whose entries name word/document.xml is a Word document (zip entry names are stored uncompressed). */
function isDocx(bytes: Uint8Array): boolean {
  const marker = new TextEncoder().encode('word/document.xml')
  outer: for (let i = 0; i <= bytes.length - marker.length; i++) {
    for (let j = 0; j < marker.length; j++) if (bytes[i + j] !== marker[j]) continue outer
    return true
  }
  return false
}

/**
 * A resume or a requested document: PDF, Word (DOCX) or, for documents, a PNG or JPEG
 * image; told by magic bytes, 25 MB at most. A zip that is not a Word document is refused.
 */
export async function checkCandidateFile(
  file: unknown,
  field: string,
  kind: 'resume' | 'document',
): Promise<CheckedFile> {
  const allowed = kind === 'resume' ? (['pdf', 'zip'] as const) : (['pdf', 'zip', 'png', 'jpeg'] as const)
  const checked = await checkUpload(file, field, allowed, MAX_UPLOAD_BYTES)
  if (checked.ext === 'zip') {
    if (!isDocx(checked.bytes)) {
      const message = `This file type is not allowed. Allowed: ${kind === 'resume' ? 'PDF, DOCX' : 'PDF, DOCX, PNG, JPEG'}.`
      throw new ApiError(415, message, [{ field, message }])
    }
    return { ...checked, type: DOCX_TYPE, ext: 'docx' }
  }
  return checked
}

/** A file name safe for a Content-Disposition header and an R2 key's tail. */
export const safeFileName = (name: string, ext: string) => {
  const base =
    name
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\w .()-]+/g, '_')
      .trim()
      .slice(0, 120) || 'file'
  return `${base}.${ext}`
}

/** Put a checked file in the business's R2 space and record it as a `documents` row; answers the row. */
export async function storeDocument(
  { db, env, business }: BusinessScope,
  opts: { candidateId: string; file: CheckedFile; kind: string; uploadedBy: string | null; fileName?: string },
) {
  const id = newId()
  const fileName = opts.fileName ?? safeFileName(opts.file.name, opts.file.ext)
  const key = `businesses/${business.id}/candidates/${opts.candidateId}/${opts.kind}/${id}.${opts.file.ext}`
  await env.FILES.put(key, opts.file.bytes, {
    httpMetadata: { contentType: opts.file.type },
    customMetadata: { fileName },
  })
  const [row] = await db
    .insert(documents)
    .values({
      id,
      businessId: business.id,
      key,
      fileName,
      contentType: opts.file.type,
      size: opts.file.size,
      kind: opts.kind,
      uploadedBy: opts.uploadedBy,
    })
    .returning()
  if (!row) throw new Error('The document row was not written.')
  return row
}

/** The authorized download behind a candidate's file (outside the contract, under the candidate). */
export const downloadPath = (candidateId: string, documentId: string) =>
  `/api/v1/wildcard/candidates/${candidateId}/documents/${documentId}/download`

type DocumentRow = typeof documents.$inferSelect

/** A stored file as the candidate screens show it: name, type, size and where to download it. */
export const fileInfo = (candidateId: string, doc: DocumentRow) => ({
  id: doc.id,
  fileName: doc.fileName,
  contentType: doc.contentType,
  size: doc.size,
  createdAt: doc.createdAt,
  downloadUrl: downloadPath(candidateId, doc.id),
})
