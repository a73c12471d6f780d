import { Hono } from 'hono'
import { offerLetters } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { download } from '../../lib/download'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { auditTrail } from './audit.service'
import { PDF, readOfferFile } from './offer-files.service'
import {
  createOfferDraft,
  offerFileQuery,
  offerListQuery,
  offerOptionsQuery,
  reasonInput,
  updateOfferDraft,
} from './offer-letters.schema'
import {
  createDraft,
  getOffer,
  listOffers,
  offerOptions,
  offerRowOr404,
  previewDraftPdf,
  updateDraft,
} from './offer-letters.service'
import { revokeOffer } from './send.service'

/**
 * /wildcard/offer_letters (added by issue 19): the business's offers. An offer shows pay, so
 * every call needs the permission to send offers (docs/offers.md, "Who sees what").
 */
const canOffer = staffCan('candidates.send_offer')
const offer = owned(offerLetters, 'Offer letter')

export const offerLetterRoutes = new Hono<BusinessEnv>()
  .get('/', canOffer, validate('query', offerListQuery), async (c) =>
    ok(c, 'Offer letters fetched.', await listOffers(c.var, c.req.valid('query'))),
  )
  .get('/options', canOffer, validate('query', offerOptionsQuery), async (c) =>
    ok(c, 'Offer options fetched.', await offerOptions(c.var, c.req.valid('query').candidate_id)),
  )
  .post('/', canOffer, validate('json', createOfferDraft), async (c) =>
    created(c, 'Offer letter drafted.', await createDraft(c.var, c.req.valid('json'))),
  )
  .get('/:id', canOffer, offer, async (c) => ok(c, 'Offer letter fetched.', await getOffer(c.var, c.req.param('id'))))
  .put('/:id', canOffer, offer, validate('json', updateOfferDraft), async (c) =>
    ok(c, 'Offer letter updated.', await updateDraft(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/:id/revoke', canOffer, offer, validate('json', reasonInput), async (c) =>
    ok(c, 'Offer letter revoked.', await revokeOffer(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .get('/:id/audit', canOffer, offer, async (c) =>
    ok(c, 'Audit trail fetched.', await auditTrail(c.var, c.req.param('id'))),
  )
  // A draft as it would be sent (composed now, marked as a preview); once sent, the file that was sent.
  .get('/:id/preview', canOffer, offer, async (c) => {
    const row = await offerRowOr404(c.var, c.req.param('id'))
    if (row.offer.status === 'draft') {
      const preview = await previewDraftPdf(c.var, row.offer.id)
      return download(preview.bytes, { fileName: preview.fileName, contentType: PDF, disposition: 'inline' })
    }
    const { doc, bytes } = await readOfferFile(c.var, row.offer.documentId)
    return download(bytes, { fileName: doc.fileName, contentType: PDF, disposition: 'inline' })
  })
  .get('/:id/download', canOffer, offer, validate('query', offerFileQuery), async (c) => {
    const row = await offerRowOr404(c.var, c.req.param('id'))
    const version = c.req.valid('query').version ?? (row.offer.signedDocumentId ? 'signed' : 'original')
    const id =
      version === 'signed'
        ? row.offer.signedDocumentId
        : version === 'signed_letter'
          ? row.offer.signedLetterDocumentId
          : row.offer.documentId
    const { doc, bytes } = await readOfferFile(c.var, id)
    return download(bytes, { fileName: doc.fileName, contentType: PDF })
  })
