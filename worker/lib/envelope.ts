import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type SnakeKeys, toSnakeKeys } from './case'
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

/** The JSON of a service's answer as `ok` would send it (a kept answer: services/kept-answers.ts). */
export type JsonOf<T> = string & { readonly answer?: SnakeKeys<T> }

/** A successful answer whose `data` is already JSON: sent as it is, typed as `ok` types it. */
export function okJson<T>(c: Context, message: string, data: JsonOf<T>) {
  const body = `{"success":true,"message":${JSON.stringify(message)},"errors":[],"data":${data}}`
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as ReturnType<typeof ok<T, 200>>
}

export function created<T>(c: Context, message: string, data: T) {
  return ok(c, message, data, 201)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors: FieldError[] = []) {
  return c.json(envelope(false, message, null, errors), status)
}
