import { escapeHtml } from '../../lib/html'

export type SitemapEntry = { loc: string; lastmod?: string; priority?: number }

/** A sitemaps.org urlset of absolute URLs. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeHtml(e.loc)}</loc>`]
    if (e.lastmod) parts.push(`<lastmod>${e.lastmod}</lastmod>`)
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`)
    return `  <url>${parts.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
