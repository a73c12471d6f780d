/** '' from an emptied form field is stored as null. */
export const orNull = <T>(v: T | '' | null | undefined): T | null => (v === '' || v === undefined ? null : v)

/** A UNIQUE index refused the write (two requests raced past the service's own check). */
export function isUniqueViolation(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text)
}

/** '3 employees', '1 job request'. */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** 'a, b and c'. */
export function listing(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
