import type { CareersJob } from './queries'

export const EMPLOYMENT_LABEL: Record<CareersJob['employmentType'], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
}

export const WORKPLACE_LABEL: Record<CareersJob['workplace'], string> = {
  on_site: 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
}

/** A currency formatter; an unknown code (bad data) falls back to "140,000 XYZ" rather than failing the page. */
function moneyFormat(currency: string): { format: (n: number) => string } {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 })
  } catch {
    const plain = new Intl.NumberFormat('en-US')
    return { format: (n) => `${plain.format(n)} ${currency}` }
  }
}

/** Salaries are whole yearly amounts in the currency's major unit. */
export function salaryRange(
  job: Pick<CareersJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>,
  fallbackCurrency: string,
): string | null {
  if (job.salaryMin === null && job.salaryMax === null) return null
  const money = moneyFormat((job.salaryCurrency ?? fallbackCurrency).toUpperCase())
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax)
    return `${money.format(job.salaryMin)} – ${money.format(job.salaryMax)} a year`
  if (job.salaryMin !== null && job.salaryMax === null) return `From ${money.format(job.salaryMin)} a year`
  if (job.salaryMin === null && job.salaryMax !== null) return `Up to ${money.format(job.salaryMax)} a year`
  return `${money.format(job.salaryMin ?? job.salaryMax!)} a year`
}

export function placeLabel(job: CareersJob): string {
  if (job.location) return job.location
  const b = job.branch
  if (b) return [b.city, b.state, b.country].filter(Boolean).join(', ') || b.name
  return WORKPLACE_LABEL[job.workplace]
}

export function experienceLabel(job: Pick<CareersJob, 'experienceMin' | 'experienceMax'>): string | null {
  const { experienceMin: min, experienceMax: max } = job
  if (min === null && max === null) return null
  if (min !== null && max !== null) return `${min}–${max} years`
  if (min !== null) return `${min}+ years`
  return `Up to ${max} years`
}

/** A date in the business's time zone: "Nov 21, 2026". */
export function dateLabel(date: Date | string, timeZone: string): string {
  const d = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date
  if (Number.isNaN(d.getTime())) return String(date)
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeZone: typeof date === 'string' ? 'UTC' : timeZone,
    }).format(d)
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d)
  }
}
