import { eq, sql } from 'drizzle-orm'
import { builtOnce, sendBuilt } from './db/built-once'
import type { Db } from './db/client'
import { businesses } from './db/schema'

export type Business = typeof businesses.$inferSelect

export type Host =
  | { kind: 'main' }
  | { kind: 'business'; slug: string; business: Business | null }
  | { kind: 'candidate'; slug: string; business: Business | null }

/** Sub-domain labels that can never name a business. */
export const RESERVED_SLUGS = new Set(['www', 'admin', 'api', 'app', 'mail', 'static'])
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

export type HostConfig = { mainDomain: string; candidatePattern: string }

export function hostConfig(env: Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>): HostConfig {
  return { mainDomain: env.MAIN_DOMAIN, candidatePattern: env.CANDIDATE_HOST_PATTERN || '{slug}-candidate' }
}

const hostnameOf = (hostOrDomain: string) => hostOrDomain.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')

function candidateLabelParts(pattern: string): [string, string] {
  const [prefix = '', suffix = ''] = pattern.split('{slug}')
  return [prefix, suffix]
}

/** Why a slug cannot be used, or null when it can. */
export function slugProblem(slug: string, config: HostConfig): string | null {
  if (!SLUG_PATTERN.test(slug)) return 'Sub-domain may only contain lowercase letters, digits and hyphens.'
  const [prefix, suffix] = candidateLabelParts(config.candidatePattern)
  if (RESERVED_SLUGS.has(slug)) return `The sub-domain "${slug}" is reserved.`
  if ((suffix && slug.endsWith(suffix)) || (prefix && slug.startsWith(prefix)))
    return `The sub-domain "${slug}" is reserved.`
  return null
}

export type ParsedHost =
  | { kind: 'main' }
  | { kind: 'business' | 'candidate'; slug: string }
  | { kind: 'reserved'; label: string }

/**
 * Host header -> which part of the product it addresses. Ports are ignored so the same
 * rules hold on localhost:8787, on a test port, and in production.
 */
export function parseHost(hostHeader: string, config: HostConfig): ParsedHost {
  const host = hostnameOf(hostHeader)
  const main = hostnameOf(config.mainDomain)
  if (host === main || host === `www.${main}` || !host.endsWith(`.${main}`)) return { kind: 'main' }
  const label = host.slice(0, -(main.length + 1))
  if (label.includes('.')) return { kind: 'reserved', label }
  const [prefix, suffix] = candidateLabelParts(config.candidatePattern)
  if (label.length > prefix.length + suffix.length && label.startsWith(prefix) && label.endsWith(suffix)) {
    const slug = label.slice(prefix.length, label.length - suffix.length)
    if (SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug)) return { kind: 'candidate', slug }
  }
  if (slugProblem(label, config)) return { kind: 'reserved', label }
  return { kind: 'business', slug: label }
}

/**
 * The business a host's slug names, as a statement built once (db/built-once.ts): every request
 * reads it, in its first batch with the session (middleware/request-context.ts).
 */
export const businessBySlugRead = builtOnce((db: Db) =>
  db
    .select()
    .from(businesses)
    .where(eq(businesses.slug, sql.placeholder('slug')))
    .limit(1),
)

/** The business a host's slug names, or undefined. */
export const businessBySlug = async (db: Db, slug: string): Promise<Business | undefined> =>
  (await sendBuilt(db, [businessBySlugRead({ slug })]))[0][0]

/** The slug whose business a parsed host needs, if any. */
export const slugToLoad = (parsed: ParsedHost): string | null =>
  parsed.kind === 'business' || parsed.kind === 'candidate' ? parsed.slug : null

/** The host a parsed Host header addresses, with the business loaded for it (slugToLoad). */
export function hostOf(parsed: ParsedHost, business: Business | undefined): Host {
  if (parsed.kind === 'main') return parsed
  if (parsed.kind === 'reserved') return { kind: 'business', slug: parsed.label, business: null }
  return { kind: parsed.kind, slug: parsed.slug, business: business ?? null }
}

/** Resolve the host and, for business and candidate hosts, load the business it names. */
export async function resolveHost(db: Db, hostHeader: string, config: HostConfig): Promise<Host> {
  const parsed = parseHost(hostHeader, config)
  const slug = slugToLoad(parsed)
  return hostOf(parsed, slug ? await businessBySlug(db, slug) : undefined)
}

/** Public URL of a business's portal or candidate area, from the configured main domain. */
export function businessOrigin(
  slug: string,
  kind: 'business' | 'candidate',
  config: HostConfig,
  protocol = 'https:',
): string {
  const label = kind === 'business' ? slug : config.candidatePattern.replace('{slug}', slug)
  return `${protocol}//${label}.${config.mainDomain}`
}

export function mainOrigin(config: HostConfig, protocol = 'https:'): string {
  return `${protocol}//${config.mainDomain}`
}

/** Local development runs on plain http; everything else is https. */
export function protocolFor(mainDomain: string): 'http:' | 'https:' {
  return /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(mainDomain) ? 'http:' : 'https:'
}
