/**
 * An opportunity's pipeline: how many applications stand at each stage, who they are, its
 * shortlist, and the e-mail template its messages use. The board itself is
 * applications/board.service.ts.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  applicationCounts,
  applications,
  candidates,
  emailTemplates,
  opportunities,
  templateBodies,
} from '../../db/schema'
import { offsetOf, pageOf } from '../../lib/pagination'
import type { BusinessScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { CANDIDATE_STATES, type CandidateState, SHORTLIST_STAGES } from '../candidates/candidates.schema'
import { DEFAULT_TEMPLATES } from '../email-templates/defaults'
import { ensureDefaultTemplates } from '../email-templates/ensure.service'
import { placeholdersIn, SYSTEM_TEMPLATES, type SystemTemplateKey } from '../email-templates/placeholders.schema'
import { fullName } from './job-references.service'
import type { ShortlistQuery } from './opportunities.schema'

export type Stage = CandidateState
export type PipelineCounts = Record<Stage, number> & { total: number }

export const emptyCounts = (): PipelineCounts => ({
  ...(Object.fromEntries(CANDIDATE_STATES.map((s) => [s, 0])) as Record<Stage, number>),
  total: 0,
})

/**
 * Applications per stage of each of these jobs (or of every job of the business), from the
 * counters the triggers keep (application_counts, migration 0007): a few rows, whatever the size.
 */
export async function countsByOpportunity(
  db: Db,
  businessId: string,
  opportunityIds?: string[],
): Promise<Map<string, PipelineCounts>> {
  const rows = await db
    .select({
      opportunityId: applicationCounts.opportunityId,
      stage: applicationCounts.stage,
      count: applicationCounts.count,
    })
    .from(applicationCounts)
    .where(
      and(
        eq(applicationCounts.businessId, businessId),
        opportunityIds
          ? sql`${applicationCounts.opportunityId} in (select value from json_each(${JSON.stringify(opportunityIds)}))`
          : undefined,
      ),
    )
  const byJob = new Map<string, PipelineCounts>((opportunityIds ?? []).map((id) => [id, emptyCounts()]))
  for (const r of rows) {
    const counts = byJob.get(r.opportunityId) ?? emptyCounts()
    counts[r.stage] += r.count
    counts.total += r.count
    byJob.set(r.opportunityId, counts)
  }
  return byJob
}

/** Applications per stage across the business (every stage present, zeros included). */
export async function businessCounts(db: Db, businessId: string): Promise<PipelineCounts> {
  const total = emptyCounts()
  for (const counts of (await countsByOpportunity(db, businessId)).values()) {
    for (const s of CANDIDATE_STATES) total[s] += counts[s]
    total.total += counts.total
  }
  return total
}

/** How many applications a job has, in SQL (a sort key): its counters' sum. */
export const applicationTotalSql = (businessId: string) =>
  sql<number>`(select coalesce(sum(${applicationCounts.count}), 0) from ${applicationCounts} where ${applicationCounts.businessId} = ${businessId} and ${applicationCounts.opportunityId} = ${opportunities.id})`

/** Applications per stage of one opportunity (every stage present, zeros included). */
export async function pipelineCounts({ db, business }: BusinessScope, opportunityId: string): Promise<PipelineCounts> {
  return (await countsByOpportunity(db, business.id, [opportunityId])).get(opportunityId) ?? emptyCounts()
}

const candidateCard = {
  id: candidates.id,
  applicationId: applications.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  name: fullName(candidates.firstName, candidates.lastName),
  email: candidates.email,
  currentTitle: candidates.currentTitle,
  currentCompany: candidates.currentCompany,
  experienceYears: candidates.experienceYears,
  status: applications.stage,
  stageChangedAt: applications.stageChangedAt,
  isBlacklisted: candidates.isBlacklisted,
  updatedAt: applications.updatedAt,
}

/** A candidate on a job's pipeline (the job page's summary): `status` is their application's stage. */
export type PipelineCard = {
  id: string
  applicationId: string
  firstName: string
  lastName: string
  name: string
  email: string
  currentTitle: string | null
  currentCompany: string | null
  experienceYears: number | null
  status: Stage
  stageChangedAt: Date
  isBlacklisted: boolean
  updatedAt: Date
}

/**
 * The most recently moved applications of each stage (at most `perStage` each), in one query:
 * a window over the opportunity's applications partitioned by stage.
 */
