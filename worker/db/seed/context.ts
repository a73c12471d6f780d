import { newId } from '../../lib/ids'
import type { WorkingHours } from '../schema'

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** The password hashes of the demo data, each computed once. */
export type DemoHashes = { admin: string; owner: string; recruiter: string; candidate: string; staff: string }
export type PlanIds = { free: string; starter: string; growth: string; enterprise: string }

export type SeedContext = { clock: Clock; hashes: DemoHashes; plans: PlanIds }

/** Dates relative to the seed's "now", so "last 7 days" figures always have something in them. */
export class Clock {
  constructor(readonly now: Date) {}

  ago(days: number, hours = 0): Date {
    return new Date(this.now.getTime() - days * DAY_MS - hours * HOUR_MS)
  }

  ahead(days: number, hours = 0): Date {
    return new Date(this.now.getTime() + days * DAY_MS + hours * HOUR_MS)
  }

  /** A whole time of day (UTC) on the day `dayOffset` days from today. */
  at(dayOffset: number, hourUtc: number, minute = 0): Date {
    const d = new Date(this.now.getTime() + dayOffset * DAY_MS)
    d.setUTCHours(hourUtc, minute, 0, 0)
    return d
  }

  /** A calendar date `dayOffset` days from today, as YYYY-MM-DD. */
  day(dayOffset: number): string {
    return new Date(this.now.getTime() + dayOffset * DAY_MS).toISOString().slice(0, 10)
  }

  addMonths(date: Date, months: number): Date {
    const d = new Date(date.getTime())
    d.setUTCMonth(d.getUTCMonth() + months)
    return d
  }

  /** A point `fraction` (0..1) of the way from `from` to `to`. */
  between(from: Date, to: Date, fraction: number): Date {
    return new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction)
  }
}

/** A time-ordered id stamped with the moment the row was created. */
export const idAt = (date: Date): string => newId(date.getTime())

/** createdAt and updatedAt for a row. */
export const stamps = (createdAt: Date, updatedAt: Date = createdAt) => ({ createdAt, updatedAt })

const day = [{ start: '09:00', end: '17:00' }]
/** Monday to Friday, 09:00–17:00 in the branch's time zone. */
export const OFFICE_HOURS: WorkingHours = { '1': day, '2': day, '3': day, '4': day, '5': day }

/** A job description in the plain-text, markdown-ish form the editor and careers page show. */
export function jobDescription(d: {
  about: string
  responsibilities: string[]
  requirements: string[]
  company: string
  offer: string
}): string {
  return [
    d.about,
    '## What you will do',
    d.responsibilities.map((r) => `- ${r}`).join('\n'),
    '## What you bring',
    d.requirements.map((r) => `- ${r}`).join('\n'),
    `## Why ${d.company}`,
    d.offer,
  ].join('\n\n')
}
