import type { Business } from '../../hosts'
import { escapeHtml } from '../../lib/html'
import { descriptionHtml, parseDescription } from '../careers/description'
import type { CareersJob } from '../careers/queries'

/** Our employment types in schema.org's vocabulary (what Google for Jobs reads). */
export const EMPLOYMENT_TYPE: Record<CareersJob['employmentType'], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
}

const isoDate = (d: Date | null) => (d ? d.toISOString() : undefined)

function place(job: CareersJob, business: Business) {
  const b = job.branch
  const address = {
    '@type': 'PostalAddress',
    streetAddress: b?.address ?? undefined,
    addressLocality: b?.city ?? job.location ?? undefined,
    addressRegion: b?.state ?? undefined,
    postalCode: b?.postalCode ?? undefined,
    addressCountry: b?.country ?? business.country ?? undefined,
  }
  return { '@type': 'Place', address }
}

/**
 * schema.org JobPosting for one open job: remote jobs are TELECOMMUTE (with the country
 * applicants must live in when known), others have a Place; salary only when a range is set.
 * Salaries are yearly amounts in the job's currency (or the business's).
 */
export function jobPostingJsonLd(job: CareersJob, business: Business, url: string) {
  const remote = job.workplace === 'remote'
  const country = job.branch?.country ?? business.country
  const currency = job.salaryCurrency ?? business.currency
  const hasSalary = job.salaryMin !== null || job.salaryMax !== null
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    // HTML, as Google reads it: a job without a description is described by its (escaped) title.
    description: descriptionHtml(parseDescription(job.description)) || `<p>${escapeHtml(job.title)}</p>`,
    datePosted: isoDate(job.publishedAt ?? job.createdAt),
    validThrough: job.deadline ?? undefined,
    employmentType: EMPLOYMENT_TYPE[job.employmentType],
    url,
    identifier: job.code ? { '@type': 'PropertyValue', name: business.name, value: job.code } : undefined,
    hiringOrganization: { '@type': 'Organization', name: business.name, sameAs: business.website ?? undefined },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: country ? { '@type': 'Country', name: country } : undefined,
        }
      : { jobLocation: place(job, business) }),
    baseSalary: hasSalary
      ? {
          '@type': 'MonetaryAmount',
          currency,
          value: {
            '@type': 'QuantitativeValue',
            minValue: job.salaryMin ?? undefined,
            maxValue: job.salaryMax ?? undefined,
            unitText: 'YEAR',
          },
        }
      : undefined,
    skills: job.skills.length ? job.skills.join(', ') : undefined,
    totalJobOpenings: job.openings,
    industry: business.industry ?? undefined,
  }
}
