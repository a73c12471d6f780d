import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import { toFieldErrors, type z } from '../schemas/zod'
import { ApiError } from './errors'

/**
 * The one validation wrapper: zod issues become a 422 envelope whose `errors` carry the
 * seed's messages and whose `message` is the first of them (what a toast shows).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const errors = toFieldErrors(result.error.issues)
      throw new ApiError(422, errors[0]?.message ?? 'The request is not valid.', errors)
    }
  })
}
