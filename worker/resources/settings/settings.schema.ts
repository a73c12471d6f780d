import { z } from '../../schemas/zod'

const id = z.string().trim().min(1).max(64)
const permissionKey = z
  .string()
  .trim()
  .regex(/^[a-z_:]+\.[a-z_]+$/, 'Permission is not a valid permission')

export const matrixQuery = z.object({ role_id: id.optional(), area: z.enum(['admin', 'wildcard']).optional() })

export const adminNodeUpdate = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  icon: z.string().trim().max(40).nullable().optional(),
  sort_order: z.number().int().min(0).max(10_000).optional(),
  is_visible: z.boolean().optional(),
  disabled_actions: z.array(z.string().trim().min(1).max(40)).max(50).optional(),
  area: z.enum(['admin', 'wildcard']).optional(),
})

export const adminBulkUpdate = z.object({
  area: z.enum(['admin', 'wildcard']).default('wildcard'),
  nodes: z
    .array(adminNodeUpdate.omit({ area: true }).extend({ id }))
    .min(1)
    .max(200),
})

/** Business admin: one node's actions for a role. */
export const roleNodeUpdate = z.object({ role_id: id, permissions: z.array(z.string().trim().min(1).max(40)).max(50) })

/** Business admin: a role's whole permission set. */
export const roleBulkUpdate = z.object({ role_id: id, permission_keys: z.array(permissionKey).max(500) })

export const selectedPage = z
  .object({ node_id: id.optional(), path: z.string().trim().max(200).optional() })
  .refine((v) => v.node_id || v.path, {
    message: 'Please enter Node id or Path',
    path: ['node_id'],
  })

export const nodeDetail = z.object({
  node_id: id,
  role_id: id.optional(),
  area: z.enum(['admin', 'wildcard']).optional(),
})

export const createRole = z.object({
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(500).optional(),
  permission_keys: z.array(permissionKey).max(500).default([]),
})
