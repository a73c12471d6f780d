/**
 * Resume extraction, chosen by configuration: RESUME_EXTRACTOR = "embedded" (the default: the
 * offline parser in this folder) or "workers-ai" (the AI binding with a JSON schema, model from
 * RESUME_AI_MODEL; falls back to the embedded parser on any failure).
 */
import { embeddedExtractor } from './embedded'
import type { ResumeExtractor } from './types'
import { type AiBinding, workersAiExtractor } from './workers-ai'

export { ResumeReadError, type ResumeReadErrorCode } from './errors'
export { MAX_RESUME_BYTES } from './read'
export type { ExtractOptions, ResumeExtractor, ResumeFile } from './types'
export type { AiBinding } from './workers-ai'

export type ResumeEnv = { RESUME_EXTRACTOR?: string; RESUME_AI_MODEL?: string; AI?: AiBinding }

export function resumeExtractor(env: ResumeEnv): ResumeExtractor {
  if (env.RESUME_EXTRACTOR === 'workers-ai') return workersAiExtractor(env.AI, env.RESUME_AI_MODEL || undefined)
  return embeddedExtractor
}
