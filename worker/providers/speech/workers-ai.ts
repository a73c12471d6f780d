/**
 * The production adapter: Workers AI Whisper (`@cf/openai/whisper-large-v3-turbo` unless
 * SPEECH_AI_MODEL says otherwise), through the AI binding. It takes the audio as base64 and
 * answers `{ text }`. A missing binding or a failed call is a `failed` transcript: the audio is
 * kept and the reviewer listens to it.
 */
import type { AiBinding } from '../resume'
import type { AudioInput, SpeechToText, TranscriptResult } from './types'

export const DEFAULT_SPEECH_MODEL = '@cf/openai/whisper-large-v3-turbo'

function base64(bytes: Uint8Array): string {
  let binary = ''
  const step = 0x8000
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step))
  return btoa(binary)
}

export function workersAiSpeech(ai: AiBinding | undefined, model = DEFAULT_SPEECH_MODEL): SpeechToText {
  const provider = `workers-ai:${model}`
  return {
    name: provider,
    async transcribe(audio: AudioInput): Promise<TranscriptResult> {
      if (!ai) return { status: 'failed', transcript: null, provider, error: 'The AI binding is not configured.' }
      try {
        const answer = (await ai.run(model, { audio: base64(audio.bytes) })) as { text?: unknown }
        const text = typeof answer?.text === 'string' ? answer.text.trim() : ''
        return { status: 'done', transcript: text, provider }
      } catch (err) {
        return { status: 'failed', transcript: null, provider, error: String(err) }
      }
    },
  }
}
