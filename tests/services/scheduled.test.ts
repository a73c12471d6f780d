import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { registerScheduledTask, runScheduledTasks } from '../../worker/scheduled'

describe('scheduled tasks', () => {
  it('runs every task with the trigger time, and one failing task does not stop the others', async () => {
    const seen: string[] = []
    const at = new Date('2026-11-25T09:00:00Z')
    registerScheduledTask('test.first', async ({ now }) => {
      seen.push(`first ${now.toISOString()}`)
      throw new Error('boom')
    })
    registerScheduledTask('test.second', async ({ now, db }) => {
      const [row] = await db.all<{ one: number }>('select 1 as one')
      seen.push(`second ${now.toISOString()} ${row?.one}`)
    })
    const result = await runScheduledTasks(env, at, ['test.first', 'test.second'])
    expect(seen).toEqual([`first ${at.toISOString()}`, `second ${at.toISOString()} 1`])
    expect(result).toEqual({ ran: ['test.first', 'test.second'], failed: ['test.first'] })
  })
})
