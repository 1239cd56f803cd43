import { describe, expect, it } from 'vitest'
import {
  addBusinessMinutes,
  type BusinessHours,
  businessMinutesBetween,
  DEFAULT_BUSINESS_HOURS,
} from './businessHours.ts'
import { DEFAULT_PRIORITY_MATRIX, priorityFor } from './support.ts'

const hours = DEFAULT_BUSINESS_HOURS
const at = (iso: string) => new Date(iso)
const add = (iso: string, minutes: number, h: BusinessHours = hours) =>
  addBusinessMinutes(at(iso), minutes, h).toISOString()

describe('addBusinessMinutes (Mon-Fri 09:00-17:00 Europe/Amsterdam)', () => {
  it('adds within the same working day', () => {
    // Tuesday 2025-01-14 10:00 CET = 09:00Z
    expect(add('2025-01-14T09:00:00Z', 120)).toBe('2025-01-14T11:00:00.000Z')
  })

  it('ends exactly at closing time rather than the next morning', () => {
    expect(add('2025-01-14T15:00:00Z', 60)).toBe('2025-01-14T16:00:00.000Z')
  })

  it('carries over the night', () => {
    // Tuesday 16:00 CET + 2h -> Wednesday 10:00 CET
    expect(add('2025-01-14T15:00:00Z', 120)).toBe('2025-01-15T09:00:00.000Z')
  })

  it('carries over the weekend', () => {
    // Friday 2025-01-17 16:00 CET + 2h -> Monday 2025-01-20 10:00 CET
    expect(add('2025-01-17T15:00:00Z', 120)).toBe('2025-01-20T09:00:00.000Z')
  })

  it('starts counting at the next opening when created outside the hours', () => {
    // Saturday noon -> Monday 09:00 CET + 30 min
    expect(add('2025-01-18T11:00:00Z', 30)).toBe('2025-01-20T08:30:00.000Z')
    // Tuesday 07:00 CET (before opening)
    expect(add('2025-01-14T06:00:00Z', 60)).toBe('2025-01-14T09:00:00.000Z')
    // Tuesday 20:00 CET (after closing)
    expect(add('2025-01-14T19:00:00Z', 60)).toBe('2025-01-15T09:00:00.000Z')
  })

  it('counts several days of 8 hours', () => {
    // Monday 09:00 CET + 3 business days (1440 min) -> Wednesday 17:00 CET
    expect(add('2025-01-13T08:00:00Z', 1440)).toBe('2025-01-15T16:00:00.000Z')
    // Monday 09:00 + 5 days -> Friday 17:00
    expect(add('2025-01-13T08:00:00Z', 2400)).toBe('2025-01-17T16:00:00.000Z')
  })

  it('follows daylight saving time: the wall clock, not UTC, opens at 09:00', () => {
    // Friday 2025-03-28 16:30 CET (15:30Z) + 60 -> Monday 2025-03-31 09:30 CEST (07:30Z)
    expect(add('2025-03-28T15:30:00Z', 60)).toBe('2025-03-31T07:30:00.000Z')
    // Back to winter time: Friday 2025-10-24 16:30 CEST (14:30Z) + 60 -> Monday 27th 09:30 CET (08:30Z)
    expect(add('2025-10-24T14:30:00Z', 60)).toBe('2025-10-27T08:30:00.000Z')
  })

  it('skips holidays', () => {
    const withHoliday = { ...hours, holidays: ['2025-01-15'] }
    expect(add('2025-01-14T15:00:00Z', 120, withHoliday)).toBe('2025-01-16T09:00:00.000Z')
  })

  it('zero minutes inside the hours is the start itself', () => {
    expect(add('2025-01-14T09:17:00Z', 0)).toBe('2025-01-14T09:17:00.000Z')
  })

  it('works in another zone and with other days', () => {
    const ny: BusinessHours = {
      time_zone: 'America/New_York',
      days: [1, 2, 3, 4, 5, 6],
      start: '08:00',
      end: '12:00',
    }
    // Friday 2025-01-17 11:00 EST (16:00Z) + 120 -> Saturday 09:00 EST (14:00Z)
    expect(add('2025-01-17T16:00:00Z', 120, ny)).toBe('2025-01-18T14:00:00.000Z')
  })

  it('refuses hours without working time and negative minutes', () => {
    expect(() => add('2025-01-14T09:00:00Z', 10, { ...hours, days: [] })).toThrow(RangeError)
    expect(() => add('2025-01-14T09:00:00Z', 10, { ...hours, end: '08:00' })).toThrow(RangeError)
    expect(() => add('2025-01-14T09:00:00Z', -1)).toThrow(RangeError)
  })
})

describe('businessMinutesBetween', () => {
  it('is the inverse of addBusinessMinutes', () => {
    for (const [start, minutes] of [
      ['2025-01-17T15:00:00Z', 120],
      ['2025-03-28T15:30:00Z', 60],
      ['2025-01-13T08:00:00Z', 2400],
    ] as const) {
      const end = addBusinessMinutes(at(start), minutes, hours)
      const from = addBusinessMinutes(at(start), 0, hours)
      expect(businessMinutesBetween(from, end, hours)).toBe(minutes)
    }
  })

  it('is zero across a weekend and when the end is before the start', () => {
    expect(businessMinutesBetween(at('2025-01-18T10:00:00Z'), at('2025-01-19T20:00:00Z'), hours)).toBe(0)
    expect(businessMinutesBetween(at('2025-01-14T10:00:00Z'), at('2025-01-14T09:00:00Z'), hours)).toBe(0)
  })
})

describe('priority matrix', () => {
  it('gives p1 for high impact and urgency and p4 for low', () => {
    expect(priorityFor(DEFAULT_PRIORITY_MATRIX, 'high', 'high')).toBe('p1')
    expect(priorityFor(DEFAULT_PRIORITY_MATRIX, 'medium', 'medium')).toBe('p3')
    expect(priorityFor(DEFAULT_PRIORITY_MATRIX, 'low', 'low')).toBe('p4')
  })
})
