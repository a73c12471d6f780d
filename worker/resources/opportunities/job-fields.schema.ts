/**
 * Field rules shared by the two job contracts (opportunities and job requests): salary and
 * experience ranges, ISO currencies, skills and calendar dates. The API and the web forms use
 * the same rules, so a form never accepts what the API refuses.
 */

import { calendarDate } from '../../schemas/calendar-date'
import { z } from '../../schemas/zod'

/** A query parameter or form value left empty ('' or null) means "not given". */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
export const queryParam = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

/** Absent stays absent (an edit leaves the field alone); empty or null becomes null (cleared). */
export const orNull = <T>(v: T | '' | null | undefined) => (v === undefined ? undefined : v || null)

/** Optional text: empty or null is stored as null. */
export const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(orNull)

/** A reference to another record of the business: '' or null clears it. */
export const optionalRef = (label: string) => z.uuid().describe(label).nullish().or(z.literal('')).transform(orNull)

/** A whole number typed into a form or sent as JSON; '' or null clears it. */
export const optionalWhole = (label: string, max: number) =>
  z
    .preprocess(
      (v) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v) : v),
      z.number().int().min(0).max(max).describe(label).nullable(),
    )
    .optional()

export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number().int().min(min).max(max).describe(label),
  )

const CURRENCIES: ReadonlySet<string> | null = (() => {
  try {
    return new Set(Intl.supportedValuesOf('currency'))
  } catch {
    return null
  }
})()

/** ISO 4217 code the platform's Intl knows ('usd' is read as 'USD'). */
export const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code) && (CURRENCIES ? CURRENCIES.has(code) : true)

export const currency = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrency, 'Currency is not a valid ISO currency code')
  .describe('Currency')
  .nullish()
  .or(z.literal(''))
  .transform(orNull)

/** A list of skills: trimmed, without duplicates (case-insensitively), at most 50. */
export const skillList = z
  .array(z.string().trim().min(1).max(60).describe('Skill'))
  .max(50)
  .transform((list) => {
    const seen = new Set<string>()
    return list.filter((s) => !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
  })

export const isoDate = (label: string) =>
  z.string().trim().pipe(calendarDate()).describe(label).nullish().or(z.literal('')).transform(orNull)

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  } catch {
    return now.toISOString().slice(0, 10)
  }
}

/**
 * A date the form may not accept: one that is already past everywhere on earth (UTC−12).
 * The API then checks it exactly against the business's own time zone.
 */
export const isPastEverywhere = (date: string, now = new Date()) => date < todayIn('Etc/GMT+12', now)

export type RangeFields = {
  salary_min?: number | null
  salary_max?: number | null
  salary_currency?: string | null
  experience_min?: number | null
  experience_max?: number | null
}

export type FieldIssue = { field: string; message: string }

/**
 * Cross-field rules of a job: minimum ≤ maximum, and a salary names its currency. An edit
 * (`partial`) may leave the currency out: the API checks the merged job instead.
 */
export function rangeIssues(v: RangeFields, partial = false): FieldIssue[] {
  const issues: FieldIssue[] = []
  if (v.salary_min != null && v.salary_max != null && v.salary_min > v.salary_max) {
    issues.push({ field: 'salary_max', message: 'Maximum salary cannot be less than the minimum salary' })
  }
  if (
    (v.salary_min != null || v.salary_max != null) &&
    !v.salary_currency &&
    !(partial && v.salary_currency === undefined)
  ) {
    issues.push({ field: 'salary_currency', message: 'Please enter Currency' })
  }
  if (v.experience_min != null && v.experience_max != null && v.experience_min > v.experience_max) {
    issues.push({ field: 'experience_max', message: 'Maximum experience cannot be less than the minimum experience' })
  }
  return issues
}

/** `superRefine` form of rangeIssues. */
export function refineRanges(v: RangeFields, ctx: z.RefinementCtx) {
  for (const issue of rangeIssues(v)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] })
}

/** `superRefine` form of rangeIssues for an edit. */
export function refinePartialRanges(v: RangeFields, ctx: z.RefinementCtx) {
  for (const issue of rangeIssues(v, true))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] })
}
