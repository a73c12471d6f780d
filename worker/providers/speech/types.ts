/** Speech to text for spoken exam answers (docs/proctoring.md). */
export type TranscriptResult =
  /** The provider wrote the transcript. */
  | { status: 'done'; transcript: string; provider: string }
  /** No provider can transcribe here: the audio is kept and a person listens to it. */
  | { status: 'waiting_for_provider'; transcript: null; provider: string }
  | { status: 'failed'; transcript: null; provider: string; error: string }

export type AudioInput = { bytes: Uint8Array; contentType: string }

export interface SpeechToText {
  readonly name: string
  transcribe(audio: AudioInput): Promise<TranscriptResult>
}
