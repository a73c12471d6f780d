import { SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, transactions } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, CARDS, key, planByName, startsWithPdf } from './helpers'

let owner: string
let acmeId: string

beforeAll(async () => {
  await seed()
  owner = await as.acmeOwner()
  acmeId = (await businessBySlug('acme')).id
})

/** A raw fetch of an invoice download (call() parses JSON). */
async function download(host: string, path: string, cookie: string) {
  return SELF.fetch(`http://${host}/api/v1${path}`, { headers: { cookie } })
}

describe('GET /wildcard/payments', () => {
  it("lists the business's own transactions, newest first, 10 a page, with plan and card", async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/payments', { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, limit: 10 })
    expect(res.body.data.count).toBe(await db().$count(transactions, eq(transactions.businessId, acmeId)))
    expect(res.body.data.rows.every((t: { business_id: string }) => t.business_id === acmeId)).toBe(true)
    expect(res.body.data.rows[0]).toMatchObject({
      plan_name: expect.any(String),
      card_last4: '4242',
      has_invoice: true,
    })
    // Globex's first purchase was declined (the seed); the filter finds it and only failed ones.
    const failed = await call(HOST.globex, 'GET', '/wildcard/payments?status=failed', {
      cookie: await as.globexOwner(),
    })
    expect(failed.body.data.rows.length).toBeGreaterThan(0)
    expect(failed.body.data.rows.every((t: { status: string }) => t.status === 'failed')).toBe(true)
  })

  it('is refused to a role without the permission (403) and without a session (401)', async () => {
    const recruiter = await as.acmeRecruiter()
    const res = await call(HOST.acme, 'GET', '/wildcard/payments', { cookie: recruiter })
    expect(res.status).toBe(403)
    expect((await call(HOST.acme, 'GET', '/wildcard/payments')).status).toBe(401)
  })
})

describe('GET /wildcard/payments/plans and payment-methods', () => {
  it('marks the current plan and what each change would cost now', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/payments/plans', { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data.current_plan_name).toBe('Growth')
    const enterprise = res.body.data.plans.find((p: { name: string }) => p.name === 'Enterprise')
    expect(enterprise).toMatchObject({
      is_current: false,
      price_label: '$499 per month',
      due_now: { kind: 'plan_change', currency: 'USD' },
    })
    expect(enterprise.due_now.amount_cents).toBeLessThan(49900)
  })

  it('answers the cards on file without numbers or provider tokens', async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/payments/payment-methods', { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data[0]).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      is_default: true,
      expired: false,
    })
    expect(JSON.stringify(res.body)).not.toMatch(/pm_test|4242424242424242|provider_ref/)
  })
})

describe('POST /wildcard/payments/change-plan', () => {
  it('changes the plan with the test card and a transaction the business sees', async () => {
    const enterprise = await planByName('Enterprise')
    const res = await call(HOST.acme, 'POST', '/wildcard/payments/change-plan', {
      cookie: owner,
      body: { plan_id: enterprise.id, card: CARDS.ok, idempotency_key: key('change') },
    })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.message).toBe('Payment successful. Your business is now on the Enterprise plan.')
    expect((await db().query.businesses.findFirst({ where: eq(businesses.id, acmeId) }))!.planId).toBe(enterprise.id)
    const same = await call(HOST.acme, 'POST', '/wildcard/payments/change-plan', {
      cookie: owner,
      body: { plan_id: enterprise.id, card: CARDS.ok, idempotency_key: key('same') },
    })
    expect(same.status).toBe(409)
    expect(same.body.message).toBe('You are already on the Enterprise plan.')
  })

  it('a declined card changes nothing (402); a role without transactions.manage is refused (403)', async () => {
    const enterprise = await planByName('Enterprise')
    const before = await businessBySlug('globex')
    const declined = await call(HOST.globex, 'POST', '/wildcard/payments/change-plan', {
      cookie: await as.globexOwner(),
      body: { plan_id: enterprise.id, card: CARDS.declined, idempotency_key: key('declined') },
    })
    expect(declined.status).toBe(402)
    expect(declined.body.message).toBe('Your card was declined.')
    const after = await businessBySlug('globex')
    expect(after.planId).toBe(before.planId)
    expect(after.planRenewsAt?.getTime()).toBe(before.planRenewsAt?.getTime())
    const growth = await planByName('Growth')
    const recruiter = await as.acmeRecruiter()
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/payments/change-plan', {
          cookie: recruiter,
          body: { plan_id: growth.id, card: CARDS.ok, idempotency_key: key('r') },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/payments/change-plan', { cookie: owner, body: { plan_id: growth.id } }))
        .status,
    ).toBe(422)
  })
})

describe('GET /wildcard/payments/:id/invoice-link', () => {
  it('streams the invoice PDF as an attachment named after the invoice number (made on first request)', async () => {
    const seeded = (await db().query.transactions.findFirst({
      where: and(eq(transactions.businessId, acmeId), eq(transactions.status, 'succeeded')),
    }))!
    const res = await download(HOST.acme, `/wildcard/payments/${seeded.id}/invoice-link`, owner)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${seeded.invoiceNumber}.pdf"; filename*=UTF-8''${seeded.invoiceNumber}.pdf`,
    )
    expect(startsWithPdf(new Uint8Array(await res.arrayBuffer()))).toBe(true)
  })

  it("is 404 for another business's transaction and 409 for a failed payment", async () => {
    const globexTx = (await db().query.transactions.findFirst({
      where: eq(transactions.businessId, (await businessBySlug('globex')).id),
    }))!
    const other = await call(HOST.acme, 'GET', `/wildcard/payments/${globexTx.id}/invoice-link`, { cookie: owner })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Transaction not found.')
    // Globex's first purchase was declined (the seed): a failed payment has no invoice.
    const globexId = (await businessBySlug('globex')).id
    const [failed] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.businessId, globexId), eq(transactions.status, 'failed')))
    expect(failed).toBeDefined()
    const refused = await call(HOST.globex, 'GET', `/wildcard/payments/${failed?.id}/invoice-link`, {
      cookie: await as.globexOwner(),
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('There is no invoice for this transaction: the payment did not go through.')
  })
})

describe('admin transactions (outside the contract)', () => {
  it('lists every business with a business filter, and downloads any invoice', async () => {
    const admin = await as.admin()
    const all = await call(HOST.main, 'GET', '/admin/transactions?limit=100', { cookie: admin })
    expect(all.status).toBe(200)
    expect(new Set(all.body.data.rows.map((t: { business_slug: string }) => t.business_slug))).toEqual(
      new Set(['acme', 'globex']),
    )
    const acme = await call(HOST.main, 'GET', `/admin/transactions?business_id=${acmeId}&status=succeeded`, {
      cookie: admin,
    })
    expect(
      acme.body.data.rows.every(
        (t: { business_id: string; status: string }) => t.business_id === acmeId && t.status === 'succeeded',
      ),
    ).toBe(true)
    const res = await download(HOST.main, `/admin/transactions/${acme.body.data.rows[0].id}/invoice`, admin)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="(INV-\d{4}-\d{4}\.pdf)"; filename\*=UTF-8''\1$/,
    )
    expect((await call(HOST.main, 'GET', '/admin/transactions')).status).toBe(401)
  })
})
