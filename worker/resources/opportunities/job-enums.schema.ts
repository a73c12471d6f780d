/**
 * The states and kinds of jobs and job requests, how they read on screen, and how a job's
 * ranges (salary, experience) are written. The columns of db/schema/hiring.ts take their enums
 * from here; the web app, the careers pages and the seed import the same lists and labels.
 * Browser-safe: nothing here reaches the database.
 */

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]
export const WORKPLACES = ['on_site', 'remote', 'hybrid'] as const
export type Workplace = (typeof WORKPLACES)[number]
export const OPPORTUNITY_STATES = ['draft', 'open', 'on_hold', 'closed', 'filled'] as const
export type OpportunityState = (typeof OPPORTUNITY_STATES)[number]
export const JOB_REQUEST_STATES = ['pending', 'approved', 'rejected', 'converted'] as const
export type JobRequestState = (typeof JOB_REQUEST_STATES)[number]

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
}

export const WORKPLACE_LABELS: Record<Workplace, string> = { on_site: 'On-site', remote: 'Remote', hybrid: 'Hybrid' }

export const OPPORTUNITY_STATE_LABELS: Record<OpportunityState, string> = {
  draft: 'Draft',
  open: 'Open',
  on_hold: 'On hold',
  closed: 'Closed',
  filled: 'Filled',
}

export const JOB_REQUEST_STATE_LABELS: Record<JobRequestState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  converted: 'Converted',
}

/** Jobs that are finished: read-only, and never reopened. */
export const FINISHED_OPPORTUNITY_STATES = ['closed', 'filled'] as const satisfies readonly OpportunityState[]
const FINISHED: readonly string[] = FINISHED_OPPORTUNITY_STATES
export const isFinished = (state: string) => FINISHED.includes(state)

/** A currency formatter; an unknown code (bad data) reads "140,000 XYZ" rather than failing the page. */
function moneyFormat(currency: string, locale?: string): Pick<Intl.NumberFormat, 'format' | 'formatRange'> {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
  } catch {
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    return {
      format: (n: number | bigint) => `${plain.format(n)} ${currency}`,
      formatRange: (a: number | bigint, b: number | bigint) => `${plain.formatRange(a, b)} ${currency}`,
    }
  }
}

/**
 * A job's salary (whole amounts in the currency's major unit): '$140,000 – $175,000',
 * 'From €50,000', 'Up to ₹9,00,000', or null without one. `perYear` adds ' a year' (the careers
 * pages say it; the staff screens know it).
 */
export function formatSalaryRange(
  salary: { min: number | null; max: number | null; currency: string | null },
  opts: { locale?: string; fallbackCurrency?: string; perYear?: boolean } = {},
): string | null {
  const { min, max } = salary
  if (min === null && max === null) return null
  const money = moneyFormat((salary.currency ?? opts.fallbackCurrency ?? 'USD').toUpperCase(), opts.locale)
  const text =
    min === null
      ? `Up to ${money.format(max ?? 0)}`
      : max === null
        ? `From ${money.format(min)}`
        : min === max
          ? money.format(min)
          : money.formatRange(min, max)
  return opts.perYear ? `${text} a year` : text
}

/** Years of experience asked for: '3–6 years', '5+ years', 'Up to 2 years', '1 year', or null. */
export function formatExperienceRange(min: number | null, max: number | null): string | null {
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`
  if (min !== null && max !== null) return min === max ? years(min) : `${min}–${years(max)}`
  if (min !== null) return `${min}+ years`
  if (max !== null) return `Up to ${years(max)}`
  return null
}
