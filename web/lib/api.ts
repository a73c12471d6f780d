/**
 * The one API client. Every /api/v1 answer is the envelope `{ success, message, errors, data }`;
 * it is unwrapped here and nowhere else: success gives `data` (and `message` through
 * `api.send`), failure throws an `ApiError`.
 */
import type { ApiData, ArgsOf, Method, Route } from './api-contract'

export const API_BASE = '/api/v1'
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again later.'
/** No answer at all (offline, the connection dropped): status 0, so screens can offer a retry. */
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.'
const SESSION_EXPIRED_MESSAGES = new Set(['Authorization Failed.', 'Session Expired.'])

export type FieldError = { field: string; message: string }
export type ApiResult<T> = { data: T; message: string }

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message)
  }
}

type QueryValue = string | number | boolean | Date | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  /** Sent as JSON (files go through `api.upload`). */
  body?: unknown
  headers?: HeadersInit
  signal?: AbortSignal
  /** For the sign-in calls themselves: a 401 there is a wrong password, not an expired session. */
  skipAuthRedirect?: boolean
}

let sessionExpiredHandler: (() => void) | null = null

/** Registers what a 401 'Authorization Failed.' / 'Session Expired.' does; returns the unregister function. */
export function onSessionExpired(handler: (() => void) | null): () => void {
  sessionExpiredHandler = handler
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = null
  }
}

function serializeValue(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

/** `{ page: 1, search: '', tags: ['a'] }` -> 'page=1&tags=a' (undefined, null and '' are left out). */
export function toSearchParams(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue]
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue
      params.append(key, serializeValue(value))
    }
  }
  return params.toString()
}

export function apiUrl(path: string, query?: Query): string {
  const qs = toSearchParams(query)
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function pickMessage(body: Record<string, unknown>): string {
  for (const key of ['message', 'error', 'detail'] as const) {
    const value = body[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return DEFAULT_ERROR_MESSAGE
}

function pickErrors(body: Record<string, unknown>): FieldError[] {
  if (!Array.isArray(body.errors)) return []
  return body.errors.filter(
    (e): e is FieldError => typeof e === 'object' && e !== null && typeof (e as FieldError).message === 'string',
  )
}

/** The one place the envelope is read: shared by fetch, XMLHttpRequest and downloads. */
function settle<T>(status: number, body: unknown, skipAuthRedirect = false): ApiResult<T> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const ok = status >= 200 && status < 300 && record.success !== false
  if (ok) return { data: record.data as T, message: typeof record.message === 'string' ? record.message : '' }
  const error = new ApiError(status, pickMessage(record), pickErrors(record))
  if (status === 401 && !skipAuthRedirect && SESSION_EXPIRED_MESSAGES.has(error.message)) sessionExpiredHandler?.()
  throw error
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', query, body, headers, signal } = options
  const h = new Headers(headers)
  if (!h.has('Accept')) h.set('Accept', 'application/json')
  const init: RequestInit = { method, credentials: 'include', headers: h, signal }
  if (body !== undefined) {
    init.body = JSON.stringify(body)
    h.set('Content-Type', 'application/json')
  }
  try {
    return await fetch(apiUrl(path, query), init)
  } catch (err) {
    // A cancelled query stays a cancellation; anything else is "no response at all".
    if (signal?.aborted) throw err
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
}

async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const res = await send(path, options)
  const body = parseJson(await res.text().catch(() => ''))
  return settle<T>(res.status, body, options.skipAuthRedirect)
}

type Options = Omit<RequestOptions, 'method' | 'body' | 'query'>

export type UploadProgress = { loaded: number; total: number; percent: number }
type UploadMethod = 'post' | 'put' | 'patch'
export type UploadOptions<M extends UploadMethod = UploadMethod> = {
  method?: M
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  skipAuthRedirect?: boolean
}

/** Multipart upload through XMLHttpRequest, the one browser API that reports upload progress. */
type RawUploadOptions = Omit<UploadOptions, 'method'> & { method?: (typeof VERBS)[UploadMethod] }

function upload<T = unknown>(path: string, formData: FormData, options: RawUploadOptions = {}): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(options.method ?? 'POST', apiUrl(path))
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable) return
      options.onProgress?.({ loaded: e.loaded, total: e.total, percent: Math.round((e.loaded / e.total) * 100) })
    }
    xhr.onload = () => {
      try {
        resolve(settle<T>(xhr.status, parseJson(xhr.responseText), options.skipAuthRedirect))
      } catch (err) {
        reject(err)
      }
    }
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE))
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(formData)
  })
}

