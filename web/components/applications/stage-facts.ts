/** How an application's time in its stage reads: "today", "1 day", "12 days" (Intl's plural rules). */
const plural = new Intl.PluralRules('en-US')

export function daysLabel(days: number): string {
  if (days === 0) return 'today in stage'
  return `${days} ${plural.select(days) === 'one' ? 'day' : 'days'} in stage`
}
