/**
 * Money, on the server and in the browser alike (browser-safe: only `Intl`). Amounts are
 * integers in the currency's minor unit (cents for USD, none for JPY, fils for KWD), formatted
 * by the platform's own ICU data, so every ISO 4217 currency comes out right without a table of
 * our own. The web app imports this module as `@worker/lib/money`.
 */

/** The locale of what the server writes: e-mails, invoices, the API's price labels. */
export const PLATFORM_LOCALE = 'en-US'

/** How many minor units a currency has (USD 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string, locale?: string): number {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

export type MoneyFormat = {
  /** Default: the runtime's (the browser's language in the web app); the server passes PLATFORM_LOCALE. */
  locale?: string
  /** 'symbol' ($149.00, the default) or 'code' (USD 149.00, for fonts without the symbol). */
  display?: 'symbol' | 'code'
  /** Leave out the minor units of a whole amount ($49 rather than $49.00), as prices read. */
  wholeWithoutDecimals?: boolean
}

/**
 * formatMoney(14900, 'USD') -> '$149.00'; formatMoney(5000, 'JPY') -> '¥5,000';
 * { display: 'code' } -> 'USD 149.00'; { wholeWithoutDecimals: true } -> '$149'.
 * A malformed currency code (bad data) reads '149.00 US' rather than failing the page.
 */
export function formatMoney(amountMinor: number, currency: string, format: MoneyFormat = {}): string {
  const code = currency.toUpperCase()
  try {
    return new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: format.display ?? 'symbol',
      ...(format.wholeWithoutDecimals ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
    }).format(amountMinor / 10 ** currencyDigits(code, format.locale))
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${code}`
  }
}

/** A major-unit amount typed into a form -> minor units for the API (12.5 USD -> 1250). */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDigits(currency))
}
