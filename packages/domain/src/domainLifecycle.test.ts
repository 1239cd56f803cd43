import { describe, expect, it } from 'vitest'
import { type DomainLifecycle, domainLifecycle, type TldKind } from './domainLifecycle.ts'

type Row = [kind: TldKind, today: string, expected: DomainLifecycle]

// Every domain here expires on 2027-03-10; each row is a day and the state the registry has it in.
const rows: Row[] = [
  ['gtld', '2027-03-09', { state: 'active', until: '2027-03-10', recovery: 'renew' }],
  ['gtld', '2027-03-10', { state: 'grace', until: '2027-04-09', recovery: 'renew' }],
  ['gtld', '2027-04-08', { state: 'grace', until: '2027-04-09', recovery: 'renew' }],
  ['gtld', '2027-04-09', { state: 'redemption', until: '2027-05-09', recovery: 'restore' }],
  ['gtld', '2027-05-08', { state: 'redemption', until: '2027-05-09', recovery: 'restore' }],
  ['gtld', '2027-05-09', { state: 'pending_delete', until: '2027-05-14', recovery: null }],
  ['gtld', '2027-05-14', { state: 'released', until: null, recovery: null }],
  ['nl', '2027-03-09', { state: 'active', until: '2027-03-10', recovery: 'renew' }],
  ['nl', '2027-03-10', { state: 'quarantine', until: '2027-04-19', recovery: 'restore' }],
  ['nl', '2027-04-18', { state: 'quarantine', until: '2027-04-19', recovery: 'restore' }],
  ['nl', '2027-04-19', { state: 'released', until: null, recovery: null }],
  ['cctld', '2027-03-10', { state: 'grace', until: '2027-04-09', recovery: 'renew' }],
  ['cctld', '2027-04-09', { state: 'redemption', until: '2027-05-09', recovery: 'restore' }],
  ['cctld', '2027-05-09', { state: 'released', until: null, recovery: null }],
]

describe('domainLifecycle', () => {
  it.each(rows)('%s on %s', (kind, today, expected) => {
    expect(domainLifecycle(kind, '2027-03-10', today)).toEqual(expected)
  })

  it('follows the windows a TLD in the catalogue sets', () => {
    const windows = { graceDays: 0, redemptionDays: 30, pendingDeleteDays: 5 }
    expect(domainLifecycle('gtld', '2028-02-29', '2028-02-29', windows)).toEqual({
      state: 'redemption',
      until: '2028-03-30',
      recovery: 'restore',
    })
    expect(domainLifecycle('gtld', '2028-02-29', '2028-04-04', windows).state).toBe('released')
  })

  it('crosses a year end', () => {
    // 40 days from 20 December: quarantine to 28 January, free on the 29th.
    expect(domainLifecycle('nl', '2026-12-20', '2027-01-29')).toEqual({
      state: 'released',
      until: null,
      recovery: null,
    })
    expect(domainLifecycle('nl', '2026-12-20', '2027-01-28').state).toBe('quarantine')
  })
})
