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
 * would refuse (`?page=x`, `?status=deleted`) is dropped instead of failing the page. The
 * router reads a hand-typed `?search=123` as the number 123: a text field takes it as '123'.
 */
export function urlSearch<S extends z.ZodRawShape>(query: z.ZodObject<S>): z.ZodObject<UrlSearchShape<S>> {
  const shape: Record<string, z.ZodType> = {}
  const fields: Record<string, z.core.$ZodType> = query.shape
  for (const [key, field] of Object.entries(fields)) {
    const inner = z.optional(field instanceof z.ZodDefault ? field.unwrap() : field)
    shape[key] = inner.catch(({ value }: { value: unknown }) => {
      if (typeof value !== 'number' && typeof value !== 'boolean') return undefined
      const asText = inner.safeParse(String(value))
      return asText.success ? asText.data : undefined
    })
  }
  return z.object(shape) as z.ZodObject<UrlSearchShape<S>>
}
