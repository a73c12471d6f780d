/**
 * Who sees which interviews (docs/interviews.md): staff holding `interviews.view` see all of the
 * business's; an interviewer who holds only `interviews.feedback` sees the interviews they are on
 * (the list is filtered, another interview is 403) and may submit their scorecard there.
 */
import { type SQL, sql } from 'drizzle-orm'
import { interviews } from '../../db/schema'
import { forbidden } from '../../lib/errors'
import type { BusinessScope, StaffActor } from '../../lib/scope'
import { type Grants, holds } from '../../services/access/grants'
import { interviewOr404 } from './interviews.service'

export type Viewer = { employeeId: string; seesAll: boolean }

/** The viewer of a staff request (after a staff guard, which loaded the grants). */
export const viewerOf = (v: { actor: StaffActor; grants?: Grants }): Viewer => ({
  employeeId: v.actor.id,
  seesAll: !!v.grants && holds(v.grants, 'interviews.view'),
})

/** The interviews `employeeId` is on. */
export const onInterview = (employeeId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from json_each(${interviews.interviewerIds}) where json_each.value = ${employeeId})`

export const isInterviewerOf = (interview: { interviewerIds: string[] }, employeeId: string) =>
  interview.interviewerIds.includes(employeeId)

/** 403 for an interviewer who opens an interview they are not on. */
export function assertSees(viewer: Viewer, interview: { interviewerIds: string[] }) {
  if (!viewer.seesAll && !isInterviewerOf(interview, viewer.employeeId))
    throw forbidden('You do not have permission to view interviews you are not on.')
}

/** Staff without `interviews.view` review only the exams they are assigned to (403 otherwise). */
export async function assertReviewer(scope: BusinessScope & { actor: StaffActor; grants?: Grants }, id: string) {
  assertSees(viewerOf(scope), await interviewOr404(scope, id))
}
