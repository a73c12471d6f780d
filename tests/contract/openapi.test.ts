/**
 * GET /api/v1/openapi.json: the OpenAPI 3.1 document made from the routes (worker/openapi).
 * Every contract endpoint and every routed endpoint is in it under the contract's path, it is
 * structurally valid 3.1 (every `$ref` resolves, every path parameter is declared), and what
 * it says about a route is what the route's guards and schemas enforce.
 */
import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import contractText from '../../docs/api/endpoints.tsv?raw'
import { api } from '../../worker/app'
import { openApiDocument, openApiPath } from '../../worker/openapi/document'
import { HOST } from '../setup/http'
import { parseContract, routedEndpoints } from './contract'

type Json = Record<string, any>

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

async function fetchDocument(host: string) {
  const res = await SELF.fetch('http://localhost/api/v1/openapi.json', { headers: { host } })
  return { res, doc: (await res.json()) as Json }
}

/** Every `$ref` in the document, with where it was found. */
function refs(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) =>
    key === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refs(v, `${at}/${key}`),
  )
}

/** A local JSON pointer ('#/components/schemas/Envelope') looked up in the document. */
function resolve(doc: Json, pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], doc)
}

let doc: Json

beforeAll(async () => {
  doc = (await fetchDocument(HOST.main)).doc
})

describe('GET /api/v1/openapi.json', () => {
  it('is public, on every host, the same document, and not cached', async () => {
    for (const host of [HOST.main, HOST.acme, HOST.acmeCandidate]) {
      const { res, doc: answered } = await fetchDocument(host)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(answered).toEqual(doc)
    }
  })

  it('is structurally valid OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100)
    expect(Object.keys(doc.components)).toEqual(expect.arrayContaining(['schemas', 'responses', 'securitySchemes']))
    // Every $ref resolves inside the document.
    const all = refs(doc)
    expect(all.length).toBeGreaterThan(100)
    expect(all.filter(({ ref }) => !ref.startsWith('#/') || resolve(doc, ref) === undefined)).toEqual([])
    const ids = new Set<string>()
    const tags = new Set((doc.tags as { name: string }[]).map((t) => t.name))
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      expect(path).toMatch(/^\//)
      const declaredInPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      for (const method of METHODS.filter((m) => item[m])) {
        const op = item[method]
        expect(ids.has(op.operationId), `${op.operationId} is unique`).toBe(false)
        ids.add(op.operationId)
        expect(tags.has(op.tags[0]), `${method} ${path} has a declared tag`).toBe(true)
        expect(Object.keys(op.responses).length).toBeGreaterThan(1)
        const pathParams = (op.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name)
        expect(pathParams.sort(), `${method} ${path} declares its path parameters`).toEqual([...declaredInPath].sort())
        for (const p of op.parameters ?? []) expect(p.schema, `${method} ${path} ${p.name}`).toBeTypeOf('object')
        for (const scheme of (op.security ?? []).flatMap((s: Json) => Object.keys(s)))
          expect(doc.components.securitySchemes[scheme]).toMatchObject({ type: 'apiKey', in: 'cookie' })
      }
    }
  })

  it('has every routed contract endpoint under the contract path, and every other routed endpoint', () => {
    const operations = new Set(
      Object.entries(doc.paths as Json).flatMap(([path, item]) =>
        METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    )
    // The contract's endpoints the app routes (`npm run contract -- --missing` lists the others).
    const contract = routedEndpoints(parseContract(contractText), api.routes)
    expect(contract.length).toBeGreaterThan(150)
    const missing = contract.map((e) => `${e.method} ${openApiPath(e.path)}`).filter((key) => !operations.has(key))
    expect(missing).toEqual([])
    const routed = api.routes
      .filter((r) => METHODS.includes(r.method.toLowerCase()) && r.path.startsWith('/api/v1/'))
      .map((r) => `${r.method} ${openApiPath(r.path.slice('/api/v1'.length))}`)
    expect(routed.filter((key) => !operations.has(key))).toEqual([])
  })

  it('describes a staff route from its guards and schemas: who, which permission, what it answers', () => {
    const list = doc.paths['/wildcard/departments'].get
    expect(list.tags).toEqual(['departments'])
    expect(list.security).toEqual([{ staffSession: [] }])
    expect(list['x-permissions']).toEqual([['departments.view']])
    expect(Object.keys(list.responses).sort()).toEqual(['2XX', '401', '403', '404', '422', 'default'])
    const status = list.parameters.find((p: Json) => p.name === 'status')
    expect(status).toMatchObject({ in: 'query', required: false, schema: { enum: ['active', 'inactive'] } })

    const create = doc.paths['/wildcard/departments'].post
    const body = create.requestBody.content['application/json'].schema
    expect(body.required).toEqual(['name'])
    expect(body.properties.name).toMatchObject({ type: 'string', minLength: 2 })
    expect(create.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' })

    const one = doc.paths['/wildcard/departments/{id}'].get
    expect(one.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true })
    expect(one.parameters[0].description).toContain('Department')
    expect(doc.paths['/wildcard/departments/{id}'].servers[0].url).toBe('http://{slug}.localhost:8787/api/v1')

    const setStatus = doc.paths['/wildcard/departments/{id}/status'].put
    expect(setStatus.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' })
  })

  it('marks public routes as public and admin routes as the platform admin', () => {
    const plans = doc.paths['/home/plans'].get
    expect(plans.security).toEqual([])
    expect(plans.responses['401']).toBeUndefined()
    const health = doc.paths['/admin/health_check'].post
    expect(health.security).toEqual([])
    const users = doc.paths['/admin/users'].get
    expect(users.security).toEqual([{ adminSession: [] }])
    expect(users.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' })
  })

  it('describes the development-only routes only in development', () => {
    const options = { mainDomain: 'hirely.app', candidatePattern: '{slug}-candidate', protocol: 'https' } as const
    const production = openApiDocument(api.routes, { ...options, development: false })
    expect(Object.keys(production.paths).filter((p) => p.startsWith('/dev/'))).toEqual([])
    expect(production.servers).toEqual([{ url: 'https://hirely.app/api/v1' }])
    const development = openApiDocument(api.routes, { ...options, development: true })
    expect(Object.keys(development.paths)).toContain('/dev/mailbox')
  })
})

describe('GET /dev/api', () => {
  it('is the reference page made from the same document, with no script', async () => {
    const res = await SELF.fetch('http://localhost/dev/api', { headers: { host: HOST.main } })
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('/wildcard/departments/{id}/status')
    expect(page).toContain('id="departments"')
    expect(page).not.toMatch(/<script/i)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'")
  })
})
