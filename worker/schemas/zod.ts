/**
 * The one configured zod: API validation and the web forms import `z` from here, so both
 * speak the seed's default messages ('Please enter {label}', '{label} is not a valid {type}',
 * min/max length). A schema may name its field with `.describe('Work e-mail')`; otherwise the
 * label comes from the field's key when the issue is turned into a field error.
 */
import { z } from 'zod'

export { z }

export const LABEL = '{label}'

type RawIssue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0]

const FORMAT_NAMES: Record<string, string> = {
  email: 'email',
  url: 'url',
  uuid: 'id',
  regex: 'format',
  datetime: 'date and time',
  date: 'date',
  time: 'time',
}

export function seedMessage(iss: RawIssue): string | undefined {
  const label = (iss.schema as { description?: string } | undefined)?.description ?? LABEL
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null || iss.input === '') return `Please enter ${label}`
      return `${label} is not a valid ${iss.expected === 'int' ? 'number' : iss.expected}`
    case 'too_small': {
      const min = Number(iss.minimum)
      if (iss.origin === 'string') {
        if (iss.input === '') return `Please enter ${label}`
        if (iss.exact) return `${label} must be ${min} characters`
        return `${label} must be at least ${min} characters`
      }
      if (iss.origin === 'array' || iss.origin === 'set') {
        return min <= 1 ? `Please select ${label}` : `${label} must have at least ${min} items`
      }
      // `.positive()` and other exclusive minimums: the minimum itself is refused too.
      return iss.inclusive === false ? `${label} must be greater than ${min}` : `${label} cannot be less than ${min}`
    }
    case 'too_big': {
      const max = Number(iss.maximum)
      if (iss.origin === 'string')
        return iss.exact ? `${label} must be ${max} characters` : `${label} cannot be longer than ${max} characters`
      if (iss.origin === 'array' || iss.origin === 'set') return `${label} cannot have more than ${max} items`
      if (iss.origin === 'file') return `${label} cannot be larger than ${Math.round(max / 1024 / 1024)} MB`
      return iss.inclusive === false ? `${label} must be less than ${max}` : `${label} cannot be greater than ${max}`
    }
    case 'invalid_format': {
      if (iss.input === '') return `Please enter ${label}`
      return `${label} is not a valid ${FORMAT_NAMES[iss.format as string] ?? String(iss.format)}`
    }
    case 'invalid_value':
      return `${label} is not a valid option`
    case 'unrecognized_keys':
      return `Unknown field ${(iss.keys as string[]).join(', ')}`
    default:
      return undefined
  }
}

// jitless: zod would otherwise probe `new Function` once, which the app's CSP (no 'unsafe-eval')
// refuses and reports as a violation; the Workers runtime refuses it too.
z.config({ customError: seedMessage, jitless: true })

/** 'first_name' -> 'First name', 'departmentId' -> 'Department'. */
export function humanize(key: string): string {
  const words = key
    .replace(/(Id|_id)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export type FieldIssue = { field: string; message: string }

/** zod issues -> the envelope's `errors` list, one entry per field (first message wins). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  const seen = new Map<string, string>()
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body'
    if (seen.has(field)) continue
    const key = [...issue.path].reverse().find((p) => typeof p === 'string') as string | undefined
    seen.set(field, issue.message.replaceAll(LABEL, humanize(key ?? 'value')))
  }
  return [...seen].map(([field, message]) => ({ field, message }))
}
