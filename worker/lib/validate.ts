import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import { toFieldErrors, type z } from '../schemas/zod'
import { ApiError } from './errors'
import { describeRoute } from './route-meta'

/**
 * The one validation wrapper: zod issues become a 422 envelope whose `errors` carry the
 * seed's messages and whose `message` is the first of them (what a toast shows). The schema is
 * left on the middleware (lib/route-meta.ts): the OpenAPI document is generated from it.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const errors = toFieldErrors(result.error.issues)
      throw new ApiError(422, errors[0]?.message ?? 'The request is not valid.', errors)
    }
  })
  return describeRoute(middleware, { kind: 'validate', target, schema })
}
