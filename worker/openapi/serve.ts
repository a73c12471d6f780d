import { hostConfig, protocolFor } from '../hosts'
import { isDevelopment } from '../routes/dev'
import { type OpenApiDocument, openApiDocument } from './document'
import type { RouterRoute } from './operations'

/** One document per configuration, made on first use: the routes do not change while the Worker runs. */
const made = new Map<string, OpenApiDocument>()

/** The API's OpenAPI document for this deployment (its hosts, whether /dev answers). */
export function apiDocument(
  routes: readonly RouterRoute[],
  env: Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN' | 'ENVIRONMENT'>,
): OpenApiDocument {
  const { mainDomain, candidatePattern } = hostConfig(env)
  const development = isDevelopment(env)
  const key = `${mainDomain} ${candidatePattern} ${development}`
  let document = made.get(key)
  if (!document) {
    const protocol = protocolFor(mainDomain) === 'http:' ? 'http' : 'https'
    document = openApiDocument(routes, { mainDomain, candidatePattern, protocol, development })
    made.set(key, document)
  }
  return document
}
