import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { transactions } from '../../../worker/db/schema'
import worker from '../../../worker/index'
import { INVOICE_JOB } from '../../../worker/resources/payments/invoices.service'
import { db, seed } from '../../setup/http'
import { businessBySlug, invoiceBytes, startsWithPdf } from './helpers'

beforeAll(seed)

async function run(transactionId: string, id = crypto.randomUUID()) {
  const batch = createMessageBatch('hiring-platform-jobs', [
    { id, timestamp: new Date(), attempts: 1, body: { kind: INVOICE_JOB, payload: { transactionId } } },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch, env)
  return getQueueResult(batch, ctx)
}

describe('the invoice queue consumer', () => {
  it('issues the PDF once, and a redelivery changes nothing', async () => {
    const acme = await businessBySlug('acme')
    const tx = (await db().query.transactions.findFirst({
      where: and(eq(transactions.businessId, acme.id), eq(transactions.status, 'succeeded')),
    }))!
    expect((await run(tx.id)).explicitAcks).toHaveLength(1)
    const first = await env.FILES.head(`invoices/${acme.id}/${tx.id}.pdf`)
    expect(startsWithPdf(await invoiceBytes(acme.id, tx.id))).toBe(true)
    expect((await run(tx.id)).explicitAcks).toHaveLength(1)
    const second = await env.FILES.head(`invoices/${acme.id}/${tx.id}.pdf`)
    expect(second?.etag).toBe(first?.etag)
  })

  it('acknowledges a failed or unknown transaction without retrying', async () => {
    const failed = (await db().query.transactions.findFirst({ where: eq(transactions.status, 'failed') }))!
    const result = await run(failed.id)
    expect(result.explicitAcks).toHaveLength(1)
    expect(result.retryMessages).toHaveLength(0)
    expect((await run('no-such-transaction')).explicitAcks).toHaveLength(1)
  })
})
