import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type FieldError = { field: string; message: string }

/** The one error type of the API: thrown anywhere, answered by app.onError as the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: FieldError[] = [],
    /** Extra response headers (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const notFound = (what = 'Record') => new ApiError(404, `${what} not found.`)
export const unauthorized = (message: 'Authorization Failed.' | 'Session Expired.' = 'Authorization Failed.') =>
  new ApiError(401, message)
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, message)
export const conflict = (message: string) => new ApiError(409, message)
export const badRequest = (message: string, errors: FieldError[] = []) => new ApiError(400, message, errors)

/** 429 with Retry-After (whole seconds, at least 1). */
export const tooManyAttempts = (message: string, retryAfterMs: number) =>
  new ApiError(429, message, [], { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) })
