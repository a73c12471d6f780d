/**
 * The OpenAPI 3.1 document of /api/v1, made from the routes themselves: `apiOperations` walks
 * Hono's `app.routes`, and what each route's middleware left on it (lib/route-meta.ts) becomes
 * its parameters, request body, security, permission and error answers. Schemas are the zod
 * contracts the routes validate with (`z.toJSONSchema(schema, { io: 'input' })`), so the
 * document cannot say something the routes do not enforce. docs/api/openapi.md explains it.
 */
import type { Host } from '../hosts'
import { AREAS, type Area, locate } from '../lib/resource-names'
import { SESSION_COOKIE } from '../middleware/session'
import { z } from '../schemas/zod'
import { apiOperations, metaOf, type Operation, type RouterRoute } from './operations'

type JsonSchema = Record<string, unknown>

export type OpenApiOptions = {
  /** The main domain the API is served on ('localhost:8787', 'hirely.app'). */
  mainDomain: string
  /** How a business's candidate host is named ('{slug}-candidate'). */
  candidatePattern: string
  protocol: 'http' | 'https'
  /** The development-only routes (/dev) are described only where they answer. */
  development: boolean
}

const API_BASE = '/api/v1'

/** What each area is, for the tags' and servers' descriptions. */
const AREA_HOSTS: Record<Area, { host: Host['kind']; says: string }> = {
  admin: { host: 'main', says: 'the platform console, on the main domain' },
  home: { host: 'main', says: 'the public site, on the main domain' },
  wildcard: { host: 'business', says: "a business's portal, on its sub-domain" },
  candidate: { host: 'candidate', says: "a business's candidate portal, on its candidate host" },
}

/** Who a session guard lets in: one security scheme per kind of principal (same cookie, another host). */
const PRINCIPAL_SCHEMES = {
  admin: { name: 'adminSession', says: 'A platform admin signed in on the main domain.' },
  employee: { name: 'staffSession', says: 'A staff member signed in on the business host the request is made to.' },
  candidate: { name: 'candidateSession', says: "A candidate signed in on the business's candidate host." },
} as const

const envelopeOf = (data: JsonSchema, success: boolean): JsonSchema => ({
  type: 'object',
  required: ['success', 'message', 'errors', 'data'],
  properties: {
    success: { const: success },
    message: { type: 'string', description: 'What happened, in words a user can be shown.' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
    data,
  },
})

const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` })

/** The error answers every guard may give, shared by reference. */
const ERROR_RESPONSES = {
  BadRequest: 'The body is not valid JSON, or the request is malformed.',
  Unauthorized:
    "No session, or the session is not one this route accepts ('Authorization Failed.', 'Session Expired.').",
  Forbidden: 'The caller lacks the permission this route needs, or their business is not open.',
  NotFound: "No such route on this host, an unknown business, or a record that is not this business's.",
  Conflict: "The change is not allowed from the record's current state (the message names both states).",
  ValidationFailed: "The input is not valid: `errors` lists each field with the seed's message.",
  TooManyRequests: 'Too many attempts; `Retry-After` says when to try again.',
  Error: 'Something went wrong on our side.',
} as const

function components(): JsonSchema {
  const errorEnvelope = ref('schemas', 'ErrorEnvelope')
  return {
    schemas: {
      FieldError: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', description: "The input field ('name', 'items.0.email'); '' for the request." },
          message: { type: 'string' },
        },
      },
      Envelope: envelopeOf({ description: 'The answer, keys in snake_case.' }, true),
      ErrorEnvelope: envelopeOf({ type: 'null' }, false),
    },
    responses: Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([name, description]) => [
        name,
        { description, content: { 'application/json': { schema: errorEnvelope } } },
      ]),
    ),
    securitySchemes: Object.fromEntries(
      Object.values(PRINCIPAL_SCHEMES).map(({ name, says }) => [
        name,
        { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: says },
      ]),
    ),
  }
}

/**
 * A zod schema as JSON Schema (what the request may carry). Definitions a schema names
 * (`.meta({ id })`, recursion) move to `components.schemas` so every `$ref` resolves.
 */
function jsonSchema(schema: z.ZodType, defs: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _, $defs, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const rewrite = (value: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) defs[name] = rewrite(def)
  return rewrite(rest)
}

type Parameter = {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
  description?: string
}

/** An object schema's properties as parameters of one location. */
function parametersOf(schema: JsonSchema, location: Parameter['in']): Parameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    }
  })
}

/** '/wildcard/departments/:id/status' -> '/wildcard/departments/{id}/status'. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)(\{[^}]*\})?/g, '{$1}')

/** The tag of an operation: its resource folder (docs/architecture.md), else its first segment. */
function tagOf(path: string): string {
  const { area, resource } = locate(path)
  return AREAS.includes(area) ? resource : area
}

const operationId = (op: Operation) =>
  `${op.method.toLowerCase()}${op.path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/^:/, 'by_'))
    .map((s) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase()))
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join('')}`

function describeOperation(op: Operation, defs: Record<string, JsonSchema>) {
  const auth = metaOf(op, 'auth')
  const permissions = metaOf(op, 'permission')
  const owned = metaOf(op, 'owned')
  const validated = metaOf(op, 'validate')
  const hosts = metaOf(op, 'host')
  const pathNames = [...op.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '')

  const schemaFor = (target: string) => {
    const found = validated.find((v) => v.target === target)
    return found ? jsonSchema(found.schema, defs) : null
  }
  const paramSchema = schemaFor('param')
  const pathParameters = pathNames.map((name): Parameter => {
    const declared = (paramSchema?.properties as Record<string, JsonSchema> | undefined)?.[name]
    const record = owned.find((o) => o.param === name)
    return {
      name,
      in: 'path',
      required: true,
      schema: declared ?? { type: 'string' },
      ...(record ? { description: `The ${record.what}'s id; another business's record is 404.` } : {}),
    }
  })
  const otherParameters = (['query', 'header', 'cookie'] as const).flatMap((location) => {
    const schema = schemaFor(location)
    return schema ? parametersOf(schema, location) : []
  })

  const json = schemaFor('json')
  const form = schemaFor('form')
  const requestBody =
    json || form
      ? {
          required: true,
          content: {
            ...(json ? { 'application/json': { schema: json } } : {}),
            ...(form ? { 'multipart/form-data': { schema: form } } : {}),
          },
        }
      : undefined

  const principals = [...new Set(auth.flatMap((a) => a.principals))]
  const security = principals.map((p) => ({ [PRINCIPAL_SCHEMES[p].name]: [] }))
  const businessMustBeOpen = auth.some((a) => a.businessMustBeOpen) && !principals.every((p) => p === 'admin')
  const anyOf = permissions.map((p) => p.anyOf)

  const responses: Record<string, unknown> = {
    '2XX': {
      description: 'Done: the envelope, with the answer in `data`.',
      content: { 'application/json': { schema: ref('schemas', 'Envelope') } },
    },
  }
  const errors: [string, keyof typeof ERROR_RESPONSES, boolean][] = [
    ['400', 'BadRequest', !!json],
    ['401', 'Unauthorized', principals.length > 0],
    ['403', 'Forbidden', anyOf.length > 0 || businessMustBeOpen],
    ['404', 'NotFound', hosts.length > 0 || pathNames.length > 0 || owned.length > 0],
    // Every status change follows its lifecycle (docs: design.md); a bad transition is 409.
    ['409', 'Conflict', op.path.endsWith('/status')],
    ['422', 'ValidationFailed', validated.length > 0],
  ]
  for (const [status, name, applies] of errors) if (applies) responses[status] = ref('responses', name)
  responses.default = ref('responses', 'Error')

  const who = principals.length
    ? `Who may call: ${principals.map((p) => PRINCIPAL_SCHEMES[p].says.toLowerCase()).join(' or ')}`
    : 'Public: no session needed.'
  const needs = permissions.map((p) => `Needs the permission to ${p.needs} (\`${p.anyOf.join('` or `')}\`).`)

  return {
    operationId: operationId(op),
    tags: [tagOf(op.path)],
    summary: `${op.method} ${openApiPath(op.path)}`,
    description: [who, ...needs].join('\n\n'),
    ...(pathParameters.length || otherParameters.length ? { parameters: [...pathParameters, ...otherParameters] } : {}),
    ...(requestBody ? { requestBody } : {}),
    security,
    ...(anyOf.length ? { 'x-permissions': anyOf } : {}),
    responses,
  }
}

