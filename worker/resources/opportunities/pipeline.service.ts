/**
 * An opportunity's pipeline: how many candidates stand at each stage, who they are, its
 * shortlist, and the e-mail template its messages use.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { candidates, emailTemplates, opportunities, templateBodies } from '../../db/schema'
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

/** `sum(status = s)` for every stage: pipeline counts inside a grouped query. */
export function stageCountColumns() {
  return Object.fromEntries(
    CANDIDATE_STATES.map((s) => [
      s,
      sql<number>`coalesce(sum(case when ${candidates.status} = ${s} then 1 else 0 end), 0)`,
    ]),
  ) as Record<Stage, ReturnType<typeof sql<number>>>
}

export const emptyCounts = (): PipelineCounts => ({
  ...(Object.fromEntries(CANDIDATE_STATES.map((s) => [s, 0])) as Record<Stage, number>),
  total: 0,
})

/** Candidates per stage of one opportunity (every stage present, zeros included). */
export async function pipelineCounts({ db, business }: BusinessScope, opportunityId: string): Promise<PipelineCounts> {
  const rows = await db
    .select({ status: candidates.status, count: sql<number>`count(*)` })
    .from(candidates)
    .where(and(eq(candidates.businessId, business.id), eq(candidates.opportunityId, opportunityId)))
    .groupBy(candidates.status)
  const counts = emptyCounts()
  for (const r of rows) {
    counts[r.status] = r.count
    counts.total += r.count
  }
  return counts
}

const candidateCard = {
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  name: fullName(candidates.firstName, candidates.lastName),
  email: candidates.email,
  currentTitle: candidates.currentTitle,
  currentCompany: candidates.currentCompany,
  experienceYears: candidates.experienceYears,
  status: candidates.status,
  isBlacklisted: candidates.isBlacklisted,
  updatedAt: candidates.updatedAt,
}

/** A candidate on a job's pipeline board. */
export type PipelineCard = {
  id: string
  firstName: string
  lastName: string
  name: string
  email: string
  currentTitle: string | null
  currentCompany: string | null
  experienceYears: number | null
  status: Stage
  isBlacklisted: boolean
  updatedAt: Date
}

type RawCard = {
  id: string
  first_name: string
  last_name: string
  name: string
  email: string
  current_title: string | null
  current_company: string | null
  experience_years: number | null
  status: Stage
  is_blacklisted: number
  updated_at: number
}

/**
 * The most recently moved candidates of each stage (at most `perStage` each), in one query:
 * a window over the opportunity's candidates partitioned by stage.
 */
export async function pipelineCandidates({ db, business }: BusinessScope, opportunityId: string, perStage = 6) {
  const rows = await db.all<RawCard>(sql`select * from (
      select id, first_name, last_name, trim(first_name || ' ' || coalesce(last_name, '')) as name, email,
        current_title, current_company, experience_years, status, is_blacklisted, updated_at,
        row_number() over (partition by status order by updated_at desc, id desc) as position
      from candidates where business_id = ${business.id} and opportunity_id = ${opportunityId}
    ) where position <= ${perStage}`)
  const byStage = Object.fromEntries(CANDIDATE_STATES.map((s) => [s, [] as PipelineCard[]])) as Record<
    Stage,
    PipelineCard[]
  >
  for (const r of rows) {
    byStage[r.status]?.push({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      name: r.name,
      email: r.email,
      currentTitle: r.current_title,
      currentCompany: r.current_company,
      experienceYears: r.experience_years,
      status: r.status,
      isBlacklisted: !!r.is_blacklisted,
      updatedAt: new Date(r.updated_at),
    })
  }
  return byStage
}

/** GET /:id/shorlisted/candidates: the shortlist, and with `include_later` everyone past it too. */
export async function listShortlisted({ db, business }: BusinessScope, opportunityId: string, q: ShortlistQuery) {
  const stages: Stage[] = q.include_later ? [...SHORTLIST_STAGES] : ['shortlisted']
  const where = and(
    eq(candidates.businessId, business.id),
    eq(candidates.opportunityId, opportunityId),
    inArray(candidates.status, stages),
    matchesText(q.search, fullName(candidates.firstName, candidates.lastName), candidates.email, candidates.skills),
  )
  const sortColumn =
    q.sort === 'name'
      ? candidates.firstName
      : q.sort === 'experience'
        ? candidates.experienceYears
        : candidates.updatedAt
  const [rows, count] = await Promise.all([
    db
      .select({
        ...candidateCard,
        phone: candidates.phone,
        skills: candidates.skills,
        location: candidates.location,
        createdAt: candidates.createdAt,
      })
      .from(candidates)
      .where(where)
      .orderBy(q.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(candidates.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.$count(candidates, where),
  ])
  return pageOf(rows, count, q)
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
