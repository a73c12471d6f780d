/** "Draft with AI": a job description written from the job form and the business's profile. */
import { and, eq } from 'drizzle-orm'
import { departments } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import type { StaffScope } from '../../lib/scope'
import { jobDescriptionGenerator } from '../../providers/job-description'
import type { GenerateJobDescription } from './matching.schema'

export async function generateJobDescription(scope: StaffScope, input: GenerateJobDescription) {
  const { db, env, business } = scope
  const department = input.department_id
    ? await db.query.departments.findFirst({
        where: and(eq(departments.businessId, business.id), eq(departments.id, input.department_id)),
        columns: { name: true },
      })
    : undefined
  if (input.department_id && !department) {
    const message = 'The selected department does not exist.'
    throw new ApiError(422, message, [{ field: 'department_id', message }])
  }
  const hasSalary = input.salary_min != null || input.salary_max != null
  return jobDescriptionGenerator(env).generate({
    title: input.title,
    department: department?.name ?? null,
    skills: input.skills,
    niceToHave: input.nice_to_have,
    experienceMin: input.experience_min ?? null,
    experienceMax: input.experience_max ?? null,
    employmentType: input.employment_type,
    workplace: input.workplace,
    location: input.location ?? null,
    salary: hasSalary
      ? {
          min: input.salary_min ?? null,
          max: input.salary_max ?? null,
          currency: input.salary_currency ?? business.currency,
        }
      : null,
    benefits: input.benefits,
    business: {
      name: business.name,
      industry: business.industry,
      size: business.size,
      country: business.country,
      website: business.website,
    },
  })
}
