/**
 * An opportunity's pipeline: how many applications stand at each stage, who they are, its
 * shortlist, and the e-mail template its messages use. The board itself is
 * applications/board.service.ts.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { applications, candidates, emailTemplates, opportunities, templateBodies } from '../../db/schema'
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

/** `sum(stage = s)` for every stage: pipeline counts (of applications) inside a grouped query. */
export function stageCountColumns() {
  return Object.fromEntries(
    CANDIDATE_STATES.map((s) => [
      s,
      sql<number>`coalesce(sum(case when ${applications.stage} = ${s} then 1 else 0 end), 0)`,
    ]),
  ) as Record<Stage, ReturnType<typeof sql<number>>>
}

export const emptyCounts = (): PipelineCounts => ({
  ...(Object.fromEntries(CANDIDATE_STATES.map((s) => [s, 0])) as Record<Stage, number>),
  total: 0,
})

/** Applications per stage of one opportunity (every stage present, zeros included). */
export async function pipelineCounts({ db, business }: BusinessScope, opportunityId: string): Promise<PipelineCounts> {
  const rows = await db
    .select({ stage: applications.stage, count: sql<number>`count(*)` })
    .from(applications)
    .where(and(eq(applications.businessId, business.id), eq(applications.opportunityId, opportunityId)))
    .groupBy(applications.stage)
  const counts = emptyCounts()
  for (const r of rows) {
    counts[r.stage] = r.count
    counts.total += r.count
  }
  return counts
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
