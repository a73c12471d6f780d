import type { PageMeta, SiteConfig } from '../site'
import { type PublicPath, pageMeta } from './catalog'

/** Absolute URL of a main-site path, from the configured main domain. */
export const absolute = (site: SiteConfig, path: string) => `${site.origin}${path}`

/** Title, description and canonical link of a public page (extra structured data optional). */
export function metaFor(site: SiteConfig, path: PublicPath, extra: Partial<PageMeta> = {}): PageMeta {
  const page = pageMeta(path)
  return { title: page.title, description: page.description, canonical: absolute(site, path), ...extra }
}

/** What every page component receives. */
export type PageProps = { site: SiteConfig }
