/**
 * Mail attachments (issue 14): sendMail keeps them in R2 with the outbox row, the queue consumer
 * loads them for delivery, and the HTTP adapter sends them base64-encoded; a mail without
 * attachments is sent exactly as before.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxEmails } from '../../../worker/db/schema'
import worker from '../../../worker/index'
import { attachmentsOf, sendMail } from '../../../worker/providers/mail'
import { httpApiProvider, toBase64 } from '../../../worker/providers/mail/http-api'
import { db } from '../../setup/http'

describe('mail attachments', () => {
  it('are written to R2 and named on the outbox row', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    const id = await sendMail(env, db(), {
      to: 'someone@example.com',
      subject: 'With files',
      html: '<p>Two files</p>',
      attachments: [
        {
          filename: 'invite.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: 'BEGIN:VCALENDAR',
        },
        { filename: 'weird name/../x.bin', contentType: 'application/octet-stream', content: bytes },
      ],
    })
    const row = (await db().query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) }))!
    expect(row.attachments).toEqual([
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        size: 15,
        key: `mail/${id}/0-invite.ics`,
      },
      {
        filename: 'weird_name_.._x.bin',
        contentType: 'application/octet-stream',
        size: 5,
        key: `mail/${id}/1-weird_name_.._x.bin`,
      },
    ])
    const loaded = await attachmentsOf(env, row.attachments)
    expect(new TextDecoder().decode(loaded![0]!.content)).toBe('BEGIN:VCALENDAR')
    expect([...loaded![1]!.content]).toEqual([...bytes])
  })

  it('leave a mail without them as it was (no column, no R2 object)', async () => {
    const id = await sendMail(env, db(), { to: 'plain@example.com', subject: 'Plain', html: '<p>Hi</p>' })
    const row = (await db().query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) }))!
    expect(row.attachments).toBeNull()
    expect((await env.FILES.list({ prefix: `mail/${id}/` })).objects).toEqual([])
  })

  it('are delivered by the queue consumer, and the HTTP adapter posts them base64-encoded', async () => {
    const id = await sendMail(env, db(), {
      to: 'queued@example.com',
      subject: 'Queued',
      html: '<p>Hi</p>',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      ],
    })
    const batch = createMessageBatch('hiring-platform-jobs', [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { kind: 'mail.deliver', payload: { outboxId: id } } },
    ])
    const ctx = createExecutionContext()
    await worker.queue(batch, env)
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['m1'])
    expect((await db().query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) }))!.status).toBe('sent')

    const sent: Record<string, unknown>[] = []
    const fetcher = (async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)))
      return new Response('{}', { status: 200 })
    }) as unknown as typeof fetch
    const provider = httpApiProvider('https://mail.example/send', 'key', fetcher)
    const row = (await db().query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) }))!
    await provider.deliver({ ...row, attachments: await attachmentsOf(env, row.attachments) })
    await provider.deliver({ ...row, attachments: undefined })
    expect(sent[0]!.attachments).toEqual([
      { filename: 'invite.ics', content: btoa('BEGIN:VCALENDAR\r\nEND:VCALENDAR'), content_type: 'text/calendar' },
    ])
    expect('attachments' in sent[1]!).toBe(false)
    expect(Object.keys(sent[1]!).sort()).toEqual(['from', 'html', 'subject', 'text', 'to'])
  })

  it('base64 survives large files (chunked)', () => {
    const big = new Uint8Array(200_000).map((_, i) => i % 256)
    const decoded = Uint8Array.from(atob(toBase64(big)), (c) => c.charCodeAt(0))
    expect(decoded).toEqual(big)
  })
})
