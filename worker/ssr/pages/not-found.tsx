import { SiteFooter } from '../components/footer'
import { SiteHeader } from '../components/header'
import { Document } from '../document'
import { REGISTER } from '../nav'
import { SITE_NAME, type SiteConfig } from '../site'

/** The main site's 404 page: the shared header and footer, and ways back in. */
export function NotFoundPage({ path }: { site: SiteConfig; path: string }) {
  const meta = {
    title: `Page not found — ${SITE_NAME}`,
    description:
      'The page you asked for does not exist on Hirely. Go to the home page, see our features and pricing, or contact us.',
    noindex: true,
  }
  return (
    <Document meta={meta}>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <SiteHeader path={path} />
      <main id="main" tabIndex={-1}>
        <section className="not-found" aria-labelledby="page-title">
          <div className="container">
            <p className="code">404</p>
            <h1 id="page-title">We couldn’t find that page</h1>
            <p className="lead">
              The address may be mistyped, or the page may have moved. Here are some places to continue from.
            </p>
            <div className="cta-group">
              <a className="btn btn-primary" href="/">
                Go to the home page
              </a>
              <a className="btn btn-ghost" href="/pricing-plans">
                See pricing plans
              </a>
              <a className="btn btn-ghost" href={REGISTER}>
                Start hiring
              </a>
            </div>
            <p>
              Looking for your company’s portal? Use your business’s own address, or{' '}
              <a href="/contact-us">contact us</a>.
            </p>
          </div>
        </section>
      </main>
      <SiteFooter />
    </Document>
  )
}
