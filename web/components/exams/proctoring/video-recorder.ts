/**
 * The exam's video: MediaRecorder chunks of a few seconds, each numbered, kept in IndexedDB and
 * uploaded one at a time in order; a chunk is deleted here only when the server acknowledged it
 * (201 stored, or 200 "already stored": the upload is idempotent, so a retry after a lost answer
 * is harmless). Failures retry with back-off; chunks left by an earlier page (a reload) are sent
 * too. docs/proctoring.md.
 */
import { ApiError, api } from '@/lib/api'
import { chunksOf, deleteChunk, putChunk, type StoredChunk } from './chunk-store'

export const CHUNK_MS = 3000
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15_000]

export type UploadStatus = { pending: number; pendingBytes: number; uploaded: number; retrying: boolean }

const newRecordingId = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

function pickMimeType(): string | undefined {
  for (const type of ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'])
    if (typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type)) return type
  return undefined
}

export class ExamVideo {
  private recorder: MediaRecorder | null = null
  private readonly recording = newRecordingId()
  private sequence = 0
  private chunkStart = 0
  private writes: Promise<void> = Promise.resolve()
  private uploading = false
  private attempt = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private stopped: Promise<void> | null = null
  private listeners = new Set<(s: UploadStatus) => void>()
  status: UploadStatus = { pending: 0, pendingBytes: 0, uploaded: 0, retrying: false }

  constructor(private readonly interviewId: string) {}

  onStatus(listener: (s: UploadStatus) => void) {
    this.listeners.add(listener)
    listener(this.status)
    return () => this.listeners.delete(listener)
  }

  private emit(patch: Partial<UploadStatus>) {
    this.status = { ...this.status, ...patch }
    for (const l of this.listeners) l(this.status)
  }

  /** Starts recording the stream (and sends whatever an earlier page left waiting). */
  start(stream: MediaStream) {
    if (this.recorder) return
    const mimeType = pickMimeType()
    this.recorder = new MediaRecorder(stream, mimeType ? { mimeType, videoBitsPerSecond: 250_000 } : undefined)
    this.chunkStart = Date.now()
    this.recorder.ondataavailable = (e) => {
      if (!e.data.size) return
      const now = Date.now()
      const chunk: StoredChunk = {
        interviewId: this.interviewId,
        recording: this.recording,
        sequence: this.sequence++,
        startedAt: this.chunkStart,
        durationMs: now - this.chunkStart,
        blob: e.data,
      }
      this.chunkStart = now
      this.writes = this.writes.then(() => putChunk(chunk)).then(() => this.kick())
    }
    this.recorder.start(CHUNK_MS)
    void this.kick()
  }

  /** Stops recording; resolves once the last chunk is kept in IndexedDB. */
  stop(): Promise<void> {
    const recorder = this.recorder
    if (!recorder || recorder.state === 'inactive') return this.writes
    this.stopped ??= new Promise<void>((resolve) => {
      recorder.addEventListener('stop', () => resolve(this.writes), { once: true })
      recorder.stop()
    })
    return this.stopped
  }

  /** Uploads every waiting chunk, oldest first; on failure waits (back-off) and tries again. */
  async kick(): Promise<void> {
    if (this.uploading) return
    this.uploading = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    try {
      for (;;) {
        const waiting = await chunksOf(this.interviewId)
        this.emit({ pending: waiting.length, pendingBytes: waiting.reduce((sum, c) => sum + c.blob.size, 0) })
        const next = waiting[0]
        if (!next) break
        await this.upload(next)
        await deleteChunk(next)
        this.attempt = 0
        this.emit({ uploaded: this.status.uploaded + 1, retrying: false })
      }
    } catch (err) {
      if (
        err instanceof ApiError &&
        err.status >= 400 &&
        err.status < 500 &&
        err.status !== 408 &&
        err.status !== 429
      ) {
        // The server will never take it (the exam ended long ago, its recordings were deleted).
        const waiting = await chunksOf(this.interviewId)
        if (waiting[0]) await deleteChunk(waiting[0])
        this.timer = setTimeout(() => void this.kick(), 0)
        return
      }
      const delay = BACKOFF_MS[Math.min(this.attempt++, BACKOFF_MS.length - 1)]!
      this.emit({ retrying: true })
      this.timer = setTimeout(() => void this.kick(), delay)
    } finally {
      this.uploading = false
    }
  }

  private upload(chunk: StoredChunk) {
    const form = new FormData()
    form.set('recording', chunk.recording)
    form.set('sequence', String(chunk.sequence))
    form.set('started_at', String(chunk.startedAt))
    form.set('duration_ms', String(chunk.durationMs))
    form.set('chunk', new File([chunk.blob], `${chunk.sequence}.webm`, { type: 'video/webm' }))
    return api.upload('/candidate/interviews/:id/video-chunks', form, { param: { id: this.interviewId } })
  }

  /** Resolves when nothing is waiting (after stop()): what submit waits for, with progress. */
  async drained(onProgress: (s: UploadStatus) => void, signal?: AbortSignal): Promise<void> {
    for (;;) {
      await this.writes
      const waiting = await chunksOf(this.interviewId)
      onProgress({
        ...this.status,
        pending: waiting.length,
        pendingBytes: waiting.reduce((sum, c) => sum + c.blob.size, 0),
      })
      if (!waiting.length || signal?.aborted) return
      void this.kick()
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}
