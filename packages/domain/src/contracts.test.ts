import { describe, expect, it } from 'vitest'
import { contractTerms, firstTermMonths } from './contracts.ts'

describe('firstTermMonths: the commitment in whole billing periods', () => {
  it.each([
    ['P1M', 0, 1],
    ['P1M', 12, 12],
    ['P1Y', 0, 12],
    ['P1Y', 1, 12],
    ['P1Y', 24, 24],
    ['P3M', 4, 6],
    ['P1Y', 13, 24],
  ] as const)('%s with %i months committed: %i', (period, commitment, months) => {
    expect(firstTermMonths(period, commitment)).toBe(months)
  })
})

describe('contractTerms', () => {
  const monthly12 = { start: '2026-01-15', period: 'P1M', commitmentMonths: 12, noticeDays: 30 } as const

  it('inside the commitment: the term ends at the commitment, notice 30 days before', () => {
    expect(contractTerms(monthly12, '2026-06-01')).toEqual({
      commitmentEnd: '2027-01-15',
      committed: true,
      termEnd: '2027-01-15',
      lastCancelDay: '2026-12-15',
      earliestEnd: '2027-01-15',
    })
  })

  it('a notice one day too late runs to the next term (one month after the commitment)', () => {
    const terms = contractTerms(monthly12, '2026-12-16')
    expect(terms.termEnd).toBe('2027-01-15')
    expect(terms.earliestEnd).toBe('2027-02-15')
  })

  it('after the commitment the contract renews per billing period', () => {
    const terms = contractTerms(monthly12, '2027-03-20')
    expect(terms.committed).toBe(false)
    expect(terms.termEnd).toBe('2027-04-15')
    expect(terms.lastCancelDay).toBe('2027-03-15')
    // 2027-03-20 is past the notice for April: the contract ends in May.
    expect(terms.earliestEnd).toBe('2027-05-15')
  })

  it('without commitment or notice: the end of the current period, cancellable until its last day', () => {
    const plain = { start: '2026-01-31', period: 'P1M', commitmentMonths: 0, noticeDays: 0 } as const
    const terms = contractTerms(plain, '2026-02-27')
    expect(terms.termEnd).toBe('2026-02-28')
    expect(terms.lastCancelDay).toBe('2026-02-27')
    expect(terms.earliestEnd).toBe('2026-02-28')
    // Month ends do not drift: counted from the 31st each time.
    expect(contractTerms(plain, '2026-03-01').termEnd).toBe('2026-03-31')
  })

  it('a yearly contract with three months notice', () => {
    const yearly = { start: '2025-04-01', period: 'P1Y', commitmentMonths: 36, noticeDays: 90 } as const
    expect(contractTerms(yearly, '2026-01-01')).toMatchObject({
      commitmentEnd: '2028-04-01',
      termEnd: '2028-04-01',
      lastCancelDay: '2028-01-01',
      earliestEnd: '2028-04-01',
    })
    expect(contractTerms(yearly, '2028-01-02').earliestEnd).toBe('2029-04-01')
    expect(contractTerms(yearly, '2028-04-01')).toMatchObject({ committed: false, termEnd: '2029-04-01' })
  })

  it('a notice longer than a renewal term skips terms until it fits', () => {
    const short = { start: '2026-01-01', period: 'P1M', commitmentMonths: 0, noticeDays: 45 } as const
    // On 2026-01-10 the February 1 end needed notice by 2025-12-17 and March 1 by 2026-01-14.
    expect(contractTerms(short, '2026-01-10').earliestEnd).toBe('2026-03-01')
    expect(contractTerms(short, '2026-01-20').earliestEnd).toBe('2026-04-01')
  })
})
