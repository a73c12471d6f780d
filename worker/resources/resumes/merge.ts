/**
 * How a resume's values meet a candidate's (browser-safe: save_candidate decides with it, and the
 * attach dialog previews the same decision before anything is sent).
 */
import type { MergeableField } from './resumes.schema'

export const isEmptyValue = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)

const normal = (v: unknown): string => {
  if (typeof v === 'string') return v.trim().replace(/\s+/g, ' ').toLowerCase()
  if (Array.isArray(v)) return JSON.stringify(v.map(normal).sort())
  if (v && typeof v === 'object')
    return JSON.stringify(
      Object.entries(v)
        .filter(([, x]) => !isEmptyValue(x))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, normal(x)]),
    )
  return String(v)
}

/** Phones match as the duplicate check matches them: one's digits end with the other's, seven or more. */
const PHONE_DIGITS = 7
function samePhoneDigits(a: unknown, b: unknown) {
  const x = String(a ?? '').replace(/\D/g, '')
  const y = String(b ?? '').replace(/\D/g, '')
  if (x.length < PHONE_DIGITS || y.length < PHONE_DIGITS) return false
  return x.endsWith(y) || y.endsWith(x)
}

/** Whether two values of a field say the same thing (case and spacing aside; phones by their digits). */
export function sameValue(field: MergeableField, a: unknown, b: unknown) {
  if (field === 'phone' && samePhoneDigits(a, b)) return true
  return normal(a) === normal(b)
}

export type MergeDecision = 'fill' | 'same' | 'conflict' | 'none'

/** What attaching does to one field: fills it when the candidate has none, else keeps theirs unless told. */
export function mergeDecision(field: MergeableField, current: unknown, incoming: unknown): MergeDecision {
  if (isEmptyValue(incoming)) return 'none'
  if (isEmptyValue(current)) return 'fill'
  return sameValue(field, current, incoming) ? 'same' : 'conflict'
}
