/**
 * No input makes the API answer 500. For every endpoint the app routes, signed in as someone
 * allowed to call it, send what a broken or hostile client might: a body that is not JSON, JSON
 * of the wrong shape, and path parameters that are not ids. Every answer is a 4xx (or a 2xx
 * where the input happens to be acceptable) in the envelope.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import contractText from '../../docs/api/endpoints.tsv?raw'
import { api } from '../../worker/app'
import { admins, businesses, candidates, employees } from '../../worker/db/schema'
import { createSession } from '../../worker/services/sessions'
import { call, db, seed } from '../setup/http'
import { type Endpoint, hostFor, parseContract, routedEndpoints } from './contract'

const contract = parseContract(contractText)
const routed = routedEndpoints(contract, api.routes)

let ids: { admin: string; owner: string; candidate: string; acme: string }

beforeAll(async () => {
  await seed()
  const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
  ids = {
    acme: acme.id,
    admin: (await db().query.admins.findFirst({ where: eq(admins.email, 'admin@example.com') }))!.id,
    owner: (await db().query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!.id,
    candidate: (await db().query.candidates.findFirst({ where: eq(candidates.email, 'candidate@acme.example') }))!.id,
  }
})

/** A fresh session for whoever may call the endpoint (none for public ones). */
async function cookieFor(e: Endpoint): Promise<string | null> {
  const host = hostFor(e)
  if (e.callers.includes('public')) return null
  const kind = e.callers.includes('admin') ? 'admin' : e.path.startsWith('/candidate/') ? 'candidate' : 'employee'
  const principalId = kind === 'admin' ? ids.admin : kind === 'employee' ? ids.owner : ids.candidate
  const { token } = await createSession(db(), {
    principalKind: kind,
    principalId,
    businessId: kind === 'admin' ? null : ids.acme,
    host,
  })
  return `hp_session=${token}`
}

const BODIES: [string, string][] = [
  ['a body that is not JSON', '{"name": '],
  ['JSON of the wrong shape', '[1, "two", null]'],
  [
    'values of the wrong types',
    JSON.stringify({ name: { $gt: '' }, email: 42, status: ['x'], page: -1, id: null, password: 'x'.repeat(5000) }),
  ],
]

describe.each(routed)('$method $path', (e) => {
  const path = e.path.replace(/:[A-Za-z_]+/g, 'not-an-id')
  it.each(BODIES)('survives %s', async (_what, body) => {
    const res = await call(
      hostFor(e),
      e.method,
      e.method === 'GET' ? `${path}?page=-3&limit=abc&start_date=yesterday` : path,
      {
        cookie: await cookieFor(e),
        body: e.method === 'GET' ? undefined : body,
        ip: '10.99.0.1',
      },
    )
    expect(res.status, `${res.status} ${res.body.message}`).toBeLessThan(500)
    // Every refusal is the envelope; only a success may be a file (an export, a report).
    if (res.status >= 400 || res.headers.get('content-type')?.includes('application/json')) {
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(Object.keys(res.body).sort()).toEqual(['data', 'errors', 'message', 'success'])
    }
  })
})
