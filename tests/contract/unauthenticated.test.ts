import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import contractText from '../../docs/api/endpoints.tsv?raw'
import { api } from '../../worker/app'
import { createDb } from '../../worker/db/client'
import { seedDemo } from '../../worker/db/seed/demo'
import { concretePath, hostFor, parseContract, routedEndpoints } from './contract'

const contract = parseContract(contractText)
const routed = routedEndpoints(contract, api.routes)

beforeAll(async () => {
  await seedDemo(createDb(env.DB))
})

describe('the contract', () => {
  it("lists the seed's 231 endpoints, the one issue 11 added, the eight of issue 13 (applications) and the eight of issue 21 (search, notifications)", () => {
    expect(contract).toHaveLength(248)
    expect(contract.filter((e) => e.method === 'PUT' && e.path === '/wildcard/candidates/:id/resume')).toHaveLength(1)
    const added = [
      'GET /wildcard/applications',
      'GET /wildcard/applications/:id',
      'PUT /wildcard/applications/:id/stage',
      'POST /wildcard/applications/bulk/stage',
      'GET /wildcard/opportunities/:id/pipeline',
      'GET /wildcard/candidates/:id/applications',
      'POST /wildcard/candidates/:id/applications',
      'POST /wildcard/candidates/bulk/send-email',
      'GET /wildcard/search',
      'GET /wildcard/notifications',
      'GET /wildcard/notifications/unread-count',
      'PUT /wildcard/notifications/read-all',
      'GET /wildcard/notifications/settings',
      'PUT /wildcard/notifications/settings',
      'PUT /wildcard/notifications/:id/read',
      'DELETE /wildcard/notifications/:id/read',
    ]
    expect(contract.map((e) => `${e.method} ${e.path}`)).toEqual(expect.arrayContaining(added))
  })

  it('routes at least the health checks', () => {
    expect(routed.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/admin/health_check', '/wildcard/health_check', '/candidate/health_check']),
    )
  })
})

// For every endpoint the app routes: called without a session, the answer matches who may call it.
describe.each(routed)('$method $path without a session', (endpoint) => {
  it(endpoint.callers.includes('public') ? 'is open to the public' : 'answers 401 Authorization Failed.', async () => {
    const res = await SELF.fetch(`http://${hostFor(endpoint)}/api/v1${concretePath(endpoint)}`, {
      method: endpoint.method,
      headers: endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: endpoint.method === 'GET' ? undefined : '{}',
    })
    const body = (await res.json()) as { success: boolean; message: string; errors: unknown[] }
    expect(Object.keys(body).sort()).toEqual(['data', 'errors', 'message', 'success'])
    if (endpoint.callers.includes('public')) {
      expect(res.status).not.toBe(401)
      expect(res.status).toBeLessThan(500)
    } else {
      expect(res.status).toBe(401)
      expect(body).toMatchObject({ success: false, message: 'Authorization Failed.' })
    }
  })
})
