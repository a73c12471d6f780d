/** Bytes → text. The kind comes from the file's magic bytes, never from its name or declared type. */
import { ResumeReadError } from '../errors'
import type { ResumeFile } from '../types'
import { fileKind } from './kind'
import { decodeText } from './txt'

export const MAX_RESUME_BYTES = 25 * 1024 * 1024

export async function readResumeFile(file: ResumeFile): Promise<string> {
  const { bytes } = file
  if (bytes.byteLength === 0) throw new ResumeReadError('empty')
  if (bytes.byteLength > MAX_RESUME_BYTES) throw new ResumeReadError('too_large')
  const kind = fileKind(bytes)
  let text: string
  switch (kind) {
    case 'pdf':
      text = await (await import('./pdf')).pdfText(bytes)
      break
    case 'docx':
      text = await (await import('./docx')).docxText(bytes)
      break
    case 'text':
      text = decodeText(bytes)
      break
    case 'doc':
      throw new ResumeReadError(
        'unsupported',
        'Word 97–2003 (.doc) files cannot be read. Save the resume as DOCX or PDF and upload it again.',
      )
    default:
      throw new ResumeReadError('unsupported')
  }
  const clean = text
    .replaceAll('\u0000', '')
    .replace(/[ \t]+\n/g, '\n')
    .trim()
  if (!clean || !/[\p{L}\p{N}]/u.test(clean)) throw new ResumeReadError(bytes.byteLength ? 'no_text' : 'empty')
  return clean
}
