/** How many minor units a currency has (USD 2, JPY 0, BHD 3), from the platform's own data. */
export function currencyDigits(currency: string, locale?: string): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** formatMoney(123456, 'USD') -> '$1,234.56'; formatMoney(1234, 'JPY') -> '¥1,234'. */
export function formatMoney(amountCents: number, currency: string, locale?: string): string {
  const code = currency.toUpperCase()
  const value = amountCents / 10 ** currencyDigits(code, locale)
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(value)
}

/** A major-unit amount typed into a form -> minor units for the API (12.5 USD -> 1250). */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDigits(currency.toUpperCase()))
}
