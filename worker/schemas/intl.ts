import { z } from './zod'

/**
 * Fields checked against the platform's own ICU data (the same in the Worker and the browser):
 * ISO 4217 currencies from Intl.supportedValuesOf('currency'), IANA time zones by asking
 * Intl.DateTimeFormat to use them.
 */
let currencies: Set<string> | null = null
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'))
  return currencies.has(code)
}

export function isTimeZone(zone: string): boolean {
  // Offsets such as '+01:00' are accepted by newer engines but are not IANA zones.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Currency is not a valid ISO 4217 currency code')

export const timeZone = z.string().trim().refine(isTimeZone, 'Timezone is not a valid IANA time zone')

/** The currencies a select box offers, by code. */
export const currencyOptions = () => Intl.supportedValuesOf('currency')

/** An optional text field: '' and null both mean "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null)
