import { currencyDigits, formatMoney, toMinorUnits } from '@worker/lib/money'
import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from '@/lib/relative-time'

const now = new Date('2026-03-15T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('formatRelativeTime', () => {
  it.each([
    [2 * 365 * 86400, '2 years ago'],
    [45 * 86400, '1 month ago'],
    [14 * 86400, '2 weeks ago'],
    [3 * 86400, '3 days ago'],
    [5 * 3600, '5 hours ago'],
    [90, '1 minute ago'],
    [30, '30 seconds ago'],
    [0.4, 'just now'],
    [0, 'just now'],
  ])('%s seconds ago -> %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), { now, locale: 'en' })).toBe(text)
  })

  it('speaks of the future too and accepts ISO strings', () => {
    expect(formatRelativeTime('2026-03-17T12:00:00Z', { now, locale: 'en' })).toBe('in 2 days')
    expect(formatRelativeTime('not a date', { now })).toBe('')
  })
})

describe('formatMoney', () => {
  it('uses each currency’s minor units', () => {
    expect(formatMoney(123456, 'USD', { locale: 'en-US' })).toBe('$1,234.56')
    expect(formatMoney(1234, 'JPY', { locale: 'en-US' })).toBe('¥1,234')
    expect(formatMoney(123456, 'EUR', { locale: 'de-DE' })).toBe('1.234,56\u00a0€')
    expect(formatMoney(1234567, 'BHD', { locale: 'en-US' })).toBe('BHD\u00a01,234.567')
    expect(currencyDigits('BHD')).toBe(3)
    expect(currencyDigits('JPY')).toBe(0)
  })

  it('converts typed amounts to minor units', () => {
    expect(toMinorUnits(12.5, 'usd')).toBe(1250)
    expect(toMinorUnits(500, 'JPY')).toBe(500)
    expect(toMinorUnits(1.005, 'BHD')).toBe(1005)
  })
})
