import { hostConfig, mainOrigin, protocolFor } from '../hosts'

export { DEFAULT_DESCRIPTION, DEFAULT_TITLE, SITE_NAME, THEME_COLOR } from './brand'

/** Where the public site lives, from the configured main domain (http on localhost, https elsewhere). */
export type SiteConfig = { origin: string; mainDomain: string; protocol: 'http:' | 'https:'; candidatePattern: string }

export function siteConfig(env: Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>): SiteConfig {
  const config = hostConfig(env)
  const protocol = protocolFor(config.mainDomain)
  return {
    origin: mainOrigin(config, protocol),
    mainDomain: config.mainDomain,
    protocol,
    candidatePattern: config.candidatePattern,
  }
}

/** The head of one page: what search engines and link previews read. */
export type PageMeta = {
  title: string
  description: string
  /** Absolute canonical URL (left out on error pages). */
  canonical?: string
  ogType?: 'website' | 'article'
  siteName?: string
  /** Error pages and pages that are not meant to be found. */
  noindex?: boolean
  /** Structured data, one JSON-LD script each. */
  jsonLd?: object[]
}

/** Paths on the main domain the staff SPA owns (served from the build with its own fallback). */
export const SPA_PREFIXES = ['/auth', '/admin', '/candidates'] as const

export const isSpaPath = (path: string) => SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
