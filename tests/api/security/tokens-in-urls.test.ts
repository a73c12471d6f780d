/**
 * Issue 11, finding 5 (tokens out of URLs): a sign-in or upload token never travels in a
 * request line, where logs, history and Referer keep it. The API takes tokens in POST bodies;
 * a link that must carry one carries it in the fragment (#token=), which browsers never send
 * to a server, and the page removes it from the address bar at once (web/lib/link-secrets).
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, candidates, employeeRoles } from '../../../worker/db/schema'
import { as, call, db, HOST, lastMailTo, seed } from '../../setup/http'

let acmeId: string

const linkIn = (html: string, path: string) => {
  const href = html.match(new RegExp(`href="([^"]*${path}[^"]*)"`))?.[1]
  if (!href) throw new Error(`no ${path} link`)
  return new URL(href.replaceAll('&amp;', '&'))
}

/** The URL as far as any server (and a Referer) ever sees it. */
const requestLine = (url: URL) => `${url.pathname}${url.search}`

beforeAll(async () => {
  await seed()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
})

describe('links that must carry a token carry it in the fragment', () => {
  it('the console’s portal link (impersonation)', async () => {
    const link = await call(HOST.main, 'POST', `/admin/businesses/${acmeId}/portal_login`, { cookie: await as.admin() })
    const url = new URL(link.body.data.url)
    expect(`${url.origin}${url.pathname}`).toBe('http://acme.localhost:8787/auth/impersonate')
    expect(requestLine(url)).not.toContain(link.body.data.token)
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe(link.body.data.token)
  })

  it('the invitation e-mail', async () => {
    const owner = await as.acmeOwner()
    const role = (await db().query.employeeRoles.findFirst({ where: eq(employeeRoles.businessId, acmeId) }))!
    const res = await call(HOST.acme, 'POST', '/wildcard/employees', {
      cookie: owner,
      body: { first_name: 'Ada', last_name: 'Link', email: 'ada.link@acme.example', role_id: role.id },
    })
    expect(res.status).toBe(201)
    const url = linkIn((await lastMailTo('ada.link@acme.example'))!.html, 'accept-invitation')
    expect(url.pathname).toBe('/auth/accept-invitation')
    expect(url.searchParams.get('email')).toBe('ada.link@acme.example')
    expect(url.searchParams.has('token')).toBe(false)
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toMatch(/^[\w-]{20,}$/)
  })

  it('the document request e-mail', async () => {
    const hannah = (await db().query.candidates.findFirst({
      where: and(eq(candidates.businessId, acmeId), eq(candidates.email, 'hannah.schmidt@example.com')),
    }))!
    const req = await call(HOST.acme, 'POST', `/wildcard/candidates/${hannah.id}/request-document-email`, {
      cookie: await as.acmeOwner(),
      body: { documents: ['Passport copy'] },
    })
    expect(req.status).toBe(201)
    const url = linkIn((await lastMailTo('hannah.schmidt@example.com'))!.html, '/documents/upload')
    expect(url.pathname).toBe('/documents/upload')
    expect(url.search).toBe('')
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!
    expect(token).toMatch(/^[\w-]{20,}$/)

    // The upload page's API takes the token in the body, never in the path.
    expect((await call(HOST.acme, 'GET', `/wildcard/candidate-documents/upload/${token}`)).status).toBe(404)
    const info = await call(HOST.acme, 'POST', '/wildcard/candidate-documents/upload-request', { body: { token } })
    expect(info.status, info.body.message).toBe(200)
    expect(info.body.data).toMatchObject({ candidate_first_name: 'Hannah', complete: false })
    const missing = await call(HOST.acme, 'POST', '/wildcard/candidate-documents/upload-request', { body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors[0]).toMatchObject({ field: 'token' })
    const form = new FormData()
    form.append(info.body.data.documents[0].id, new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF')]), 'passport.pdf')
    const noToken = await call(HOST.acme, 'POST', '/wildcard/candidate-documents/upload', { form })
    expect(noToken.status).toBe(422)
    expect(noToken.body.errors[0]).toMatchObject({ field: 'token' })
    form.append('token', token)
    const up = await call(HOST.acme, 'POST', '/wildcard/candidate-documents/upload', { form })
    expect(up.status, up.body.message).toBe(200)
    expect(up.body.data.uploaded).toEqual([expect.objectContaining({ name: 'Passport copy' })])
  })
})
