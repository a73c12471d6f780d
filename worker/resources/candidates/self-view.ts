import type { candidates } from '../../db/schema'

type CandidateRow = typeof candidates.$inferSelect

/**
 * The columns a candidate sees about themselves, listed (not filtered out) so a column added
 * to `candidates` later stays internal until someone decides otherwise. Internal by design:
 * pipeline status, source, blacklist and its reason, assignee, creator, the resume's document
 * id, the password hash and the row's bookkeeping.
 */
const SELF_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'currentTitle',
  'currentCompany',
  'experienceYears',
  'qualification',
  'skills',
  'education',
  'experience',
  'summary',
  'linkedinUrl',
  'expectedSalary',
  'noticePeriodDays',
  'registeredAt',
  'lastLoginAt',
] as const satisfies readonly (keyof CandidateRow)[]

export type CandidateSelf = Pick<CandidateRow, (typeof SELF_COLUMNS)[number]> & {
  name: string
  business: { id: string; name: string; slug: string } | null
  opportunity: { id: string; title: string } | null
}

/**
 * The candidate-safe shape: every answer of the candidate area that returns the signed-in
 * candidate (sign-in, verify-me, and whatever comes later) builds it here and nowhere else.
 */
export function candidateSelfView(
  row: CandidateRow,
  context: Pick<CandidateSelf, 'business' | 'opportunity'>,
): CandidateSelf {
  const own = Object.fromEntries(SELF_COLUMNS.map((key) => [key, row[key]])) as Pick<
    CandidateRow,
    (typeof SELF_COLUMNS)[number]
  >
  return {
    ...own,
    name: `${row.firstName} ${row.lastName}`.trim(),
    business: context.business,
    opportunity: context.opportunity,
  }
}
