/**
 * Issue 11, finding 6: a state-changing API request made by another site's page is refused
 * (403 envelope) before it does anything. Browsers send Origin on every cross-site POST (and
 * Sec-Fetch-Site on every request), so a request with neither is not a browser's and is let
 * through (curl, server-to-server); the payment webhook is exempt, its signature is its check.
 */
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLogs, businesses, employeeRoles, employees, oneTimeCodes, outboxEmails } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

const REFUSED = 'This request came from another site and was refused.'
const EVIL = 'https://evil.example'

let admin: string
let owner: string
let acmeId: string
let globexId: string

/** What a page on another site can make a browser send: a "simple" request, no preflight. */
const simplePost = (origin: string, extra: Record<string, string> = {}) => ({
  'content-type': 'text/plain',
  origin,
  ...extra,
})

const mails = async () => (await db().select({ n: count() }).from(outboxEmails))[0]!.n
const portalTokens = async () =>
  (await db().select({ n: count() }).from(oneTimeCodes).where(eq(oneTimeCodes.purpose, 'impersonation')))[0]!.n
const audits = async () => (await db().select({ n: count() }).from(auditLogs))[0]!.n

beforeAll(async () => {
  await seed()
  ;[admin, owner] = await Promise.all([as.admin(), as.acmeOwner()])
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  globexId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'globex') }))!.id
})

function expectRefused(res: { status: number; body: { success: boolean; message: string; data: unknown } }) {
  expect(res.status).toBe(403)
  expect(res.body).toMatchObject({ success: false, message: REFUSED, data: null })
}

describe("the issue's requests, from another site", () => {
  it('admin verify-email: refused, the business stays unverified; from the console itself it works', async () => {
    const created = await call(HOST.main, 'POST', '/admin/businesses', {
      cookie: admin,
      body: {
        business_name: 'Vandelay Industries',
        slug: 'vandelay',
        name: 'Art Vandelay',
        email: 'owner@vandelay.example',
        phone: '+1 212 555 0199',
        timezone: 'America/New_York',
        currency: 'USD',
      },
    })
    expect(created.status, created.body.message).toBe(201)
    const id = created.body.data.id as string
    for (const origin of [EVIL, 'http://acme.localhost:8787', 'https://localhost:8787', 'null']) {
      expectRefused(
        await call(HOST.main, 'POST', `/admin/businesses/${id}/verify-email`, {
          cookie: admin,
          headers: simplePost(origin),
        }),
      )
    }
    expect(await db().query.businesses.findFirst({ where: eq(businesses.id, id) })).toMatchObject({
      status: 'pending_verification',
      emailVerifiedAt: null,
    })
    const ok = await call(HOST.main, 'POST', `/admin/businesses/${id}/verify-email`, {
      cookie: admin,
      headers: simplePost('http://localhost:8787'),
    })
    expect(ok.status, ok.body.message).toBe(200)
    expect(ok.body.data).toMatchObject({ status: 'active' })
  })

  it('resend-invitation: refused from a sibling business host (same site, other origin), nothing e-mailed', async () => {
    const role = (await db().query.employeeRoles.findFirst({ where: eq(employeeRoles.businessId, acmeId) }))!
    const invited = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie: owner,
      body: { first_name: 'Nia', last_name: 'Long', email: 'nia.long@acme.example', role_id: role.id },
    })
    expect(invited.status, invited.body.message).toBe(201)
    const id = invited.body.data.id as string
    const before = await mails()
    for (const origin of ['http://globex.localhost:8787', 'http://acme-candidate.localhost:8787', EVIL]) {
      expectRefused(
        await call(HOST.acme, 'POST', `/wildcard/employees/${id}/resend-invitation`, {
          cookie: owner,
          headers: simplePost(origin),
        }),
      )
    }
    expect(await mails()).toBe(before)
    const ok = await call(HOST.acme, 'POST', `/wildcard/employees/${id}/resend-invitation`, {
      cookie: owner,
      headers: simplePost('http://acme.localhost:8787'),
    })
    expect(ok.status, ok.body.message).toBe(200)
    expect(await mails()).toBe(before + 1)
  })

  it('portal_login (console and staff switch): refused, no sign-in token issued, nothing audited', async () => {
    const [tokens, logged] = [await portalTokens(), await audits()]
    expectRefused(
      await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, {
        cookie: admin,
        headers: simplePost(EVIL),
      }),
    )
    expectRefused(
      await call(HOST.main, 'POST', `/admin/auth/business_login/${acmeId}`, {
        cookie: admin,
        headers: simplePost('http://acme.localhost:8787'),
      }),
    )
    expectRefused(
      await call(HOST.acme, 'POST', `/wildcard/businesses/${globexId}/portal_login`, {
        cookie: owner,
        headers: simplePost('http://globex.localhost:8787'),
      }),
    )
    expect(await portalTokens()).toBe(tokens)
    expect(await audits()).toBe(logged)
    const ok = await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, {
      cookie: admin,
      headers: simplePost('http://localhost:8787'),
    })
    expect(ok.status, ok.body.message).toBe(200)
    expect(await portalTokens()).toBe(tokens + 1)
  })
})

