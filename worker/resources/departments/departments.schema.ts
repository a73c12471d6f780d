import { listQuery, PAGE_SIZE } from '../../lib/pagination'
import { activeStatus, optionalText } from '../../schemas/org-common'
import { z } from '../../schemas/zod'

export const departmentInput = z.object({
  name: z.string().trim().min(2).max(120),
  description: optionalText(2000),
})

export const departmentListQuery = listQuery(PAGE_SIZE.departments).extend({ status: activeStatus.optional() })

export type DepartmentInput = z.infer<typeof departmentInput>
export type DepartmentListQuery = z.infer<typeof departmentListQuery>
