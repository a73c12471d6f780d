import { nounFor } from '@/lib/plural'

/** How an application's time in its stage reads: "today", "1 day", "12 days" (Intl's plural rules). */
export function daysLabel(days: number): string {
  if (days === 0) return 'today in stage'
  return `${days} ${nounFor(days, 'day', 'days')} in stage`
}
