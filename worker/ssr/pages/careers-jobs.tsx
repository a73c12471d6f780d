import type { Business } from '../../hosts'
import type { CareersJob } from '../careers/queries'
import { CareersLayout } from '../components/careers-layout'
import { JobCard } from '../components/job-card'
import type { PageMeta } from '../site'

/** Open jobs grouped by department, in the order of the newest job of each group. */
function byDepartment(jobs: CareersJob[]): [string, CareersJob[]][] {
  const groups = new Map<string, CareersJob[]>()
  for (const job of jobs) {
    const key = job.department ?? 'Other roles'
    groups.set(key, [...(groups.get(key) ?? []), job])
  }
  return [...groups]
}

export function CareersJobsPage({
  business,
  jobs,
  meta,
  mainOrigin,
}: {
  business: Business
  jobs: CareersJob[]
  meta: PageMeta
  mainOrigin: string
}) {
  const groups = byDepartment(jobs)
  return (
    <CareersLayout business={business} meta={meta} mainOrigin={mainOrigin}>
      <section className="page-hero" aria-labelledby="page-title">
        <div className="container">
          <p className="eyebrow">Careers</p>
          <h1 id="page-title">Jobs at {business.name}</h1>
          <p className="lead">
            {jobs.length === 0
              ? `${business.name} has no open positions right now. Check back soon.`
              : `${jobs.length} open ${jobs.length === 1 ? 'position' : 'positions'}. Read about a role and apply online in a few minutes.`}
          </p>
        </div>
      </section>
      <section className="section" aria-label="Open positions">
        <div className="container">
          {jobs.length === 0 ? (
            <p className="empty">There are no open positions at the moment.</p>
          ) : (
            <div className="job-groups">
              {groups.map(([department, list]) => (
                <div key={department}>
                  <h2 className="group-title">{department}</h2>
                  <ul className="jobs">
                    {list.map((job) => (
                      <JobCard key={job.id} job={job} business={business} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </div>
      </section>
    </CareersLayout>
  )
}
