import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { interviews } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ApiError, forbidden } from '../../lib/errors'
import { describeRoute } from '../../lib/route-meta'
import { owned } from '../../middleware/owned'
import { describePermission, requestGrants } from '../../middleware/require-permission'
import { staffOnly } from '../../middleware/staff'
import { holds } from '../../services/access/grants'
import { liveExam } from '../../services/live-exam'

const WATCH = 'interviews.view'

/** Staff with the interviews permission, or one of the round's interviewers (403 otherwise). */
const mayWatch = describeRoute(
  createMiddleware<BusinessEnv>(async (c, next) => {
    const grants = await requestGrants(c)
    if (!holds(grants, WATCH)) {
      const row = await c.var.db.query.interviews.findFirst({
        where: and(eq(interviews.businessId, c.var.business.id), eq(interviews.id, c.req.param('id') ?? '')),
        columns: { interviewerIds: true },
      })
      if (!row?.interviewerIds.includes(c.var.actor.id ?? ''))
        throw forbidden(`You do not have permission to ${describePermission(WATCH)}.`)
    }
    await next()
  }),
  { kind: 'permission', anyOf: [WATCH, 'the round’s interviewers'], needs: describePermission(WATCH) },
)

/**
 * GET /wildcard/interviews/:id/live: a WebSocket to the exam's live Durable Object, which sends the
 * exam's state (answered, heartbeat, warnings, time left) as it changes (added by issue 15).
 */
export const examLiveRoutes = new Hono<BusinessEnv>().get(
  '/:id/live',
  staffOnly(),
  owned(interviews, 'Interview'),
  mayWatch,
  async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
      throw new ApiError(426, 'Open this address as a WebSocket to watch the exam live.')
    // Only pages of this portal may open it (a WebSocket is not covered by SameSite rules everywhere).
    const origin = c.req.header('origin')
    if (origin && new URL(origin).host !== new URL(c.req.url).host) throw forbidden('This page may not watch the exam.')
    const headers = new Headers(c.req.raw.headers)
    headers.set('x-watcher-id', c.var.actor.id ?? '')
    return liveExam(c.env, c.req.param('id')).fetch(new Request(c.req.raw.url, { headers }))
  },
)
