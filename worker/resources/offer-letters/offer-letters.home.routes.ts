import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { requestMeta } from '../../lib/request'
import { verifyUpload, verifyVerdict } from './verify.service'

/**
 * /home/offer_letters/verify (added by issue 19, public): is this PDF a signed offer of the
 * platform? A multipart post with a `file`; the /offers/verify page does the same without
 * JavaScript.
 */
export const homeOfferLetterRoutes = new Hono<AppEnv>().post('/verify', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const result = await verifyUpload(c.var.db, form.file, requestMeta(c).ip)
  const verdict = verifyVerdict(result)
  return ok(c, verdict.headline, { ...result, verdict })
})
