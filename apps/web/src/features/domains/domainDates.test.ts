import { describe, expect, it } from 'vitest'
import { daysBetween, lockSupported, soonDays } from './domainDates.ts'

describe('domain dates', () => {
  it('counts whole days, across months and backwards', () => {
    expect(daysBetween('2025-01-31', '2025-03-01')).toBe(29)
    expect(daysBetween('2025-03-30', '2025-03-31')).toBe(1)
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9)
  })

  it('says how many days are left only when the expiry is soon', () => {
    expect(soonDays('2025-06-20', '2025-06-01')).toBe(19)
    expect(soonDays('2025-06-01', '2025-06-01')).toBe(0)
    expect(soonDays('2026-06-01', '2025-06-01')).toBeNull()
    expect(soonDays('2025-05-01', '2025-06-01')).toBeNull()
    expect(soonDays(null, '2025-06-01')).toBeNull()
  })

  it('knows SIDN has no transfer lock', () => {
    expect(lockSupported('nl')).toBe(false)
    expect(lockSupported('.NL')).toBe(false)
    expect(lockSupported('com')).toBe(true)
  })
})
