/**
 * One live online exam (design.md, "Interviews and exams"): a Durable Object named by the
 * interview id. It holds the deadline (an alarm submits the exam when it passes, whether or not
 * the browser is still there), the answers as they are given (one entry per question, kept by
 * revision so late autosaves never overwrite newer ones), the last heartbeat and the warning
 * count, and the WebSockets of staff watching (hibernation API: a watcher costs nothing while
 * idle). It is the only writer of the exam's state while the exam runs, so "refused after the
 * deadline" and "the alarm auto-submits" cannot race. Once the exam ends, D1 is the record
 * (interview_records, the interview's score); the answers stay here for the audit.
 * docs/exams.md.
 */
import { DurableObject } from 'cloudflare:workers'
import { beginExam, finishExam } from '../worker/resources/interviews/exam-lifecycle.service'
import type {
  LiveAnswer,
  LiveMeta,
  LiveSnapshot,
  SaveRefusal,
  StartInit,
} from '../worker/resources/interviews/live-exam.types'

const META = 'meta'
const ANSWER = 'answer:'
/** A failed write of the result to D1 is retried this long after. */
const RETRY_MS = 30_000

export class LiveExam extends DurableObject<Env> {
  /** One write of the result to D1 at a time (a submit and the alarm may both ask). */
  private persisting: Promise<void> | null = null

  private meta(): Promise<LiveMeta | undefined> {
    return this.ctx.storage.get<LiveMeta>(META)
  }

  private async answers(): Promise<Map<string, LiveAnswer>> {
    const stored = await this.ctx.storage.list<LiveAnswer>({ prefix: ANSWER })
    return new Map([...stored].map(([key, value]) => [key.slice(ANSWER.length), value]))
  }

  private async snapshotOf(meta: LiveMeta): Promise<LiveSnapshot> {
    const answers = await this.answers()
    const now = Date.now()
    return {
      interview_id: meta.interviewId,
      status: meta.status,
      started_at: meta.startedAt,
      deadline_at: meta.deadlineAt,
      ended_at: meta.endedAt,
      server_now: now,
      remaining_ms: meta.status === 'in_progress' ? Math.max(0, meta.deadlineAt - now) : 0,
      answered: [...answers.values()].filter(isAnswered).length,
      total: meta.questionIds.length,
      last_heartbeat_at: meta.lastHeartbeatAt,
      current_question_id: meta.currentQuestionId,
      warnings: meta.warnings,
      max_warnings: meta.maxWarnings,
      recorded: meta.persistedAt !== null,
    }
  }

  /** What the live exam looks like now (null before it starts). */
  async snapshot(): Promise<LiveSnapshot | null> {
    const meta = await this.meta()
    return meta ? this.snapshotOf(meta) : null
  }

  /** The snapshot and the answers given so far: what a reloaded exam screen restores. */
  async state(): Promise<{ snapshot: LiveSnapshot; answers: Record<string, LiveAnswer> } | null> {
    const meta = await this.meta()
    if (!meta) return null
    return { snapshot: await this.snapshotOf(meta), answers: Object.fromEntries(await this.answers()) }
  }

  /**
   * Starts the exam once: the deadline is now + the duration (or the one D1 already holds, when
   * D1 recorded the start and this object must catch up). A second call changes nothing.
   */
  async start(init: StartInit): Promise<LiveSnapshot> {
    const existing = await this.meta()
    if (existing) return this.snapshotOf(existing)
    let meta: LiveMeta | undefined
    await this.ctx.blockConcurrencyWhile(async () => {
      meta = await this.meta()
      if (meta) return
      const startedAt = init.startedAt ?? Date.now()
      const deadlineAt = init.deadlineAt ?? startedAt + init.durationMs
      if (!init.deadlineAt) await beginExam(this.env, { ...init, startedAt, deadlineAt })
      meta = {
        interviewId: init.interviewId,
        businessId: init.businessId,
        candidateId: init.candidateId,
        questionIds: init.questionIds,
        status: 'in_progress',
        startedAt,
        deadlineAt,
        endedAt: null,
        persistedAt: null,
        lastHeartbeatAt: startedAt,
        currentQuestionId: init.questionIds[0] ?? null,
        warnings: 0,
        maxWarnings: init.maxWarnings,
      }
      await this.ctx.storage.put(META, meta)
      await this.ctx.storage.setAlarm(deadlineAt)
    })
    const snapshot = await this.snapshotOf(meta!)
    this.broadcast(snapshot)
    return snapshot
  }

