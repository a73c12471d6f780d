/**
 * Warnings on their way to the server: each gets an id here, so the browser can send it again
 * after a dropped connection and the server still keeps it once. Kept in localStorage until the
 * server answers; a 4xx (the exam is over) drops it. docs/proctoring.md.
 */
import type { WarningKind } from '@worker/resources/interviews/proctoring.schema'
import { ApiError, api } from '@/lib/api'
import type { ApiBody, ApiData } from '@/lib/api-contract'

export type WarningBody = ApiBody<'post', '/candidate/interviews/:id/warnings'>
export type WarningAnswer = ApiData<'post', '/candidate/interviews/:id/warnings'>

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 15_000]
const key = (examId: string) => `hirely:exam:${examId}:warnings`

export class WarningOutbox {
  private pending: WarningBody[]
  private sending = false
  private attempt = 0
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly examId: string,
    private readonly onAnswer: (answer: WarningAnswer) => void,
  ) {
    this.pending = this.load()
    if (this.pending.length) void this.flush()
  }

  private load(): WarningBody[] {
    try {
      return JSON.parse(localStorage.getItem(key(this.examId)) ?? '[]') as WarningBody[]
    } catch {
      return []
    }
  }

  private save() {
    try {
      if (this.pending.length) localStorage.setItem(key(this.examId), JSON.stringify(this.pending))
      else localStorage.removeItem(key(this.examId))
    } catch {
      /* storage full: the warning is still in memory */
    }
  }

  send(kind: WarningKind, extra: Omit<WarningBody, 'kind' | 'client_id' | 'occurred_at'> = {}) {
    this.pending.push({ kind, client_id: crypto.randomUUID(), occurred_at: new Date().toISOString(), ...extra })
    this.save()
    void this.flush()
  }

  async flush(): Promise<void> {
    if (this.sending) return
    this.sending = true
    if (this.timer) clearTimeout(this.timer)
    try {
      while (this.pending.length) {
        const next = this.pending[0]!
        try {
          const answer = await api.post('/candidate/interviews/:id/warnings', {
            param: { id: this.examId },
            json: next,
          })
          this.attempt = 0
          this.onAnswer(answer)
        } catch (err) {
          if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 429) throw err
          // 4xx: the exam is over (409) or the warning cannot be kept; it is not sent again.
        }
        this.pending.shift()
        this.save()
      }
    } catch {
      const delay = BACKOFF_MS[Math.min(this.attempt++, BACKOFF_MS.length - 1)]!
      this.timer = setTimeout(() => void this.flush(), delay)
    } finally {
      this.sending = false
    }
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer)
  }
}
