import { createDb, type Db } from '../db/client'

/**
 * Work that runs on the clock (the cron trigger in wrangler.toml, every five minutes): interview
 * reminders, offer expiry, recording retention and the like. Each task registers itself here, the
 * way queue consumers do in `queues/`, and must be idempotent and cheap when there is nothing to do:
 * a run can be late, doubled or skipped, so a task finds what is due from the data (a due time
 * and a "done" mark), never from the time it was called.
 */
export type ScheduledContext = { env: Env; db: Db; now: Date }
export type ScheduledTask = (ctx: ScheduledContext) => Promise<void>

const tasks = new Map<string, ScheduledTask>()

export function registerScheduledTask(name: string, task: ScheduledTask) {
  tasks.set(name, task)
}

export const scheduledTaskNames = () => [...tasks.keys()]

/** Runs every task; one task's failure is logged and does not stop the others. */
export async function runScheduledTasks(env: Env, now = new Date(), only?: string[]) {
  const db = createDb(env.DB)
  const failed: string[] = []
  for (const [name, task] of tasks) {
    if (only && !only.includes(name)) continue
    try {
      await task({ env, db, now })
    } catch (err) {
      failed.push(name)
      console.error(JSON.stringify({ level: 'error', msg: 'scheduled task failed', task: name, error: String(err) }))
    }
  }
  return { ran: [...tasks.keys()].filter((n) => !only || only.includes(n)), failed }
}
