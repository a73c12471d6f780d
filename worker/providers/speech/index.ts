/**
 * Speech to text, chosen by configuration: SPEECH_TO_TEXT = "embedded" (the default: keeps the
 * audio, transcript waiting for a provider) or "workers-ai" (the AI binding; model from
 * SPEECH_AI_MODEL, empty = Whisper large v3 turbo).
 */
import type { AiBinding } from '../resume'
import { embeddedSpeech } from './embedded'
import type { SpeechToText } from './types'
import { workersAiSpeech } from './workers-ai'

export type { AudioInput, SpeechToText, TranscriptResult } from './types'

export type SpeechEnv = { SPEECH_TO_TEXT?: string; SPEECH_AI_MODEL?: string; AI?: AiBinding }

export function speechToText(env: SpeechEnv): SpeechToText {
  if (env.SPEECH_TO_TEXT === 'workers-ai') return workersAiSpeech(env.AI, env.SPEECH_AI_MODEL || undefined)
  return embeddedSpeech
}
