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
  it("lists the seed's 231 endpoints, the one issue 11 added, the eight of issue 13 (applications), the twelve issue 12 listed, the three of issue 14 (interviews), the fourteen of issue 19 (offer letters), the fourteen of issue 15 (exams), the three of issue 17 (resumes), the one of issue 21 (a resume's text), the eight of issue 21 (search, notifications), the five of issue 16 (proctoring) and the seven of issue 21 (the jobs export, the audit log and support access)", () => {
    expect(contract).toHaveLength(307)
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
      'GET /wildcard/interviews/free-slots',
      'GET /wildcard/opportunities/:id/scorecard-attributes',
      'PUT /wildcard/opportunities/:id/scorecard-attributes',
      'GET /wildcard/offer_letters',
      'GET /wildcard/offer_letters/options',
      'POST /wildcard/offer_letters',
      'GET /wildcard/offer_letters/:id',
      'PUT /wildcard/offer_letters/:id',
      'GET /wildcard/offer_letters/:id/preview',
      'POST /wildcard/offer_letters/:id/revoke',
      'GET /wildcard/offer_letters/:id/download',
      'GET /wildcard/offer_letters/:id/audit',
      'GET /candidate/offer_letters',
      'GET /candidate/offer_letters/:id',
      'GET /candidate/offer_letters/:id/download',
      'POST /candidate/offer_letters/:id/decline',
      'POST /home/offer_letters/verify',
      'GET /wildcard/resumes',
      'GET /wildcard/resumes/:id',
      'GET /wildcard/resumes/:id/file',
      'GET /wildcard/candidates/:id/resume/text',
      'GET /wildcard/search',
      'GET /wildcard/notifications',
      'GET /wildcard/notifications/unread-count',
      'PUT /wildcard/notifications/read-all',
      'GET /wildcard/notifications/settings',
      'PUT /wildcard/notifications/settings',
      'PUT /wildcard/notifications/:id/read',
      'DELETE /wildcard/notifications/:id/read',
      'PUT /candidate/interviews/:id/integrity-note',
      'GET /wildcard/interviews/:id/integrity',
      'PUT /wildcard/interviews/:id/integrity',
      'GET /wildcard/interviews/:id/recordings/:recording',
      'GET /wildcard/interviews/:id/evidence/:documentId',
      'GET /wildcard/opportunities/export',
      'GET /wildcard/audit_logs',
      'GET /wildcard/audit_logs/actors',
      'GET /wildcard/audit_logs/support-access',
      'PUT /wildcard/audit_logs/support-access',
      'GET /admin/audit_logs',
      'GET /admin/audit_logs/actors',
    ]
    expect(contract.map((e) => `${e.method} ${e.path}`)).toEqual(expect.arrayContaining(added))
    // Routed before issue 12 outside the seed's contract; listed so that these tests call them too.
    const listed = [
      'GET /admin/transactions',
      'GET /admin/transactions/:id/invoice',
      'POST /wildcard/auth/impersonate',
      'POST /wildcard/auth/accept-invitation',
      'POST /wildcard/auth/confirm-email',
      'POST /wildcard/employees/:id/resend-invitation',
      'PUT /wildcard/employee-signatures/:id',
      'POST /wildcard/candidates/search-filters',
      'DELETE /wildcard/candidates/search-filters/:id',
      'GET /wildcard/candidates/:id/documents/:documentId/download',
      'POST /wildcard/candidate-documents/upload-request',
      'POST /wildcard/candidate-documents/upload',
    ]
    expect(contract.map((e) => `${e.method} ${e.path}`)).toEqual(expect.arrayContaining(listed))
    expect(routed.map((e) => `${e.method} ${e.path}`)).toEqual(expect.arrayContaining(listed))
  })

  it('lists every endpoint the API routes, but its own description and the infrastructure outside the areas', () => {
    const listed = new Set(contract.map((e) => `${e.method} ${e.path.replace(/:[A-Za-z_]+/g, ':param')}`))
    const outside = api.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace('/api/v1', '').replace(/:[A-Za-z_]+/g, ':param')}`)
      .filter((k) => !listed.has(k))
    expect([...new Set(outside)].sort()).toEqual([
      'GET /dev/mailbox',
      'GET /media/avatars/*',
      'GET /openapi.json',
      'POST /webhooks/stripe',
    ])
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
