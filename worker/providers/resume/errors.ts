/**
 * Why a file could not be read. The API answers these as 422 with `message`; `code` lets a
 * caller tell them apart (and the queue mark a resume failed without retrying).
 */
export type ResumeReadErrorCode = 'encrypted' | 'unsupported' | 'empty' | 'no_text' | 'corrupt' | 'too_large'

const MESSAGES: Record<ResumeReadErrorCode, string> = {
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  unsupported: 'This file is not a PDF, DOCX or plain-text resume.',
  empty: 'This file is empty.',
  no_text: 'No text could be read from this file. If it is a scan, upload a PDF with selectable text.',
  corrupt: 'This file is damaged and could not be read.',
  too_large: 'This file is larger than 25 MB.',
}

export class ResumeReadError extends Error {
  readonly code: ResumeReadErrorCode
  constructor(code: ResumeReadErrorCode, message = MESSAGES[code], options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ResumeReadError'
    this.code = code
  }
}
