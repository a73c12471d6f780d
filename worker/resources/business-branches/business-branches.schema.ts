import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { activeStatus, optionalText, timeZone } from '../../schemas/org-common'
import { z } from '../../schemas/zod'
import { phone } from '../auth/auth.schema'

export const branchInput = z.object({
  name: z.string().trim().min(2).max(120),
  address: optionalText(300),
  city: optionalText(120),
  state: optionalText(120),
  country: optionalText(120),
  postal_code: optionalText(20),
  phone: phone.optional().or(z.literal('')),
  timezone: timeZone,
  is_headquarters: z.boolean().optional(),
  /** Only on update: active ⇄ inactive, with history. */
  status: activeStatus.optional(),
})

export const branchListQuery = listQuery(PAGE_SIZE.branches).extend({ status: activeStatus.optional() })

export type BranchInput = z.infer<typeof branchInput>
export type BranchListQuery = z.infer<typeof branchListQuery>
