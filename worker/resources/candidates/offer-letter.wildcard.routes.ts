import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { candidates } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { forbidden } from '../../lib/errors'
import { requestMeta } from '../../lib/request'
import type { CandidateScope } from '../../lib/scope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { staffCanOrCandidateSelf } from '../../middleware/staff-or-candidate'
import { confirmSignature, resendSigningCode, startSigning } from '../offer-letters/esign.service'
import { esignGenerate, esignResend, esignVerify, sendOffer } from '../offer-letters/offer-letters.schema'
import { presentForCandidate } from '../offer-letters/offer-letters.service'
import { sendForCandidate } from '../offer-letters/send.service'

/** Staff or the candidate themselves (on the candidate host), then the candidate of this business. */
const staffOrSelf = staffCanOrCandidateSelf('candidates.send_offer')
const candidate = owned(candidates, 'Candidate')

/** Only the candidate signs: staff may resend the code, never ask for one or use one (before the body is read). */
const signerOnly = createMiddleware<BusinessEnv>(async (c, next) => {
  if (c.var.actor.kind !== 'candidate')
    throw forbidden('Only the candidate can sign their offer. You can resend the signing code they asked for.')
  await next()
})

const sentTo = (email: string) => `We e-mailed a 6-digit code to ${email}. It expires in 10 minutes.`

/**
 * The contract's offer endpoints under /wildcard/candidates/:id (docs/offers.md): staff send the
 * offer on the business host; the candidate signs on their candidate host, where the wildcard
 * API also answers, with their own id in the path.
 */
export const candidateOfferLetterRoutes = new Hono<BusinessEnv>()
  .post(
    '/:id/offer_letter/send',
    staffCan('candidates.send_offer'),
    candidate,
    validate('json', sendOffer),
    async (c) => {
      const { offer, resent } = await sendForCandidate(c.var, c.req.param('id'), c.req.valid('json'))
      return ok(c, resent ? 'The offer e-mail was sent again.' : 'Offer letter sent.', offer)
    },
  )
  .post(
    '/:id/offer_letter/esign/otp/generate',
    staffOrSelf,
    candidate,
    signerOnly,
    validate('json', esignGenerate),
    async (c) => {
      const answer = await startSigning(c.var as unknown as CandidateScope, c.req.valid('json'), requestMeta(c))
      return ok(c, sentTo(answer.sentTo), answer)
    },
  )
  .post('/:id/offer_letter/esign/otp/resend', staffOrSelf, candidate, validate('json', esignResend), async (c) => {
    const answer = await resendSigningCode(
      c.var,
      c.req.param('id'),
      c.req.valid('json').offer_letter_id,
      requestMeta(c),
    )
    return ok(c, sentTo(answer.sentTo), answer)
  })
  .post(
    '/:id/offer_letter/esign/otp/verify',
    staffOrSelf,
    candidate,
    signerOnly,
    validate('json', esignVerify),
    async (c) => {
      const row = await confirmSignature(c.var as unknown as CandidateScope, c.req.valid('json'), requestMeta(c))
      return ok(c, 'Offer letter signed.', presentForCandidate(row, c.var.business.name))
    },
  )
