/**
 * Job descriptions, chosen by configuration: JOB_DESCRIPTION_GENERATOR = "embedded" (the default,
 * offline) or "workers-ai" (the AI binding, model from JOB_DESCRIPTION_AI_MODEL; falls back to embedded).
 */
import type { AiBinding } from '../resume'
import { embeddedGenerator } from './embedded'
import type { JobDescriptionGenerator } from './types'
import { workersAiGenerator } from './workers-ai'

export type { JobDescription, JobDescriptionInput, JobDescriptionSections } from './types'

export type JobDescriptionEnv = {
  JOB_DESCRIPTION_GENERATOR?: string
  JOB_DESCRIPTION_AI_MODEL?: string
  AI?: AiBinding
}

export function jobDescriptionGenerator(env: JobDescriptionEnv): JobDescriptionGenerator {
  if (env.JOB_DESCRIPTION_GENERATOR === 'workers-ai')
    return workersAiGenerator(env.AI, env.JOB_DESCRIPTION_AI_MODEL || undefined)
  return embeddedGenerator
}
