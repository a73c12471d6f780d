import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businessBranches, candidates, departments, opportunities } from '../../db/schema'
import type { Business } from '../../hosts'
import { ApiError, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { offsetOf, pageOf } from '../../lib/pagination'
import { type BusinessScope, systemScope } from '../../lib/scope'
import { matchesText } from '../../lib/search'
import { sendMail } from '../../providers/mail'
import { toFieldErrors } from '../../schemas/zod'
import { changesOf } from '../../services/guarded-write'
import { candidatesChanged } from '../../services/matching/refresh'
import { assertWithinLimit } from '../../services/plan-limits'
import { hit, LIMITS } from '../../services/rate-limit'
import { applicationInserts, findApplicationTo } from '../applications/applications.service'
import { applicationReceived } from '../applications/events.service'
import type { CandidateSource } from '../candidates/candidates.schema'
import { candidateVars, composeCandidateMail } from '../candidates/email.service'
import { checkCandidateFile, storeDocument } from '../candidates/files.service'
import { applicationResumeName, unrequestedDocumentInsert } from '../candidates/resume.service'
import { templateContent } from '../email-templates/render'
import { APPLY_FIELD_NAMES, type ApplyFields, applyFields, type PublicJobsQuery } from './jobs.schema'

/** Only an active business advertises jobs (a pending or suspended one shows none). */
export const advertisesJobs = (business: Business) => business.status === 'active'

/** The jobs a business advertises: its open ones, and none while it is not active (careers API and page). */
export const openJobsOf = (business: Business) =>
  and(
    eq(opportunities.businessId, business.id),
    eq(opportunities.status, 'open'),
    advertisesJobs(business) ? undefined : sql`0`,
  )

const publicColumns = {
  id: opportunities.id,
  title: opportunities.title,
  code: opportunities.code,
  departmentId: opportunities.departmentId,
  department: departments.name,
  location: opportunities.location,
  city: businessBranches.city,
  country: businessBranches.country,
  workplace: opportunities.workplace,
  employmentType: opportunities.employmentType,
  salaryMin: opportunities.salaryMin,
  salaryMax: opportunities.salaryMax,
  salaryCurrency: opportunities.salaryCurrency,
  openings: opportunities.openings,
  skills: opportunities.skills,
  experienceMin: opportunities.experienceMin,
  experienceMax: opportunities.experienceMax,
  description: opportunities.description,
  deadline: opportunities.deadline,
  publishedAt: opportunities.publishedAt,
}

/** The careers page's jobs: open ones, searchable by title, skill, department and place. */
export async function listPublicJobs({ db, business }: BusinessScope, q: PublicJobsQuery) {
  const where = and(
    openJobsOf(business),
    matchesText(q.search, opportunities.title, opportunities.skills, opportunities.description, departments.name),
    q.department_id ? eq(opportunities.departmentId, q.department_id) : undefined,
    q.workplace ? eq(opportunities.workplace, q.workplace) : undefined,
    q.employment_type ? eq(opportunities.employmentType, q.employment_type) : undefined,
    matchesText(q.location, opportunities.location, businessBranches.city),
  )
  const dir = q.order === 'asc' ? asc : desc
  const order =
    q.sort === 'title'
      ? [dir(opportunities.title)]
      : q.sort === 'deadline'
        ? [sql`${opportunities.deadline} is null`, dir(opportunities.deadline)]
        : [dir(opportunities.publishedAt), dir(opportunities.createdAt)]
  // A search shows the jobs whose title matches first.
  const titleMatches = matchesText(q.search, opportunities.title)
  if (titleMatches) order.unshift(desc(titleMatches))
  const base = () =>
    db
      .select(publicColumns)
      .from(opportunities)
      .leftJoin(departments, eq(departments.id, opportunities.departmentId))
      .leftJoin(businessBranches, eq(businessBranches.id, opportunities.branchId))
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(opportunities)
      .leftJoin(departments, eq(departments.id, opportunities.departmentId))
      .leftJoin(businessBranches, eq(businessBranches.id, opportunities.branchId))
      .where(where),
  ])
  return pageOf(
    rows.map(({ city, country, ...job }) => ({
      ...job,
      location: job.location ?? ([city, country].filter(Boolean).join(', ') || null),
      applyUrl: `/jobs/${job.id}#apply`,
    })),
    total?.n ?? 0,
    q,
  )
}

/** An open job of this business that can be applied to; 404 otherwise (closed, draft, another business's). */
export async function findApplicableJob({ db, business }: BusinessScope, jobId: string) {
  const job = await db.query.opportunities.findFirst({
    where: and(openJobsOf(business), eq(opportunities.id, jobId)),
    columns: { id: true, title: true, createdBy: true, hiringManagerId: true },
  })
  if (!job) throw notFound('Job')
  return job
}
export type ApplicableJob = Awaited<ReturnType<typeof findApplicableJob>>

export const APPLY_THANKS = 'Thank you for applying. We have received your application and will be in touch by e-mail.'

export type ApplyResult = {
  stored: boolean
  candidateId: string | null
  applicationId: string | null
  isNew: boolean
}

/** The polite refusal of a second application to the same job (409, shown on the form). */
const appliedBefore = (jobTitle: string) =>
  new ApiError(
    409,
    `You have already applied for ${jobTitle}. We have your application and will be in touch by e-mail.`,
    [{ field: 'email', message: `This e-mail has already applied for ${jobTitle}.` }],
  )