/** 'attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf' -> 'résumé.pdf'. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const star = /filename\*\s*=\s*(?:[\w-]+'[^']*')?("?)([^";]+)\1/i.exec(header)
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2])
    } catch {
      return star[2]
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header)
  return plain?.[2]?.trim() || null
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** GET a file and save it under the server's filename. Errors come back as the envelope. */
async function download(
  path: string,
  query?: Query,
  options: Options & { save?: boolean } = {},
): Promise<{ blob: Blob; filename: string }> {
  const res = await send(path, { ...options, query, headers: { Accept: '*/*', ...options.headers } })
  if (!res.ok) settle(res.status, parseJson(await res.text().catch(() => '')), options.skipAuthRedirect)
  const blob = await res.blob()
  const filename =
    filenameFromDisposition(res.headers.get('Content-Disposition')) ??
    path.split('/').filter(Boolean).pop() ??
    'download'
  if (options.save !== false) saveBlob(blob, filename)
  return { blob, filename }
}

const data = <T>(p: Promise<ApiResult<T>>) => p.then((r) => r.data)

/** The HTTP verb of each of the typed client's methods. */
const VERBS = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const satisfies Record<
  Method,
  RequestOptions['method']
>

type CallInput = { param?: Record<string, string>; query?: Query; json?: unknown; form?: unknown }

/** '/wildcard/departments/:id' + { id: 'd 1' } -> '/wildcard/departments/d%201'. */
export function fillPath(pattern: string, param: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z_][\w]*)/g, (_, name: string) => {
    const value = param[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`)
    return encodeURIComponent(value)
  })
}

function call<T>(method: Method, pattern: string, input: CallInput = {}, options: Options = {}): Promise<ApiResult<T>> {
  return request<T>(fillPath(pattern, input.param), {
    ...options,
    method: VERBS[method],
    query: input.query,
    body: input.json,
  })
}

/** A typed call: the path is the route's pattern, the answer's type is the route's. */
const typed =
  <M extends Method>(method: M) =>
  <P extends Route<M>>(path: P, ...[input, options]: ArgsOf<M, P, Options>) =>
    data(call<ApiData<M, P>>(method, path, input as CallInput, options))

export const api = {
  get: typed('get'),
  post: typed('post'),
  put: typed('put'),
  patch: typed('patch'),
  delete: typed('delete'),
  /** The same call, answering `{ data, message }` (for screens that toast the server's message). */
  send: <M extends Method, P extends Route<M>>(method: M, path: P, ...[input, options]: ArgsOf<M, P, Options>) =>
    call<ApiData<M, P>>(method, path, input as CallInput, options),
  /** Multipart upload with progress to a route that takes a form (POST unless `method` says otherwise). */
  upload: <M extends UploadMethod = 'post', P extends Route<M> = Route<M>>(
    path: P,
    formData: FormData,
    options: UploadOptions<M> & { param?: Record<string, string> } = {},
  ) =>
    upload<ApiData<M, P>>(fillPath(path, options.param), formData, {
      ...options,
      method: options.method && VERBS[options.method],
    }),
  /** GET a file (export, report, document) and save it under the server's filename. */
  download: <P extends Route<'get'>>(
    path: P,
    input: { param?: Record<string, string>; query?: Query } = {},
    options: Options & { save?: boolean } = {},
  ) => download(fillPath(path, input.param), input.query, options),
  onSessionExpired,
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
