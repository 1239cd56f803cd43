import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './dates.ts'
import {
  addMonths,
  daysBetween,
  PERIOD_MONTHS,
  periodContaining,
  periodStart,
  prorate,
  type RecurringPeriod,
} from './periods.ts'

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const periodArb = fc.constantFrom<RecurringPeriod>('P1M', 'P3M', 'P1Y', 'P2Y', 'P3Y')
/** The first period of a service that starts on a random date, as prorate sees it. */
const firstPeriodArb = fc
  .tuple(dateArb, periodArb)
  .map(([anchor, p]) => ({ start: anchor, end: periodStart(anchor, p, 1) }))

describe('addMonths', () => {
  it('clamps month ends and does not drift', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31')
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28')
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28')
  })

  it('gives a real date on the same day of the month, or the month end when that day does not exist', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -240, max: 240 }), (date, months) => {
        const result = addMonths(date, months)
        expect(new Date(`${result}T00:00:00Z`).toISOString().slice(0, 10)).toBe(result)
        const day = Number(date.slice(8))
        const got = Number(result.slice(8))
        const monthEnd = addMonths(`${result.slice(0, 8)}01`, 1)
        const lastDay = Number(
          new Date(Date.parse(`${monthEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(8, 10),
        )
        expect(got).toBe(Math.min(day, lastDay))
      }),
    )
  })
})

describe('periods', () => {
  it('follow each other without gap or overlap, and every date lies in exactly one', () => {
    fc.assert(
      fc.property(dateArb, periodArb, fc.integer({ min: 0, max: 2000 }), (anchor, period, offset) => {
        const date = addDays(anchor, offset)
        const found = periodContaining(anchor, period, date)
        expect(found.start <= date && date < found.end).toBe(true)
        expect(found.start).toBe(periodStart(anchor, period, found.index))
        expect(found.end).toBe(periodStart(anchor, period, found.index + 1))
        const days = daysBetween(found.start, found.end)
        expect(days).toBeGreaterThanOrEqual(PERIOD_MONTHS[period] * 28)
        expect(days).toBeLessThanOrEqual(PERIOD_MONTHS[period] * 31)
      }),
    )
  })

  it('a change on the last day of any period leaves exactly one day of it to charge', () => {
    fc.assert(
      fc.property(dateArb, periodArb, fc.integer({ min: 0, max: 10_000_000 }), (anchor, p, amount) => {
        const period = { start: anchor, end: periodStart(anchor, p, 1) }
        const lastDay = addDays(period.end, -1)
        expect(periodContaining(anchor, p, lastDay)).toEqual({ index: 0, ...period })
        const days = daysBetween(period.start, period.end)
        expect(prorate(amount, period, lastDay)).toBe(Math.round(amount / days))
      }),
    )
  })

  it('a change on the last day of a period leaves one day to prorate', () => {
    const period = periodContaining('2027-01-31', 'P1M', '2027-02-27')
    expect(period).toEqual({ index: 0, start: '2027-01-31', end: '2027-02-28' })
    expect(prorate(2800, period, '2027-02-27')).toBe(100)
    expect(prorate(2800, period, '2027-02-28')).toBe(0)
  })
})

describe('prorate', () => {
  it('charges the whole price from the start, nothing from the end, and never more or less', () => {
    fc.assert(
      fc.property(firstPeriodArb, fc.integer({ min: 0, max: 10_000_000 }), fc.nat(), (period, amount, k) => {
        expect(prorate(amount, period, period.start)).toBe(amount)
        expect(prorate(amount, period, period.end)).toBe(0)
        const days = daysBetween(period.start, period.end)
        const from = addDays(period.start, k % (days + 1))
        const part = prorate(amount, period, from)
        expect(part).toBeGreaterThanOrEqual(0)
        expect(part).toBeLessThanOrEqual(amount)
      }),
    )
  })

  it('is additive within rounding: credit of the old price and charge of the new one add up', () => {
    fc.assert(
      fc.property(
        firstPeriodArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.nat(),
        (period, a, b, k) => {
          const from = addDays(period.start, k % (daysBetween(period.start, period.end) + 1))
          const together = prorate(a + b, period, from)
          expect(
            Math.abs(together - prorate(a, period, from) - prorate(b, period, from)),
          ).toBeLessThanOrEqual(1)
        },
      ),
    )
  })
})
