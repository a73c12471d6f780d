import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { toSnakeKeys } from './case'
import type { FieldError } from './errors'

/** The response envelope of every /api/v1 answer. */
export type Envelope<T> = { success: boolean; message: string; errors: FieldError[]; data: T }

export function envelope<T>(success: boolean, message: string, data: T, errors: FieldError[] = []): Envelope<T> {
  return { success, message, errors, data }
}

/** A successful answer; `data` leaves in snake_case (see lib/case.ts), and its type says so. */
export function ok<T, S extends 200 | 201 | 202 = 200>(c: Context, message: string, data: T, status?: S) {
  return c.json(envelope(true, message, toSnakeKeys(data)), (status ?? 200) as S)
}

export function created<T>(c: Context, message: string, data: T) {
  return ok(c, message, data, 201)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors: FieldError[] = []) {
  return c.json(envelope(false, message, null, errors), status)
}
