import type { ReactNode } from 'react'
import type { Business } from '../../hosts'
import { Document } from '../document'
import type { PageMeta } from '../site'
import { LogoMark } from './logo'

/** A business's careers pages: its name up front, Hirely only as a quiet "powered by". */
export function CareersLayout({
  business,
  meta,
  mainOrigin,
  children,
}: {
  business: Business
  meta: PageMeta
  mainOrigin: string
  children: ReactNode
}) {
  return (
    <Document meta={{ ...meta, siteName: business.name }}>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container bar">
          <a className="brand careers-brand" href="/jobs">
            <span className="company-mark mark-sm" aria-hidden="true">
              {business.name.charAt(0).toUpperCase()}
            </span>
            <span>{business.name}</span>
          </a>
          <nav className="careers-nav" aria-label="Careers">
            <a className="nav-link" href="/jobs">
              All jobs
            </a>
            {business.website ? (
              <a className="nav-link hide-sm" href={business.website} rel="noopener">
                Company website
              </a>
            ) : null}
            <a className="btn btn-ghost hide-sm" href="/auth/login">
              Staff sign in
            </a>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer compact">
        <div className="container footer-bottom flush">
          <span>
            © {new Date().getUTCFullYear()} {business.name} · <a href="/auth/login">Staff sign in</a>
          </span>
          <a className="powered brand" href={mainOrigin}>
            <LogoMark /> <span>Hiring powered by Hirely</span>
          </a>
        </div>
      </footer>
    </Document>
  )
}
