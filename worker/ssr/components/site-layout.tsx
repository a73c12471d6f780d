import type { ReactNode } from 'react'
import { Document } from '../document'
import type { PageMeta } from '../site'
import { SiteFooter } from './footer'
import { SiteHeader } from './header'

/** A page of the main site: the document, the shared header and footer, and a skip link. */
export function SiteLayout({ meta, path, children }: { meta: PageMeta; path: string; children: ReactNode }) {
  return (
    <Document meta={meta}>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <SiteHeader path={path} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </Document>
  )
}
