/**
 * What every generator shares: the parts a description takes from the form as given (salary,
 * benefits), the guard that keeps a generator from adding pay or perks the form did not give,
 * and the layout of the sections as the job form keeps them.
 */
import { formatExperienceRange, formatSalaryRange } from '../../resources/opportunities/job-enums.schema'
import type { JobDescription, JobDescriptionInput, JobDescriptionSections } from './types'

/**
 * Words of pay and perks. A generated line that has one is dropped: salary and benefits come
 * only from the form (the Benefits section is built from it, never generated).
 */
const PAY_OR_PERK =
  /[$€£¥₹]\s?\d|\b\d[\d,.]*\s?(?:k|usd|eur|gbp|inr|lpa)\b|\b(?:salary|salaries|compensation|remuneration|wages?|bonus(?:es)?|equity|stock options?|401\s*\(?k\)?|pension|paid time off|pto|vacations?|annual leave|parental leave|sick leave|perks?|benefits? package|health (?:insurance|cover(?:age)?|plan)|dental|vision (?:insurance|cover)|gym|wellness (?:budget|stipend)|stipend|allowance|per annum|per hour|(?:competitive|generous|great|excellent|attractive) (?:benefits|pay|package))\b/i

export const mentionsPayOrPerk = (line: string) => PAY_OR_PERK.test(line)

/** Generated lines only: anything that names pay or perks is left out. */
export function withoutPayOrPerks(lines: string[]): string[] {
  return lines.filter((l) => !mentionsPayOrPerk(l))
}

/** The Benefits section: the salary the form gave, then the benefits it gave, as written. */
export function benefitsOf(input: JobDescriptionInput): string[] {
  const out: string[] = []
  const salary = input.salary ? formatSalaryRange(input.salary, { perYear: true }) : null
  if (salary) out.push(`Salary: ${salary}`)
  for (const b of input.benefits) if (b.trim()) out.push(b.trim().replace(/\.$/, ''))
  return out
}

export function notesOf(input: JobDescriptionInput): string[] {
  const notes: string[] = []
  if (!benefitsOf(input).length)
    notes.push(
      'The form gave no salary or benefits, so the description has no Benefits section: add what you offer before publishing.',
    )
  else if (!input.benefits.length) notes.push('Only the salary is listed under Benefits: add the benefits you offer.')
  if (!input.skills.length)
    notes.push('No skills were given: the requirements are general. Add the skills the job needs.')
  return notes
}

export const experiencePhrase = (input: JobDescriptionInput) =>
  formatExperienceRange(input.experienceMin, input.experienceMax)

/** The sections laid out as the job form keeps a description. Empty sections are left out. */
export function layout(s: JobDescriptionSections): string {
  const block = (heading: string, lines: string[]) =>
    lines.length ? [`## ${heading}`, lines.map((l) => `- ${l}`).join('\n')] : []
  return [
    '## About the role',
    s.about,
    ...block('Responsibilities', s.responsibilities),
    ...block('Requirements', s.requirements),
    ...block('Nice to have', s.niceToHave),
    ...block('Benefits', s.benefits),
  ].join('\n\n')
}

export function finish(
  input: JobDescriptionInput,
  generated: Omit<JobDescriptionSections, 'benefits'>,
  provider: JobDescription['provider'],
): JobDescription {
  const sections: JobDescriptionSections = {
    about: generated.about
      .split(/(?<=[.!?])\s+/)
      .filter((s) => !mentionsPayOrPerk(s))
      .join(' '),
    responsibilities: withoutPayOrPerks(generated.responsibilities),
    requirements: withoutPayOrPerks(generated.requirements),
    niceToHave: withoutPayOrPerks(generated.niceToHave),
    benefits: benefitsOf(input),
  }
  return { description: layout(sections), sections, notes: notesOf(input), provider }
}