/**
 * An application from the careers page. Counted against the per-IP budget of public forms;
 * a filled honeypot is answered like a success and nothing is stored. Only an open job of
 * this business can be applied to (404 otherwise). A person already on file (same e-mail) is
 * never duplicated: another job becomes another application of theirs (its own pipeline,
 * starting as new); the same job again is refused politely (409) and nothing is stored. The
 * resume goes to R2; it becomes the resume of a new candidate (or of one with none), and
 * otherwise an additional document of theirs. The hiring team is told (applications/events).
 */
async function applyToJob(
  { db, env, business }: BusinessScope,
  job: ApplicableJob,
  fields: ApplyFields,
  resume: unknown,
): Promise<ApplyResult> {
  if (fields.website && fields.website.trim() !== '')
    return { stored: false, candidateId: null, applicationId: null, isNew: false }
  const file = await checkCandidateFile(resume, 'resume', 'resume')
  const existing = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(sql`lower(${candidates.email})`, fields.email)),
  })
  const candidateId = existing?.id ?? newId()
  // The applicant acts: their history rows name them.
  const scope = systemScope(db, env, business, { kind: 'candidate', id: candidateId })
  if (existing && (await findApplicationTo(scope, existing.id, job.id))) throw appliedBefore(job.title)
  if (!existing) await assertWithinLimit(db, business.id, 'candidates')
  const doc = await storeDocument(scope, { candidateId, file, kind: 'resume', uploadedBy: null })
  const application = applicationInserts(scope, {
    candidateId,
    opportunityId: job.id,
    source: APPLY_SOURCE,
    note: `Applied for ${job.title} on the careers page.`,
    meta: { event: 'applied', coverLetter: fields.cover_letter },
  })
  let applied: unknown
  if (existing) {
    // Anyone can type this e-mail: the resume on file is never replaced from here. The new
    // file waits with the candidate's documents until the team chooses (PUT candidates/:id/resume).
    const keepResume = existing.resumeDocumentId !== null
    ;[applied] = await db.batch([
      ...application.statements,
      db
        .update(candidates)
        .set({ ...(keepResume ? {} : { resumeDocumentId: doc.id }), phone: existing.phone ?? fields.phone })
        .where(and(eq(candidates.businessId, business.id), eq(candidates.id, candidateId))),
      ...(keepResume
        ? [
            unrequestedDocumentInsert(db, {
              businessId: business.id,
              candidateId,
              documentId: doc.id,
              name: applicationResumeName(job.title),
            }),
          ]
        : []),
    ])
  } else {
    ;[, applied] = await db.batch([
      db.insert(candidates).values({
        id: candidateId,
        businessId: business.id,
        firstName: fields.first_name,
        lastName: fields.last_name,
        email: fields.email,
        phone: fields.phone,
        summary: fields.cover_letter,
        skills: [],
        source: APPLY_SOURCE,
        resumeDocumentId: doc.id,
      }),
      ...application.statements,
    ])
  }
  // Two submissions racing for the same job: the unique index kept the first.
  if (changesOf(applied) === 0) throw appliedBefore(job.title)
  if (!existing) await candidatesChanged(scope, candidateId)
  const name = existing
    ? `${existing.firstName} ${existing.lastName}`.trim()
    : `${fields.first_name} ${fields.last_name}`.trim()
  await applicationReceived(scope, {
    applicationId: application.id,
    candidate: { id: candidateId, name, assignedTo: existing?.assignedTo ?? null },
    job,
    knownCandidate: !!existing,
    source: APPLY_SOURCE,
  })
  const mail = await composeCandidateMail(
    scope,
    await templateContent(db, business.id, 'candidate.application_received'),
    candidateVars(scope, {
      name: `${fields.first_name} ${fields.last_name}`,
      firstName: fields.first_name,
      email: fields.email,
      opportunityTitle: job.title,
    }),
    null,
  )
  await sendMail(env, db, {
    to: fields.email,
    subject: mail.subject,
    html: mail.html,
    businessId: business.id,
    template: 'candidate.application_received',
  })
  return { stored: true, candidateId, applicationId: application.id, isNew: !existing }
}

/** Applications from the careers page say so. */
export const APPLY_SOURCE = 'careers page' satisfies CandidateSource

/** The per-IP budget of the apply form (shared by the API and any plain form post). */
export const countApplyHit = (db: Db, ip: string) => hit(db, `apply:ip:${ip}`, LIMITS.publicFormPerIp)

/**
 * One submitted application form, whichever way it came (the API used by the page's script,
 * or a plain form post without JavaScript): rate limit, honeypot, the open job, the fields,
 * then the application. Throws ApiError (404, 422, 429 ...) for the caller to present.
 */
export async function submitApplication(
  scope: BusinessScope,
  jobId: string,
  body: Record<string, string | File | (string | File)[]>,
  ip: string,
) {
  await countApplyHit(scope.db, ip)
  const values = Object.fromEntries(
    APPLY_FIELD_NAMES.map((k) => [k, typeof body[k] === 'string' ? body[k] : undefined]),
  )
  // A bot that filled the honeypot learns nothing: the same answer as a real application.
  if (typeof values.website === 'string' && values.website.trim() !== '') return { applied: false, values }
  const job = await findApplicableJob(scope, jobId)
  const parsed = applyFields.safeParse(values)
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error.issues)
    throw new ApiError(422, errors[0]?.message ?? 'Please check the form.', errors)
  }
  const result = await applyToJob(scope, job, parsed.data, body.resume)
  return { applied: result.stored, values }
}
