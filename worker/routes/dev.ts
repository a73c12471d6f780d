import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { outboxEmails } from '../db/schema'
import type { AppEnv } from '../env'
import { ok } from '../lib/envelope'
import { ApiError } from '../lib/errors'
import { validate } from '../lib/validate'
import { z } from '../schemas/zod'

/** Development only: the embedded mail provider's outbox, where codes and links arrive. */
export const isDevelopment = (env: Pick<Env, 'ENVIRONMENT'>) => env.ENVIRONMENT === 'development'

export async function latestMail(db: AppEnv['Variables']['db'], to?: string, limit = 50) {
  return db.query.outboxEmails.findMany({
    where: to ? eq(outboxEmails.to, to.toLowerCase()) : undefined,
    orderBy: desc(outboxEmails.createdAt),
    limit,
  })
}

/** One attachment of an outbox e-mail: its name, type and bytes from R2 (undefined when there is none). */
export async function mailAttachment(db: AppEnv['Variables']['db'], env: Pick<Env, 'FILES'>, id: string, n: number) {
  const mail = await db.query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id), columns: { attachments: true } })
  const ref = mail?.attachments?.[n]
  const object = ref ? await env.FILES.get(ref.key) : null
  if (!ref || !object) return undefined
  return { filename: ref.filename, contentType: ref.contentType, body: object.body }
}

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw new ApiError(404, 'Route not found.')
    await next()
  })
  .get(
    '/mailbox',
    validate(
      'query',
      z.object({
        to: z.string().trim().max(254).optional(),
        limit: z.coerce.number().int().min(1).max(100).default(50),
      }),
    ),
    async (c) => {
      const { to, limit } = c.req.valid('query')
      return ok(c, 'Mailbox fetched.', await latestMail(c.var.db, to, limit))
    },
  )
