import type { Db } from '../../db/client'
import { documents } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
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

/** Put a checked file in R2 and record it as a `documents` row; answers the row. */
export async function storeDocument(
  db: Db,
  bucket: R2Bucket,
  opts: {
    businessId: string
    candidateId: string
    file: CheckedFile
    kind: string
    uploadedBy: string | null
    fileName?: string
  },
) {
  const id = newId()
  const fileName = opts.fileName ?? safeFileName(opts.file.name, opts.file.ext)
  const key = `businesses/${opts.businessId}/candidates/${opts.candidateId}/${opts.kind}/${id}.${opts.file.ext}`
  await bucket.put(key, opts.file.bytes, {
    httpMetadata: { contentType: opts.file.type },
    customMetadata: { fileName },
  })
  const [row] = await db
    .insert(documents)
    .values({
      id,
      businessId: opts.businessId,
      key,
      fileName,
      contentType: opts.file.type,
      size: opts.file.size,
      kind: opts.kind,
      uploadedBy: opts.uploadedBy,
    })
    .returning()
  return row!
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** Stream an R2 object as a download (never rendered by the browser as a page of ours). */
export async function streamFile(
  bucket: R2Bucket,
  key: string,
  fileName: string,
  contentType: string,
): Promise<Response> {
  const object = await bucket.get(key)
  if (!object) throw new ApiError(404, 'File not found.')
  return new Response(object.body, {
    headers: {
      'content-type': contentType,
      'content-length': String(object.size),
      'content-disposition': contentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  })
}
