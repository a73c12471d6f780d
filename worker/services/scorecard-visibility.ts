/**
 * Who may read a scorecard (docs/interviews.md): an interviewer sees colleagues' scorecards on an
 * interview only once they have submitted their own, so that no one is anchored by another's
 * verdict. People who are not on the interview (the recruiter, the hiring manager) read them all.
 * Shared by the interview's feedback and the candidate's feedback (and its PDF report).
 */
import { type SQL, sql } from 'drizzle-orm'
import { feedback } from '../db/schema'

/** True for a `feedback` row `employeeId` may not read yet. Use in a query over `feedback`. */
export function sealedFor(employeeId: string): SQL<boolean> {
  return sql<boolean>`(${feedback.authorKind} = 'employee' and ${feedback.interviewId} is not null
    and ${feedback.authorId} <> ${employeeId}
    and exists (select 1 from interviews sealed_i where sealed_i.id = ${feedback.interviewId}
      and exists (select 1 from json_each(sealed_i.interviewer_ids) where json_each.value = ${employeeId}))
    and not exists (select 1 from feedback own where own.interview_id = ${feedback.interviewId}
      and own.author_kind = 'employee' and own.author_id = ${employeeId}))`
}
