import { ApiError } from '../lib/errors'

/** The seed's exported setting of 25: the upload limit in MB. */
export const MAX_UPLOAD_MB = 25
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024

type Signature = { type: string; ext: string; test: (b: Uint8Array) => boolean }

const startsWith = (b: Uint8Array, bytes: number[], offset = 0) => bytes.every((v, i) => b[offset + i] === v)
const ascii = (b: Uint8Array, text: string, offset = 0) =>
  startsWith(
    b,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  )

/** File types told by their first bytes, never by name or declared type. */
export const SIGNATURES: Record<string, Signature> = {
  png: { type: 'image/png', ext: 'png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpeg: { type: 'image/jpeg', ext: 'jpg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  gif: { type: 'image/gif', ext: 'gif', test: (b) => ascii(b, 'GIF87a') || ascii(b, 'GIF89a') },
  webp: { type: 'image/webp', ext: 'webp', test: (b) => ascii(b, 'RIFF') && ascii(b, 'WEBP', 8) },
  pdf: { type: 'application/pdf', ext: 'pdf', test: (b) => ascii(b, '%PDF-') },
  // DOCX/XLSX are zip containers; the extractor checks what is inside.
  zip: { type: 'application/zip', ext: 'zip', test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
  doc: {
    type: 'application/msword',
    ext: 'doc',
    test: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  webm: { type: 'video/webm', ext: 'webm', test: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  ogg: { type: 'audio/ogg', ext: 'ogg', test: (b) => ascii(b, 'OggS') },
  wav: { type: 'audio/wav', ext: 'wav', test: (b) => ascii(b, 'RIFF') && ascii(b, 'WAVE', 8) },
  mp4: { type: 'video/mp4', ext: 'mp4', test: (b) => ascii(b, 'ftyp', 4) },
}

export const IMAGE_KINDS = ['png', 'jpeg', 'gif', 'webp'] as const

export type CheckedFile = { bytes: Uint8Array; type: string; ext: string; name: string; size: number }

/**
 * Read an uploaded file and check it is one of the allowed kinds (by magic bytes) and within
 * the size limit. Answers a 422 naming the field otherwise.
 */
export async function checkUpload(
  file: unknown,
  field: string,
  allowed: readonly (keyof typeof SIGNATURES)[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<CheckedFile> {
  if (!(file instanceof File) || file.size === 0)
    throw new ApiError(422, 'Please choose a file to upload.', [{ field, message: 'Please choose a file to upload.' }])
  if (file.size > maxBytes) {
    const message = `The file is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`
    throw new ApiError(413, message, [{ field, message }])
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = allowed.map((k) => SIGNATURES[k]!).find((s) => s.test(bytes))
  if (!kind) {
    const message = `This file type is not allowed. Allowed: ${allowed.join(', ').toUpperCase()}.`
    throw new ApiError(415, message, [{ field, message }])
  }
  return { bytes, type: kind.type, ext: kind.ext, name: file.name.slice(0, 200), size: file.size }
}
