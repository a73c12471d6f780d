/**
 * The production writer: Workers AI text generation with a JSON schema. The model writes the
 * about paragraph, responsibilities, requirements and nice-to-haves only; salary and benefits
 * are never asked of it (compose.ts builds them from the form), and any line it writes that
 * names pay or perks is dropped. Any failure falls back to the embedded writer.
 */
import { z } from 'zod'
import type { AiBinding } from '../resume'
import { finish } from './compose'
import { embeddedGenerator } from './embedded'
import type { JobDescription, JobDescriptionGenerator, JobDescriptionInput } from './types'

export const DEFAULT_JD_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast'

export const aiSections = z.object({
  about: z.string().trim().min(40).max(1200),
  responsibilities: z.array(z.string().trim().min(5).max(240)).min(3).max(8),
  requirements: z.array(z.string().trim().min(5).max(240)).min(2).max(8),
  nice_to_have: z.array(z.string().trim().min(5).max(240)).max(6),
})

const SYSTEM = [
  'You write job descriptions that read like a thoughtful hiring manager wrote them: concrete, plain, friendly, no clichés ("rockstar", "ninja", "fast-paced environment").',
  'Answer only with JSON that follows the schema: about (one paragraph about the role and team), responsibilities, requirements, nice_to_have.',
  'Use only the facts given. Never mention salary, pay, compensation, bonuses, equity or any benefit or perk: those are written elsewhere.',
  'Do not invent facts about the company (size, awards, customers) that are not given.',
].join('\n')

function prompt(input: JobDescriptionInput): string {
  return JSON.stringify({
    company: {
      name: input.business.name,
      industry: input.business.industry,
      size: input.business.size,
      country: input.business.country,
    },
    job: {
      title: input.title,
      department: input.department,
      employment_type: input.employmentType,
      workplace: input.workplace,
      location: input.location,
      skills: input.skills,
      nice_to_have_skills: input.niceToHave,
      experience_years: { min: input.experienceMin, max: input.experienceMax },
    },
  })
}

export function workersAiGenerator(ai: AiBinding | undefined, model = DEFAULT_JD_MODEL): JobDescriptionGenerator {
  return {
    name: 'workers-ai',
    async generate(input: JobDescriptionInput): Promise<JobDescription> {
      if (!ai) {
        console.warn(
          'JOB_DESCRIPTION_GENERATOR is "workers-ai" but the AI binding is missing; using the embedded writer.',
        )
        return embeddedGenerator.generate(input)
      }
      try {
        const result = await ai.run(model, {
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: prompt(input) },
          ],
          response_format: { type: 'json_schema', json_schema: z.toJSONSchema(aiSections) },
          max_tokens: 1500,
          temperature: 0.4,
        })
        const raw = (result as { response?: unknown })?.response ?? result
        const answer = aiSections.parse(typeof raw === 'string' ? JSON.parse(raw) : raw)
        return finish(
          input,
          {
            about: answer.about,
            responsibilities: answer.responsibilities,
            requirements: answer.requirements,
            niceToHave: answer.nice_to_have,
          },
          'workers-ai',
        )
      } catch (err) {
        console.warn(
          `Workers AI job description failed (${err instanceof Error ? err.message : String(err)}); using the embedded writer.`,
        )
        return embeddedGenerator.generate(input)
      }
    },
  }
}
