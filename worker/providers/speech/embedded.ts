/**
 * The embedded default: no speech-to-text model runs inside a Worker without the network (no npm
 * package ships usable weights; /work/shared/platform-facts.md), so the audio is kept as it is and
 * the transcript is marked as waiting for a provider. The reviewer sees that plainly and plays
 * the recording; nothing is guessed.
 */
import type { SpeechToText } from './types'

export const embeddedSpeech: SpeechToText = {
  name: 'embedded',
  async transcribe() {
    return { status: 'waiting_for_provider', transcript: null, provider: 'embedded' }
  },
}
