import { listQuery } from '../../lib/pagination'
import { optionalText } from '../../schemas/intl'
import { activeStatus } from '../../schemas/org-common'
import { z } from '../../schemas/zod'

export const USER_TYPES = ['business_admin', 'employee'] as const

export const userListQuery = listQuery().extend({
  business_id: z.string().trim().max(64).optional(),
  status: activeStatus.optional(),
  type: z.enum(USER_TYPES).optional(),
})

export const userStatus = z.object({ status: activeStatus, reason: optionalText(500) })

export type UserListQuery = z.infer<typeof userListQuery>
