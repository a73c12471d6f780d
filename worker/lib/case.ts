/** Keys that never leave the server, whatever a service returns. */
const SECRET_KEYS = new Set(['passwordHash', 'tokenHash', 'codeHash', 'requestTokenHash', 'googleSub'])

const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * The API speaks snake_case JSON (the seed's `total_candidates`, `permission_rows` ...);
 * services speak camelCase TypeScript. Converted once, here, on the way out.
 */
export function toSnakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnakeKeys)
  if (value instanceof Date) return value.toISOString()
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_KEYS.has(key)) continue
    out[snake(key)] = toSnakeKeys(v)
  }
  return out
}
