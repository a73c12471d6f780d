import { Hono } from 'hono'
import { emailTemplates } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { listQuery } from '../../lib/pagination'
import { validate } from '../../lib/validate'
import { owned } from '../../middleware/owned'
import { staffCan } from '../../middleware/staff'
import { statusInput } from '../../schemas/org-common'
import {
  emailTemplateGetQuery,
  emailTemplateInput,
  emailTemplateListQuery,
  emailTemplateUpdate,
  templateBodyInput,
} from './email-templates.schema'
import {
  createTemplate,
  getBody,
  getTemplate,
  listBodies,
  listTemplates,
  setTemplateStatus,
  templateOptions,
  updateBody,
  updateTemplate,
} from './email-templates.service'

/** Who may pick a template elsewhere: a job's e-mail template, an e-mail to a candidate. */
const PICKERS = ['opportunities.create', 'opportunities.update', 'candidates.send_email'] as const

const template = owned(emailTemplates, 'E-mail template')

/** /wildcard/email_templates: the e-mails the business sends, with their subject and details. */
export const emailTemplateRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('email_templates.view'), validate('query', emailTemplateListQuery), async (c) =>
    ok(c, 'E-mail templates fetched.', await listTemplates(c.var, c.req.valid('query'))),
  )
  .post('/', staffCan('email_templates.create'), validate('json', emailTemplateInput), async (c) =>
    created(c, 'E-mail template created successfully.', await createTemplate(c.var, c.req.valid('json'))),
  )
  .get('/options/all', staffCan('email_templates.view', ...PICKERS), async (c) =>
    ok(c, 'E-mail templates fetched.', await templateOptions(c.var)),
  )
  // The answer always carries `preview` (sample data); `?preview=1` is accepted for clients that ask for it.
  .get('/:id', staffCan('email_templates.view'), template, validate('query', emailTemplateGetQuery), async (c) =>
    ok(c, 'E-mail template fetched.', await getTemplate(c.var, c.req.param('id'))),
  )
  .put('/:id', staffCan('email_templates.update'), template, validate('json', emailTemplateUpdate), async (c) =>
    ok(c, 'E-mail template updated successfully.', await updateTemplate(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .put('/:id/status', staffCan('email_templates.change_status'), template, validate('json', statusInput), async (c) => {
    const { status, reason } = c.req.valid('json')
    const row = await setTemplateStatus(c.var, c.req.param('id'), status, reason)
    return ok(c, `E-mail template ${status === 'active' ? 'activated' : 'deactivated'} successfully.`, row)
  })

/** /wildcard/template_managements: the templates' bodies, versioned (the id is the template's). */
export const templateManagementRoutes = new Hono<BusinessEnv>()
  .get('/', staffCan('email_templates.view'), validate('query', listQuery()), async (c) =>
    ok(c, 'Template bodies fetched.', await listBodies(c.var, c.req.valid('query'))),
  )
  .get('/:id', staffCan('email_templates.view'), template, async (c) =>
    ok(c, 'Template body fetched.', await getBody(c.var, c.req.param('id'))),
  )
  .put(
    '/:id/update-body',
    staffCan('email_templates.update'),
    template,
    validate('json', templateBodyInput),
    async (c) =>
      ok(
        c,
        'Template body updated successfully.',
        await updateBody(c.var, c.req.param('id'), c.req.valid('json').body),
      ),
  )