export async function pipelineCandidates({ db, business }: BusinessScope, opportunityId: string, perStage = 6) {
  const ranked = db
    .select({
      ...candidateCard,
      // A subquery's computed columns need their own names.
      name: fullName(candidates.firstName, candidates.lastName).as('name'),
      position:
        sql<number>`row_number() over (partition by ${applications.stage} order by ${applications.stageChangedAt} desc, ${applications.id} desc)`.as(
          'position',
        ),
    })
    .from(applications)
    .innerJoin(candidates, and(eq(candidates.businessId, business.id), eq(candidates.id, applications.candidateId)))
    .where(and(eq(applications.businessId, business.id), eq(applications.opportunityId, opportunityId)))
    .as('ranked')
  const rows = await db.select().from(ranked).where(sql`${ranked.position} <= ${perStage}`).orderBy(sql`position`)
  const byStage = Object.fromEntries(CANDIDATE_STATES.map((s) => [s, [] as PipelineCard[]])) as Record<
    Stage,
    PipelineCard[]
  >
  for (const { position: _p, ...card } of rows) byStage[card.status]?.push(card)
  return byStage
}

/** GET /:id/shorlisted/candidates: the shortlist, and with `include_later` everyone past it too. */
export async function listShortlisted({ db, business }: BusinessScope, opportunityId: string, q: ShortlistQuery) {
  const stages: Stage[] = q.include_later ? [...SHORTLIST_STAGES] : ['shortlisted']
  const where = and(
    eq(applications.businessId, business.id),
    eq(applications.opportunityId, opportunityId),
    inArray(applications.stage, stages),
    matchesText(q.search, fullName(candidates.firstName, candidates.lastName), candidates.email, candidates.skills),
  )
  const sortColumn =
    q.sort === 'name'
      ? candidates.firstName
      : q.sort === 'experience'
        ? candidates.experienceYears
        : applications.stageChangedAt
  const joined = and(eq(candidates.businessId, business.id), eq(candidates.id, applications.candidateId))
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...candidateCard,
        phone: candidates.phone,
        skills: candidates.skills,
        location: candidates.location,
        createdAt: candidates.createdAt,
      })
      .from(applications)
      .innerJoin(candidates, joined)
      .where(where)
      .orderBy(q.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(applications.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)` }).from(applications).innerJoin(candidates, joined).where(where),
  ])
  return pageOf(rows, Number(total?.n ?? 0), q)
}

/** The template a candidate message falls back to (the e-mail templates module's key). */
export const CANDIDATE_MESSAGE_TEMPLATE_KEY = 'general.message' satisfies SystemTemplateKey

/**
 * GET /:id/email/template: the template this job's e-mails use. The job's own template when it
 * is set and active (`source: 'opportunity'`); else the business's copy of the general candidate
 * message (`'default'`), created on first use like every system template; when the business
 * turned its copy off, the product's own wording (`'product_default'`, no id).
 */
export async function opportunityEmailTemplate({ db, business }: BusinessScope, opportunityId: string) {
  const businessId = business.id
  const opportunity = await db.query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, businessId), eq(opportunities.id, opportunityId)),
    columns: { emailTemplateId: true },
  })
  const active = and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.status, 'active'))
  let template = opportunity?.emailTemplateId
    ? await db.query.emailTemplates.findFirst({
        where: and(active, eq(emailTemplates.id, opportunity.emailTemplateId)),
      })
    : undefined
  const source = template ? ('opportunity' as const) : ('default' as const)
  if (!template) {
    await ensureDefaultTemplates(db, businessId)
    template = await db.query.emailTemplates.findFirst({
      where: and(active, eq(emailTemplates.key, CANDIDATE_MESSAGE_TEMPLATE_KEY)),
    })
  }
  if (!template) {
    const kind = SYSTEM_TEMPLATES[CANDIDATE_MESSAGE_TEMPLATE_KEY]
    const content = DEFAULT_TEMPLATES[CANDIDATE_MESSAGE_TEMPLATE_KEY]
    return {
      source: 'product_default' as const,
      template: {
        id: null,
        key: CANDIDATE_MESSAGE_TEMPLATE_KEY,
        name: kind.name,
        category: kind.category,
        subject: content.subject,
        body: content.body,
        placeholders: placeholdersIn(content.subject, content.body),
      },
    }
  }
  const body = await db.query.templateBodies.findFirst({
    where: and(eq(templateBodies.businessId, businessId), eq(templateBodies.templateId, template.id)),
  })
  return { source, template: { ...template, body: body?.body ?? null, placeholders: body?.placeholders ?? [] } }
}
