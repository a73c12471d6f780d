import type { ReactNode } from 'react'
import type { Business } from '../../hosts'
import { keyed } from '../../lib/list-keys'
import { type Block, parseDescription } from '../careers/description'
import {
  dateLabel,
  EMPLOYMENT_LABEL,
  experienceLabel,
  placeLabel,
  salaryRange,
  WORKPLACE_LABEL,
} from '../careers/format'
import type { CareersJob } from '../careers/queries'
import { CareersLayout } from '../components/careers-layout'
import { JobFacts } from '../components/job-card'
import { ArrowLeft } from '../icons'
import type { PageMeta } from '../site'

function Description({ blocks }: { blocks: Block[] }) {
  return (
    <div className="prose">
      {keyed(blocks, (b) => (b.kind === 'list' ? b.items.join('\n') : b.text)).map(({ key, item: b }) =>
        b.kind === 'heading' ? (
          <h2 key={key}>{b.text}</h2>
        ) : b.kind === 'list' ? (
          <ul key={key}>
            {keyed(b.items, (item) => item).map(({ key: itemKey, item }) => (
              <li key={itemKey}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={key}>{b.text}</p>
        ),
      )}
    </div>
  )
}

type Props = { business: Business; job: CareersJob; meta: PageMeta; mainOrigin: string; applyForm?: ReactNode }

/**
 * One open job. The #apply section is where the application form goes: pass it as
 * `applyForm` and it renders under the section's heading.
 */
export function CareersJobPage({ business, job, meta, mainOrigin, applyForm }: Props) {
  const salary = salaryRange(job, business.currency)
  const experience = experienceLabel(job)
  const facts: [string, string][] = [
    ['Location', placeLabel(job)],
    ['Workplace', WORKPLACE_LABEL[job.workplace]],
    ['Employment type', EMPLOYMENT_LABEL[job.employmentType]],
  ]
  if (job.department) facts.push(['Department', job.department])
  if (salary) facts.push(['Salary', salary])
  if (experience) facts.push(['Experience', experience])
  if (job.openings > 1) facts.push(['Openings', String(job.openings)])
  if (job.publishedAt) facts.push(['Posted', dateLabel(job.publishedAt, business.timezone)])
  if (job.deadline) facts.push(['Apply by', dateLabel(job.deadline, business.timezone)])
  return (
    <CareersLayout business={business} meta={meta} mainOrigin={mainOrigin}>
      <section className="page-hero" aria-labelledby="page-title">
        <div className="container">
          <p className="breadcrumb">
            <a href="/jobs">
              <ArrowLeft width={16} height={16} /> All jobs at {business.name}
            </a>
          </p>
          <h1 id="page-title">{job.title}</h1>
          <JobFacts job={job} business={business} />
        </div>
      </section>
      <div className="section">
        <div className="container job-layout">
          <article className="job-body" aria-labelledby="page-title">
            <Description blocks={parseDescription(job.description)} />
            {job.skills.length ? (
              <>
                <h2>Skills</h2>
                <ul className="tags">
                  {job.skills.map((s) => (
                    <li key={s} className="tag">
                      {s}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <section id="apply" className="apply" aria-labelledby="apply-title">
              <h2 id="apply-title">Apply for this job</h2>
              <p>
                Apply with the application form in this section: add your contact details and your resume, and{' '}
                {business.name}’s hiring team will review your application and contact you by e-mail.
              </p>
              {applyForm}
            </section>
          </article>
          <aside className="card summary" aria-label="Job summary">
            <dl>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <a className="btn btn-primary" href="#apply">
              Apply now
            </a>
          </aside>
        </div>
      </div>
    </CareersLayout>
  )
}
