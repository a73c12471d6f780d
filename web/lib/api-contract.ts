/**
 * The API's types, read from the Worker's own routes (`AppType`): every path the web app
 * calls, what it takes and what it answers. Nothing here is written by hand, so a renamed
 * column or field in the Worker fails `tsc` where the web app reads it.
 */
import type { AppType } from '@worker/app'
import type { ExtractSchema } from 'hono/types'

type Schema = ExtractSchema<AppType>
type Prefix = '/api/v1'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Every route the API has for a method, as its pattern without `/api/v1` ('/wildcard/departments/:id'). */
export type Route<M extends Method> = {
  [K in keyof Schema]: `$${M}` extends keyof Schema[K] ? (K extends `${Prefix}${infer P}` ? P : never) : never
}[keyof Schema]

type Endpoint<M extends Method, P extends Route<M>> = Schema[`${Prefix}${P}`][`$${M}` & keyof Schema[`${Prefix}${P}`]]

type Success<E> = E extends { status: 200 | 201 | 202; output: infer O } ? O : never

/** The `data` of a successful answer. */
export type ApiData<M extends Method, P extends Route<M>> =
  Success<Endpoint<M, P>> extends { data: infer D } ? D : never

type QueryValue = string | number | boolean | Date | null | undefined

type RawInput<M extends Method, P extends Route<M>> = Endpoint<M, P> extends { input: infer I } ? I : never

/** What a call takes: `param` for `:id`s, `query`, `json` (a form's `z.input`), `form` for uploads. */
export type ApiInput<M extends Method, P extends Route<M>> = Omit<RawInput<M, P>, 'query'> &
  (RawInput<M, P> extends { query: infer Q }
    ? { query?: { [K in keyof Q]?: QueryValue | readonly QueryValue[] } }
    : unknown)

/** The `json` body a route validates (what its form submits). */
export type ApiBody<M extends Method, P extends Route<M>> = RawInput<M, P> extends { json: infer J } ? J : never

/** The query a list route validates (what its screen keeps in the URL). */
export type ApiQuery<P extends Route<'get'>> = RawInput<'get', P> extends { query: infer Q } ? Q : never

/** One row of a list route's page. */
export type ApiRow<P extends Route<'get'>> = ApiData<'get', P> extends { rows: (infer R)[] } ? R : never

/** Arguments after the path: optional when the route takes nothing required. */
export type ArgsOf<M extends Method, P extends Route<M>, Options> =
  {} extends ApiInput<M, P> ? [input?: ApiInput<M, P>, options?: Options] : [input: ApiInput<M, P>, options?: Options]
