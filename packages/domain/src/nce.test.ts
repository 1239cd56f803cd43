import { describe, expect, it } from 'vitest'
import {
  cancelSubscription,
  changeTermNow,
  decreaseSeats,
  increaseSeats,
  type NceDecision,
  type NceSubscription,
  renew,
  scheduleAtRenewal,
} from './nce.ts'

// One annual subscription: 10 seats bought on 4 January 2027 at 10:00 UTC (window to 11 January
// 10:00), 5 more added on 1 March 09:00 (window to 8 March 09:00). The term ends 3 January 2028,
// so the renewal, and the next window, opens on 4 January 2028 00:00 UTC.
const base: NceSubscription = {
  status: 'active',
  skuId: 'CFQ7TTC0LF8Q:0001',
  quantity: 15,
  term: 'P1Y',
  billing: 'annual',
  termStart: '2027-01-04',
  termEnd: '2028-01-03',
  autoRenew: true,
  batches: [
    { quantity: 10, purchasedAt: '2027-01-04T10:00:00.000Z' },
    { quantity: 5, purchasedAt: '2027-03-01T09:00:00.000Z' },
  ],
  scheduled: null,
}
const RENEWAL = '2028-01-04T00:00:00.000Z'
const scheduled = { ...base, scheduled: { quantity: 8 } }

type Outcome = { ok: true; discardsScheduled: boolean } | { ok: false; rule: string; opensAt: string | null }
type Row = [
  name: string,
  sub: NceSubscription,
  now: string,
  act: (s: NceSubscription, now: Date) => NceDecision,
  Outcome,
]

const ok = (discardsScheduled = false): Outcome => ({ ok: true, discardsScheduled })
const no = (rule: string, opensAt: string | null = RENEWAL): Outcome => ({ ok: false, rule, opensAt })
const add = (n: number) => (s: NceSubscription, now: Date) => increaseSeats(s, n, 12_000, now)
const remove = (n: number) => (s: NceSubscription, now: Date) => decreaseSeats(s, n, now)
const cancel = (s: NceSubscription, now: Date) => cancelSubscription(s, now)
const termNow = (change: Parameters<typeof changeTermNow>[1]) => (s: NceSubscription, now: Date) =>
  changeTermNow(s, change, now)
const plan = (change: Parameters<typeof scheduleAtRenewal>[1]) => (s: NceSubscription, now: Date) =>
  scheduleAtRenewal(s, change, now)
const firstBatchOnly = { ...base, quantity: 10, batches: [base.batches[0] as NceSubscription['batches'][0]] }

