/** What a job description is written from: the job form and the business's profile. */
export type JobDescriptionInput = {
  title: string
  department: string | null
  skills: string[]
  niceToHave: string[]
  experienceMin: number | null
  experienceMax: number | null
  employmentType: 'full_time' | 'part_time' | 'contract' | 'internship' | 'temporary'
  workplace: 'on_site' | 'remote' | 'hybrid'
  location: string | null
  /** Shown only when the form gives it. */
  salary: { min: number | null; max: number | null; currency: string | null } | null
  /** Exactly the benefits the form gives: a description never adds one. */
  benefits: string[]
  business: {
    name: string
    industry: string | null
    size: string | null
    country: string | null
    website: string | null
  }
}

export type JobDescriptionSections = {
  about: string
  responsibilities: string[]
  requirements: string[]
  niceToHave: string[]
  benefits: string[]
}

export type JobDescription = {
  /** The description as the job form keeps it: paragraphs, '## ' headings and '- ' lists. */
  description: string
  sections: JobDescriptionSections
  /** What the person should know before accepting it (e.g. no benefits were given, so there is no Benefits section). */
  notes: string[]
  provider: 'embedded' | 'workers-ai'
}

export interface JobDescriptionGenerator {
  name: 'embedded' | 'workers-ai'
  generate(input: JobDescriptionInput): Promise<JobDescription>
}
