import type { Business } from '../../hosts'
import { CareersLayout } from '../components/careers-layout'

/** An unknown, closed or foreign job id on a careers page: 404 with a way back to the open jobs. */
export function CareersNotFoundPage({ business, mainOrigin }: { business: Business; mainOrigin: string }) {
  const meta = {
    title: `Job not found — ${business.name} careers`,
    description: `This job is not open at ${business.name}. See all open positions on the careers page.`,
    noindex: true,
  }
  return (
    <CareersLayout business={business} meta={meta} mainOrigin={mainOrigin}>
      <section className="not-found" aria-labelledby="page-title">
        <div className="container">
          <p className="code">404</p>
          <h1 id="page-title">This job is not open</h1>
          <p className="lead">The position may have been filled or closed, or the link may be mistyped.</p>
          <div className="cta-group">
            <a className="btn btn-primary" href="/jobs">
              See all jobs at {business.name}
            </a>
          </div>
        </div>
      </section>
    </CareersLayout>
  )
}
