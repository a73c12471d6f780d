import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { toSnakeKeys } from './case'
import type { FieldError } from './errors'

/** The response envelope of every /api/v1 answer. */
export type Envelope<T> = { success: boolean; message: string; errors: FieldError[]; data: T }

export function envelope<T>(success: boolean, message: string, data: T, errors: FieldError[] = []): Envelope<T> {
  return { success, message, errors, data }
}

/** A successful answer; `data` leaves in snake_case (see lib/case.ts). */
export function ok<T>(c: Context, message: string, data: T, status: ContentfulStatusCode = 200) {
  return c.json(envelope(true, message, toSnakeKeys(data)), status)
}

export function created<T>(c: Context, message: string, data: T) {
  return ok(c, message, data, 201)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors: FieldError[] = []) {
  return c.json(envelope(false, message, null, errors), status)
}
