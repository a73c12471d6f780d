import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outboxEmails } from '../../db/schema'
import { newId } from '../../lib/ids'
import { enqueue, registerJob } from '../../queues'
import { httpApiProvider } from './http-api'
import { outboxProvider } from './outbox'
import type { MailAttachment, MailAttachmentRef, MailProvider, OutgoingMail } from './types'

export type { MailAttachment, MailAttachmentRef, MailProvider, OutgoingMail } from './types'

export type MailInput = {
  to: string
  subject: string
  html: string
  /** Plain-text alternative; derived from the HTML when omitted. */
  text?: string
  businessId?: string | null
  /** Which template produced it (for the outbox and usage counts). */
  template?: string
  from?: string
  /** Files sent with it (kept in R2 with the outbox row, so the dev mailbox lists them). */
  attachments?: MailAttachment[]
}

type MailEnv = Pick<Env, 'JOBS' | 'FILES'> & {
  MAIL_PROVIDER?: string
  MAIL_API_URL?: string
  MAIL_API_KEY?: string
  MAIL_FROM?: string
}

/** Chosen by configuration: MAIL_PROVIDER=http with MAIL_API_URL and MAIL_API_KEY, else the outbox. */
export function mailProvider(env: MailEnv): MailProvider {
  if (env.MAIL_PROVIDER === 'http' && env.MAIL_API_URL && env.MAIL_API_KEY)
    return httpApiProvider(env.MAIL_API_URL, env.MAIL_API_KEY)
  return outboxProvider
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/h\d|\/li)\s*\/?>/gi, '\n')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * Send an e-mail: it is written to the outbox and handed to the queue, which delivers it
 * through the configured provider. Returns the outbox id.
 */
export async function sendMail(env: MailEnv, db: Db, input: MailInput): Promise<string> {
  const id = newId()
  const attachments = input.attachments?.length ? await keepAttachments(env, id, input.attachments) : null
  const [row] = await db
    .insert(outboxEmails)
    .values({
      id,
      attachments,
      businessId: input.businessId ?? null,
      to: input.to.toLowerCase(),
      from: input.from ?? env.MAIL_FROM ?? 'Hirely <no-reply@hirely.example>',
      subject: input.subject,
      html: input.html,
      text: input.text ?? htmlToText(input.html),
      template: input.template ?? null,
    })
    .returning({ id: outboxEmails.id })
  await enqueue(env, { kind: 'mail.deliver', payload: { outboxId: row!.id } })
  return row!.id
}

/** A name that is safe in an R2 key and a Content-Disposition header. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'attachment'

/** Attachments are written to R2 before the outbox row that names them. */
async function keepAttachments(env: MailEnv, outboxId: string, files: MailAttachment[]): Promise<MailAttachmentRef[]> {
  return Promise.all(
    files.map(async (file, i) => {
      const bytes = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content
      const filename = safeName(file.filename)
      const key = `mail/${outboxId}/${i}-${filename}`
      await env.FILES.put(key, bytes, { httpMetadata: { contentType: file.contentType } })
      return { filename, contentType: file.contentType, size: bytes.byteLength, key }
    }),
  )
}

/** The bytes of an outbox row's attachments, for delivery (a missing object is an error: retry). */
export async function attachmentsOf(env: Pick<Env, 'FILES'>, refs: MailAttachmentRef[] | null) {
  if (!refs?.length) return undefined
  return Promise.all(
    refs.map(async (ref) => {
      const object = await env.FILES.get(ref.key)
      if (!object) throw new Error(`Attachment ${ref.key} is missing`)
      return {
        filename: ref.filename,
        contentType: ref.contentType,
        content: new Uint8Array(await object.arrayBuffer()),
      }
    }),
  )
}

/** Queue consumer: deliver one outbox row once (redeliveries of a sent row do nothing). */
registerJob('mail.deliver', async (payload, { env, db }) => {
  const id = String(payload.outboxId ?? '')
  const mail = await db.query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) })
  if (!mail || mail.status === 'sent') return
  const provider = mailProvider(env as MailEnv)
  try {
    const outgoing: OutgoingMail = { ...mail, attachments: await attachmentsOf(env, mail.attachments) }
    await provider.deliver(outgoing)
    await db
      .update(outboxEmails)
      .set({ status: 'sent', provider: provider.name, sentAt: new Date(), attempts: mail.attempts + 1 })
      .where(eq(outboxEmails.id, id))
  } catch (err) {
    await db
      .update(outboxEmails)
      .set({ attempts: mail.attempts + 1, error: String(err).slice(0, 500) })
      .where(eq(outboxEmails.id, id))
    throw err
  }
})
