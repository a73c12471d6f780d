/**
 * Confidence calibration. The parser gives each value a raw score from the rule that found it
 * (its tier); this table maps each field's tiers to the share of values found right in that
 * tier on the development split of the labelled resumes (odd-numbered files; smoothed as
 * (right + 1) / (n + 2)). Policy: a value is given 0.90 or more only when its tier was right at
 * least 95% of the time; tiers right 90–95% of the time are capped at 0.89. Tiers seen fewer
 * than 15 times borrow the nearest measured tier. `npm run bench -- resume` reports the
 * reliability of these numbers on the held-out split. Fields the labelled data does not cover
 * (phone, links, experience years, summary) keep their rule scores.
 */
import type { ResumeFields } from '../fields.schema'

type Table = [raw: number, calibrated: number][]

const TABLES: Record<string, Table> = {
  name: [
    [0.65, 0.47],
    [0.8, 0.89],
    [0.9, 0.95],
  ],
  email: [
    [0.85, 0.7],
    [0.98, 0.98],
  ],
  location: [
    [0.75, 0.89],
    [0.8, 0.75],
    [0.9, 0.86],
  ],
  current_title: [
    [0.6, 0.75],
    [0.65, 0.87],
    [0.8, 0.89],
    [0.875, 0.89],
  ],
  current_company: [
    [0.6, 0.81],
    [0.65, 0.52],
    [0.7, 0.7],
    [0.8, 0.85],
    [0.875, 0.77],
  ],
  experience: [
    [0.45, 0.41],
    [0.5, 0.77],
    [0.55, 0.67],
    [0.6, 0.67],
    [0.65, 0.38],
    [0.8, 0.39],
    [0.875, 0.71],
    [0.9, 0.79],
  ],
  education: [
    [0.6, 0.55],
    [0.7, 0.54],
    [0.85, 0.67],
  ],
  skills: [
    [0.45, 0.33],
    [0.55, 0.59],
    [0.6, 0.41],
    [0.7, 0.61],
    [0.9, 0.68],
  ],
}

/** The calibrated confidence of a raw score: its tier's, or the nearest lower tier's. */
export function calibrated(field: keyof typeof TABLES | string, raw: number): number {
  const table = TABLES[field]
  if (!table) return raw
  let value = (table[0] as [number, number])[1]
  for (const [tier, cal] of table) if (raw + 1e-9 >= tier) value = cal
  return value
}

export function calibrate(fields: ResumeFields): ResumeFields {
  const one = <T extends { confidence: number } | null>(field: string, f: T): T =>
    f ? { ...f, confidence: calibrated(field, f.confidence) } : f
  return {
    ...fields,
    name: one('name', fields.name),
    email: one('email', fields.email),
    location: one('location', fields.location),
    current_title: one('current_title', fields.current_title),
    current_company: one('current_company', fields.current_company),
    experience: fields.experience.map((e) => one('experience', e)),
    education: fields.education.map((e) => one('education', e)),
    skills: fields.skills.map((s) => one('skills', s)),
  }
}
