import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businessBranches, departments, opportunities } from '../../db/schema'
import type { Business } from '../../hosts'
import { openJobsOf } from '../../resources/jobs/jobs.service'

/** What the careers page shows of an opening: the job, its department's name and its branch's address. */
export type CareersJob = Awaited<ReturnType<typeof selectOpen>>[number]

function selectOpen(db: Db, business: Business, id?: string) {
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      code: opportunities.code,
      description: opportunities.description,
      employmentType: opportunities.employmentType,
      workplace: opportunities.workplace,
      location: opportunities.location,
      salaryMin: opportunities.salaryMin,
      salaryMax: opportunities.salaryMax,
      salaryCurrency: opportunities.salaryCurrency,
      openings: opportunities.openings,
      skills: opportunities.skills,
      experienceMin: opportunities.experienceMin,
      experienceMax: opportunities.experienceMax,
      deadline: opportunities.deadline,
      publishedAt: opportunities.publishedAt,
      createdAt: opportunities.createdAt,
      department: departments.name,
      branch: {
        name: businessBranches.name,
        address: businessBranches.address,
        city: businessBranches.city,
        state: businessBranches.state,
        country: businessBranches.country,
        postalCode: businessBranches.postalCode,
      },
    })
    .from(opportunities)
    .leftJoin(departments, eq(departments.id, opportunities.departmentId))
    .leftJoin(businessBranches, eq(businessBranches.id, opportunities.branchId))
    .where(and(openJobsOf(business), id ? eq(opportunities.id, id) : undefined))
    .orderBy(desc(opportunities.publishedAt), desc(opportunities.createdAt))
}

/** The business's open jobs, newest first. Only status 'open' is ever public. */
export function listOpenJobs(db: Db, business: Business): Promise<CareersJob[]> {
  return selectOpen(db, business)
}

/** One open job of this business, or null (another business's id is simply not found). */
export async function findOpenJob(db: Db, business: Business, id: string): Promise<CareersJob | null> {
  const [job] = await selectOpen(db, business, id).limit(1)
  return job ?? null
}
