import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts'

// Intl output uses narrow no-break spaces in places; compare with plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

describe('formatters', () => {
  it('formats money from minor units per language', () => {
    expect(plain(formatMoney(123456, 'EUR', 'en'))).toBe('€1,234.56')
    expect(plain(formatMoney(123456, 'EUR', 'nl'))).toBe('€ 1.234,56')
    expect(plain(formatMoney(-5, 'EUR', 'nl'))).toBe('€ -0,05')
  })

  it('respects currencies without minor units', () => {
    expect(plain(formatMoney(1500, 'JPY', 'en'))).toBe('JP¥1,500')
  })

  it('formats numbers per language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5')
  })

  it('formats dates per language in the given time zone', () => {
    const value = '2025-03-04T10:15:00Z'
    expect(formatDate(value, 'en', 'UTC')).toBe('4 Mar 2025')
    expect(formatDate(value, 'nl', 'UTC')).toBe('4 mrt 2025')
    expect(plain(formatDateTime(value, 'en', 'UTC'))).toBe('4 Mar 2025, 10:15')
    expect(plain(formatDateTime(value, 'nl', 'UTC'))).toBe('4 mrt 2025, 10:15')
  })
})
