import { describe, expect, it } from 'vitest'
import { addDays, isTimeZone, todayIn } from './dates.ts'

const AMS = 'Europe/Amsterdam'

describe('todayIn', () => {
  it('dates an invoice issued at 23:30 UTC on 31 December on 1 January in Amsterdam', () => {
    expect(todayIn(AMS, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(todayIn('UTC', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
  })

  it('turns the day at local midnight: UTC+1 in winter, UTC+2 in summer', () => {
    expect(todayIn(AMS, new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31')
    expect(todayIn(AMS, new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
    expect(todayIn(AMS, new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30')
    expect(todayIn(AMS, new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01')
  })

  it('works west of UTC too', () => {
    expect(todayIn('America/New_York', new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31')
  })
})

describe('addDays', () => {
  it('rolls over months, years and leap days', () => {
    expect(addDays('2027-01-01', 14)).toBe('2027-01-15')
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  })

  it('counts calendar days across a daylight saving change', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28')
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29')
  })
})

describe('isTimeZone', () => {
  it('accepts IANA names and refuses the rest', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true)
    expect(isTimeZone('Europe/Atlantis')).toBe(false)
    expect(isTimeZone('+01:00')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone('CET; drop table')).toBe(false)
  })
})
