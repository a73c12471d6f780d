import { Hono } from 'hono'
import { employeeSignatures } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { signatureInput, signatureListQuery, signatureStatus } from './employee-signatures.schema'
import {
  activeSignatureOptions,
  createSignature,
  getSignature,
  listSignatures,
  setSignatureStatus,
  updateSignature,
} from './employee-signatures.service'

const signature = owned(employeeSignatures, 'Signature')

/** /wildcard/employee-signatures: rich-text signatures appended to the e-mails staff send. */
export const employeeSignatureRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('signature_managements.view'), validate('query', signatureListQuery), async (c) =>
    ok(c, 'Signatures fetched.', await listSignatures(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('signature_managements.create'), validate('json', signatureInput), async (c) =>
    created(c, 'Signature created successfully.', await createSignature(c.var, c.req.valid('json'))),
  )
  // The caller's own active signatures, for the e-mail composer.
  .get('/option/all-active-signatures', staffCan('signature_managements.view', 'candidates.send_email'), async (c) =>
    ok(c, 'Signatures fetched.', await activeSignatureOptions(c.var)),
  )
  .get('/:id', staffCan('signature_managements.view'), signature, async (c) =>
    ok(c, 'Signature fetched.', await getSignature(c.var, c.req.param('id'))),
  )
  // Outside the contract: editing a signature (the catalog has no separate edit permission).
  .put('/:id', staffCan('signature_managements.create'), signature, validate('json', signatureInput), async (c) =>
    ok(c, 'Signature updated successfully.', await updateSignature(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .patch(
    '/:id/status',
    staffCan('signature_managements.change_status'),
    signature,
    validate('json', signatureStatus),
    async (c) => {
      const { status } = c.req.valid('json')
      const row = await setSignatureStatus(c.var, c.req.param('id'), status)
      return ok(c, `Signature "${row.name}" ${status === 'active' ? 'activated' : 'deactivated'}.`, row)
    },
  )
