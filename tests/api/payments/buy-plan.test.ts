import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, payments, statusHistories, transactions } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, CARDS, invoiceBytes, key, planByName, startsWithPdf } from './helpers'

let admin: string

beforeAll(async () => {
  await seed()
  admin = await as.admin()
})

const buy = (businessId: string, body: unknown, cookie = admin) =>
  call(HOST.main, 'POST', `/admin/businesses/${businessId}/buy-plan`, { cookie, body })

describe('POST /admin/businesses/:id/buy-plan', () => {
  it('charges the test card, moves the business to the plan, keeps the card and issues an invoice PDF in R2', async () => {
    const globex = await businessBySlug('globex')
    const growth = await planByName('Growth')
    const seededMax = (await db().query.transactions.findMany({ columns: { invoiceNumber: true } }))
      .map((t) => Number(t.invoiceNumber?.slice(9) ?? 0))
      .reduce((a, b) => Math.max(a, b), 0)
    const res = await buy(globex.id, { plan_id: growth.id, card: CARDS.ok, idempotency_key: key('upgrade') })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.message).toBe(`Payment successful. ${globex.name} is now on the Growth plan.`)
    const tx = res.body.data.transaction
    expect(tx).toMatchObject({ status: 'succeeded', kind: 'plan_change', provider: 'test', currency: 'USD' })
    // A Starter period was running: its unused part is credited against the new price.
    expect(tx.amount_cents).toBeLessThan(growth.priceCents)
    expect(tx.amount_cents).toBeGreaterThan(growth.priceCents - 4900)
    const year = new Date().getUTCFullYear()
    expect(tx.invoice_number).toBe(`INV-${year}-${String(seededMax + 1).padStart(4, '0')}`)
    const after = (await db().query.businesses.findFirst({ where: eq(businesses.id, globex.id) }))!
    expect(after.planId).toBe(growth.id)
    expect(after.planRenewsAt!.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000)
    const card = await db().query.payments.findFirst({
      where: and(eq(payments.businessId, globex.id), eq(payments.last4, '4242'), eq(payments.isDefault, true)),
    })
    expect(card).toMatchObject({ brand: 'visa', provider: 'test' })
    const history = await db().query.statusHistories.findMany({
      where: eq(statusHistories.entityId, tx.id),
      orderBy: statusHistories.createdAt,
    })
    expect(history.map((h) => `${h.fromStatus}->${h.toStatus}`)).toEqual(['null->pending', 'pending->succeeded'])
    const pdf = await invoiceBytes(globex.id, tx.id)
    expect(startsWithPdf(pdf)).toBe(true)
    expect((await db().query.transactions.findFirst({ where: eq(transactions.id, tx.id) }))!.invoiceKey).toBe(
      `invoices/${globex.id}/${tx.id}.pdf`,
    )
  })

  it('is idempotent: the same key answers the first transaction and never charges twice', async () => {
    const acme = await businessBySlug('acme')
    const enterprise = await planByName('Enterprise')
    const body = { plan_id: enterprise.id, card: CARDS.ok, idempotency_key: key('retry') }
    const first = await buy(acme.id, body)
    expect(first.status).toBe(201)
    const again = await buy(acme.id, body)
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('This payment was already made. Nothing was charged again.')
    expect(again.body.data.transaction.id).toBe(first.body.data.transaction.id)
    const rows = await db().query.transactions.findMany({
      where: and(eq(transactions.businessId, acme.id), eq(transactions.idempotencyKey, body.idempotency_key)),
    })
    expect(rows).toHaveLength(1)
    // The key belongs to that purchase: another plan with it is a conflict.
    const growth = await planByName('Growth')
    const other = await buy(acme.id, { ...body, plan_id: growth.id })
    expect(other.status).toBe(409)
  })

  it('buying the current plan again renews it from the end of the running period', async () => {
    const acme = await businessBySlug('acme')
    const before = (await db().query.businesses.findFirst({ where: eq(businesses.id, acme.id) }))!
    const current = (await db().query.plans.findFirst({ where: (p, { eq }) => eq(p.id, before.planId!) }))!
    const res = await buy(acme.id, { plan_id: current.id, card: CARDS.ok, idempotency_key: key('renew') })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data.transaction).toMatchObject({
      kind: 'subscription_renewal',
      amount_cents: current.priceCents,
      period_start: before.planRenewsAt!.toISOString(),
    })
    const after = (await db().query.businesses.findFirst({ where: eq(businesses.id, acme.id) }))!
    expect(after.planRenewsAt!.getTime()).toBeGreaterThan(before.planRenewsAt!.getTime())
    expect(after.planStartedAt!.getTime()).toBe(before.planStartedAt!.getTime())
  })

  it('pays with a card on file by its id', async () => {
    const globex = await businessBySlug('globex')
    const onFile = (await db().query.payments.findFirst({
      where: eq(payments.businessId, globex.id),
      orderBy: desc(payments.createdAt),
    }))!
    const enterprise = await planByName('Enterprise')
    const res = await buy(globex.id, {
      plan_id: enterprise.id,
      payment_method_id: onFile.id,
      idempotency_key: key('saved'),
    })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data.transaction.amount_cents).toBeGreaterThan(0)
    expect(res.body.data.transaction.payment_id).toBe(onFile.id)
    // Someone else's card is not a card on file.
    const acme = await businessBySlug('acme')
    const foreign = await buy(acme.id, {
      plan_id: enterprise.id,
      payment_method_id: onFile.id,
      idempotency_key: key('foreign'),
    })
    expect(foreign.status).toBe(404)
  })

  it('a change that costs nothing after the credit (a downgrade) needs no card', async () => {
    const globex = await businessBySlug('globex')
    const starter = await planByName('Starter')
    const res = await buy(globex.id, { plan_id: starter.id, idempotency_key: key('downgrade') })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data.transaction).toMatchObject({
      amount_cents: 0,
      provider: 'none',
      status: 'succeeded',
      kind: 'plan_change',
    })
  })

  it.each([
    ['declined', CARDS.declined, 'Your card was declined.'],
    ['insufficient funds', CARDS.insufficient, 'Your card has insufficient funds.'],
    ['expired', CARDS.expired, 'Your card has expired.'],
  ])('a %s card is a 402 with the reason, a failed transaction, and no plan change', async (_, card, message) => {
    const globex = await businessBySlug('globex')
    const before = (await db().query.businesses.findFirst({ where: eq(businesses.id, globex.id) }))!
    const cards = await db().$count(payments, eq(payments.businessId, globex.id))
    const enterprise = await planByName('Enterprise')
    const body = { plan_id: enterprise.id, card, idempotency_key: key('declined') }
    const res = await buy(globex.id, body)
    expect(res.status).toBe(402)
    expect(res.body).toMatchObject({ success: false, message, data: null })
    const after = (await db().query.businesses.findFirst({ where: eq(businesses.id, globex.id) }))!
    expect(after.planId).toBe(before.planId)
    expect(after.planRenewsAt?.getTime()).toBe(before.planRenewsAt?.getTime())
    expect(await db().$count(payments, eq(payments.businessId, globex.id))).toBe(cards)
    const tx = (await db().query.transactions.findFirst({
      where: eq(transactions.idempotencyKey, body.idempotency_key),
    }))!
    expect(tx).toMatchObject({ status: 'failed', failureReason: message, invoiceNumber: null })
    // Retrying the same attempt answers the same decline; it does not try the card again.
    expect((await buy(globex.id, body)).status).toBe(402)
    expect(await db().$count(transactions, eq(transactions.idempotencyKey, body.idempotency_key))).toBe(1)
  })

  it('refuses bad input (422), an unknown plan (404) and a missing card, changing nothing', async () => {
    const globex = await businessBySlug('globex')
    const growth = await planByName('Growth')
    const before = await db().$count(transactions)
    const luhn = await buy(globex.id, {
      plan_id: growth.id,
      card: { ...CARDS.ok, number: '4242424242424241' },
      idempotency_key: key('bad'),
    })
    expect(luhn.status).toBe(422)
    expect(luhn.body.errors).toContainEqual({ field: 'card.number', message: 'Card number is not valid' })
    const past = await buy(globex.id, {
      plan_id: growth.id,
      card: { ...CARDS.ok, exp_month: 1, exp_year: 2020 },
      idempotency_key: key('bad'),
    })
    expect(past.status).toBe(422)
    expect(past.body.errors).toContainEqual({ field: 'card.exp_year', message: 'This card has expired' })
    const noKey = await buy(globex.id, { plan_id: growth.id, card: CARDS.ok })
    expect(noKey.status).toBe(422)
    const unknown = await buy(globex.id, {
      plan_id: '00000000-0000-7000-8000-000000000000',
      card: CARDS.ok,
      idempotency_key: key('unknown'),
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Plan not found.')
    const enterprise = await planByName('Enterprise')
    const noCard = await buy(globex.id, { plan_id: enterprise.id, idempotency_key: key('nocard') })
    expect(noCard.status).toBe(422)
    const missing = await buy('00000000-0000-7000-8000-000000000000', {
      plan_id: growth.id,
      card: CARDS.ok,
      idempotency_key: key('nobody'),
    })
    expect(missing.status).toBe(404)
    expect(await db().$count(transactions)).toBe(before)
  })

  it('answers 401 without a session and to a staff session on the main host', async () => {
    const globex = await businessBySlug('globex')
    const growth = await planByName('Growth')
    const body = { plan_id: growth.id, card: CARDS.ok, idempotency_key: key('anon') }
    expect((await buy(globex.id, body, '')).status).toBe(401)
    expect((await buy(globex.id, body, await as.globexOwner())).status).toBe(401)
  })
})

