/** A file sent with an e-mail (an invitation's .ics, a PDF). */
export type MailAttachment = {
  filename: string
  /** MIME type, with parameters when they matter (`text/calendar; method=REQUEST; charset=utf-8`). */
  contentType: string
  content: Uint8Array | string
}

/** How the outbox keeps an attachment: the bytes are in R2 (FILES) under `key`. */
export type MailAttachmentRef = { filename: string; contentType: string; size: number; key: string }

/** An e-mail ready to leave: what every mail provider delivers. */
export type OutgoingMail = {
  id: string
  from: string
  to: string
  subject: string
  html: string
  text: string
  attachments?: (Omit<MailAttachment, 'content'> & { content: Uint8Array })[]
}

export interface MailProvider {
  readonly name: string
  /** Deliver or throw; the queue retries with back-off. */
  deliver(mail: OutgoingMail): Promise<void>
}
