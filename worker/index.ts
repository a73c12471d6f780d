import { Hono } from 'hono'
import { LiveExam } from '../durable-objects/live-exam'
import { api, toErrorResponse } from './app'
import type { AppEnv } from './env'
import { fail } from './lib/envelope'
import { secureResponse } from './lib/security-headers'
import { requestContext } from './middleware/request-context'
import { pageRoutes } from './pages'
import { consume } from './queues'
import './queues/jobs'
import { runScheduledTasks } from './scheduled'
import './scheduled/tasks'

/** The Durable Object classes the Worker hosts (wrangler.toml binds them). */
export { LiveExam }

/** The Worker: resolve the host, then the API under /api/v1 or the pages. */
const root = new Hono<AppEnv>()
  .use(requestContext)
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
