import { Document } from '../document'
import { SITE_NAME } from '../site'

/** What a visitor sees when rendering a page failed: HTML, never the API's JSON envelope. */
export function ServerErrorPage() {
  const meta = {
    title: `Something went wrong — ${SITE_NAME}`,
    description: 'The page could not be shown because of an error on our side.',
    noindex: true,
  }
  return (
    <Document meta={meta} island={false}>
      <main id="main" className="not-found">
        <div className="container">
          <p className="code">500</p>
          <h1>Something went wrong</h1>
          <p className="lead">
            The page could not be shown because of an error on our side. Please try again in a moment.
          </p>
          <div className="cta-group">
            <a className="btn btn-primary" href="/">
              Go to the home page
            </a>
          </div>
        </div>
      </main>
    </Document>
  )
}
