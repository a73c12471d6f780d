/**
 * Money on the server (invoices, e-mails): amounts are integers in the currency's minor unit
 * (cents for USD, none for JPY, fils for KWD), formatted by the platform's own ICU data so
 * every ISO 4217 currency comes out right without a table of our own.
 */
const LOCALE = 'en-US'

/** How many minor units a currency has (USD 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

/** formatMoney(14900, 'USD') -> '$149.00'; formatMoney(5000, 'JPY') -> '¥5,000'; display 'code' -> 'USD 149.00'. */
export function formatMoney(amountMinor: number, currency: string, display: 'symbol' | 'code' = 'symbol'): string {
  const code = currency.toUpperCase()
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, currencyDisplay: display }).format(
    amountMinor / 10 ** currencyDigits(code),
  )
}

/** Every ISO 4217 code this runtime knows (Intl.supportedValuesOf), cached. */
let known: Set<string> | null = null
export function isCurrency(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'))
  return known.has(code)
}
