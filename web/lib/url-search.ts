import { z } from '@worker/schemas/zod'

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : S

/** Each field of a list query, optional and forgiving (see `urlSearch`). */
export type UrlSearchShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodCatch<z.ZodOptional<WithoutDefault<S[K]>>>
}

/**
 * A list screen's `validateSearch`, derived from the list query its API route validates (pick
 * the fields the screen keeps in the URL first): the same fields and rules, each optional, none
 * defaulted (so the URL stays as the user left it), and a value the URL carries that the API
 * would refuse (`?page=x`, `?status=deleted`) is dropped instead of failing the page.
 */
export function urlSearch<S extends z.ZodRawShape>(query: z.ZodObject<S>): z.ZodObject<UrlSearchShape<S>> {
  const shape: Record<string, z.ZodType> = {}
  const fields: Record<string, z.core.$ZodType> = query.shape
  for (const [key, field] of Object.entries(fields)) {
    const inner = field instanceof z.ZodDefault ? field.unwrap() : field
    shape[key] = z.optional(inner).catch(undefined)
  }
  return z.object(shape) as z.ZodObject<UrlSearchShape<S>>
}