const rows: Row[] = [
  ['add seats on purchase day', base, '2027-01-04T12:00:00Z', add(3), ok()],
  ['add seats mid-term', base, '2027-07-01T00:00:00Z', add(3), ok()],
  ['add seats on the last day of the term', base, '2028-01-03T23:00:00Z', add(1), ok()],
  ['add seats discards the scheduled renewal', scheduled, '2027-07-01T00:00:00Z', add(1), ok(true)],
  [
    'add seats on a suspended subscription',
    { ...base, status: 'suspended' },
    '2027-07-01T00:00:00Z',
    add(1),
    no('inactive', null),
  ],
  ['remove 2 seats from batch 1 inside its window', firstBatchOnly, '2027-01-10T09:59:00Z', remove(2), ok()],
  [
    'remove 2 seats from batch 1 one minute after its window',
    firstBatchOnly,
    '2027-01-11T10:01:00Z',
    remove(2),
    no('decreaseOutsideWindow'),
  ],
  [
    'remove at exactly 168 hours',
    firstBatchOnly,
    '2027-01-11T10:00:00Z',
    remove(1),
    no('decreaseOutsideWindow'),
  ],
  ['remove 5 seats while batch 2 is in its window', base, '2027-03-05T00:00:00Z', remove(5), ok()],
  [
    'remove 6 seats: batch 1 is long closed',
    base,
    '2027-03-05T00:00:00Z',
    remove(6),
    no('decreaseOutsideWindow'),
  ],
  [
    'remove 1 seat after batch 2 closed',
    base,
    '2027-03-08T09:00:01Z',
    remove(1),
    no('decreaseOutsideWindow'),
  ],
  [
    'remove inside a window discards the scheduled renewal',
    { ...scheduled, batches: base.batches },
    '2027-03-02T00:00:00Z',
    remove(1),
    ok(true),
  ],
  [
    'remove every seat is a cancellation',
    firstBatchOnly,
    '2027-01-05T00:00:00Z',
    remove(10),
    no('belowOneSeat', null),
  ],
  ['cancel inside the purchase window', firstBatchOnly, '2027-01-08T00:00:00Z', cancel, ok()],
  [
    'cancel after the purchase window',
    firstBatchOnly,
    '2027-01-12T00:00:00Z',
    cancel,
    no('cancelOutsideWindow'),
  ],
  [
    'cancel with batch 2 open but batch 1 closed',
    base,
    '2027-03-02T00:00:00Z',
    cancel,
    no('cancelOutsideWindow'),
  ],
  [
    'cancel an expired subscription',
    { ...base, status: 'expired' },
    '2027-03-02T00:00:00Z',
    cancel,
    no('inactive', null),
  ],
  [
    'cancel inside the window discards the scheduled renewal',
    { ...firstBatchOnly, scheduled: { quantity: 4 } },
    '2027-01-05T00:00:00Z',
    cancel,
    ok(true),
  ],
  ['term P1Y to P3Y mid-term', base, '2027-06-01T00:00:00Z', termNow({ term: 'P3Y' }), ok()],
  ['term P1Y to P1M mid-term', base, '2027-06-01T00:00:00Z', termNow({ term: 'P1M' }), no('shorterTerm')],
  [
    'term P1Y to P1M the day before renewal',
    base,
    '2028-01-03T12:00:00Z',
    termNow({ term: 'P1M' }),
    no('shorterTerm'),
  ],
  [
    'term P1M to P1Y discards the scheduled renewal',
    { ...scheduled, term: 'P1M', billing: 'monthly', termEnd: '2027-02-03' },
    '2027-01-20T00:00:00Z',
    termNow({ term: 'P1Y' }),
    ok(true),
  ],
  ['billing annual to monthly on P1Y', base, '2027-06-01T00:00:00Z', termNow({ billing: 'monthly' }), ok()],
  [
    'billing annual to monthly on P3Y',
    { ...base, term: 'P3Y', termEnd: '2030-01-03' },
    '2027-06-01T00:00:00Z',
    termNow({ billing: 'monthly' }),
    no('triennialBilling', '2030-01-04T00:00:00.000Z'),
  ],
  [
    'annual billing on a one-month term',
    { ...base, term: 'P1M', billing: 'monthly', termEnd: '2027-02-03' },
    '2027-01-20T00:00:00Z',
    termNow({ billing: 'annual' }),
    no('termBilling', null),
  ],
  ['schedule fewer seats at renewal', base, '2027-06-01T00:00:00Z', plan({ quantity: 8 }), ok()],
  [
    'schedule a shorter term at renewal',
    base,
    '2027-06-01T00:00:00Z',
    plan({ term: 'P1M', billing: 'monthly' }),
    ok(),
  ],
  [
    'schedule a SKU change at renewal',
    base,
    '2027-06-01T00:00:00Z',
    plan({ skuId: 'CFQ7TTC0LDPB:0001' }),
    ok(),
  ],
  [
    'schedule monthly billing on P3Y at renewal',
    { ...base, term: 'P3Y', termEnd: '2030-01-03' },
    '2027-06-01T00:00:00Z',
    plan({ billing: 'monthly' }),
    ok(),
  ],
  [
    'schedule without auto-renew',
    { ...base, autoRenew: false },
    '2027-06-01T00:00:00Z',
    plan({ quantity: 8 }),
    no('scheduleNeedsAutoRenew', null),
  ],
  ['schedule zero seats', base, '2027-06-01T00:00:00Z', plan({ quantity: 0 }), no('belowOneSeat', null)],
  [
    'schedule what already is',
    base,
    '2027-06-01T00:00:00Z',
    plan({ quantity: 15 }),
    no('nothingToChange', null),
  ],
  [
    'schedule after the term ended',
    base,
    '2028-01-04T00:00:00Z',
    plan({ quantity: 8 }),
    no('inactive', null),
  ],
]

describe('NCE commerce rules', () => {
  it.each(rows)('%s', (_name, sub, now, act, expected) => {
    const decision = act(sub, new Date(now))
    const outcome = decision.ok
      ? { ok: true, discardsScheduled: decision.discardsScheduled }
      : { ok: false, rule: decision.rule, opensAt: decision.opensAt }
    expect(outcome).toEqual(expected)
  })

  it('charges added seats pro rata to the term end', () => {
    // 1 July to 3 January inclusive is 187 of 365 days: 2 seats at 120.00 a year make 122.96.
    const decision = increaseSeats(base, 2, 12_000, new Date('2027-07-01T08:00:00Z'))
    expect(decision).toMatchObject({ ok: true, proratedMinor: 12_296, batch: { quantity: 2 } })
  })

  it('takes removed seats from the open batches only', () => {
    const decision = decreaseSeats(base, 3, new Date('2027-03-02T00:00:00Z'))
    expect(decision).toMatchObject({
      ok: true,
      batches: [
        { quantity: 10, purchasedAt: '2027-01-04T10:00:00.000Z' },
        { quantity: 2, purchasedAt: '2027-03-01T09:00:00.000Z' },
      ],
    })
  })

  it('starts a new term on an upgrade to a longer one', () => {
    expect(changeTermNow(base, { term: 'P3Y' }, new Date('2027-06-01T10:00:00Z'))).toMatchObject({
      termStart: '2027-06-01',
      termEnd: '2030-05-31',
    })
  })

  it('applies the scheduled changes at renewal and opens a new window for all seats', () => {
    const next = renew({ ...base, scheduled: { quantity: 8, term: 'P1M', billing: 'monthly' } })
    expect(next).toMatchObject({
      quantity: 8,
      term: 'P1M',
      billing: 'monthly',
      termStart: '2028-01-04',
      termEnd: '2028-02-03',
      batches: [{ quantity: 8, purchasedAt: RENEWAL }],
      scheduled: null,
    })
    expect(decreaseSeats(next, 2, new Date('2028-01-10T23:59:00Z')).ok).toBe(true)
  })

  it('lets a subscription without auto-renew expire at the term end', () => {
    expect(renew({ ...base, autoRenew: false, scheduled: { quantity: 3 } })).toMatchObject({
      status: 'expired',
      quantity: 15,
      scheduled: null,
    })
  })
})
