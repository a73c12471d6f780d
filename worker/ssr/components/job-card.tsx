import type { ReactNode } from 'react'
import type { Business } from '../../hosts'
import { EMPLOYMENT_LABEL, placeLabel, salaryRange, WORKPLACE_LABEL } from '../careers/format'
import type { CareersJob } from '../careers/queries'
import { BriefcaseBusiness, Building2, Clock3, MapPin, Wallet } from '../icons'

/** The facts candidates scan for: where, how, which team, and the pay. */
export function JobFacts({ job, business }: { job: CareersJob; business: Business }) {
  const salary = salaryRange(job, business.currency)
  const facts: [ReactNode, string][] = [
    [<MapPin key="i" />, placeLabel(job)],
    [<Building2 key="i" />, WORKPLACE_LABEL[job.workplace]],
    [<Clock3 key="i" />, EMPLOYMENT_LABEL[job.employmentType]],
  ]
  if (job.department) facts.push([<BriefcaseBusiness key="i" />, job.department])
  if (salary) facts.push([<Wallet key="i" />, salary])
  return (
    <ul className="chips">
      {facts.map(([icon, text]) => (
        <li key={text}>
          {icon}
          {text}
        </li>
      ))}
    </ul>
  )
}

export function JobCard({ job, business }: { job: CareersJob; business: Business }) {
  return (
    <li className="job">
      <div>
        <h3>
          <a href={`/jobs/${encodeURIComponent(job.id)}`}>{job.title}</a>
        </h3>
        <JobFacts job={job} business={business} />
      </div>
      <a className="btn btn-ghost" href={`/jobs/${encodeURIComponent(job.id)}`} aria-label={`View job: ${job.title}`}>
        View job
      </a>
    </li>
  )
}
