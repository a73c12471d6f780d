import { createDb, type Db } from '../db/client'

/** Every background job travels as { kind, payload } on the JOBS queue. */
export type Job = { kind: string; payload: Record<string, unknown> }

/** `attempts`: this delivery's number (1 the first time), so a handler can give up on its last try. */
export type JobContext = { env: Env; db: Db; attempts: number }
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>

const handlers = new Map<string, JobHandler>()

/** Register the consumer of one job kind. Handlers must be idempotent: delivery is at-least-once. */
export function registerJob(kind: string, handler: JobHandler) {
  handlers.set(kind, handler)
}

export async function enqueue(env: Pick<Env, 'JOBS'>, job: Job) {
  await env.JOBS.send(job, { contentType: 'json' })
}

/** Exponential back-off between redeliveries: 10 s, 20 s, 40 s ... capped at 10 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(600, 10 * 2 ** Math.max(0, attempts - 1))

export async function consume(batch: MessageBatch<unknown>, env: Env) {
  const db = createDb(env.DB)
  for (const message of batch.messages) {
    const job = message.body as Partial<Job>
    const handler = job?.kind ? handlers.get(job.kind) : undefined
    if (!handler) {
      // A job nobody can run will not become runnable by retrying it.
      console.error(JSON.stringify({ level: 'error', msg: 'unknown job kind', kind: job?.kind }))
      message.ack()
      continue
    }
    try {
      await handler(job.payload ?? {}, { env, db, attempts: message.attempts })
      message.ack()
    } catch (err) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'job failed',
          kind: job.kind,
          attempts: message.attempts,
          error: String(err),
        }),
      )
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    }
  }
}
