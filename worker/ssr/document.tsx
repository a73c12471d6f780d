import type { ReactNode } from 'react'
import { jsonForScript } from '../lib/html'
import { ISLAND_PATH } from './island'
import { DEFAULT_TITLE, type PageMeta, SITE_NAME, THEME_COLOR } from './site'
import { SITE_CSS } from './styles'

/** The whole HTML document of a public page: head (meta, inlined CSS) and body. */
export function Document({ meta, children, island = true }: { meta: PageMeta; children: ReactNode; island?: boolean }) {
  const siteName = meta.siteName ?? SITE_NAME
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title || DEFAULT_TITLE}</title>
        <meta name="description" content={meta.description} />
        {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content={THEME_COLOR} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:locale" content="en_US" />
        <meta name="twitter:card" content="summary" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, a build-time constant */}
        <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
        {island ? <script type="module" src={ISLAND_PATH} /> : null}
        {(meta.jsonLd ?? []).map(jsonForScript).map((json) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonForScript escapes everything that could end the element
          <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  )
}