describe('PUT /admin/businesses/:id/payment', () => {
  it('records an offline payment as a succeeded transaction with an invoice; the same reference twice is a 409', async () => {
    const globex = await businessBySlug('globex')
    const starter = await planByName('Starter')
    const body = { plan_id: starter.id, amount_cents: 4900, currency: 'EUR', reference: 'WIRE-2026-0042' }
    const res = await call(HOST.main, 'PUT', `/admin/businesses/${globex.id}/payment`, { cookie: admin, body })
    expect(res.status, res.body.message).toBe(201)
    expect(res.body.data).toMatchObject({
      status: 'succeeded',
      provider: 'manual',
      provider_ref: 'WIRE-2026-0042',
      currency: 'EUR',
      amount_cents: 4900,
    })
    expect(res.body.message).toMatch(/^Payment recorded\. Invoice INV-\d{4}-\d{4} was issued\.$/)
    expect(startsWithPdf(await invoiceBytes(globex.id, res.body.data.id))).toBe(true)
    expect(
      (await call(HOST.main, 'PUT', `/admin/businesses/${globex.id}/payment`, { cookie: admin, body })).status,
    ).toBe(409)
    const negative = await call(HOST.main, 'PUT', `/admin/businesses/${globex.id}/payment`, {
      cookie: admin,
      body: { ...body, reference: 'X-1', amount_cents: -5 },
    })
    expect(negative.status).toBe(422)
    expect(negative.body.errors).toEqual([{ field: 'amount_cents', message: 'Amount cannot be less than 0' }])
  })
})