describe('which requests are checked', () => {
  it('every state-changing method, with or without a session, JSON or not', async () => {
    const before = await db().$count(employees)
    const attempts = [
      call(HOST.acme, 'POST', '/wildcard/employees', {
        cookie: owner,
        body: { first_name: 'Eve', last_name: 'X', email: 'eve@acme.example' },
        headers: { origin: EVIL },
      }),
      call(HOST.acme, 'PUT', '/wildcard/profile/update-profile', {
        cookie: owner,
        body: { first_name: 'Eve' },
        headers: { origin: EVIL },
      }),
      call(HOST.acme, 'PATCH', '/wildcard/profile/update-profile-picture', {
        cookie: owner,
        headers: simplePost(EVIL),
      }),
      call(HOST.acme, 'DELETE', '/wildcard/auth/logout', { cookie: owner, headers: { origin: EVIL } }),
      // Signing a victim in to an attacker's account (login CSRF) is refused too.
      call(HOST.acme, 'POST', '/wildcard/auth/login', {
        body: { email: 'owner@acme.example', password: 'Owner@12345' },
        headers: { origin: EVIL },
      }),
    ]
    for (const res of await Promise.all(attempts)) expectRefused(res)
    expect(await db().$count(employees)).toBe(before)
    // The owner's session survived the cross-site logout.
    expect((await call(HOST.acme, 'POST', '/wildcard/auth/verify-me', { cookie: owner })).status).toBe(200)
  })

  it('Sec-Fetch-Site decides when Origin is absent', async () => {
    const path = `/admin/businesses/${acmeId}/portal_login`
    for (const site of ['cross-site', 'same-site']) {
      expectRefused(
        await call(HOST.main, 'POST', path, {
          cookie: admin,
          origin: null,
          headers: { 'content-type': 'text/plain', 'sec-fetch-site': site },
        }),
      )
    }
    for (const site of ['same-origin', 'none']) {
      expect(
        (
          await call(HOST.main, 'POST', path, {
            cookie: admin,
            origin: null,
            headers: { 'content-type': 'text/plain', 'sec-fetch-site': site },
          })
        ).status,
      ).toBe(200)
    }
  })

  it('a request with neither header is not a browser: it goes through', async () => {
    const res = await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, {
      cookie: admin,
      origin: null,
    })
    expect(res.status).toBe(200)
  })

  it('reads are not checked; the payment webhook is exempt (its signature is the check)', async () => {
    expect(
      (await call(HOST.acme, 'GET', '/wildcard/businesses/detail', { cookie: owner, headers: { origin: EVIL } }))
        .status,
    ).toBe(200)
    const hook = await call(HOST.main, 'POST', '/webhooks/stripe', {
      body: '{}',
      headers: { origin: EVIL, 'stripe-signature': 't=1,v1=00' },
    })
    expect(hook.status).not.toBe(403)
  })

  it('a malformed Origin is refused, not an error', async () => {
    for (const origin of ['not a url', 'http://localhost:8787/path', 'http://localhost:8787.evil.example']) {
      expectRefused(
        await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, {
          cookie: admin,
          headers: simplePost(origin),
        }),
      )
    }
  })
})