  /** Keeps an answer unless the exam is over or a newer revision is already kept. Idempotent. */
  async saveAnswer(
    questionId: string,
    answer: Omit<LiveAnswer, 'savedAt'>,
  ): Promise<{ ok: true; saved_at: number; revision: number } | SaveRefusal> {
    const meta = await this.meta()
    const refusal = this.refusal(meta)
    if (refusal) return refusal
    const key = ANSWER + questionId
    const kept = await this.ctx.storage.get<LiveAnswer>(key)
    if (kept && kept.revision > answer.revision) return { ok: true, saved_at: kept.savedAt, revision: kept.revision }
    const savedAt = Date.now()
    await this.ctx.storage.put(key, { ...answer, savedAt })
    this.broadcast(await this.snapshotOf(meta!))
    return { ok: true, saved_at: savedAt, revision: answer.revision }
  }

  /** The browser is still there (and where): answers the remaining time from this clock. */
  async heartbeat(currentQuestionId: string | null): Promise<LiveSnapshot | SaveRefusal> {
    const meta = await this.meta()
    if (!meta) return { ok: false, reason: 'not_started' }
    if (meta.status === 'in_progress') {
      meta.lastHeartbeatAt = Date.now()
      if (currentQuestionId && meta.questionIds.includes(currentQuestionId)) meta.currentQuestionId = currentQuestionId
      await this.ctx.storage.put(META, meta)
    }
    const snapshot = await this.snapshotOf(meta)
    this.broadcast(snapshot)
    return snapshot
  }

  /**
   * A proctoring warning (POST …/warnings, once per warning): counted here and shown live to
   * watchers. Reaching the exam's maximum ends the exam only when the business chose so
   * (`endAtMax`); otherwise the count only flags it for the integrity review (docs/proctoring.md).
   */
  async recordWarning(endAtMax = false): Promise<(LiveSnapshot & { ended_by_warnings: boolean }) | SaveRefusal> {
    const meta = await this.meta()
    const refusal = this.refusal(meta)
    if (refusal) return refusal
    meta!.warnings += 1
    const reachedMax = meta!.warnings >= meta!.maxWarnings
    if (reachedMax && endAtMax) meta!.endedByWarnings = true
    await this.ctx.storage.put(META, meta!)
    const snapshot = await this.snapshotOf(meta!)
    this.broadcast(snapshot, 'warning')
    if (reachedMax && endAtMax) return { ...(await this.end('submitted')), ended_by_warnings: true }
    return { ...snapshot, ended_by_warnings: false }
  }

  /** The candidate submits: past the deadline it counts as expired; answers kept either way. */
  async submit(): Promise<LiveSnapshot | SaveRefusal> {
    const meta = await this.meta()
    if (!meta) return { ok: false, reason: 'not_started' }
    if (meta.status !== 'in_progress') return { ok: false, reason: meta.status }
    return this.end(Date.now() >= meta.deadlineAt ? 'expired' : 'submitted')
  }

  /**
   * The safety net of the scheduled sweep: an exam past its deadline ends as expired (if its alarm
   * was lost), and an ended exam whose result is not in D1 yet is written again.
   */
  async expireIfDue(): Promise<LiveSnapshot | null> {
    const meta = await this.meta()
    if (!meta) return null
    if (meta.status === 'in_progress' && Date.now() >= meta.deadlineAt) return this.end('expired')
    if (meta.status !== 'in_progress' && meta.persistedAt === null) await this.persist().catch(() => undefined)
    return this.snapshotOf((await this.meta())!)
  }

