import { listQuery } from '../../lib/pagination'
import { activeStatus } from '../../schemas/org-common'
import { z } from '../../schemas/zod'
import { TEMPLATE_CATEGORIES } from './categories.schema'

const subject = z.string().trim().min(1).max(200)
/** Rich text with placeholders; sanitized on the server. */
const body = z.string().trim().min(1).max(50_000)

export const emailTemplateInput = z.object({
  name: z.string().trim().min(2).max(120),
  subject,
  category: z.enum(TEMPLATE_CATEGORIES).default('general'),
  body,
})

/** PUT /email_templates/:id: the body may be left out (then only the details change). */
export const emailTemplateUpdate = emailTemplateInput.extend({ body: body.optional() })

export const templateBodyInput = z.object({ body })

export const emailTemplateListQuery = listQuery().extend({
  status: activeStatus.optional(),
  category: z.enum(TEMPLATE_CATEGORIES).optional(),
})

export const emailTemplateGetQuery = z.object({ preview: z.enum(['0', '1', 'true', 'false']).optional() })

export type EmailTemplateInput = z.infer<typeof emailTemplateInput>
export type EmailTemplateUpdate = z.infer<typeof emailTemplateUpdate>
export type EmailTemplateListQuery = z.infer<typeof emailTemplateListQuery>
