import { describe, expect, it } from 'vitest'
import { startOfDayIn } from './businessHours.ts'
import { applyStep, type SkuSeats } from './licencePlan.ts'
import type { NceSubscription } from './nce.ts'

const sub: NceSubscription = {
  status: 'active',
  skuId: 'CFQ7TTC0LH18:0001',
  quantity: 2,
  term: 'P1Y',
  billing: 'annual',
  termStart: '2027-01-01',
  termEnd: '2027-12-31',
  autoRenew: true,
  batches: [{ quantity: 2, purchasedAt: '2027-01-01T00:00:00.000Z' }],
  scheduled: null,
}
const seats: SkuSeats = { subscription: sub, unitPriceMinor: 36_500, assigned: 2 }
const at = new Date('2027-07-02T08:00:00Z')

describe('licence planner steps', () => {
  it('an assignment without a free seat buys one pro rata, or is short when the policy says stop', () => {
    const buy = applyStep(
      seats,
      { action: 'assign', at, has: false },
      { buyMissing: true, releaseSeats: false },
    )
    expect(buy.effect).toBe('buys_seat')
    expect(buy.costMinor).toBe(18_300) // 183 of 365 days left
    expect(buy.after).toMatchObject({ assigned: 3, subscription: { quantity: 3 } })
    const stop = applyStep(
      seats,
      { action: 'assign', at, has: false },
      { buyMissing: false, releaseSeats: false },
    )
    expect(stop).toMatchObject({ effect: 'short', costMinor: 0, after: { assigned: 2 } })
  })

  it('a removal gives the seat back within 168 hours of buying it, else keeps it until the renewal', () => {
    const policy = { buyMissing: true, releaseSeats: true }
    const bought = applyStep(seats, { action: 'assign', at, has: false }, policy).after
    const soon = applyStep(
      bought,
      { action: 'remove', at: new Date('2027-07-05T00:00:00Z'), has: true },
      policy,
    )
    expect(soon).toMatchObject({
      effect: 'releases_seat',
      after: { assigned: 2, subscription: { quantity: 2 } },
    })
    expect(soon.costMinor).toBeLessThan(0)
    const late = applyStep(
      bought,
      { action: 'remove', at: new Date('2027-07-20T00:00:00Z'), has: true },
      policy,
    )
    expect(late).toMatchObject({ effect: 'keeps_seat', opensAt: '2028-01-01T00:00:00.000Z' })
    expect(late.after).toMatchObject({ assigned: 2, subscription: { quantity: 3 } })
    expect(applyStep(seats, { action: 'remove', at, has: false }, policy).effect).toBe('nothing')
  })

  it('a day starts at 00:00 on the zone’s wall clock', () => {
    expect(startOfDayIn('2027-01-04', 'Europe/Amsterdam').toISOString()).toBe('2027-01-03T23:00:00.000Z')
    expect(startOfDayIn('2027-07-01', 'Europe/Amsterdam').toISOString()).toBe('2027-06-30T22:00:00.000Z')
  })
})
