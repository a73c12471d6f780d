/** Keys that never leave the server, whatever a service returns. */
const SECRET_KEYS = new Set(['passwordHash', 'tokenHash', 'codeHash', 'requestTokenHash', 'googleSub'])
type SecretKey = 'passwordHash' | 'tokenHash' | 'codeHash' | 'requestTokenHash' | 'googleSub'

/** 'createdAt' -> 'created_at', at the type level: every capital letter becomes '_' + its lower case. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S

/** What `toSnakeKeys` makes of a value, as a type: the API's JSON for a service's result. */
export type SnakeKeys<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? SnakeKeys<U>[]
    : T extends Uint8Array | ArrayBuffer
      ? never
      : T extends object
        ? { [K in keyof T as K extends SecretKey ? never : K extends string ? Snake<K> : never]: SnakeKeys<T[K]> }
        : T

/**
 * The keys seen so far, converted once: a page of 140 cards repeats the same dozen keys, and the
 * regular expression per key was most of the conversion's time (issue 22's board). Bounded, since
 * keys can come from stored JSON.
 */
const SNAKE = new Map<string, string>()
const SNAKE_MAX = 5_000
function snake(key: string): string {
  let out = SNAKE.get(key)
  if (out === undefined) {
    out = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    if (SNAKE.size < SNAKE_MAX) SNAKE.set(key, out)
  }
  return out
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * The API speaks snake_case JSON (the seed's `total_candidates`, `permission_rows` ...);
 * services speak camelCase TypeScript. Converted once, here, on the way out; `SnakeKeys<T>`
 * is the same conversion for the type the web app reads.
 */
export function toSnakeKeys<T>(value: T): SnakeKeys<T> {
  return convert(value) as SnakeKeys<T>
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert)
  if (value instanceof Date) return value.toISOString()
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    if (SECRET_KEYS.has(key)) continue
    out[snake(key)] = convert(value[key])
  }
  return out
}