/** The servers an area answers on, from the hosts configuration. */
function serversOf(area: Area, options: OpenApiOptions) {
  const origin = (host: string) => `${options.protocol}://${host}${API_BASE}`
  const business = { slug: { default: 'acme', description: "The business's sub-domain." } }
  switch (AREA_HOSTS[area].host) {
    case 'business':
      return [{ url: origin(`{slug}.${options.mainDomain}`), description: AREA_HOSTS[area].says, variables: business }]
    case 'candidate':
      return [
        {
          url: origin(`${options.candidatePattern}.${options.mainDomain}`),
          description: AREA_HOSTS[area].says,
          variables: business,
        },
      ]
    default:
      return [{ url: origin(options.mainDomain), description: AREA_HOSTS[area].says }]
  }
}

/** The document: every operation the app routes under /api/v1. */
export function openApiDocument(routes: readonly RouterRoute[], options: OpenApiOptions) {
  const defs: Record<string, JsonSchema> = {}
  const operations = apiOperations(routes, API_BASE).filter((op) => options.development || !op.path.startsWith('/dev/'))
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) {
    const path = openApiPath(op.path)
    const area = locate(op.path).area
    paths[path] ??= AREAS.includes(area) ? { servers: serversOf(area, options) } : {}
    paths[path][op.method.toLowerCase()] = describeOperation(op, defs)
  }
  const base = components()
  const tags = [...new Set(operations.map((op) => tagOf(op.path)))].sort().map((name) => ({ name }))
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hirely API',
      version: '1',
      description: [
        'Every answer is the envelope `{ success, message, errors, data }`; `data` keys are snake_case.',
        `Each area answers on its own host: ${AREAS.map((a) => `\`/${a}\` on ${AREA_HOSTS[a].says}`).join('; ')}.`,
        `Signed-in calls carry the \`${SESSION_COOKIE}\` cookie of that host; writes must come from the same site.`,
      ].join('\n\n'),
    },
    servers: [{ url: `${options.protocol}://${options.mainDomain}${API_BASE}` }],
    tags,
    paths,
    components: { ...base, schemas: { ...(base.schemas as JsonSchema), ...defs } },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>
