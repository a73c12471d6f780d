import { and, desc, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { offerLetters } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { download } from '../../lib/download'
import { ok } from '../../lib/envelope'
import { requestMeta } from '../../lib/request'
import type { CandidateScope } from '../../lib/scope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { requireAuth } from '../../middleware/session'
import { candidateFile, declineOffer, markViewed } from './esign.service'
import { PDF } from './offer-files.service'
import { offerFileQuery, reasonInput } from './offer-letters.schema'
import { presentForCandidate, selectOffers } from './offer-letters.service'

const signedIn = requireAuth('candidate')
const offer = owned(offerLetters, 'Offer letter')
const scopeOf = (v: unknown) => v as CandidateScope

/**
 * /candidate/offer_letters (added by issue 19): the signed-in candidate's own offers on their
 * candidate host. Signing goes through the contract's otp endpoints (docs/offers.md).
 */
export const candidateOfferLetterRoutes = new Hono<BusinessEnv>()
  .get('/', signedIn, async (c) => {
    const scope = scopeOf(c.var)
    const rows = await selectOffers(
      scope,
      and(eq(offerLetters.candidateId, scope.actor.id), ne(offerLetters.status, 'draft')),
    ).orderBy(desc(offerLetters.sentAt), desc(offerLetters.id))
    return ok(
      c,
      'Offer letters fetched.',
      rows.map((r) => presentForCandidate(r, scope.business.name)),
    )
  })
  // Opening it marks it viewed (the first time), with where from, in the audit trail.
  .get('/:id', signedIn, offer, async (c) => {
    const scope = scopeOf(c.var)
    const row = await markViewed(scope, c.req.param('id'), requestMeta(c))
    return ok(c, 'Offer letter fetched.', presentForCandidate(row, scope.business.name))
  })
  .get('/:id/download', signedIn, offer, validate('query', offerFileQuery), async (c) => {
    const scope = scopeOf(c.var)
    const { row, file } = await candidateFile(scope, c.req.param('id'), c.req.valid('query').version ?? null)
    return download(file.bytes, {
      fileName: file.doc.fileName,
      contentType: PDF,
      headers: { 'x-offer-status': row.offer.status },
    })
  })
  .post('/:id/decline', signedIn, offer, validate('json', reasonInput), async (c) => {
    const scope = scopeOf(c.var)
    const row = await declineOffer(scope, c.req.param('id'), c.req.valid('json'), requestMeta(c))
    return ok(c, 'You declined the offer. The company has been told.', presentForCandidate(row, scope.business.name))
  })