  /** The deadline: submit as expired, or retry writing an ended exam's result to D1. */
  override async alarm(): Promise<void> {
    const meta = await this.meta()
    if (!meta) return
    if (meta.status === 'in_progress') {
      // An alarm is only ever set for the deadline; one that fires early (moved) is set again.
      if (Date.now() < meta.deadlineAt - 1000) return this.ctx.storage.setAlarm(meta.deadlineAt)
      await this.end('expired')
      return
    }
    if (meta.persistedAt === null) await this.persist().catch(() => undefined)
  }

  /** Staff watching live: the Worker has checked who they are; the socket hibernates while idle. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket')
      return new Response('Expected a WebSocket upgrade', { status: 426 })
    const pair = new WebSocketPair()
    const [client, server] = [pair[0], pair[1]]
    this.ctx.acceptWebSocket(server, ['watcher'])
    server.serializeAttachment({ employeeId: request.headers.get('x-watcher-id') })
    const meta = await this.meta()
    server.send(JSON.stringify({ type: 'snapshot', exam: meta ? await this.snapshotOf(meta) : null }))
    return new Response(null, { status: 101, webSocket: client })
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // A watcher asks for the current state (after a reconnect, or to refresh the countdown).
    if (message === 'ping' || message === '"ping"') {
      const meta = await this.meta()
      ws.send(JSON.stringify({ type: 'snapshot', exam: meta ? await this.snapshotOf(meta) : null }))
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closed')
    } catch {
      /* already closed */
    }
  }

  private refusal(meta: LiveMeta | undefined): SaveRefusal | null {
    if (!meta) return { ok: false, reason: 'not_started' }
    if (meta.status !== 'in_progress') return { ok: false, reason: meta.status }
    if (Date.now() >= meta.deadlineAt) return { ok: false, reason: 'expired' }
    return null
  }

  private async end(status: 'submitted' | 'expired'): Promise<LiveSnapshot> {
    const meta = (await this.meta())!
    if (meta.status === 'in_progress') {
      meta.status = status
      meta.endedAt = Date.now()
      await this.ctx.storage.put(META, meta)
      await this.ctx.storage.deleteAlarm()
    }
    this.broadcast(await this.snapshotOf(meta))
    // The answers are frozen here already; a failed D1 write is retried by the alarm.
    await this.persist().catch(() => undefined)
    const after = (await this.meta())!
    const snapshot = await this.snapshotOf(after)
    this.broadcast(snapshot)
    return snapshot
  }

  private persist(): Promise<void> {
    this.persisting ??= (async () => {
      try {
        const meta = (await this.meta())!
        if (meta.persistedAt !== null) return
        await finishExam(this.env, meta, await this.answers())
        meta.persistedAt = Date.now()
        await this.ctx.storage.put(META, meta)
      } catch (err) {
        console.error(JSON.stringify({ level: 'error', msg: 'exam result not recorded yet', error: String(err) }))
        await this.ctx.storage.setAlarm(Date.now() + RETRY_MS)
        throw err
      } finally {
        this.persisting = null
      }
    })()
    return this.persisting
  }

  private broadcast(snapshot: LiveSnapshot, type: 'progress' | 'warning' = 'progress') {
    const message = JSON.stringify({ type, exam: snapshot })
    for (const ws of this.ctx.getWebSockets('watcher')) {
      try {
        ws.send(message)
      } catch {
        /* a closing socket */
      }
    }
  }
}

const isAnswered = (a: LiveAnswer) =>
  a.selectedOption !== null || !!a.text?.trim() || !!a.code?.trim() || a.audioDocumentId !== null
