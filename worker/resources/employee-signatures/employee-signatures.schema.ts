import { listQuery } from '../../lib/pagination'
import { activeStatus, recordId } from '../../schemas/org-common'
import { z } from '../../schemas/zod'

export const signatureInput = z.object({
  name: z.string().trim().min(2).max(80),
  /** Rich text; sanitized on the server before it is stored. */
  body: z.string().trim().min(1).max(20_000),
  /** Whose signature it is; the caller's when left out. */
  employee_id: recordId.optional().or(z.literal('')),
  is_default: z.boolean().optional(),
})

export const signatureListQuery = listQuery().extend({
  status: activeStatus.optional(),
  employee_id: recordId.optional(),
})

/** PATCH /employee-signatures/:id/status */
export const signatureStatus = z.object({ status: activeStatus })

export type SignatureInput = z.infer<typeof signatureInput>
export type SignatureListQuery = z.infer<typeof signatureListQuery>
