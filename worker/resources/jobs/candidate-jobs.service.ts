/**
 * The candidate area's jobs: this business's open jobs (the careers page's list) with whether the
 * candidate already applied, and applying with their profile in one click (no form, no upload:
 * the hiring team already has their details and resume).
 */
import { and, eq } from 'drizzle-orm'
import { applications, candidates } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import type { CandidateScope } from '../../lib/scope'
import { changesOf } from '../../services/guarded-write'
import { applicationInserts, applicationOr404 } from '../applications/applications.service'
import { applicationReceived } from '../applications/events.service'
import type { PublicJobsQuery } from './jobs.schema'
import { findApplicableJob, listPublicJobs } from './jobs.service'

/** Applications made from the candidate area say so. */
export const PORTAL_SOURCE = 'candidate portal'

export async function candidateJobs(scope: CandidateScope, q: PublicJobsQuery) {
  const { db, business, actor } = scope
  const [page, mine] = await Promise.all([
    listPublicJobs(scope, q),
    db
      .select({ opportunityId: applications.opportunityId, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.businessId, business.id), eq(applications.candidateId, actor.id))),
  ])
  const stageOf = new Map(mine.map((a) => [a.opportunityId, a.stage]))
  return {
    ...page,
    rows: page.rows.map(({ applyUrl: _careersForm, ...job }) => ({
      ...job,
      applied: stageOf.has(job.id),
      applicationStage: stageOf.get(job.id) ?? null,
    })),
  }
}

export async function applyWithProfile(scope: CandidateScope, jobId: string) {
  const { db, business, actor } = scope
  const job = await findApplicableJob(scope, jobId)
  const me = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(candidates.id, actor.id)),
  })
  if (!me) throw notFound('Candidate')
  const applied = () => conflict(`You have already applied for ${job.title}.`)
  const existing = await db.query.applications.findFirst({
    where: and(
      eq(applications.businessId, business.id),
      eq(applications.candidateId, me.id),
      eq(applications.opportunityId, job.id),
    ),
  })
  if (existing) throw applied()
  const application = applicationInserts(scope, {
    candidateId: me.id,
    opportunityId: job.id,
    source: PORTAL_SOURCE,
    note: `Applied for ${job.title} from the candidate area.`,
    meta: { event: 'applied' },
  })
  const [inserted] = await db.batch(application.statements)
  if (changesOf(inserted) === 0) throw applied()
  await applicationReceived(scope, {
    applicationId: application.id,
    candidate: { id: me.id, name: `${me.firstName} ${me.lastName}`.trim(), assignedTo: me.assignedTo },
    job,
    knownCandidate: true,
    source: PORTAL_SOURCE,
  })
  const row = await applicationOr404(scope, application.id)
  return { id: row.id, stage: row.stage, appliedAt: row.appliedAt, job: { id: job.id, title: job.title } }
}
