import { Hono } from 'hono'
import { employeeSignatures } from '../../db/schema'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { businessOf } from '../../middleware/host'
import { owned } from '../../middleware/owned'
import { principalOf } from '../../middleware/session'
import { staffCan } from '../../middleware/staff'
import { actorOf } from '../../services/org-helpers'
import { signatureInput, signatureListQuery, signatureStatus } from './employee-signatures.schema'
import {
  activeSignatureOptions,
  createSignature,
  getSignature,
  listSignatures,
  setSignatureStatus,
  updateSignature,
} from './employee-signatures.service'

/** /wildcard/employee-signatures: rich-text signatures appended to the e-mails staff send. */
export const employeeSignatureRoutes = new Hono<AppEnv>()
  .get('/', staffCan('signature_managements.view'), validate('query', signatureListQuery), async (c) =>
    ok(c, 'Signatures fetched.', await listSignatures(c.var.db, businessOf(c.var.host).id, c.req.valid('query'))),
  )
  .post('/', staffCan('signature_managements.create'), validate('json', signatureInput), async (c) => {
    const me = principalOf(c.var.principal, 'employee')
    return created(
      c,
      'Signature created successfully.',
      await createSignature(c.var.db, businessOf(c.var.host).id, c.req.valid('json'), me.id, actorOf(me)),
    )
  })
  // The caller's own active signatures, for the e-mail composer.
  .get('/option/all-active-signatures', staffCan('signature_managements.view', 'candidates.send_email'), async (c) =>
    ok(
      c,
      'Signatures fetched.',
      await activeSignatureOptions(c.var.db, businessOf(c.var.host).id, principalOf(c.var.principal, 'employee').id),
    ),
  )
  .get('/:id', staffCan('signature_managements.view'), owned(employeeSignatures, 'Signature'), async (c) =>
    ok(c, 'Signature fetched.', await getSignature(c.var.db, businessOf(c.var.host).id, c.req.param('id'))),
  )
  // Outside the contract: editing a signature (the catalog has no separate edit permission).
  .put(
    '/:id',
    staffCan('signature_managements.create'),
    owned(employeeSignatures, 'Signature'),
    validate('json', signatureInput),
    async (c) =>
      ok(
        c,
        'Signature updated successfully.',
        await updateSignature(c.var.db, businessOf(c.var.host).id, c.req.param('id'), c.req.valid('json')),
      ),
  )
  .patch(
    '/:id/status',
    staffCan('signature_managements.change_status'),
    owned(employeeSignatures, 'Signature'),
    validate('json', signatureStatus),
    async (c) => {
      const { status } = c.req.valid('json')
      const row = await setSignatureStatus(
        c.var.db,
        businessOf(c.var.host).id,
        c.req.param('id'),
        status,
        actorOf(c.var.principal),
      )
      return ok(c, `Signature "${row.name}" ${status === 'active' ? 'activated' : 'deactivated'}.`, row)
    },
  )
