import { Hono } from 'hono'
import { LiveExam } from '../durable-objects/live-exam'
import { api, toErrorResponse } from './app'
import { createDb } from './db/client'
import type { AppEnv } from './env'
import { hostConfig, resolveHost } from './hosts'
import { fail } from './lib/envelope'
import { secureResponse } from './lib/security-headers'
import { pageRoutes } from './pages'
import { consume } from './queues'
import './queues/jobs'
import { runScheduledTasks } from './scheduled'
import './scheduled/tasks'

/** The Durable Object classes the Worker hosts (wrangler.toml binds them). */
export { LiveExam }

/** The Worker: resolve the host, then the API under /api/v1 or the pages. */
const root = new Hono<AppEnv>()
  .use(async (c, next) => {
    const db = createDb(c.env.DB)
    c.set('db', db)
    c.set('host', await resolveHost(db, c.req.header('host') ?? new URL(c.req.url).host, hostConfig(c.env)))
    await next()
  })
  .route('/', api)
  // Unknown API routes answer the envelope, never the SPA.
  .all('/api/*', (c) => fail(c, 404, 'Route not found.'))
  .route('/', pageRoutes)

root.onError(toErrorResponse)

export default {
  // Every answer, page, file or API, leaves with the security headers (lib/security-headers).
  fetch: async (request, env, ctx) => secureResponse(request, env, await root.fetch(request, env, ctx)),
  queue: consume,
  // The cron trigger (wrangler.toml): every registered task finds what is due from the data.
  scheduled: async (controller, env, ctx) => {
    ctx.waitUntil(runScheduledTasks(env, new Date(controller.scheduledTime)))
  },
} satisfies ExportedHandler<Env>
