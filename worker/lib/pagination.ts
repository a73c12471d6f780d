import { z } from '../schemas/zod'

export const MAX_PAGE_SIZE = 100
/** The seed's page sizes: 10 for most lists, 12 for these. */
export const PAGE_SIZE = {
  default: 10,
  candidates: 12,
  departments: 12,
  employees: 12,
  branches: 12,
  plans: 12,
} as const

/** Query of every list endpoint. Limits above the maximum are clamped, not refused. */
export function listQuery(defaultLimit: number = PAGE_SIZE.default) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultLimit)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
    search: z.string().trim().max(200).optional(),
    sort: z.string().trim().max(64).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
}

export type ListQuery = z.infer<ReturnType<typeof listQuery>>
export type Page<T> = { rows: T[]; count: number; page: number; limit: number }

export const offsetOf = (q: Pick<ListQuery, 'page' | 'limit'>) => (q.page - 1) * q.limit

export function pageOf<T>(rows: T[], count: number, q: Pick<ListQuery, 'page' | 'limit'>): Page<T> {
  return { rows, count, page: q.page, limit: q.limit }
}
